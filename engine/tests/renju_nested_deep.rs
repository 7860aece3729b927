//! Hand-made renju positions (RIF rules), continued: white stones at a distance from a three, and
//! nested threes whose only straight-four point is forbidden once the stone is placed (RIF 9.3),
//! down to three levels. Diagram conventions and the harness are described in
//! `renju_forbidden.rs` and `support/mod.rs`.

mod support;
use ForbiddenKind::{DoubleThree, Overline};
use gomoku_engine::ForbiddenKind;
use support::{ALLOWED, Case, run};

/// 10. A white stone 1, 2 or 3 points from the end of a three.
#[test]
fn white_at_a_distance() {
    run(&[
        // i8 white: only e8 extends, e8..h8 ending at the white stone: no three.
        Case {
            name: "white adjacent to the three (`..XXXO`)",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X X ? O . . . . . .
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
        // j8 white: e8 makes e8..h8 with d8 and i8 open and c8, j8 not black: straight four.
        Case {
            name: "white two away (`..XXX.O`) leaves a three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X X * . O . . . . .
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
        // k8 white: both e8 and i8 give straight fours.
        Case {
            name: "white three away (`..XXX..O`) leaves a three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X X * . . O . . . .
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
        // d8 white: e8 fails (end d8 white) but i8 gives f8..i8 with e8 and j8 open.
        Case {
            name: "white two away on the other side (`O.XXX..`) leaves a three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . O . X X * . . . . . . .
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
        // c8 and j8 white: e8 gives e8..h8 with ends d8, i8 empty: fives d8..h8 and e8..i8 both fit.
        Case {
            name: "white three and two away (`O..XXX.O`) leaves a three",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . O . . X X * . O . . . . .
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
    ]);
}

/// 8. Nested threes: a three is real only if a straight-four point is allowed, recursively.
#[test]
fn nested_threes() {
    run(&[
        // Row g8 h8 . j8 can only become straight at i8. With h8 placed, i8 makes the row open four
        // g8..j8 AND the column four i8..i11 (i12 white): a double four, so the row three is fake
        // and h8 has one three. Without h8, i8 is just a four (column) and a three (g8 . i8 j8):
        // allowed.
        Case {
            name: "nested: the only four point is a double four",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . O . . . . . .
            11 . . . . . . . . X . . . . . .
            10 . . . . . . . X X . . . . . .
             9 . . . . . . . X X . . . . . .
             8 . . . . . . X ? ! X . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED), ('!', ALLOWED)],
            complete: false,
        },
        // With h8 placed, i8 = row open four g8..j8 + column three i6 i7 i8 (i5 is free) + anti-
        // diagonal three i8 j9 k10 (l11 is free): 4-3-3, forbidden, so h8's row three is fake. On
        // the board as it is, i8 is a double (triple) three.
        Case {
            name: "nested: the only four point is a 4-3-3",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . X . . . .
             9 . . . . . . . X . X . . . . .
             8 . . . . . . X ? ! X . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . X . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED), ('!', Some(DoubleThree))],
            complete: false,
        },
        // i8, the row's only straight-four point, joins i7 and i9..i12 into six: forbidden, so the
        // row three through h8 is fake. i7 and i9 lie on h8's diagonals but make only twos there.
        Case {
            name: "nested: the only four point is an overline",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . X . . . . . .
            11 . . . . . . . . X . . . . . .
            10 . . . . . . . X X . . . . . .
             9 . . . . . . . X X . . . . . .
             8 . . . . . . X ? ! X . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED), ('!', Some(Overline))],
            complete: false,
        },
        // The previous 4-3-3 case without k10: with h8, i8 is open four + one three (allowed), so
        // the row three is real: double three. Without h8, i8 has two threes (row and column):
        // forbidden.
        Case {
            name: "nested control: four point with a 4-3 is allowed",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . . . X . X . . . . .
             8 . . . . . . X * ! X . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . X . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree)), ('!', Some(DoubleThree))],
            complete: false,
        },
        // The 4-3-3 case with white m12. Level 1: h8's row three needs i8. Level 2: with h8 and i8,
        // the anti-diagonal i8 j9 k10 can only straighten at h7 (l11 ends on white m12), and h7 then
        // makes the column four h7..h10 plus the anti-diagonal four: a double four. So i8's anti-
        // diagonal three is fake, i8 is a mere 4-3 and allowed, h8's row three is real: double
        // three. (Without h8, h7 is a four plus one real three, g8 h7 i6, as its column h7 . h9 h10
        // needs h8, then a double four; so there i8 has three real threes.)
        Case {
            name: "nested two levels: the four point's second three is itself fake",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . O . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X . . X . . . .
             9 . . . . . . . X . X . . . . .
             8 . . . . . . X * ! X . . . . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . X . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree)), ('!', Some(DoubleThree))],
            complete: false,
        },
        // i8 today: row g8 . i8 j8 three + column i8 i9 i10 three, a double three. With h8 placed
        // the row is a four for i8 (g8..j8), so i8 is a 4-3 and allowed: h8's row three is real. The
        // recursion must judge i8 with h8 on the board.
        Case {
            name: "nested: forbidden on the board, allowed once the stone is placed",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . X X . . . . . .
             9 . . . . . . . X X . . . . . .
             8 . . . . . . X * ! X . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree)), ('!', Some(DoubleThree))],
            complete: false,
        },
        // f8 g8 h8: i8 would be a double four (row f8..i8 + column i8..i11, i12 white) but e8 gives
        // a plain straight four, so the three is real. h8 is the only forbidden point: the threes
        // already on the board (g8 h9 i10, h10 i9 j8) and the other pairs never give one point two
        // threes or two fours (g9 is the four f8 g9 h10 i11 plus the three g9 h9 i9, an allowed 4-3;
        // i8 without h8 is a four plus a three).
        Case {
            name: "nested: one of two four points forbidden is enough",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . O . . . . . .
            11 . . . . . . . . X . . . . . .
            10 . . . . . . . X X . . . . . .
             9 . . . . . . . X X . . . . . .
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
        // As before plus column e9..e11 (e12 white): e8 also becomes a double four, so f8 g8 h8 has
        // no allowed straight-four point: fake, and h8 has one real three.
        Case {
            name: "nested: both four points forbidden",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . O . . . O . . . . . .
            11 . . . . X . . . X . . . . . .
            10 . . . . X . . X X . . . . . .
             9 . . . . X . . X X . . . . . .
             8 . . . . . X X ? . . . . . . .
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
        // h8: anti-diagonal f6 g7 h8 is real (e5 only makes the straight four); the row g8 h8 . j8
        // needs i8. Level 1, {h8}: i8 = row open four + anti-diagonal three i8 j9 k10 (l11 only
        // makes the straight four) + diagonal h9 i8 j7, whose only straight-four point is g10 (k6
        // would end on white l5). Level 2, {h8 i8}: g10 = diagonal four g10..j7 + row three e10 f10
        // g10 (h10 is a four plus the column three h8 h9 h10: allowed) + column three g10 . g8 g7
        // via g9. Level 3: g9 = column four + diagonal three f10 g9 h8 + row three g9 h9 . j9 whose
        // point i9 is a double four (row g9..j9, anti-diagonal f6..i9), so g9 is a 4-3 and allowed.
        // Hence g10 is a 4-3-3 (forbidden), i8 only a 4-3 (allowed), h8's row three real: double
        // three.
        Case {
            name: "nested three levels: the level-two point is a real 4-3-3",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . X X . . . . X . . . .
             9 . . . . . . . X . X . . . . .
             8 . . . . . . X * ! X . . . . .
             7 . . . . . . X . . X . . . . .
             6 . . . . . X . . . . . . . . .
             5 . . . . . . . . . . . O . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('*', Some(DoubleThree)), ('!', Some(DoubleThree))],
            complete: false,
        },
        // The previous case plus white c10 and black k7 l6. Now the row three e10 f10 g10 can only
        // straighten at h10 (d10 would end on c10), and h10 with h8 i8 g10 placed is a double four
        // (row e10..h10 and diagonal h10 . j8 k7 l6). So g10 is a mere 4-3 and allowed, i8's
        // diagonal three is real, i8 is a 4-3-3 (forbidden) and h8's row three is fake: allowed.
        Case {
            name: "nested three levels: the level-two point's three is fake",
            diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . O . X X . . . . X . . . .
             9 . . . . . . . X . X . . . . .
             8 . . . . . . X ? ! X . . . . .
             7 . . . . . . X . . X X . . . .
             6 . . . . . X . . . . . X . . .
             5 . . . . . . . . . . . O . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
            expect: &[('?', ALLOWED), ('!', Some(DoubleThree))],
            complete: false,
        },
    ]);
}
