//! The move ordering's values: how promising a point looks to try first, by its *pcode* (the
//! unordered set of its four line patterns, see [`crate::eval::pcode`]) for the side to move
//! (`own`: the shapes the move makes) and for the opponent (`opp`: the shapes it spoils).
//!
//! The hand-set ordering (seed 002's ordering of shapes: a value per combo for attack and for
//! defence, plus the line patterns' values) is one such table ([`HAND_ORDER`]), the one the
//! search uses. `gomoku-tune --order` fits a table to the moves the search chose in self-play
//! (a softmax over the candidates); a fitted table is shipped only once it wins games, which
//! none has yet (docs/tuning.md).

use std::sync::LazyLock;

use crate::eval::pcode::{PCODES, pcode_code, pcode_table};
use crate::pattern::{COMBO_KINDS, COMBO_TABLE};
use crate::point::{Color, Point};
use crate::position::{PATTERN_VALUE, Position};

/// Ordering values by pcode, for the side that would play the point (`own`) and for the side
/// whose shapes it spoils (`opp`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderTable {
    pub own: [i32; PCODES],
    pub opp: [i32; PCODES],
}

/// Hand-set ordering value of a point's combo for the side that would play it (attack)...
const ATTACK: [i32; COMBO_KINDS] = [
    0, 30, 30, 80, 100, 220, 320, 2_000, 160, 420, 5_000, 20_000, 100_000,
];
/// ...and for the side whose shape it spoils (defence).
const DEFEND: [i32; COMBO_KINDS] = [
    0, 20, 24, 60, 80, 160, 240, 1_200, 120, 300, 2_500, 10_000, 50_000,
];

/// The ordering set by hand, as a table: the combo's attack value plus the line patterns'
/// values for the side to move, the combo's defence value plus half the patterns' values for
/// the opponent.
pub static HAND_ORDER: LazyLock<OrderTable> = LazyLock::new(|| {
    let mut table = OrderTable {
        own: [0; PCODES],
        opp: [0; PCODES],
    };
    for class in 0..PCODES {
        let code = pcode_code(class);
        let combo = COMBO_TABLE[code as usize] as usize;
        let patterns: i32 = (0..4)
            .map(|d| PATTERN_VALUE[((code >> (4 * d)) & 15) as usize])
            .sum();
        table.own[class] = ATTACK[combo] + patterns;
        table.opp[class] = DEFEND[combo] + patterns / 2;
    }
    table
});

/// Scores points for one side to move by [`HAND_ORDER`]: the table and the pcode lookup,
/// fetched once per node.
pub(crate) struct OrderScorer {
    table: &'static OrderTable,
    pcodes: &'static [u16; 1 << 16],
    me: Color,
}

impl OrderScorer {
    pub(crate) fn new(position: &Position) -> OrderScorer {
        OrderScorer {
            table: &HAND_ORDER,
            pcodes: pcode_table(),
            me: position.side_to_move(),
        }
    }

    /// Static ordering score of the empty `point` for the side to move.
    #[inline]
    pub(crate) fn score(&self, position: &Position, point: Point) -> i32 {
        let own = self.pcodes[position.code(point, self.me) as usize] as usize;
        let opp = self.pcodes[position.code(point, self.me.opponent()) as usize] as usize;
        self.table.own[own] + self.table.opp[opp]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::notation::parse_moves;
    use crate::point::BoardSize;
    use crate::rules::Rule;

    /// The hand-set ordering as it was written before it became a table.
    fn formula(position: &Position, point: Point) -> i32 {
        let me = position.side_to_move();
        let them = me.opponent();
        ATTACK[position.combo(point, me) as usize]
            + DEFEND[position.combo(point, them) as usize]
            + position.pattern_value(point, me)
            + position.pattern_value(point, them) / 2
    }

    #[test]
    fn the_hand_table_scores_every_candidate_as_the_formula_did() {
        let lines = [
            "h8i9h9g8i8j7h10h7h11h12g9f10",
            "h8h9i8g8j8k8i9i10j10k11g10f9e11",
            "h8i9j10g7i7j8k9h6g10f11",
        ];
        for rule in [Rule::Freestyle, Rule::Renju] {
            for line in lines {
                let moves = parse_moves(line, BoardSize::STANDARD).unwrap();
                let mut board = Board::new(BoardSize::STANDARD);
                for (ply, &point) in moves.iter().enumerate() {
                    board.play(point).unwrap();
                    let position = Position::new(&board, rule);
                    let scorer = OrderScorer::new(&position);
                    for candidate in position.candidates() {
                        assert_eq!(
                            scorer.score(&position, candidate),
                            formula(&position, candidate),
                            "{rule} {line} after {} plies at {candidate:?}",
                            ply + 1
                        );
                    }
                }
            }
        }
    }
}
