//! Traps: threats that only look real (the side to move should play its own VCF), and positions
//! full of fours with no VCF at all. For fake threats the data check confirms that the listed
//! completion points give the opponent neither a five nor an open four; for no-false-win positions
//! that the brute-force VCF search finds nothing within 31 plies.

use gomoku_engine::{Color, Rule};

use super::{Category, Position};

pub const POSITIONS: &[Position] = &[
    // g10 would give black c10-h10, six: no win under exact five. White ignores it and plays its
    // four-three at h5.
    Position {
        name: "fake four: standard, black's completion is an overline",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::RefuteFakeThreat,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . O X X X X . X . . . . . . .
             9 . . . . . . . . . . X . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . O . . . . . . .
             6 . . . . . . . O . . . . . . .
             5 . . . X O O O . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["g10"],
        line: &["h5", "i5", "h8", "h9", "h4"],
    },
    // h12 would give black d12-i12, six (forbidden, no five). White's double four at h6 wins.
    Position {
        name: "fake four: renju, black's completion is an overline",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::RefuteFakeThreat,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . O X X X X . X . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . X . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . X O O O . . . . . . . .
             5 . . . . . . . O . . . . . . .
             4 . . . . . . . O . . . . . . .
             3 . . . . . . . O . . . . . . .
             2 . . . . . . . X . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h12"],
        line: &["h6", "i6", "h7"],
    },
    // i3 would give white e3-i3 between black d3 and j3: no caro win. Black plays its four-three
    // at i8.
    Position {
        name: "fake four: caro, a five closed at both ends",
        rule: Rule::Caro,
        to_move: Color::Black,
        category: Category::RefuteFakeThreat,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . O . .
            11 . . O . . . . . . . . . . . .
            10 . . . . . . . . X . . . . . .
             9 . . . . . . . . X . . . . . .
             8 . . . . O X X X . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . X O O O O . X . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["i3"],
        line: &["i8", "j8", "i11", "i12", "i7"],
    },
    // Black's f8-h8 looks open, but e8 or i8 leaves a four with one overline end (c8, k8): not a
    // three. White's four-three at h4 wins.
    Position {
        name: "fake three: renju, both straight fours would be overlines",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::RefuteFakeThreat,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . X . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . O . .
             9 . . . . . . . . . . . . . . .
             8 . . X . . X X X . . X . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . O . . . . . . .
             5 . . . . . . . O . . . . . . .
             4 . . . X O O O . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["e8", "i8"],
        line: &["h4", "i4", "h3", "h7", "h2"],
    },
    // White f6-h6 sits between black e6 and j6: i6 makes nothing. Black's four-three at g10 wins.
    Position {
        name: "fake three: freestyle, white's three is dead",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::RefuteFakeThreat,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . X . . . . . . . .
            11 . . . . . . X . . . . . O . .
            10 . . O X X X . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . X O O O . X . . . . .
             5 . . . . . . . . . . . . . . .
             4 . O . . . . . . . . . . . . .
             3 . . . . . . . . . . . O . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["i6"],
        line: &["g10", "h10", "g13", "g14", "g9"],
    },
    // j9 would make two fours (j9-j12, j9-m9) but is forbidden; each single four is blocked.
    Position {
        name: "no win: renju, the only double four is forbidden",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . O . . . . .
            12 . . . . . . . O . X . . . . .
            11 . . . . . . . . . X . . . . .
            10 . . . O . . . . . X . . . . .
             9 . . . . . . . . . . X X X O .
             8 . . O . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . O . . . . . . . . .
             5 . . . . X . . . . . . O . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
    // g8 looks like a double four, but the row completes only at h8, which makes d8-i8 six: a
    // single four.
    Position {
        name: "no win: standard, one of the fours needs an overline",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . O . .
            11 . . . . O . . . . . . . . . .
            10 . . . . . . . . . O . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . O X X X . . X . . . . . .
             7 . . . . . . X . . . . . . . .
             6 . . . . . . X . . . O . . . .
             5 . . . . . . X . . . . . . . .
             4 . . O . . . O . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
    // g8 makes d8-g8, but h8 would close d8-h8 between white c8 and i8: only the column four
    // counts.
    Position {
        name: "no win: caro, one five would be closed at both ends",
        rule: Rule::Caro,
        to_move: Color::Black,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . O . . . . . . . . . . . . .
            11 . . . . . . . . . O . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . O X X X . . O . . . . . .
             7 . . . . . . X . . . . . . . .
             6 . . . . . . X . . . . O . . .
             5 . . . . . . X . . . . . . . .
             4 . . . . . . O . . . . . . . .
             3 . . . . O . . . . . . . X . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
    // h8 is a four-three, but white's forced block i8 makes i8-i11 a four; black must answer at i7
    // and loses the tempo.
    Position {
        name: "no win: freestyle, the block makes a counter-four",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . X . . . . . .
            11 . . . . . . . . O . . . . . .
            10 . . . . . . . X O . . . . . .
             9 . . . . . . . X O . . . . . .
             8 . . . O X X X . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . O . . .
             4 . . O . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
    // From a randomised game: the side to move has at least four moves that make a four, yet no
    // VCF within 31 plies.
    Position {
        name: "no win: freestyle, fours everywhere (from play)",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . X O . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . O . . . . . . . .
             8 . . . . . . . X . . . . . . .
             7 . . . O X O . X X O . . . . .
             6 . . . . . . . . X . . . . . .
             5 . . . O . . . . O O . . . . .
             4 . . . . . . . X . . . X . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
    // From a randomised game: the side to move has at least four moves that make a four, yet no
    // VCF within 31 plies.
    Position {
        name: "no win: standard, white's fours lead nowhere (from play)",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . O . . . X . X . . . . .
            11 . . . . . . O . X X . . . . .
            10 . . . . . X . X . . . . . . .
             9 . . . . . O O . . O . . . . .
             8 . . . . . . . X . . . . . . .
             7 . . . . . . O X . . O . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
    // From a randomised game: the side to move has at least four moves that make a four, yet no
    // VCF within 31 plies.
    Position {
        name: "no win: renju, black's fours lead nowhere (from play)",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . X . . . X . . . . .
            11 . . . . . . O . . X . . . . .
            10 . . . . . X O . . . . . . . .
             9 . . . . . . . . O . O . . . .
             8 . . . O . X O X . X . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . O . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
    // From a randomised game: the side to move has at least four moves that make a four, yet no
    // VCF within 31 plies.
    Position {
        name: "no win: caro, black's fours lead nowhere (from play)",
        rule: Rule::Caro,
        to_move: Color::Black,
        category: Category::NoFalseWin,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . X . . . .
            10 . . . . . . . X . . . . . . .
             9 . . . O . O O X . X . . . . .
             8 . . . . . . . X . O . . . . .
             7 . . . . . . X . . . . . . . .
             6 . . . . . . . O . . . . . . .
             5 . . . . . O . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[],
    },
];
