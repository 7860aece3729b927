//! Lab builds only: a tap on the positions the search evaluates (interior nodes and the
//! quiescence's stand-pat leaves), so an evaluation can be trained on what the search asks
//! of it rather than on the positions a game passes through. Every `every`-th evaluated
//! position is kept as its move list; the counter makes the sample depend only on the tree,
//! so fixed-node self-play stays reproducible.

use crate::point::Point;
use crate::position::Position;

use super::Searcher;

#[derive(Default)]
pub(super) struct LeafTap {
    /// Keep one evaluated position in this many (0: the tap is off).
    every: u64,
    seen: u64,
    taken: Vec<Vec<Point>>,
}

impl LeafTap {
    #[inline]
    pub(super) fn offer(&mut self, position: &Position) {
        if self.every == 0 {
            return;
        }
        self.seen += 1;
        if self.seen.is_multiple_of(self.every) {
            self.taken
                .push(position.board().stones_in_order().collect());
        }
    }
}

impl Searcher {
    /// From now on keeps one in `every` of the positions this searcher evaluates (0: none);
    /// [`Self::take_tapped`] hands them over. Helper threads are not tapped.
    pub fn tap_evaluations(&mut self, every: u64) {
        self.leaf_tap = LeafTap {
            every,
            ..LeafTap::default()
        };
    }

    /// The positions kept since the last call, each as its moves from the empty board.
    pub fn take_tapped(&mut self) -> Vec<Vec<Point>> {
        std::mem::take(&mut self.leaf_tap.taken)
    }
}
