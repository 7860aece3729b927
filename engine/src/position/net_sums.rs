//! The evaluation network's sums as the position keeps them: attached with the network, read
//! by the evaluation. Make and undo update them beside the other aggregates (`mod.rs`).

use super::{EvalNet, NET_WIDTH, Position};
use crate::point::Color;

impl Position {
    /// This position with the evaluation network's sums kept for `net` (or none kept).
    pub(crate) fn with_net(mut self, net: Option<&'static EvalNet>) -> Position {
        self.net = net;
        self.net_sums = [[0; NET_WIDTH]; 2];
        if let Some(net) = net {
            for &point in &self.points {
                for c in 0..2 {
                    let row = net.row(c, self.codes[point.index()][c]);
                    for (sum, &w) in self.net_sums[c].iter_mut().zip(row) {
                        *sum += w as i32;
                    }
                }
            }
        }
        self
    }

    /// Runs `probe` with the network's sums left alone: threat searches make and undo many
    /// moves and never evaluate, so they skip the upkeep. Every move `probe` makes must be
    /// undone (the solvers' are): the frames then bring back the sums as they were.
    #[inline]
    pub(crate) fn without_net<R>(&mut self, probe: impl FnOnce(&mut Position) -> R) -> R {
        let net = self.net.take();
        let stones = self.board.stone_count();
        let result = probe(self);
        debug_assert_eq!(
            self.board.stone_count(),
            stones,
            "a probe without the network left a move made"
        );
        self.net = net;
        result
    }

    /// The evaluation network, if this position keeps its sums.
    #[inline]
    pub(crate) fn net(&self) -> Option<&'static EvalNet> {
        self.net
    }

    /// `color`'s sums of the network's first layer.
    #[inline]
    pub(crate) fn net_sums(&self, color: Color) -> &[i32; NET_WIDTH] {
        &self.net_sums[color.index()]
    }
}
