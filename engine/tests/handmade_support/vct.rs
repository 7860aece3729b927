//! Victories by continuous threats (VCT): no VCF exists (checked to 31 plies), but fours and open
//! threes win within 15 plies. `answers` lists every first move the data check's brute-force prover
//! shows to win (each defender reply to a three is examined, every real defence to a four); `line`
//! is one winning line with a representative defence per step.

use gomoku_engine::{Color, Rule};

use super::{Category, Position};

pub const POSITIONS: &[Position] = &[
    // h8 makes two open threes (f8-h8, h8-h10); white can stop only one.
    Position {
        name: "vct: freestyle, black double three",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . O . . . . .
            12 . . X . . . . . . . . . . . .
            11 . . . . . . . . . . O . . . .
            10 . . . . . . . X . . . . . . .
             9 . O . . . . . X . . . . . . .
             8 . . . . . X X . . . . . . . .
             7 . . . . . . . . . . . . O . .
             6 . . . O . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . O . . . . . . X . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[
            "h12", "h11", "i11", "j11", "i10", "g9", "e8", "h8", "i8", "f7", "h7", "e6",
        ],
        line: &["h8", "i8", "h11", "h12", "h7"],
    },
    // g7 joins e5-f6 and i5-h6 into two open threes.
    Position {
        name: "vct: standard, white double three on the diagonals",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . X . . . . . . . O . .
            12 . O X . . . . . . . X . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . X . . . . .
             9 . . . . . . . . . . . . X . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . X . . . O . O . . . . . . .
             5 . . . . O . . . O . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . X . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["f8", "h8", "g7", "e6", "g6", "i6"],
        line: &["g7", "h8", "f8", "j4", "e9"],
    },
    // l9 makes the threes j9-l9 and l9-l11: forbidden for black, fine for white.
    Position {
        name: "vct: renju, white double three is allowed",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . X . . . . . . .
            12 . . . . . O . . . . . . . X .
            11 . . . . . . . . . . . O . . .
            10 . . . . X . . . . . . O . . .
             9 . . . . . . . . . O O . . . .
             8 . . . . . . . . . . . . . . .
             7 . X . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . X . .
             4 . . . O . . X . . . . . . . .
             3 . . X . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["m12", "k10", "i9", "l9", "m9", "i8", "j8", "l8", "i7"],
        line: &["l9", "m9", "l12", "l13", "l8"],
    },
    // f10 makes d10-f10 and f10-f12 open threes.
    Position {
        name: "vct: standard, black double three with a row and a column",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . O .
            12 . . . . . X . . . O . . . . .
            11 . O . . . X . . . . . . . . .
            10 . . . X X . . . . . . . . . .
             9 . . . . . . . . . . . O . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . X . .
             5 . . O . . . . . . . . . . . .
             4 . . . . . . . . . . X . . . .
             3 . . . . . . . O . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[
            "f13", "g13", "h13", "g12", "e11", "c10", "f10", "g10", "c9", "d9", "f9", "c8", "n7",
            "l5", "j3",
        ],
        line: &["f10", "g10", "f13", "f14", "f9"],
    },
    // h5 fills g5 . i5 and tops h3-h4: two open threes.
    Position {
        name: "vct: freestyle, white split double three",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . X . . . . . . X . . . .
            11 . . . . . . . . . . . . O . .
            10 . . O . . . . . . . . . . . .
             9 . . . . . . . . . . . X . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . X . . . . .
             6 . . X . . . . . . . . . . . .
             5 . . . . . . O . O . . . . . .
             4 . . . . . . . O . . . . X . .
             3 . . . . . . . O . . . . . . .
             2 . . . . X . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["e7", "k7", "f6", "j6", "h5", "g3", "i3", "f2", "j2"],
        line: &["h5", "h6", "f5", "e5", "j5"],
    },
    // h9 makes the split three h9 . j9 k9; whatever white does, h8 then makes the four e8-h8 and
    // the three h8-h10 (a legal four-three), or i9 makes an open four.
    Position {
        name: "vct: renju, black three then four-three",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . O . . . . . . . . .
            12 . . . . . . . . . . . O . . .
            11 . . . . . . . . . . . . . . .
            10 . O . . . . . X . . . . . . .
             9 . . . . . . . . . X X . . . .
             8 . . . O X X X . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . O . .
             3 . . O . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["i11", "g9", "h9", "i9", "h8", "i8", "e7"],
        line: &["h9", "i9", "h8", "i8", "h11", "h12", "h7"],
    },
    // From a randomised game: no VCF, but fours and threes win. Winning first moves: f9 d8 e8 f7
    // g7 e5 f5; the line is one of the checker's proofs.
    Position {
        name: "vct: freestyle, black from play, four first",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . . . . . . . . . . . . .
             8 . . . . . X X X O O . . . . .
             7 . . . . . . . . . X . . . . .
             6 . . . . . X . . O O . . . . .
             5 . . . . . . . . . . . O . . .
             4 . . . . . . . . . . X O . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["f9", "d8", "e8", "f7", "g7", "e5", "f5"],
        line: &["f7", "e8", "f9", "f10", "f5"],
    },
    // (A freestyle position from play with one listed winning move, i4, was dropped: the engine
    // proves e11 wins too, through four threes, beyond this checker's three-three limit, so the
    // position's answer set could not be confirmed independently.)
    // From a randomised game: no VCF, but fours and threes win. Winning first moves: h11 j11 h10;
    // the line is one of the checker's proofs.
    Position {
        name: "vct: renju, black from play, three winning moves",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . X . O . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . X . . . . . .
             9 . . . . . . . X . O . . . . .
             8 . . . . X . . X . . . . . . .
             7 . . . . . . . O . . . . . . .
             6 . . . . . O . . . O . . . . .
             5 . . . . . . O . . X . . . . .
             4 . . . X . . . . . O . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["h11", "j11", "h10"],
        line: &["h10", "h11", "j10", "i11", "g10", "f10", "k10"],
    },
    // From a randomised game: no VCF, but fours and threes win. Winning first moves: j11; the line
    // is one of the checker's proofs.
    Position {
        name: "vct: renju, black from play, one winning move",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . X . . X . . .
            11 . . . . . . . . . . O . . . .
            10 . . . . O . . . . X . . . . .
             9 . . . . . O . O . X . . . . .
             8 . . . . . O . X . . . . . . .
             7 . . . . O X . . . . . . . . .
             6 . . . X . . . . . O . O . . .
             5 . . . . . X . . O X . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["j11"],
        line: &["j11", "j12", "k10", "l11", "h13", "g14", "l9"],
    },
    // From a randomised game: no VCF, but fours and threes win. Winning first moves: j11 e9 f7;
    // the line is one of the checker's proofs.
    Position {
        name: "vct: renju, black from play, two threes",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . . O . O X X . . X . . .
            10 . . . . . O . . . O . . . . .
             9 . . . . . . X O . . . . . . .
             8 . . . . X O O X . . . . . . .
             7 . . . X X . . . O . . . . . .
             6 . . . . . . . X O X O . . . .
             5 . . . . . . O . . . . . . . .
             4 . . . . . X . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["j11", "e9", "f7"],
        line: &["e9", "d10", "j11", "k11", "g10", "f9", "e6", "e10", "e5"],
    },
    // From a randomised game: no VCF, but fours and threes win. Winning first moves: g12 h11 j11
    // h9 i9 i8; the line is one of the checker's proofs.
    Position {
        name: "vct: standard, white from play",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::Vct,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . O . . . . .
            11 . . . O . . . . . . . . . . .
            10 . . . . . . . X O . . . . . .
             9 . . . . . X . . . O . . . . .
             8 . . . . . . O X . . . . . . .
             7 . . . . . . . . O X . X . . .
             6 . . . . . . . . . X . . . . .
             5 . . . . . . . . X . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &["g12", "h11", "j11", "h9", "i9", "i8"],
        line: &["i9", "j10", "i8", "i11", "i6"],
    },
];
