//! The evaluation network's sums as the position keeps them: attached with the network, read
//! by the evaluation. Make and undo leave them alone (about a third of the moves the search
//! makes are never evaluated); the undo log holds each changed cell's codes before and after
//! its move, so the sums catch up from the nearest position that had them when the search asks.

use super::{EvalNet, LoggedCell, NET_WIDTH, Position};

type Sums = [[i32; NET_WIDTH]; 2];

impl Position {
    /// This position with the evaluation network's sums kept for `net` (or none kept).
    pub(crate) fn with_net(mut self, net: Option<&'static EvalNet>) -> Position {
        self.net = net;
        self.recompute_net_sums();
        self
    }

    /// The network's sums from every cell, as a new position starts them.
    pub(super) fn recompute_net_sums(&mut self) {
        self.net_sums = self.full_net_sums();
        self.net_fresh = true;
    }

    /// The network's sums added up over every cell (zero without a network).
    fn full_net_sums(&self) -> Sums {
        let mut sums = [[0; NET_WIDTH]; 2];
        if let Some(net) = self.net {
            for &point in &self.points {
                for (c, sums) in sums.iter_mut().enumerate() {
                    let row = net.row(c, self.codes[point.index()][c]);
                    for (sum, &w) in sums.iter_mut().zip(row) {
                        *sum += w as i32;
                    }
                }
            }
        }
        sums
    }

    /// Brings the network's sums up to date and keeps them (and those of the positions on the
    /// way, so their other children start nearer). The search calls this before it evaluates.
    #[inline]
    pub(crate) fn refresh_net(&mut self) {
        let Some(net) = self.net else { return };
        if self.net_fresh {
            return;
        }
        let Some((start, mut sums)) = self.nearest_fresh_sums() else {
            self.recompute_net_sums();
            return;
        };
        for ply in start..self.frames.len() {
            let entries = self.ply_entries(ply);
            apply_changes(net, &mut sums, &self.undo_log[entries]);
            if let Some(next) = self.frames.get_mut(ply + 1) {
                next.net_sums = sums;
                next.net_fresh = true;
            }
        }
        self.net_sums = sums;
        self.net_fresh = true;
    }

    /// The network's sums of this position, up to date (computed from the log, not kept, when
    /// they are behind).
    #[inline]
    pub(crate) fn net_sums_now(&self) -> Sums {
        let Some(net) = self.net else {
            return self.net_sums;
        };
        if self.net_fresh {
            return self.net_sums;
        }
        let Some((start, mut sums)) = self.nearest_fresh_sums() else {
            return self.full_net_sums();
        };
        let from = self.frames[start].log_len;
        apply_changes(net, &mut sums, &self.undo_log[from..]);
        sums
    }

    /// The latest earlier position whose sums are up to date: its ply among the frames and its
    /// sums. The position the frames start from always has them (a new position computes them;
    /// a move only makes later ones stale); were none kept, the callers add up every cell.
    fn nearest_fresh_sums(&self) -> Option<(usize, Sums)> {
        let start = self.frames.iter().rposition(|frame| frame.net_fresh)?;
        Some((start, self.frames[start].net_sums))
    }

    /// The undo log's entries of the move made at `ply` (its frame's).
    fn ply_entries(&self, ply: usize) -> std::ops::Range<usize> {
        let end = self
            .frames
            .get(ply + 1)
            .map_or(self.undo_log.len(), |next| next.log_len);
        self.frames[ply].log_len..end
    }

    /// The evaluation network, if this position keeps its sums.
    #[inline]
    pub(crate) fn net(&self) -> Option<&'static EvalNet> {
        self.net
    }
}

/// Adds the logged cells' changes to `sums`: each cell's row after its move less its row before.
#[inline]
fn apply_changes(net: &EvalNet, sums: &mut Sums, entries: &[LoggedCell]) {
    #[cfg(target_arch = "x86_64")]
    if crate::cpu::has_avx2() {
        // SAFETY: the machine runs AVX2.
        return unsafe { apply_changes_avx2(net, sums, entries) };
    }
    apply_changes_portable(net, sums, entries)
}

/// [`apply_changes`] compiled for AVX2: the same integer arithmetic, wider vectors.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn apply_changes_avx2(net: &EvalNet, sums: &mut Sums, entries: &[LoggedCell]) {
    apply_changes_portable(net, sums, entries)
}

#[inline(always)]
fn apply_changes_portable(net: &EvalNet, sums: &mut Sums, entries: &[LoggedCell]) {
    for entry in entries {
        for (c, sums) in sums.iter_mut().enumerate() {
            if entry.codes[c] != entry.new_codes[c] {
                // Copies: rows read through a reference would block the vector adds (aliasing).
                let (added, removed) =
                    (*net.row(c, entry.new_codes[c]), *net.row(c, entry.codes[c]));
                for k in 0..NET_WIDTH {
                    // Rows are bounded by 8,000 (see `eval::net`), so the difference fits.
                    sums[k] += (added[k] - removed[k]) as i32;
                }
            }
        }
    }
}
