//! The independent checker's tests: hand-made positions, each drawn and confirmed.

use super::*;
use gomoku_engine::notation::parse_moves;
use gomoku_engine::point::BoardSize;
use gomoku_engine::renju::ForbiddenKind;

const ID: &str = "t-0001";

fn puzzle(rule: Rule, kind: PuzzleKind, position: &str, solution: &str) -> Puzzle {
    let size = BoardSize::STANDARD;
    let moves = |text| parse_moves(text, size).unwrap();
    let (position, solution) = (moves(position), moves(solution));
    Puzzle {
        id: ID.into(),
        rule,
        size,
        kind,
        level: 1,
        position,
        solution,
    }
}

fn freestyle(kind: PuzzleKind, position: &str, solution: &str) -> Puzzle {
    puzzle(Rule::Freestyle, kind, position, solution)
}

/// The error for solution move `index` (1-based) on `point`.
fn at(index: usize, point: &str, fault: Fault) -> Result<(), CheckError> {
    Err(CheckError::Solution {
        id: ID.into(),
        index,
        point: point.into(),
        fault,
    })
}

fn not_proved(point: &str, max_attacker_moves: usize) -> Result<(), CheckError> {
    Err(CheckError::NotProved {
        id: ID.into(),
        point: point.into(),
        max_attacker_moves,
    })
}

fn point(text: &str) -> Point {
    parse_moves(text, BoardSize::STANDARD).unwrap()[0]
}

/// Black to move. Black h9 h10 h11 (white h12 above) and l9 l10 l11 (white l12 above) are
/// closed threes; row 8 holds black j8 k8 with white m8. White e7 f7 g7 wait on row 7 and
/// white j9 cuts the diagonal h11-l7. The win: l8 (four on column l, forced block l7; row 8
/// now has j8 k8 l8), h8 (double four: h7 on column h, i8 on row 8), white blocks one, five.
/// h8 first fails: its block h7 gives white an open four on row 7. l7 or h7 first: their
/// blocks (l8, h8) kill row 8, and nothing is left.
const UNIQUE: &str = "h9h12h10m8h11l12j8j9k8e7l9f7l10g7l11a15";
const UNIQUE_LINE: &str = "l8l7h8i8h7";

#[test]
fn a_unique_vcf_passes() {
    let p = freestyle(PuzzleKind::Vcf, UNIQUE, UNIQUE_LINE);
    assert_eq!(check_line(&p), Ok(()));
    assert_eq!(check_vcf_unique(&p, 6), Ok(()));
    // The defender's other answer to the double four is as good.
    assert_eq!(
        check_line(&freestyle(PuzzleKind::Vcf, UNIQUE, "l8l7h8h7i8")),
        Ok(())
    );
    // Two attacker moves are not enough.
    assert_eq!(check_vcf_unique(&p, 2), not_proved("l8", 2));
}

#[test]
fn a_defender_move_that_is_not_the_only_block_is_refused() {
    let p = freestyle(PuzzleKind::Vcf, UNIQUE, "l8a1h8i8h7");
    let error = check_line(&p);
    assert_eq!(error, at(2, "a1", Fault::NoBlock("l7".into())));
    let message = error.unwrap_err().to_string();
    for words in [ID, "move 2 of the solution", "(a1)", "l7"] {
        assert!(message.contains(words), "{message}");
    }
}

#[test]
fn broken_vcf_lines_are_refused() {
    let line = |solution| check_line(&freestyle(PuzzleKind::Vcf, UNIQUE, solution));
    // k9 (diagonal j8 k9 l10) is a three, not a four.
    assert_eq!(line("k9l7l8"), at(1, "k9", Fault::NoFour));
    // The line stops before the five.
    assert_eq!(line("l8l7h8"), at(3, "h8", Fault::NoFive));
    // After the double four, a quiet move instead of the five.
    assert_eq!(
        line("l8l7h8i8a2h7a3"),
        at(5, "a2", Fault::AttackerCanWin("h7".into()))
    );
    // A move on a stone.
    assert_eq!(line("l8l7h9i8h7"), at(3, "h9", Fault::Illegal));
    // An even or empty solution cannot end with the attacker's five.
    for (solution, length) in [("l8l7", 2), ("", 0)] {
        let expected = Err(CheckError::BadLength {
            id: ID.into(),
            length,
        });
        assert_eq!(line(solution), expected);
    }
}

#[test]
fn finished_or_one_move_positions_are_refused() {
    // Black a1 b1 c1 d1 e1: the ninth move of the position is a five.
    let p = freestyle(PuzzleKind::Vcf, "a1a15b1c15c1e15d1g15e1", "h8");
    let fault = Fault::EarlyFive;
    let expected = Err(CheckError::Position {
        id: ID.into(),
        index: 9,
        point: "e1".into(),
        fault,
    });
    assert_eq!(check_line(&p), expected);
    assert_eq!(check_vcf_unique(&p, 3), expected);
    // White (the defender) has h8 h9 h10 h11: the attacker would have to block.
    let p = freestyle(PuzzleKind::Vcf, "a1h8c1h9e1h10g1h11", "h12");
    assert_eq!(
        check_line(&p),
        at(1, "h12", Fault::DefenderCanWin("h12".into()))
    );
    // Black (the attacker) has them: solved in one move.
    let p = freestyle(PuzzleKind::Vcf, "h8a1h9c1h10e1h11g1", "h12");
    assert_eq!(
        check_line(&p),
        at(1, "h12", Fault::AttackerCanWin("h12".into()))
    );
}

