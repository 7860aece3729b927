//! Iterative-deepening principal-variation search with a transposition table, and threat-space
//! solvers (VCF / VCT).

mod types;

pub use types::{Limits, PvLine, Score, SearchInfo, SearchResult, StopFlag};

use crate::board::Board;
use crate::point::Point;
use crate::rules::Rule;

/// A reusable searcher: owns the transposition table and move-ordering memory. `Send`, so it
/// can be moved into a worker thread or an async task.
pub struct Searcher {
    rule: Rule,
}

impl Searcher {
    /// A searcher for `rule` whose hash tables use at most about `hash_mb` MiB.
    pub fn new(rule: Rule, hash_mb: usize) -> Searcher {
        let _ = hash_mb;
        Searcher { rule }
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Searches `board` for the side to move. `on_info` receives a report after every
    /// completed iteration.
    pub fn search(
        &mut self,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let _ = (board, limits, stop, on_info);
        todo!()
    }
}

/// A victory by continuous fours for the side to move, within `max_plies` plies (both sides'
/// moves counted): the attacker's and the defender's moves in order, ending with the five.
pub fn find_vcf(board: &Board, rule: Rule, max_plies: u32) -> Option<Vec<Point>> {
    let _ = (board, rule, max_plies);
    todo!()
}

/// A victory by continuous threats (fours and open threes) for the side to move, within
/// `max_plies` plies and `node_limit` nodes: one winning line (the attacker's and one
/// representative defence per step), ending with the five.
pub fn find_vct(board: &Board, rule: Rule, max_plies: u32, node_limit: u64) -> Option<Vec<Point>> {
    let _ = (board, rule, max_plies, node_limit);
    todo!()
}
