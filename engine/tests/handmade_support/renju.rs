//! Renju forbidden points: black must never play one (double three, double four, overline), black
//! loses when its only block of a four is forbidden, and white wins by aiming its fours at points
//! black may not take. The data check confirms each listed point with `Board::is_forbidden`, and for
//! white's wins that no VCF would exist if black were allowed to block anywhere.

use gomoku_engine::{Color, Rule};

use super::{Category, Position};

pub const POSITIONS: &[Position] = &[
    // g8 would make d8-g8 and g5-g8, two fours: forbidden, however tempting.
    Position {
        name: "renju avoid: double four where two closed threes cross",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuAvoidForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . O . . . . . . . . . . . . .
            11 . . . . O . . . . . X . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . O . . .
             8 . . O X X X . . . . . . . . .
             7 . . . . . . X . . . . . . . .
             6 . . . . . . X . . O . . . . .
             5 . . . . . . X . . . . . . . .
             4 . . . . . . O . . . . . O . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["g8"],
        line: &[],
    },
    // h8 makes the open threes f8-h8 and h8-h10 at once.
    Position {
        name: "renju avoid: double three of two open pairs",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuAvoidForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . O . X . . .
            11 . . . O . . . . . . . . . . .
            10 . . O . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . . . X X . . . . . . . .
             7 . . . . . . . . . . . . O . .
             6 . . . . . . . . . . O . . . .
             5 . . . . . . . . . . . . . . .
             4 . . X . . O . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h8"],
        line: &[],
    },
    // g8 joins d8-f8 and h8-i8 into six.
    Position {
        name: "renju avoid: overline in the gap",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuAvoidForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . X . . .
            10 . . . . . O . . . . . . . . .
             9 . . . . . . . . . . . . O . .
             8 . . O X X X . X X O . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . O . . . . . O . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["g8"],
        line: &[],
    },
    // h8 makes XX.XX.XX, two fours on row 8 (five points f8 and i8): forbidden. f8 instead makes
    // the open four d8-g8 and wins.
    Position {
        name: "renju avoid: double four on one line, with a legal open four beside it",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuAvoidForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . X . O . . . . . . .
            10 . . . . O . . . . . . . O . .
             9 . . . . . . . . . . . . . . .
             8 . . . X X . X . . X X . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . O . . . . . .
             5 . . . . . . . . . . O . . . .
             4 . . . O . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h8"],
        line: &[],
    },
    // j7 would be a double three (j7-j9 and j7-l5). Black must stop f7-h7 elsewhere.
    Position {
        name: "renju avoid: the far defence of white's three is forbidden",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuAvoidForbidden,
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
        answers: &["j7"],
        line: &[],
    },
    // m4 is a double three (k4-m4 and m4-m6); h8, a four and a three, is allowed and wins.
    Position {
        name: "renju avoid: double three beside a legal four-three",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuAvoidForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . O . . . . . . . . O . . .
            11 . . . . . . . . . O . . . . .
            10 . . . . . . . X . . . . . O .
             9 . . . . . . . X . . . . . . .
             8 . . . O X X X . . . O . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . X . .
             5 . . . . . O . . . . . . X . .
             4 . . . . . . . . . . X X . . .
             3 . . . . O . . . . . . . . . .
             2 . O . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["m4"],
        line: &[],
    },
    // White h4-h7 completes only at h8, where black would make the threes f8-h8 and h8-j10:
    // forbidden, so black cannot block.
    Position {
        name: "renju loses: white's five point is a black double three",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuForbiddenBlockLoses,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . X . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . X . . . . .
             9 . . . . . . . . X . . . . . .
             8 . . . . . X X . . . . . . . .
             7 . . . . . . . O . . . . . . .
             6 . . . . . . . O . . . . . . .
             5 . . . O . . . O . . . . . . .
             4 . . . . . . . O . . . . . . .
             3 . . . . . . . X . . . O . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h8"],
        line: &[],
    },
    // White i4-i7 completes only at i8, where black would join f8-h8 and j8-k8 into six.
    Position {
        name: "renju loses: white's five point is a black overline",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::RenjuForbiddenBlockLoses,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . O . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . O X X X . X X . . . .
             7 . . . . . . . . O . . . . . .
             6 . . . . . . . . O . . . . . .
             5 . . . . . . . . O . . . . . .
             4 . . . . . . . . O . . . . . .
             3 . . . . . . . . X . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["i8"],
        line: &[],
    },
    // h9 makes h5-h7 + h9, completed only at h8, a black double three (f8-h8, h8-j10).
    Position {
        name: "renju white: four aimed at a double-three point",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::WhiteUsesForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . X . .
            11 . . . . . . . . . . . . . . .
            10 . . . O . . . . . X . . . . .
             9 . . . . . . . . X . . . . . .
             8 . . . . . X X . . . . . O . .
             7 . . . . . . . O . . . . . . .
             6 . . . . . . . O . . . . . . .
             5 . . . . . . . O . . O . . . .
             4 . . . . . . . X . . . . . . .
             3 . . X . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["h9", "g9", "h8"],
    },
    // i6 makes e10 f9 . h7 i6 (d11 is black), completed only at g8, where black would have two
    // fours (d8-g8, g5-g8).
    Position {
        name: "renju white: four aimed at a double-four point",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::WhiteUsesForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . X . . . . . . . . . . .
            10 . . . . O . . . . . . . . . .
             9 . . . . . O . . . . . . . . .
             8 . . O X X X . . . . . . . . .
             7 . . . . . . X O . . . . . . .
             6 . . . . . . X . . . . . . . .
             5 . . . . . . X . . . . . . . .
             4 . . . . . . O . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . O . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["i6", "h6", "g8"],
    },
    // i7 makes i4-i7, completed only at i8, where black would make six.
    Position {
        name: "renju white: four aimed at an overline point",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::WhiteUsesForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . X . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . O X X X . X X O . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . O . . . . . .
             5 . . . . . . . . O . . . . . .
             4 . . . . . . . . O . . . . . .
             3 . . . . . . . . X . . . O . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["i7", "h9", "i8"],
    },
    // From a randomised game: white's VCF (3 plies) ends at h9, which black cannot take
    // (forbidden); were black free to block there, white would have no VCF.
    Position {
        name: "renju white: forbidden block after one four (from play)",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::WhiteUsesForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . O . . . . X . . . . . .
            11 . . . . . O . . . . . . . . .
            10 . . . . . O . X . X . . . . .
             9 . . . O . . . . X X . . . . .
             8 . . . . . . . X O X . . . . .
             7 . . . . . . . . . O O . . . .
             6 . . . . . . . . . . . O . . .
             5 . . . . . . . X . X . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["g10", "i10", "h9"],
    },
    // From a randomised game: white's VCF (7 plies) ends at g7, which black cannot take
    // (forbidden); were black free to block there, white would have no VCF.
    Position {
        name: "renju white: forbidden block at the end of a VCF (from play)",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::WhiteUsesForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . X . . . O . . .
            11 . . . . O . . X O . X . . . .
            10 . . . X X . . X . . . . . . .
             9 . . . . . X O O . . O . . . .
             8 . . . O . . O X . . . . . . .
             7 . . . . . X . . . X . . . . .
             6 . . . . . . . O . X . . . . .
             5 . . . . . . O . . . . . . . .
             4 . . . . . . . . . X O . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["j9", "i9", "j8", "i7", "g6", "f8", "g7"],
    },
    // From a randomised game: white's VCF (5 plies) ends at k10, which black cannot take
    // (forbidden); were black free to block there, white would have no VCF.
    Position {
        name: "renju white: forbidden block after two fours (from play)",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::WhiteUsesForbidden,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . X . . . . . . . .
            11 . . . . . . . . . O X O . . .
            10 . . . O . X O . X X . . . . .
             9 . . . . . . . . . O X . . . .
             8 . . . . . O . X . . . . . . .
             7 . . . O X . . . . . O . . . .
             6 . . . . . X O . X . X . . . .
             5 . . . O . O . . . . X . . . .
             4 . . . . . O . . . . . X . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["i8", "h7", "m12", "l10", "k10"],
    },
];
