//! Where our own search's nodes go (`gomoku-probe --counters`): the engine searched in this
//! process on the probe's positions at each node budget, its counters summed and printed as
//! shares, so the tree's shape at 50 k and at 800 k nodes can be set side by side.

use gomoku_engine::point::{BoardSize, Point};
use gomoku_engine::rules::Rule;
use gomoku_engine::search::{DEPTH_BUCKETS, Limits, SearchCounters, Searcher, StopFlag};

use crate::game_records::board_after;

/// The hash table of each search, as the brain's default.
const HASH_MB: usize = 32;

/// Searches the position `moves` (black first) under `rule` with a fresh searcher (a new
/// game's table and history) and at most `nodes` nodes, and returns its counts.
pub fn count_search(
    rule: Rule,
    size: BoardSize,
    nodes: u64,
    moves: &[Point],
) -> Result<SearchCounters, String> {
    let board = board_after(size, moves)?;
    let mut searcher = Searcher::new(rule, HASH_MB);
    let result = searcher.search(&board, &Limits::nodes(nodes), &StopFlag::new(), &mut |_| {});
    Ok(*result.counters)
}

/// A share in percent, `–` when there is nothing to share.
fn percent(part: u64, whole: u64) -> String {
    if whole == 0 {
        "–".into()
    } else {
        format!("{:.1}", 100.0 * part as f64 / whole as f64)
    }
}

/// The header of [`summary_row`]'s table.
pub const SUMMARY_HEADER: &str = "| budget | searches | nodes a search | interior % | leaves % | forced % | root solvers % | table hits % | table cuts % | static cuts % | moves pruned % | moves a node searched | quiet % | fours % | moves reduced % | reduced then re-searched % | cuts by the first move % |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";

/// One budget's row: where the nodes went (shares of all nodes), then how the parts of the
/// interior search fared (table hits and cuts and static cuts as shares of interior nodes, moves
/// pruned of those considered, the moves a node searched and the shares of quiet moves and
/// fours among them, reduced of those searched, re-searched of those reduced, first
/// moves of all cutoffs).
pub fn summary_row(budget: u64, searches: usize, sum: &SearchCounters) -> String {
    let total = sum.total();
    format!(
        "| {budget} | {searches} | {:.0} | {} | {} | {} | {} | {} | {} | {} | {} | {:.2} | {} | {} | {} | {} | {} |",
        total as f64 / searches.max(1) as f64,
        percent(sum.interior, total),
        percent(sum.leaves, total),
        percent(sum.forced, total),
        percent(sum.root_solvers, total),
        percent(sum.table_hits, sum.table_probes),
        percent(sum.table_cuts, sum.interior),
        percent(sum.static_cuts, sum.interior),
        percent(sum.pruned_moves, sum.pruned_moves + sum.searched_moves),
        sum.searched_moves as f64 / sum.move_loops.max(1) as f64,
        percent(sum.quiet_moves, sum.searched_moves),
        percent(sum.four_moves, sum.searched_moves),
        percent(sum.reduced_moves, sum.searched_moves),
        percent(sum.re_searches, sum.reduced_moves),
        percent(sum.first_move_cutoffs, sum.cutoffs),
    )
}

/// The header of [`depth_row`]'s table: the budget, then plies left 0 to the last bucket.
pub fn depth_header() -> String {
    let columns: Vec<String> = (0..DEPTH_BUCKETS)
        .map(|d| {
            if d + 1 == DEPTH_BUCKETS {
                format!("{d}+")
            } else {
                d.to_string()
            }
        })
        .collect();
    format!(
        "| budget | {} |\n|---|{}",
        columns.join(" | "),
        "---|".repeat(DEPTH_BUCKETS)
    )
}

/// One budget's interior nodes by whole plies left, as percent of its interior nodes.
pub fn depth_row(budget: u64, sum: &SearchCounters) -> String {
    let shares: Vec<String> = sum
        .interior_by_depth
        .iter()
        .map(|&n| percent(n, sum.interior))
        .collect();
    format!("| {budget} | {} |", shares.join(" | "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_is_counted_and_its_rows_have_every_column() {
        let size = BoardSize::STANDARD;
        let moves = gomoku_engine::notation::parse_moves("h8i9h9h10", size).unwrap();
        let counts = count_search(Rule::Freestyle, size, 3_000, &moves).unwrap();
        assert!(counts.interior > 0 && counts.leaves > 0, "{counts:?}");
        let columns = |text: &str| text.lines().next().unwrap().matches('|').count();
        assert_eq!(
            columns(&summary_row(3_000, 1, &counts)),
            columns(SUMMARY_HEADER)
        );
        assert_eq!(
            columns(&depth_row(3_000, &counts)),
            columns(&depth_header())
        );
        assert_eq!(percent(1, 0), "–");
        // A move on an occupied point is an error, not a panic.
        let bad = [moves[0], moves[0]];
        assert!(count_search(Rule::Freestyle, size, 1_000, &bad).is_err());
    }
}
