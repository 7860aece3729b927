//! The threat mask: which kinds of threat each side can make somewhere on the board, as one
//! small index, so the evaluation can value the two sides' threats together (an open three
//! to make is worth much more when the opponent has no four to answer with). The table of
//! values is fitted to the positions the search evaluates (`gomoku-tune --hand --threats`).

use crate::pattern::Combo;
use crate::position::ThreatTable;
#[cfg(any(test, feature = "lab"))]
use crate::{pattern::COMBO_KINDS, point::Color, position::Position};

/// Bits of one side's threats: a four, an open three, a double three, a four-three, an open
/// four (or double four). The opponent's come five bits higher.
pub(super) const fn threat_bit(combo: Combo) -> usize {
    match combo {
        Combo::Block4 | Combo::Block4Plus => 1,
        Combo::Flex3 | Combo::Flex3Plus => 2,
        Combo::Flex3x2 => 4,
        Combo::Block4Flex3 => 8,
        Combo::Flex4 => 16,
        _ => 0,
    }
}

pub(super) const SIDE_BITS: usize = 5;

#[cfg(any(test, feature = "lab"))]
fn side_bits(position: &Position, color: Color) -> usize {
    let mut bits = 0;
    for combo in 1..COMBO_KINDS {
        let c = Combo::from_u8(combo as u8);
        if position.combo_count(color, c) > 0 {
            bits |= threat_bit(c);
        }
    }
    bits
}

/// The position's threat mask, the side to move's bits low (see [`ThreatTable`]); the
/// evaluation computes it along with its sums, the tuner and the tests call this.
#[cfg(any(test, feature = "lab"))]
pub fn threat_mask(position: &Position) -> usize {
    let me = position.side_to_move();
    side_bits(position, me) | side_bits(position, me.opponent()) << SIDE_BITS
}

/// Freestyle's threat values, fitted with [`super::HAND_FREESTYLE`] (see there): 87 masks
/// seen in at least 200 training positions; the others stay 0.
pub const THREAT_FREESTYLE: ThreatTable = [
    0, -149, 80, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 189, -5, 146, 10, 0, 0, 765, 522, 0, 0, 0, -258, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, -14, -145, 67, 122, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 101, -91, 69, -5, 0, 0, 711, 586, 0, 0, 0, 41, 0, 0, 0, -178, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -214, -177, 136, 227, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -140, -118, 9, 19, 0, 0, 722, 600, 0,
    0, 0, 237, 0, 0, 0, 33, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 94, -25, -135, -94, 0,
    0, -272, -20, 0, 0, 0, 296, 0, 0, 0, -104, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    -182, -491, -275, 0, 0, -506, -160, 0, 0, 0, 384, 0, 0, 0, -23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 344, 169, 164, 61, 0, 0, -49, -48, 0, 0, 0, 134, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 149, 57, -196, -95, 0, 0, -406, -96, 0, 0, 0, 423, 0, 0, 0,
    353, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -346, -209, -645, -315, 0, 0, -571, -205,
    0, 0, 0, 551, 0, 0, 0, 433, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 66, 24, -507,
    -232, 0, 0, -562, -320, 0, 0, 0, 577, 0, 0, 0, 493, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 144, -482, -180, 0, 0, -574, -263, 0, 0, 0, 600, 0, 0, 0, 581, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::eval::{HAND_FREESTYLE, HandTables, hand_evaluate};
    use crate::notation::parse_moves;
    use crate::point::BoardSize;
    use crate::position::THREAT_MASKS;
    use crate::rules::Rule;

    fn position(moves: &str, tables: &'static HandTables) -> Position {
        let mut board = Board::new(BoardSize::STANDARD);
        for point in parse_moves(moves, BoardSize::STANDARD).unwrap() {
            board.play(point).unwrap();
        }
        Position::with_tables(&board, Rule::Freestyle, None, tables)
    }

    static SEVENS: ThreatTable = [7; THREAT_MASKS];
    static WITH_SEVENS: HandTables = HAND_FREESTYLE.with_threats(&SEVENS);
    static WITHOUT: HandTables = HandTables {
        threat: [None, None],
        ..HAND_FREESTYLE
    };

    #[test]
    fn the_mask_names_each_sides_threats_and_the_table_adds_its_value() {
        // Black's open three h8-i8-j8 against white's lone corner stones: black can make an
        // open four (g8, k8) and a plain four (f8, l8), white nothing. With white to move they
        // are the opponent's bits, with black to move its own.
        let three = position("h8a1i8o15j8", &WITHOUT);
        assert_eq!(threat_mask(&three), (16 | 1) << SIDE_BITS);
        let three = position("h8a1i8o15j8a15", &WITHOUT);
        assert_eq!(threat_mask(&three), 16 | 1);
        // Two open twos crossing at k8 give black to move a double-three point there.
        let double = position("l8a1m8o15k9a15k10o1", &WITHOUT);
        let mask = threat_mask(&double);
        assert_ne!(mask & 4, 0, "black has a double-three point: {mask:#b}");
        assert_eq!(mask >> SIDE_BITS, 0, "white has no threat: {mask:#b}");
        // The table's value for the mask is added, nothing else changes; the evaluation
        // reads the same mask.
        static BY_MASK: ThreatTable = {
            let mut table = [0; THREAT_MASKS];
            let mut mask = 0;
            while mask < THREAT_MASKS {
                table[mask] = mask as i32;
                mask += 1;
            }
            table
        };
        static WITH_MASK: HandTables = HAND_FREESTYLE.with_threats(&BY_MASK);
        for moves in [
            "h8a1i8o15j8",
            "h8a1i8o15j8a15",
            "l8a1m8o15k9a15k10o1",
            "h8i9",
        ] {
            let plain = hand_evaluate(&position(moves, &WITHOUT), 100, 100);
            let with = hand_evaluate(&position(moves, &WITH_MASK), 100, 100);
            let mask = threat_mask(&position(moves, &WITHOUT));
            assert_eq!(with, plain + mask as i32, "{moves}");
        }
        for moves in ["h8a1i8o15j8", "l8a1m8o15k9a15k10o1", "h8i9"] {
            let plain = hand_evaluate(&position(moves, &WITHOUT), 100, 100);
            let with = hand_evaluate(&position(moves, &WITH_SEVENS), 100, 100);
            assert_eq!(with, plain + 7, "{moves}");
        }
    }
}
