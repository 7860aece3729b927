//! Wins spotted at every node without search: a four-three or a double three is a mate in five
//! plies when the opponent cannot make a four (not black's double three under renju), and the
//! side facing one answers with a move that spoils it.

use gomoku_engine::notation::{parse_moves, parse_point};
use gomoku_engine::{Board, BoardSize, Limits, Point, Rule, Score, Searcher, StopFlag};

fn board_from(moves: &str) -> Board {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(moves, size).unwrap() {
        board.play(point).unwrap();
    }
    board
}

fn points(names: &[&str]) -> Vec<Point> {
    names
        .iter()
        .map(|name| parse_point(name, BoardSize::STANDARD).unwrap())
        .collect()
}

fn search(board: &Board, rule: Rule, depth: u32) -> (Option<Point>, Score) {
    let mut searcher = Searcher::new(rule, 8);
    searcher.set_vct(false);
    let result = searcher.search(board, &Limits::depth(depth), &StopFlag::new(), &mut |_| {});
    (result.best_move, result.score)
}

/// Black g8-h8-i8 closed by white f8 and j9-j10 open: j8 makes a four (five point k8) and an
/// open three (j8-j10) at once. White's four stones elsewhere make nothing. Black to move.
const FOUR_THREE: &str = "g8f8h8a15i8o1j9a1j10o15";

#[test]
fn a_four_three_with_no_answering_four_wins_in_five() {
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
        let (best, score) = search(&board_from(FOUR_THREE), rule, 1);
        assert_eq!(best, Some(points(&["j8"])[0]), "{rule:?}");
        assert_eq!(score, Score::Win(5), "{rule:?}");
    }
}

#[test]
fn the_side_facing_a_four_three_spoils_it() {
    // Same shape with white to move (black has one stone more): white has no four, so it must
    // take j8, pre-empt the four at k8, or close the three at j7 / j11.
    let board = board_from("g8f8h8a15i8o1j9a1j10o15n14");
    let defences = points(&["j8", "k8", "j7", "j11"]);
    for depth in [1, 2, 3] {
        let (best, score) = search(&board, Rule::Freestyle, depth);
        let best = best.expect("a move");
        assert!(
            defences.contains(&best),
            "depth {depth}: {best:?} {score:?}"
        );
    }
}

#[test]
fn an_answering_four_keeps_a_double_three_from_being_a_mate() {
    // Black's h8 joins f8-g8 and h9-h10 into two open threes, but white can make a four
    // (l3-l5 with l2 and l6 open... closed at l6 by black): no mate in five is claimed at once.
    let board = board_from("f8l3g8l4h9l5h10l6a1a2");
    let (_, score) = search(&board, Rule::Freestyle, 1);
    assert_ne!(score, Score::Win(5), "{score:?}");
}

#[test]
fn blacks_double_three_is_no_mate_under_renju() {
    // The same double three without white's four: a mate in five in freestyle, forbidden for
    // black under renju.
    let board = board_from("f8a15g8o1h9a1h10o15");
    let (best, score) = search(&board, Rule::Freestyle, 1);
    assert_eq!((best, score), (Some(points(&["h8"])[0]), Score::Win(5)));
    let (best, score) = search(&board, Rule::Renju, 1);
    assert_ne!(best, Some(points(&["h8"])[0]), "{score:?}");
    assert!(!score.is_win(), "{score:?}");
}
