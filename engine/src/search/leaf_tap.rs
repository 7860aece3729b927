//! Lab builds only: a tap on the positions the search evaluates (interior nodes and the
//! quiescence's stand-pat leaves), so an evaluation can be trained on what the search asks
//! of it rather than on the positions a game passes through. Every `every`-th evaluated
//! position is kept as its move list; the counter makes the sample depend only on the tree,
//! so fixed-node self-play stays reproducible.

use crate::point::Point;
use crate::position::Position;

#[derive(Default)]
pub(super) struct LeafTap {
    /// Keep one evaluated position in this many (0: the tap is off).
    every: u64,
    seen: u64,
    taken: Vec<Vec<Point>>,
}

impl LeafTap {
    /// A tap keeping one in `every` evaluated positions (0: off).
    pub(super) fn every(every: u64) -> LeafTap {
        LeafTap {
            every,
            ..LeafTap::default()
        }
    }

    /// The positions kept since the last call, each as its moves from the empty board.
    pub(super) fn take(&mut self) -> Vec<Vec<Point>> {
        std::mem::take(&mut self.taken)
    }

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
