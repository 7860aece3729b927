//! A tap on the positions the search evaluates (interior nodes and the quiescence's stand-pat
//! leaves), so an evaluation can be trained on what the search asks of it rather than on the
//! positions a game passes through. Every `every`-th evaluated position is kept as its move
//! list; the counter makes the sample depend only on the tree, so fixed-node self-play stays
//! reproducible. It is the engine's [`EvalWatcher`] hook: the search itself knows nothing of it.

use std::sync::{Arc, Mutex, PoisonError};

use gomoku_engine::search::EvalWatcher;
use gomoku_engine::{Board, Point};

/// The positions a tap kept, shared between the tap (inside the searcher) and the data run.
pub(super) type Tapped = Arc<Mutex<Vec<Vec<Point>>>>;

pub(super) struct LeafTap {
    /// Keep one evaluated position in this many (at least 1).
    every: u64,
    seen: u64,
    taken: Tapped,
}

impl LeafTap {
    /// A tap keeping one in `every` evaluated positions in `taken`.
    pub(super) fn every(every: u64, taken: Tapped) -> LeafTap {
        LeafTap {
            every: every.max(1),
            seen: 0,
            taken,
        }
    }
}

/// The positions kept since the last call, each as its moves from the empty board.
pub(super) fn take(tapped: &Tapped) -> Vec<Vec<Point>> {
    std::mem::take(&mut *tapped.lock().unwrap_or_else(PoisonError::into_inner))
}

impl EvalWatcher for LeafTap {
    #[inline]
    fn evaluated(&mut self, board: &Board) {
        self.seen += 1;
        if self.seen.is_multiple_of(self.every) {
            let moves = board.stones_in_order().collect();
            self.taken
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(moves);
        }
    }
}
