//! The tables a search reads (line patterns, combos, the evaluation and its network, the move
//! ordering, renju's forbidden-point lines) are built on first use. A brain builds them before
//! its first move instead, so that move's clock does not pay for them (about 15 ms in freestyle
//! and 30 ms in renju on a slow machine: a tenth of the time a 500 ms move starts iterations in).

use crate::board::Board;
use crate::point::{BoardSize, Point};
use crate::rules::Rule;

use super::{Limits, Searcher, StopFlag};

/// Builds every table a search under `rule` reads, by running a small search on a scratch
/// searcher (its own one-megabyte table: no other searcher's state changes).
pub fn warm_up(rule: Rule) {
    let mut board = Board::new(BoardSize::STANDARD);
    // Black, white, black around the centre: enough for every stage of a search to run.
    for (x, y) in [(7, 7), (8, 8), (8, 6)] {
        board.make_move(Point::new(x, y));
    }
    let mut searcher = Searcher::new(rule, 1);
    let _ = searcher.search(&board, &Limits::depth(3), &StopFlag::default(), &mut |_| {});
    // Renju's exact check reads its own line table; the search may not have needed it yet.
    let _ = board.is_forbidden(Point::new(7, 6));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Warming up leaves every rule's search working and changes nothing it answers.
    #[test]
    fn a_search_after_warming_up_answers_as_before() {
        for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro] {
            let mut board = Board::new(BoardSize::STANDARD);
            for (x, y) in [(7, 7), (8, 7), (7, 8), (8, 8)] {
                board.make_move(Point::new(x, y));
            }
            let search = || {
                Searcher::new(rule, 1).search(
                    &board,
                    &Limits::depth(4),
                    &StopFlag::default(),
                    &mut |_| {},
                )
            };
            let before = search();
            warm_up(rule);
            let after = search();
            assert_eq!(before.best_move, after.best_move, "{rule:?}");
            assert_eq!(before.nodes, after.nodes, "{rule:?}");
        }
    }
}
