//! Hand-made renju positions (RIF rules) with the verdict expected for a black stone: double
//! threes, four-threes, double fours (also on one line), overlines, fives that win whatever else
//! they make, open fours, white never being restricted and occupied points never being forbidden.
//! What does not count as a three (fake threes, the board edge, white stones at a distance, nested
//! threes) is in `renju_nested.rs`.
//!
//! Diagrams: `X` black, `O` white, `.` empty; marks are empty points under test: `*` must be
//! forbidden (kind in `expect`), `?` must be allowed, `!` a second point of interest (verdict in
//! `expect`), `#` must be forbidden (any kind). Coordinates in comments are renju notation (`h8`
//! is the centre). Each case's comment is the reasoning behind its expectation. Every case is also
//! checked with white to move (nothing forbidden) and on its stones (never forbidden); the harness
//! is in `support/mod.rs`.

mod support;

use ForbiddenKind::{DoubleFour, DoubleThree};
use gomoku_engine::ForbiddenKind;
use support::{ALLOWED, Case, run};

/// 1. Plain double threes: open and split threes crossing in every direction.
#[test]
fn double_threes() {
    run(&[
        // f8 g8 + h8 and h9 h10 + h8 are both `..XXX..`. No other point lines up two pairs (d8 e8 i8
        // / h7 h11 h12 / f7 i10 e6 j11 / e7 g9 i11 each make one three at most), so h8 is the only
        // forbidden point.
        Case {
            name: "double three: open threes on a row and a column",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X X * . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree))],
            complete: true,
        },
        // f6 g7 h8 (anti-diagonal) and h8 i7 j6 (diagonal), all ends open. g7 i7 make a row-7 three
        // only at f7 h7 j7, one line each, so h8 is the only forbidden point.
        Case {
            name: "double three: open threes on both diagonals",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . . . . * . . . . . . .
             7 . . . . . . X . X . . . . . .
             6 . . . . . X . . . X . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree))],
            complete: true,
        },
        // f8 . h8 i8 (straight four at g8) and h8 . h10 h11 (straight four at h9), every end open.
        Case {
            name: "double three: two split threes `X.XX`",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . . X . * X . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree))],
            complete: false,
        },
        // g8 h8 . j8 (four point i8) on the row, h8 . j10 k11 (four point i9) on the anti-diagonal.
        Case {
            name: "double three: split three and diagonal split three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . X . . . .
            10 . . . . . . . . . X . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . . . X * . X . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree))],
            complete: false,
        },
        // g8 h8 i8 and h7 h8 h9: two open threes made by filling the gaps of `X.X`.
        Case {
            name: "double three: the stone fills the middle of two lines",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . . X * X . . . . . .
             7 . . . . . . . X . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree))],
            complete: false,
        },
    ]);
}

/// 3. Four-three is allowed; 4-4-3 is a double four; 4-3-3 a double three.
#[test]
fn fours_with_threes() {
    run(&[
        // d8 . f8 g8 h8 is a four (e8 completes d8..h8 exactly), h8 h9 h10 an open three: one four,
        // one three.
        Case {
            name: "four-three is allowed",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . X . X X ? . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
        // Row four d8 . f8 g8 h8, column four h8..h11 (h12 white, h7 completes), diagonal three h8
        // i7 j6: two fours.
        Case {
            name: "4-4-3 is a double four",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . O . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . X . X X * . . . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . X . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleFour))],
            complete: false,
        },
        // Row four d8 . f8 g8 h8 plus two real threes: column h8 h9 h10 (h7 or h11 only makes the
        // straight four) and diagonal h8 i7 j6 (g9 gives a four plus the three f8 g9 h10: still
        // allowed). A four does not excuse two threes.
        Case {
            name: "4-3-3 is a double three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . X . X X * . . . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . X . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree))],
            complete: false,
        },
        // With i8: d8 . f8 g8 h8 i8 . ; e8 would make d8..i8, six, so only j8 (f8..j8) completes a
        // five: one four. With the open three i8 i9 i10 that is an allowed four-three, not a double
        // four.
        Case {
            name: "`X.XXXX.` is one four: the gap would give six",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . X . . . . . .
             9 . . . . . . . . X . . . . . .
             8 . . . X . X X X ? . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
    ]);
}

/// 4. Double fours in two directions and on one line; fours that would be six.
#[test]
fn double_fours() {
    run(&[
        // d8 . f8 g8 h8 (e8 completes) and h8 . h10 h11 h12 (h9 completes).
        Case {
            name: "double four: row and column",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . X . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . X . X X * . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleFour))],
            complete: false,
        },
        // g8 completes d8..h8, i8 completes h8..l8: two fours on one row. g8/i8 (and c8/m8) only
        // make an open four, a single four, so h8 is the only forbidden point.
        Case {
            name: "double four on one line: `XXX.X.XXX`",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . X X X . * . X X X . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleFour))],
            complete: true,
        },
        // With h8: e8 f8 . h8 i8 . k8 l8; g8 completes e8..i8, j8 completes h8..l8. Elsewhere on the
        // row: g8 and m8 make one four, j8 an open four (one), c8 d8 a three, n8 nothing real: h8
        // only.
        Case {
            name: "double four on one line: `XX.XX.XX`",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . X X . * X . X X . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleFour))],
            complete: true,
        },
        // With h8: e8 . g8 h8 i8 . k8; f8 completes e8..i8, j8 completes g8..k8. f8 and j8 make one
        // four each; d8/l8 would need a straight four ending next to a black stone (six): h8 only.
        Case {
            name: "double four on one line: `X.XXX.X`",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . X . X * X . X . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleFour))],
            complete: true,
        },
        // g8 completes d8..h8, but i8 gives h8 i8 j8 k8: four stones, no five. One four: allowed.
        Case {
            name: "`XXX.X.XX` is only one four",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . X X X . ? . X X . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
        // With h8: d8 e8 . g8 h8 i8 ; f8 gives six, j8 only g8..j8: no five, so no four (and no
        // three: j8's straight four would end at f8, next to e8). The column four (h12 white) is the
        // only four.
        Case {
            name: "`XX.XXX` is no four: the gap gives six",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . O . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . X X . X ? X . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
    ]);
}
