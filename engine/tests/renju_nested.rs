//! Hand-made renju positions (RIF rules), second part: when three stones are a three. A three
//! must be able to become a straight four `.XXXX.` (both ends completing an exact five) by a move
//! that is itself allowed. Fake threes (white stones, overline ends), threes against the board
//! edge, white stones at a distance, tiny boards, and nested threes whose only straight-four point
//! is forbidden once the stone is placed (RIF 9.3), down to three levels.
//!
//! Diagrams: `X` black, `O` white, `.` empty; marks are empty points under test: `*` must be
//! forbidden (kind in `expect`), `?` must be allowed, `!` a second point of interest (verdict in
//! `expect`), `#` must be forbidden (any kind). Coordinates in comments are renju notation (`h8`
//! is the centre). Each case's comment is the reasoning behind its expectation. Every case is also
//! checked with white to move (nothing forbidden) and on its stones (never forbidden). The harness
//! is in `support/mod.rs`.

mod support;

use ForbiddenKind::DoubleThree;
use gomoku_engine::ForbiddenKind;
use support::{ALLOWED, Case, run};

/// 2. Fake threes: blocked by white, or every straight four would be an overline.
#[test]
fn fake_threes() {
    run(&[
        // e8 is white: f8 g8 h8 + i8 is `OXXXX.`, a four but not a straight four, so the row holds
        // no three. Only the column three remains. With the row dead no point has two threes:
        // nothing is forbidden.
        Case {
            name: "fake three: white next to it (`OXXX.`)",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . O X X ? . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: true,
        },
        // d8 and j8 white: e8 gives e8..h8 whose end d8 is white, i8 gives f8..i8 whose end j8 is
        // white: no straight four, so no three.
        Case {
            name: "fake three: white two away on both sides (`O.XXX.O`)",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . O . X X ? . O . . . . .
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
        // Row: c8 . . f8 g8 h8 . . k8. e8 gives e8..h8 but its end d8 would complete c8..h8 = six;
        // i8 gives f8..i8 but its end j8 would complete f8..k8 = six. No straight four, no three;
        // only the column counts.
        Case {
            name: "fake three: both straight fours would make six (`X..XXX..X`)",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . X . . X X ? . . X . . . .
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
        // Same as the previous case without k8: i8 still makes f8..i8 with e8 and j8 both completing
        // exact fives (d8 and k8 are not black), so the row is a real three: double three.
        Case {
            name: "one side spoiled by an overline, the other open (`X..XXX...`)",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . X . . X X * . . . . . . .
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
        // Row: e8 f8 . h8 . j8. The only straight-four point g8 gives e8..h8 whose end i8 would make
        // e8..j8 = six: not straight. h8 i8 j8 is only a run of three once i8 is added, no four.
        // Only the column counts.
        Case {
            name: "fake split three: `XX.X.X` (its four point would give six)",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . X X . ? . X . . . . .
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
        // f8 . h8 i8 with white j8: g8 makes f8..i8 but the end j8 is white, so no straight four.
        Case {
            name: "fake split three: blocked at the far end (`X.XXO`)",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X . ? X O . . . . .
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
        // f8 . h8 . j8: g8 or i8 makes `XXX.X`, a four, never `.XXXX.`, so the row has no three.
        Case {
            name: "`X.X.X` is no three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X . ? . X . . . . .
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

/// 9. Threes against the board edge, and boards too small for a straight four.
#[test]
fn threes_against_the_edge() {
    run(&[
        // a8 b8 c8 + d8 is a four whose left end is off the board: never `.XXXX.`, so no three.
        Case {
            name: "edge: `|XXX..` is no three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . X . . . . . . . . . . . .
             9 . . X . . . . . . . . . . . .
             8 X X ? . . . . . . . . . . . .
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
        // b8 c8 d8 + e8 is `.XXXX.` from a8 to f8 (fives a8..e8 and b8..f8): a real three, plus the
        // column.
        Case {
            name: "edge: `|.XXX..` is a three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . X . . . . . . . . . . .
             9 . . . X . . . . . . . . . . .
             8 . X X * . . . . . . . . . . .
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
        // e8 gives b8..e8 with f8 white; a8 gives a four against the edge: no straight four.
        Case {
            name: "edge: `|.XXX.O` is no three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . X . . . . . . . . . . .
             9 . . . X . . . . . . . . . . .
             8 . X X ? . O . . . . . . . . .
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
        // a8 . c8 d8: b8 makes a8..d8 against the edge; e8 leaves b8 empty, a run of three.
        Case {
            name: "edge: split `|X.XX.` is no three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . X . . . . . . . . . . .
             9 . . . X . . . . . . . . . . .
             8 X . X ? . . . . . . . . . . .
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
        // a1 b2 c3 (anti-diagonal from the corner) can only grow to a four touching the corner. The
        // row c3 d3 e3 is open (b3 / f3), so only one three.
        Case {
            name: "edge: three on the corner diagonal is no three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . ? X X . . . . . . . . . .
             2 . X . . . . . . . . . . . . .
             1 X . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED)],
            complete: false,
        },
        // A straight four needs six cells in a line; a 5x5 board has at most five, so no three
        // exists at all: nothing is forbidden.
        Case {
            name: "5x5 board: `.XXX.` crossing is no double three",
            diagram: "
               a b c d e
             5 . . . . .
             4 . . X . .
             3 . X ? X .
             2 . . X . .
             1 . . . . .",
            expect: &[('?', ALLOWED)],
            complete: true,
        },
        // Row and column `.XXX..` each reach `.XXXX.` through e4 / c2 (six cells, both fives fit).
        // Other threes (e4 with b4 d4, c2 with c5 c3, b2/e5 on the anti-diagonal of c3 d4) are
        // single: c4 only.
        Case {
            name: "6x6 board: `.XXX..` crossing is a double three",
            diagram: "
               a b c d e f
             6 . . . . . .
             5 . . X . . .
             4 . X * X . .
             3 . . X . . .
             2 . . . . . .
             1 . . . . . .",
            expect: &[('*', Some(DoubleThree))],
            complete: true,
        },
    ]);
}
