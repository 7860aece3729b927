//! Stop an open three: the opponent has a real three (it would win by fours if it were to move), the
//! side to move has no four of its own. `answers` is the full set of defences, recomputed by the data
//! check by brute force: every legal move after which the opponent has no VCF within 21 plies.

use gomoku_engine::{Color, Rule};

use super::{Category, Position};

pub const POSITIONS: &[Position] = &[
    // White f9-h9 has two empty points on each side; only the adjacent points stop the open four.
    Position {
        name: "stop three: freestyle, open row three",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::StopOpenThree,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . X . . . . . . . . O . . .
            10 . . . . . . . . X . . . . . .
             9 . . . . . O O O . . . . . . .
             8 . . . . . . X . . . . . . . .
             7 . . . . X . . . . X . . . . .
             6 . . . . . . . . . . O . . . .
             5 . . . O . . . . . . . . . . .
             4 . . . . . . . . . . . . X . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["e9", "i9"],
        line: &[],
    },
    // Black e6 . g6 h6 becomes an open four at f6; the gap f6 and the ends d6 and i6 defend.
    Position {
        name: "stop three: freestyle, split three",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::StopOpenThree,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . X . . O . .
            11 . . . O . . . . . . . . . . .
            10 . . . . . . O . . . X . . . .
             9 . . X . . . . . O . . . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . O . . .
             6 . . . . X . X X . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . O . . . . . . . . . . . . .
             3 . . . . . X . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["d6", "f6", "i6"],
        line: &[],
    },
    // White f7-h7 with c7 two points off: after white e7, d7 would make c7-h7, six, no five under
    // exact five, so white's open four can only come from i7. Black may answer e7, i7 or j7; d7 is
    // too far.
    Position {
        name: "stop three: standard, the overline side is harmless",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::StopOpenThree,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . O . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . . . . . X . . . . .
             9 . . . . X . . . . . . . . . .
             8 . . . . . . . . . . . . O . .
             7 . . O . . O O O . . . . . . .
             6 . X . . . . . . . . . . . . .
             5 . . . . . . . . . . . X . . .
             4 . . . X . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["e7", "i7", "j7"],
        line: &[],
    },
    // Black g9-i9 has room on both sides: only the adjacent points f9 and j9 stop the open four.
    Position {
        name: "stop three: renju, white stops black's open three",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::StopOpenThree,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . X . . . . . X . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . O . . O . . . . . . .
             9 . . . . . . X X X . . . . . .
             8 . . . . . . . . . . . . O . .
             7 . . . . . . . . . O . . . . .
             6 . . . X . . . . . . . . . . .
             5 . . . . . . O . . . X . . . .
             4 . . O . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["f9", "j9"],
        line: &[],
    },
    // Black f5-h5 with white c5 three points away. Besides the usual e5, i5, j5, white may play d5
    // or k5: after k5 and i5, white e5 leaves j5 closed at both ends (no caro five); d5 works the
    // same way on the left.
    Position {
        name: "stop three: caro, a white stone three away",
        rule: Rule::Caro,
        to_move: Color::White,
        category: Category::StopOpenThree,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . X . . . . .
            11 . . . . O . . . . . . . . . .
            10 . . X . . . . . . . . O . . .
             9 . . . . . . . . . . X . . . .
             8 . . . . . . . O . . . . . . .
             7 . O . . . . . . . . . . . . .
             6 . . . . . . . . . . . . X . .
             5 . . O . . X X X . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . O . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["d5", "e5", "i5", "j5", "k5"],
        line: &[],
    },
    // White f4 g5 . i7 on the diagonal: the gap h6 and the ends e3 and j8 defend.
    Position {
        name: "stop three: freestyle, split diagonal three",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::StopOpenThree,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . X . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . O . . .
            10 . . . X . . . . . . . . . . .
             9 . . . . . . . . . X . . . . .
             8 . . O . . . . X . . . . . . .
             7 . . . . . . . . O . . . . . .
             6 . . . . . . . . . . . . O . .
             5 . . . . X . O . . . . . . . .
             4 . . . . . O . . . . X . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["j8", "h6", "e3"],
        line: &[],
    },
    // White f7-h7 against black k7. j7 is a black double three, and e7 loses too: white i7 then
    // completes only at j7. Only i7 holds.
    Position {
        name: "stop three: renju, the far defence would lose to a forbidden point",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::StopOpenThree,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . X . . . . . . . . . . . .
            11 . . . O . . . . . . . . . . .
            10 . . . . . . . . . . . . O . .
             9 . . . . . . . . . X . . . . .
             8 . . . . . . . . . X . . . . .
             7 . . . . . O O O . . X . . . .
             6 . . . . . . . . . . X . . . .
             5 . . . . . . . . . . . X . . .
             4 . . . . O . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["i7"],
        line: &[],
    },
];
