//! What one search spent its nodes on, counted as it runs: interior nodes by the depth left,
//! the leaves, the nodes the rules decide, the root's threat solvers; and how the table, the
//! pruning, the reductions and the move ordering fared. Plain additions to a struct the search
//! already carries, so counting costs nothing a benchmark sees; `gomoku-probe --counters` prints
//! them.

use std::ops::AddAssign;

/// Interior nodes are counted by whole plies left up to this many (the last bucket holds more).
pub const DEPTH_BUCKETS: usize = 24;

/// One search's counts (the main thread's share of a search on several threads).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchCounters {
    /// Interior nodes: searched with depth left, nothing forced.
    pub interior: u64,
    /// `interior` by whole plies left (index 0: less than a ply).
    pub interior_by_depth: [u64; DEPTH_BUCKETS],
    /// Nodes at the horizon (no depth left) and the quiescence's nodes below them.
    pub leaves: u64,
    /// Nodes the rules decided before any search: a five, a loss, a forced block, a mate
    /// spotted from the shapes.
    pub forced: u64,
    /// Nodes of the root's forced-four and threat-space solvers.
    pub root_solvers: u64,
    /// Interior nodes that asked the table, found an entry, and were answered by it.
    pub table_probes: u64,
    pub table_hits: u64,
    pub table_cuts: u64,
    /// Interior nodes cut by the static value: reverse futility, razoring.
    pub static_cuts: u64,
    /// Moves skipped without a search: move count, shapeless moves, futility.
    pub pruned_moves: u64,
    /// Moves searched at interior nodes, and those first searched shallower (a reduction),
    /// and the reduced ones searched again at full depth because they beat alpha.
    pub searched_moves: u64,
    pub reduced_moves: u64,
    /// Interior nodes that reached their move loop, and of the moves they searched those
    /// that make no three or four for either side (the ones reductions may cut) and the fours.
    pub move_loops: u64,
    pub quiet_moves: u64,
    pub four_moves: u64,
    pub re_searches: u64,
    /// Interior nodes that failed high, and those whose first move did it.
    pub cutoffs: u64,
    pub first_move_cutoffs: u64,
}

impl Default for SearchCounters {
    fn default() -> SearchCounters {
        SearchCounters {
            interior: 0,
            interior_by_depth: [0; DEPTH_BUCKETS],
            leaves: 0,
            forced: 0,
            root_solvers: 0,
            table_probes: 0,
            table_hits: 0,
            table_cuts: 0,
            static_cuts: 0,
            pruned_moves: 0,
            searched_moves: 0,
            reduced_moves: 0,
            move_loops: 0,
            quiet_moves: 0,
            four_moves: 0,
            re_searches: 0,
            cutoffs: 0,
            first_move_cutoffs: 0,
        }
    }
}

impl SearchCounters {
    /// Counts an interior node with `depth_plies` whole plies left.
    #[inline]
    pub(super) fn interior_node(&mut self, depth_plies: i32) {
        self.interior += 1;
        self.interior_by_depth[depth_plies.clamp(0, DEPTH_BUCKETS as i32 - 1) as usize] += 1;
    }

    /// Every node these counts name, as the node budget counts them.
    pub fn total(&self) -> u64 {
        self.interior + self.leaves + self.forced + self.root_solvers
    }
}

impl AddAssign<&SearchCounters> for SearchCounters {
    fn add_assign(&mut self, other: &SearchCounters) {
        for (mine, theirs) in self
            .interior_by_depth
            .iter_mut()
            .zip(&other.interior_by_depth)
        {
            *mine += theirs;
        }
        self.interior += other.interior;
        self.leaves += other.leaves;
        self.forced += other.forced;
        self.root_solvers += other.root_solvers;
        self.table_probes += other.table_probes;
        self.table_hits += other.table_hits;
        self.table_cuts += other.table_cuts;
        self.static_cuts += other.static_cuts;
        self.pruned_moves += other.pruned_moves;
        self.searched_moves += other.searched_moves;
        self.reduced_moves += other.reduced_moves;
        self.move_loops += other.move_loops;
        self.quiet_moves += other.quiet_moves;
        self.four_moves += other.four_moves;
        self.re_searches += other.re_searches;
        self.cutoffs += other.cutoffs;
        self.first_move_cutoffs += other.first_move_cutoffs;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depths_past_the_last_bucket_share_it_and_sums_add_up() {
        let mut counts = SearchCounters::default();
        counts.interior_node(3);
        counts.interior_node(-1);
        counts.interior_node(40);
        counts.leaves = 5;
        assert_eq!(counts.interior, 3);
        assert_eq!(counts.interior_by_depth[3], 1);
        assert_eq!(counts.interior_by_depth[0], 1);
        assert_eq!(counts.interior_by_depth[DEPTH_BUCKETS - 1], 1);
        let mut sum = counts;
        sum += &counts;
        assert_eq!(sum.interior, 6);
        assert_eq!(sum.total(), 16);
        assert_eq!(sum.interior_by_depth[3], 2);
    }
}
