//! The threat solvers as functions of a board: a win by fours (VCF), by threes and fours (VCT),
//! or one that starts with a given move, and a proved win's line spelled out by them.

use super::threat_space::ThreatSearch;
use super::types::{Score, SearchResult};
use crate::board::Board;
use crate::point::Point;
use crate::position::Position;
use crate::rules::Rule;

/// Plies and nodes the threat solver may spend spelling out a proved win (a few milliseconds).
const PROVED_LINE_PLIES: u32 = 31;
const PROVED_LINE_NODES: u64 = 30_000;

/// A proved win's line as long as the win: the search often proves a win with a line of a move
/// or two (its table holds the rest), and "wins in 33" over one move says too little. The
/// threat solver replays the win from the line's first move, within a small budget; a line it
/// cannot spell out stays as the search gave it. For the hosts that show lines (the game's
/// background searches, the Web Worker's host); a few milliseconds at most.
pub fn complete_proved_lines(board: &Board, rule: Rule, result: &mut SearchResult) {
    let complete = |score: Score, moves: &mut Vec<Point>| {
        let Score::Win(plies) = score else {
            return;
        };
        let Some(&first) = moves.first() else {
            return;
        };
        if moves.len() >= plies as usize {
            return;
        }
        let reach = (plies + 2).min(PROVED_LINE_PLIES);
        if let Some(line) =
            find_win_starting_with(board, rule, first, false, reach, PROVED_LINE_NODES)
            && line.len() > moves.len()
        {
            *moves = line;
        }
    };
    complete(result.score, &mut result.pv);
    for line in &mut result.lines {
        complete(line.score, &mut line.moves);
    }
}

/// A victory by continuous fours for the side to move, within `max_plies` plies (both sides'
/// moves counted): the attacker's and the defender's moves in order, ending with the five.
pub fn find_vcf(board: &Board, rule: Rule, max_plies: u32) -> Option<Vec<Point>> {
    let mut position = Position::new(board, rule);
    let mut never = |_: u64| false;
    let mut solver = ThreatSearch::new(position.side_to_move(), 5_000_000, &mut never);
    solver.vcf(&mut position, max_plies)
}

/// A victory by continuous threats (fours and open threes) for the side to move, within
/// `max_plies` plies and `node_limit` nodes: one winning line (the attacker's moves and one
/// representative defence per step).
pub fn find_vct(board: &Board, rule: Rule, max_plies: u32, node_limit: u64) -> Option<Vec<Point>> {
    let mut position = Position::new(board, rule);
    let mut never = |_: u64| false;
    let mut solver = ThreatSearch::new(position.side_to_move(), node_limit, &mut never);
    solver.vct(&mut position, max_plies)
}

/// A victory for the side to move that starts with `first`: by continuous fours only
/// (`fours_only`) or by fours and open threes, within `max_plies` plies and `node_limit`
/// nodes; the line from `first` on (one representative defence per step). The puzzle maker
/// asks this of every other move to keep only puzzles with one solution.
pub fn find_win_starting_with(
    board: &Board,
    rule: Rule,
    first: Point,
    fours_only: bool,
    max_plies: u32,
    node_limit: u64,
) -> Option<Vec<Point>> {
    let mut position = Position::new(board, rule);
    let mut never = |_: u64| false;
    let mut solver = ThreatSearch::new(position.side_to_move(), node_limit, &mut never);
    solver.win_starting_with(&mut position, first, max_plies, fours_only)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::PvLine;
    use std::time::Duration;

    #[test]
    fn a_proved_win_of_one_move_is_spelled_out_to_the_five() {
        let size = crate::point::BoardSize::STANDARD;
        let mut board = Board::new(size);
        // Black's k8 wins by fours (a four, then an open four).
        for point in crate::notation::parse_moves("h8g8i8a1j8c1k9e1k10g1", size).unwrap() {
            board.play(point).unwrap();
        }
        let full = find_vcf(&board, Rule::Freestyle, 31).expect("a VCF");
        let first = full[0];
        let short = |score| PvLine {
            score,
            moves: vec![first],
        };
        let mut result = SearchResult {
            best_move: Some(first),
            score: Score::Win(full.len() as u32),
            pv: vec![first],
            lines: vec![short(Score::Win(full.len() as u32)), short(Score::Eval(30))],
            depth: 9,
            seldepth: 12,
            nodes: 1000,
            elapsed: Duration::from_millis(5),
            counters: Default::default(),
        };
        complete_proved_lines(&board, Rule::Freestyle, &mut result);
        assert!(result.pv.len() >= full.len(), "{:?}", result.pv);
        assert_eq!(result.pv[0], first);
        assert_eq!(result.lines[0].moves, result.pv);
        // A line that is no proved win stays as it was.
        assert_eq!(result.lines[1].moves, vec![first]);
    }
}
