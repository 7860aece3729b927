//! Victories by continuous fours (VCF), 3 to 15 plies, for both colours under freestyle, standard
//! and renju. Each position carries a reference line (attacker's fours, forced blocks, the five)
//! that the data check replays with the independent checker; the engine's own `find_vcf` line is
//! checked the same way. Positions marked "from play" come from randomised games stopped where the
//! side to move first had a VCF.

use gomoku_engine::{Color, Rule};

use super::{Category, Position};

pub const POSITIONS: &[Position] = &[
    // d8-f8 (closed by c8) and g5-g7 (closed by g4) cross at g8: two fours at once, white can
    // block only one.
    Position {
        name: "vcf: freestyle, black double four",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::Vcf,
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
        answers: &[],
        line: &["g8", "h8", "g9"],
    },
    // White e6-g6 and h3-h5 cross at h6; the double four that black may not make is white's to
    // use.
    Position {
        name: "vcf: renju, white double four is allowed",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . X . . . . . . . . . . . .
            11 . . . . . . . . . X . . . . .
            10 . . . . . X . . O . . . . . .
             9 . . . . . . . . . . X . . . .
             8 . . . . . . . . . . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . X O O O . . . . . . . .
             5 . X . . . . . O . . . . . . .
             4 . . . . . . . O . . . X . . .
             3 . . . . . . . O . . . . . . .
             2 . . . . . . . X . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["h6", "i6", "h7"],
    },
    // h8 makes the four e8-h8 (white must take i8) and the open three h8-h10, which becomes an
    // open four: a four-three, legal for black.
    Position {
        name: "vcf: renju, black four-three",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . O . . . .
            11 . . . . O . . . . . . X . . .
            10 . . O . . . . X . . . . . . .
             9 . . . . . . . X . . . . . . .
             8 . . . O X X X . . . . . . . .
             7 . . . . . . . . . . . . O . .
             6 . . . . . . . . . . . . . . .
             5 . . . . . . . . . O . . . . .
             4 . . X . . O . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["h8", "i8", "h11", "h12", "h7"],
    },
    // h8 extends e5-g7 (closed by d4) to a four, so black must take i9, and makes h8-h10 an open
    // three: a four-three.
    Position {
        name: "vcf: freestyle, white four-three on the diagonals",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . X . . . . . O X . . .
            11 . . . . . . . . . . . . . . .
            10 . . X . . . . O . . . . . . .
             9 . . . . . . . O . . . . . . .
             8 . . . . . . . . . . . . X . .
             7 . . . . . . O . . . . . . . .
             6 . X . . . O . . . . . . . . .
             5 . . . . O . . . . . X . . . .
             4 . . . X . . . . . O . . . . .
             3 . . . . . . . . . X . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["h8", "i9", "h11", "h12", "h7"],
    },
    // i5 makes f5-i5 (e5 white): the five is at j5 only; with i7 i8 it is also an open three on
    // column i.
    Position {
        name: "vcf: standard, black four-three where the row stays exact",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . O . . . . .
            11 . . . . . . O . . . . X . . .
            10 . . . O . . . . . . . . . . .
             9 . . X . . . . . . . . . . . .
             8 . . . . . . . . X . . . O . .
             7 . . . . . . . . X . . . . . .
             6 . . . . . . . . . . . . . . .
             5 . . . . O X X X . . O . . . .
             4 . O . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["i5", "j5", "i6", "i9", "i4"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (9 plies).
    Position {
        name: "vcf: freestyle, black 9 plies from play",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . O . . . . .
            11 . . . . . . . . . . X . . . .
            10 . . . . O O X . X . . . . . .
             9 . . . . O . X . . . . . . . .
             8 . . . . . X . X O . . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . . . O X O . . . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . O . . X . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["g7", "g8", "j10", "i9", "h10", "k10", "e7", "d6", "i11"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (11 plies).
    Position {
        name: "vcf: freestyle, black 11 plies from play",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . O . . . O . X . . . . .
            10 . . . X . . . . O . . X . . .
             9 . . . . . . . O . X . . . . .
             8 . . . . O . . X . . . . . . .
             7 . . . O . O . . . X O . . . .
             6 . . . . . X . . . . . X . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "j10", "j8", "j12", "j13", "i9", "g7", "k11", "l12", "i13", "h14", "m9",
        ],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (13 plies).
    Position {
        name: "vcf: freestyle, black 13 plies from play",
        rule: Rule::Freestyle,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . X . . . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . O X O . . . . .
             9 . . . X O O . X . . . . . . .
             8 . . . O O . . X . . X . . . .
             7 . . . . . . X O . X . . . . .
             6 . . . X . . O . . . . . . . .
             5 . . . . O O . . . . . . . . .
             4 . . . . . . X O X . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "j9", "h11", "i6", "h5", "l9", "m10", "i9", "k9", "i8", "i7", "g10", "f11", "k6",
        ],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (7 plies).
    Position {
        name: "vcf: freestyle, white 7 plies from play",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . X . . . . . . . .
            11 . . . . . . O . . . . . . . .
            10 . . . O X . . . . . . . . . .
             9 . . . . X O O X . O . . . . .
             8 . . . . . X O X . . . . . . .
             7 . . . . . . . O O X X X . . .
             6 . . . . . . . X . . O . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["g7", "g10", "g6", "g5", "i8", "f5", "k10"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (13 plies).
    Position {
        name: "vcf: freestyle, white 13 plies from play",
        rule: Rule::Freestyle,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . . . . .
            11 . . . O X X . . . . . . . . .
            10 . . . . X X O . O . O . . . .
             9 . . . . . O . X . X . O . . .
             8 . . . . . O O X O X . . . . .
             7 . . . . . . . O . . . X . . .
             6 . . . . . . X . . . . . . . .
             5 . . . . . . . . . . . O . . .
             4 . . . . . . . X X . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "j10", "h10", "m10", "l10", "i6", "j5", "i7", "i9", "j7", "k8", "g7", "f7", "k7",
        ],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (7 plies).
    Position {
        name: "vcf: standard, black 7 plies from play",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . . . O . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . . O . . . .
             9 . . . . . . . . . X X . . . .
             8 . . . . . . X X . O O O . . .
             7 . . . . . . . X . . . . . . .
             6 . . . . . . . . . O . . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . X . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["h6", "h5", "h9", "h10", "i9", "g9", "l9"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (7 plies).
    Position {
        name: "vcf: standard, black 7 plies on the diagonals",
        rule: Rule::Standard,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . O . . . . . . . .
            11 . . . . . O . . . . X . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . X . . O . . . O O . . .
             8 . . . . . . . X . X . . . . .
             7 . . . . . O X . X . . X . . .
             6 . . . . . O O . . . . . . . .
             5 . . . . . . . . X . . . . . .
             4 . . . . . . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["i9", "j10", "i8", "i6", "g8", "f8", "k8"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (13 plies).
    Position {
        name: "vcf: standard, white 13 plies from play",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . O . . X . . .
            11 . . . . O . . . O . . . . . .
            10 . . . . . O . . . X X . . . .
             9 . . . X . . O . . . . . . . .
             8 . . . . . . O X . X . . . . .
             7 . . . . . . . O . . . . . . .
             6 . . . . X . . . . . . X . . .
             5 . . . . . . O . . . . O . . .
             4 . . . X . . . . . . X . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "g7", "g6", "g11", "g10", "f11", "h11", "d11", "c11", "f9", "e10", "f12", "f13", "f8",
        ],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (15 plies).
    Position {
        name: "vcf: standard, white 15 plies from play",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . X O . . . X . . .
            11 . . . . . . . O O . . O . . .
            10 . . . . O . O . . X . . . . .
             9 . . . . . . O X . O . . . . .
             8 . . . . . . X X . X . . . . .
             7 . . . O X . . X . . X O . . .
             6 . . . X . . O . O . . . . . .
             5 . . . . . X . . . . . . . . .
             4 . . . . . . . O X X . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "k11", "j11", "f9", "e8", "i12", "j13", "i10", "k8", "i8", "i9", "h10", "f10", "j12",
            "f8", "k13",
        ],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (11 plies).
    Position {
        name: "vcf: standard, white 11 plies from play",
        rule: Rule::Standard,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . X . . . . .
            11 . . . . . . . . X X . . . . .
            10 . . . . . O . . O . . X . . .
             9 . . . . O O . . O . . X . . .
             8 . . . . . . . X O . O . . . .
             7 . . . . . X . O . . . . . . .
             6 . . . . O . . X . . . O . . .
             5 . . . . . . . X . X . . . . .
             4 . . . . . . . X . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "i6", "i7", "e10", "g8", "g10", "h10", "e8", "e7", "h11", "d7", "i12",
        ],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (7 plies).
    Position {
        name: "vcf: renju, black 7 plies from play",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . X . . . . . . .
            11 . . . . . . . X . . . . . . .
            10 . . . . . O O . . . . . . . .
             9 . . . . . . . . X O . . . . .
             8 . . . . . . . X X . . . . . .
             7 . . . . . . O . . . . . . . .
             6 . . . . . . . . O . . X . . .
             5 . . . . . . O . . . . . . . .
             4 . . . . . . . . O . X . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["h10", "h9", "j8", "k7", "g8", "f8", "k8"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (11 plies).
    Position {
        name: "vcf: renju, black 11 plies from play",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . O . . O . . . . . .
            11 . . . . . . O . O . . . . . .
            10 . . . . . . . O . X . X . . .
             9 . . . . . O . X . . . . . . .
             8 . . . X O . X X X . . X . . .
             7 . . . . X . . . . O . . . . .
             6 . . . . . . . . . O . X . . .
             5 . . . . . O . X . O . . . . .
             4 . . . . . . X . O X . O . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "l9", "l7", "l12", "l11", "i9", "k11", "f6", "g7", "c9", "b10", "g5",
        ],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (7 plies).
    Position {
        name: "vcf: renju, black 7 plies ending on the left",
        rule: Rule::Renju,
        to_move: Color::Black,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . X . . . . . .
            11 . . . . . . . . . . . . . . .
            10 . . . . . . . . . X . . . . .
             9 . . . . . . . X . . . O . . .
             8 . . . . . X . X . X . O . . .
             7 . . . . X . . . O O O . . . .
             6 . . . . . X . O . . . . . . .
             5 . . . . . . . . . . . O . . .
             4 . . . . . . . . . . . O . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["g8", "i8", "d8", "e8", "c9", "b10", "g5"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (9 plies).
    Position {
        name: "vcf: renju, white 9 plies from play",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . O . . . . . .
            11 . . . . . . . . . O X . . . .
            10 . . . . . . . . . . . . . . .
             9 . . . O . . O O . X X . . . .
             8 . . . . O . X X . X . . . . .
             7 . . . . . . . . . . . . . . .
             6 . . . O X . . . X . X . . . .
             5 . . . . . . . . . . . . . . .
             4 . . . . . . . O . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &["f9", "e9", "g10", "h11", "d7", "c6", "d8", "d10", "d5"],
    },
    // From a randomised game, stopped where the side to move first had a VCF; the reference line
    // is the shortest the checker finds (11 plies).
    Position {
        name: "vcf: renju, white 11 plies from play",
        rule: Rule::Renju,
        to_move: Color::White,
        category: Category::Vcf,
        diagram: "
               a b c d e f g h i j k l m n o
            15 . . . . . . . . . . . . . . .
            14 . . . . . . . . . . . . . . .
            13 . . . . . . . . . . . . . . .
            12 . . . . . . . . . X . X . . .
            11 . . . . . O . O . . O O . . .
            10 . . . . X . . . . O . . . . .
             9 . . . X . . O . . . . . . . .
             8 . . . . . . . X . . . X . . .
             7 . . . X . . O . . O . . . . .
             6 . . . . X . . . . . . . . . .
             5 . . . . . . X . . O . . . . .
             4 . . . . X . . . . . . . . . .
             3 . . . . . . . . . . . . . . .
             2 . . . . . . . . . . . . . . .
             1 . . . . . . . . . . . . . . .",
        answers: &[],
        line: &[
            "i11", "j11", "g11", "e11", "g10", "g8", "g13", "g12", "h12", "f14", "k9",
        ],
    },
];
