//! Win in one and block a four.
//!
//! Coordinates are board notation (`h8` is the centre of 15x15, rows counted from the bottom). The
//! data check (`position_data_is_sound`) recomputes every answer list with the independent checker:
//! all five points of the side to move for a win in one; for a block, every legal move after which
//! the opponent has no five point left.

use gomoku_engine::{Color, Rule};

use super::{Category, Position};

pub const POSITIONS: &[Position] = &[
    // Black h8-k8 is closed by white g8, so l8 is the only completion.
    Position {
        name: "win in one: freestyle, row four closed on one side",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . O . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . X . . . X . . . . .
             9 . . . . . . . O . . . O . . .
             8 . . . . . . O X X X X . . . .
             7 . . . . . . . . O . . . . . .
             6 . . . . O . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["l8"],
        line: &[],
    },
    // Black threatens g10, but white to move fills the gap of e4 f5 . h7 i8 and wins first.
    Position {
        name: "win in one: freestyle, white's split four beats black's four",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . O X X X X . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . . . . . O . . . . . .
             7 . . . . . . X O . . . . . . .
             6 . . . . . X . . . O . . . . .
             5 . . . . . O . X . . . . . . .
             4 . . . . O . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["g6"],
        line: &[],
    },
    // h8 would join d8-i8 into six, which wins nothing under exact five; c8 makes exactly c8-g8.
    Position {
        name: "win in one: standard, the overline point is no win",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . O . . . . . . . . .
             9 . . . . . . O . . . O . . . .
             8 . . . X X X X . X O . . . . .
             7 . . . . O . . O . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["c8"],
        line: &[],
    },
    // h7 would make h3-h8, an overline (forbidden, no five); h2 makes exactly h2-h6 since h1 and
    // h7 are empty.
    Position {
        name: "win in one: renju, black's overline point is no win",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . X . . . .
             9 . . . . . . . . . O . . . . .
             8 . . . . O . . X . . . . . . .
             7 . . . . . . O . O . . . . . .
             6 . . . . . . . X . . . . . . .
             5 . . . . . . . X O . . . . . .
             4 . . . . . . O X . . . . . . .
             3 . . . . . . . X . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h2"],
        line: &[],
    },
    // White may make six: h5 joins d5-i5. c5 is black, so h5 is the only winning point.
    Position {
        name: "win in one: renju, white's overline wins",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . O . . .
             9 . . . . X . . X . . . . X . .
             8 . . . . . . X . . . O . . . .
             7 . . . . . X . . . . . . . . .
             6 . . . . . . . . . . X . . . .
             5 . . X O O O O . O . . . . . .
             4 . . . . . . . . . X . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h5"],
        line: &[],
    },
    // i10 would make e10-i10 with white d10 and j10 at both ends: no win under caro. l8 makes
    // l4-l8 with only l3 blocked.
    Position {
        name: "win in one: caro, a five closed at both ends is no win",
        rule: Rule::Caro,
        to_move: Color::Black,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . X . O . . . . . . . . . .
            11 . . . . . . . . . . . . . O .
            10 . . . O X X X X . O . . . . .
             9 . . . . . . . . O . . . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . O X . . .
             6 . . . . . . . . . . . X O . .
             5 . . . . . . . . . . . X . . .
             4 . . . . . . . . . . . X . . .
             3 . O . . . . . . . . . O . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["l8"],
        line: &[],
    },
    // a5 makes a1-a5 between the edge and black a6: one blocked end, a win. g12 would make c12-g12
    // between black b12 and h12: no win.
    Position {
        name: "win in one: caro, the board edge does not block",
        rule: Rule::Caro,
        to_move: Color::White,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . X O O O O . X . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . X . . . . .
             9 . . . . . . . . . O . . . . .
             8 . . . . . . X . . . X . . . .
             7 . . . . . X . . . . . . . . .
             6 X . . . . . . X . . . . . . .
             5 . . . . . . . . X . . . . . .
             4 O . . . X . . . . . . . . . .
             3 O . . . . . . . . . . . . . .
             2 O . . . . . . . . . . . . . .
             1 O . . . . . . . . . . . . . .",
        answers: &["a5"],
        line: &[],
    },
    // o15-l12 runs out of the corner; k11 is the only completion.
    Position {
        name: "win in one: freestyle, diagonal into the corner",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . X
            14 . . . . . . . . . . . . . X .
            13 . . . . . . . . . . . . X . .
            12 . . . . . . . O . . . X . . .
            11 . . . . . . . . . . . . . . .
            10 . . . O . . . . . . . . . . .
             9 . . . . . . X . . O . . . . .
             8 . . . . O . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . X O . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . O . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["k11"],
        line: &[],
    },
    // h8 completes d8-h8 and also makes two threes (h8-h10, h8-j10): a five wins whatever else it
    // makes.
    Position {
        name: "win in one: renju, a five wins even where it is also a double three",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . O . . . . O . . .
            10 . . . . O . . X . X . . . . .
             9 . . . . . . . X X . . . . . .
             8 . . O X X X X . . . O . . . .
             7 . . . . . . . . . O . . . . .
             6 . . . O . O . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h8"],
        line: &[],
    },
    // White's f6-i6 is open at both ends: e6 and j6 both win.
    Position {
        name: "win in one: freestyle, open four, either end",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::WinInOne,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . O . . . .
             9 . . . . . X O . X . . . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . X . . X . . X . . . .
             6 . . . . . O O O O . . . . . .
             5 . . . . . . X . . X . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["e6", "j6"],
        line: &[],
    },
    // Black's open three e8-g8 is too slow: white j4-j7 (closed by j3) wins at j8 unless black
    // blocks there.
    Position {
        name: "block: freestyle, white's column four before black's three",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . O . . . . . . . .
             9 . . . . O . . . . . . X . . .
             8 . . . . X X X . . . . . . . .
             7 . . . . . . . . . O . . . . .
             6 . . . . . . . . . O . . . . .
             5 . . X . . . . . . O . . . . .
             4 . . . . . . . . . O . . . . .
             3 . . . . . . . . . X . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["j8"],
        line: &[],
    },
    // d4 e5 . g7 h8 is a four whose only completion is the gap f6.
    Position {
        name: "block: standard, black's split diagonal four",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . X . . . . . . . . .
            10 . . . O . . . . . X . . . . .
             9 . . . . . . . . O . . . . . .
             8 . . X . . . . X . . O . . . .
             7 . . . . O . X . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . X . O . . . . . . . .
             4 . . . X . . . O . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["f6"],
        line: &[],
    },
    // White f11-i11 is closed by e11; j11 is white's only five point and is allowed for black.
    Position {
        name: "block: renju, black blocks white's row four",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . X O O O O . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . X . . . . . . . .
             8 . . . . . . . X . . X . . . .
             7 . . . . . X . . . O . . . . .
             6 . . . . O . . . X . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["j11"],
        line: &[],
    },
    // Black d10-d13 (closed by d9) makes exactly five at d14.
    Position {
        name: "block: renju, white blocks black's exact five point",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . X . . . . . . . . . . .
            12 . . . X O . . . . . . . . . .
            11 . . . X . . . . . . . . . . .
            10 . . . X . . . . . O . . . . .
             9 . . . O . . . . X . . . . . .
             8 . . . . . . O X . . . . . . .
             7 . . . . . . . . . . O . . . .
             6 . . . . . X . O . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["d14"],
        line: &[],
    },
    // Black wins at g7 (c7-g7, only b7 blocked). White h7 also stops it: c7-g7 would then be
    // closed by b7 and h7, no caro win.
    Position {
        name: "block: caro, either the five point or the far end",
        rule: Rule::Caro,
        to_move: Color::White,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . O . X . . . O . . .
             9 . . . . . . . . . X . . . . .
             8 . . . . . . . . O . . . . . .
             7 . O X X X X . . . . . . . . .
             6 . . . . . . . . . . O . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . X . . . . . . . . . .
             3 . . . O . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["g7", "h7"],
        line: &[],
    },
    // a11-d14 starts at the edge, so e15 on the top row is the only completion.
    Position {
        name: "block: freestyle, diagonal four against the top edge",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . X . . . . . . . . . . .
            13 . . X . O . . . . . . . . . .
            12 . X . . . O . . . . . . . . .
            11 X . . . . . . . . . . . . . .
            10 . . . . . . O . . . O . . . .
             9 . . . . . . . O . X . . . . .
             8 . . . . . . . X . . . . . . .
             7 . . . . . . . . O . . . . . .
             6 . . . . . . X . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["e15"],
        line: &[],
    },
    // White e3-h3 completes exactly at d3; i3 would join e3-j3 into six, no win under exact five.
    // Only d3 blocks.
    Position {
        name: "block: standard, the overline side needs no block",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . X . . . . . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . X . X . . . . . X . . . .
             5 . . . . . . . X . . . O . . .
             4 . . . . . . . . X . . . . . .
             3 . . . . O O O O . O . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["d3"],
        line: &[],
    },
    // White may win with six: h12 joins d12-i12. It is white's only five point; black may play it.
    Position {
        name: "block: renju, white's overline threat must be blocked",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . X O O O O . O . . . . . .
            11 . . . . . . . . . . X . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . . . X . . X . . . . . .
             8 . . . . X . O . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h12"],
        line: &[],
    },
    // White h4 i5 . k7 l8 completes at j6; black's open three f8-h8 must wait.
    Position {
        name: "block: freestyle, split anti-diagonal four over black's three",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::BlockFour,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . O . .
            11 . . . . O . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . X . . .
             8 . . . . . X X X . . . O . . .
             7 . . . . . . . . . . O . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . O . . . . . .
             4 . . X . . . . O . . . . . . .
             3 . . . . . . X . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["j6"],
        line: &[],
    },
];