#[test]
fn a_second_winning_four_is_reported() {
    // UNIQUE without white's row 7: now h8 first also wins (block h7, then l8 is a double
    // four on column l and row 8).
    let position = "h9h12h10m8h11l12j8j9k8a15l9o15l10a1l11o1";
    let p = freestyle(PuzzleKind::Vcf, position, UNIQUE_LINE);
    assert_eq!(check_line(&p), Ok(()));
    let expected = Err(CheckError::SecondSolution {
        id: ID.into(),
        point: "l8".into(),
        other: "h8".into(),
        max_attacker_moves: 5,
    });
    assert_eq!(check_vcf_unique(&p, 5), expected);
    // Uniqueness is a VCF question only.
    let p = Puzzle {
        kind: PuzzleKind::Vct,
        ..p
    };
    assert_eq!(check_vcf_unique(&p, 5), Ok(()));
}

#[test]
fn renju_black_may_not_win_through_a_forbidden_point() {
    // Black e8 f8 g8 (white d8) and h9 h10 h11 (white h12): h8 makes two fours at once.
    let position = "e8d8f8h12g8a15h9o15h10a1h11o1";
    let p = freestyle(PuzzleKind::Vcf, position, "h8i8h7");
    assert_eq!(check_line(&p), Ok(()));
    assert_eq!(check_vcf_unique(&p, 4), Ok(()));
    let p = Puzzle {
        rule: Rule::Renju,
        ..p
    };
    assert_eq!(
        p.board().forbidden_kind(point("h8")),
        Some(ForbiddenKind::DoubleFour)
    );
    assert_eq!(check_line(&p), at(1, "h8", Fault::Illegal));
    assert_eq!(check_vcf_unique(&p, 4), not_proved("h8", 4));
}

#[test]
fn renju_white_wins_when_the_only_block_is_forbidden_for_black() {
    // Black f8 g8 . i8 j8 k8: h8 is an overline for black. White h10 h11 h12 under black
    // h13: h9 makes a four whose only five point is h8.
    let position = "f8h10g8h11i8h12j8a1k8o1h13";
    let p = puzzle(Rule::Renju, PuzzleKind::Vcf, position, "h9a2h8");
    assert_eq!(
        p.board().forbidden_kind(point("h8")),
        Some(ForbiddenKind::Overline)
    );
    assert_eq!(check_line(&p), Ok(()));
    // h8 first is a four too, but black may block it at h9.
    assert_eq!(check_vcf_unique(&p, 3), Ok(()));
    // Without forbidden points black must block, and can.
    let p = Puzzle {
        rule: Rule::Standard,
        ..p
    };
    assert_eq!(check_line(&p), at(2, "a2", Fault::NoBlock("h8".into())));
    assert_eq!(check_vcf_unique(&p, 3), not_proved("h9", 3));
}

/// Black g8 h8 and j9 j10; white c3 d3 e3, closed by black b3.
const VCT: &str = "g8c3h8d3j9e3j10a15b3o15";

#[test]
fn a_vct_line_with_threes_and_a_forced_block_passes() {
    // i8 open three; white makes a four at f3, black blocks at g3; white closes the three at
    // f8; j8 is a four (k8) and a three on column j; j11 an open four; j12 the five.
    let p = freestyle(PuzzleKind::Vct, VCT, "i8f3g3f8j8k8j11j7j12");
    assert_eq!(check_line(&p), Ok(()));
    // The same line is no VCF: i8 is only a three.
    let p = Puzzle {
        kind: PuzzleKind::Vcf,
        ..p
    };
    assert_eq!(check_line(&p), at(1, "i8", Fault::NoFour));
}

#[test]
fn broken_vct_lines_are_refused() {
    let line = |solution| check_line(&freestyle(PuzzleKind::Vct, VCT, solution));
    // m2, far from everything, is no threat.
    assert_eq!(line("i8f3g3f8m2k8j11"), at(5, "m2", Fault::NoThreat));
    // White's four at f3 must be blocked, even by a VCT attacker.
    assert_eq!(
        line("i8f3j8g3k8"),
        at(3, "j8", Fault::Unblocked("g3".into()))
    );
    // UNIQUE as a VCT: h8 is a four, its block h7 an open four for white; d7 blocks one end,
    // and then white can make five at i7 instead of playing on.
    let p = freestyle(PuzzleKind::Vct, UNIQUE, "h8h7d7i7l8");
    assert_eq!(
        check_line(&p),
        at(4, "i7", Fault::DefenderCanWin("i7".into()))
    );
}
