//! Static evaluation from the side to move's point of view: attack and defence together
//! (seed 001's idea of scoring both colours at every point, with seed 002's ordering of
//! shapes), computed from the incrementally maintained pattern aggregates, so it costs a few
//! dozen additions however full the board is.
//!
//! In freestyle and renju a small network (`net`) corrects the hand-set value; the position keeps its
//! first layer's sums.
//!
//! A learned alternative ([`EvalKind::Learned`]) scores every empty cell by its pattern class
//! ([`pcode`]) with weights fitted to self-play games (`gomoku-datagen`, `gomoku-tune`); its
//! sums are kept by the position as it changes. The hand-set formula stays the default; a
//! program calls [`set_eval_kind`] (or [`set_learned_weights`]) to switch: `pbrain-gomoku --eval`,
//! `--weights`, `gomoku-datagen --eval`.

pub(crate) mod learned;
pub(crate) mod net;
mod net_layers;
pub mod pcode;
pub(crate) mod threat_mask;
pub mod weights;

#[cfg(test)]
pub(crate) use learned::leaked_view;
pub use learned::{EvalKind, eval_kind, set_eval_kind, set_learned_weights};
pub(crate) use learned::{FRACTION, active_view};
pub use weights::{SetId, WeightSet, Weights, WeightsError, load_weights};

/// The type of the hand-set numbers, defined where the position sums them.
pub use crate::position::{HandTables, THREAT_MASKS, ThreatTable};
pub(crate) use crate::position::{OPP, OWN};
pub use threat_mask::THREAT_FREESTYLE;
use threat_mask::{SIDE_BITS, threat_bit};

use crate::board::Board;
use crate::pattern::{COMBO_KINDS, Combo, Pattern};
use crate::point::Color;
use crate::position::{LearnedView, Position};
use crate::rules::Rule;

impl HandTables {
    /// The tables the engine plays `rule` with.
    pub fn for_rule(rule: Rule) -> &'static HandTables {
        HandSet::of(rule).tables()
    }
}

/// The evaluation's constructors of the position: they pick the tables the engine plays with.
impl Position {
    /// The position with the engine-wide evaluation choice (see [`EvalKind`]).
    pub fn new(board: &Board, rule: Rule) -> Position {
        match active_view(rule) {
            Some(view) => Position::with_learned(board, rule, Some(view)),
            None => Position::with_learned(board, rule, None).with_net(net::net_for(rule)),
        }
    }

    /// The position keeping the learned evaluation's sums for `learned`, or none, and the
    /// rule's shipped hand-set numbers.
    pub fn with_learned(board: &Board, rule: Rule, learned: Option<LearnedView>) -> Position {
        Position::with_tables(board, rule, learned, HandTables::for_rule(rule))
    }
}

/// Which tables a rule plays with: renju has its own, colour by colour; the rules without
/// forbidden points share one symmetric set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandSet {
    Freestyle,
    Renju,
}

impl HandSet {
    pub fn of(rule: Rule) -> HandSet {
        if rule == Rule::Renju {
            HandSet::Renju
        } else {
            HandSet::Freestyle
        }
    }

    /// The tables the engine plays the set with.
    pub fn tables(self) -> &'static HandTables {
        match self {
            HandSet::Freestyle => &HAND_FREESTYLE,
            HandSet::Renju => &HAND_RENJU,
        }
    }

    /// Whether black's and white's numbers differ.
    pub fn by_colour(self) -> bool {
        self == HandSet::Renju
    }
}

/// Freestyle, standard and caro: fitted from [`HAND_BEFORE_FIT`] by `gomoku-tune --hand
/// --threats` to freestyle self-play positions, the games' and those their searches evaluated,
/// because the evaluation is asked where the search stands pat: there threats count, so the side
/// to move's double-three and open-three-plus points weigh heavily. Values for combos the search
/// settles before it evaluates (own open four, five) keep their starting values. The threat
/// values are in `threat_mask.rs`. The run, its data and its SPRT: docs/tuning.md ("Where the
/// engine's numbers came from").
pub const HAND_FREESTYLE: HandTables = HandTables::symmetric(
    [0, 0, -2, 0, -1, -1, 8, 24, 30, 3, 256, 0, 0, 0, 0, 0], // pattern
    [0, 43, 23, 37, 55, 29, 159, 187, 79, 282, 1257, 1500, 3000], // own
    [0, 9, 22, 32, 34, 5, 77, 44, 88, 159, 248, 309, 1000],  // their
    15,                                                      // tempo
)
.with_threats(&THREAT_FREESTYLE);

/// Renju, black's and white's numbers apart: the freestyle numbers tuned by renju games
/// (`gomoku-spsa` at 40,000 nodes a move), each number's move from the freestyle start doubled.
/// Renju keeps these rather than a refit to renju data: the refits predicted better but lost
/// to them in games. The run and its SPRTs: docs/tuning.md ("Where the engine's numbers came
/// from").
pub const HAND_RENJU: HandTables = HandTables {
    pattern: [
        [0, 0, 1, 1, 0, 6, 16, 61, 10, -29, 256, 0, 0, 0, 0, 0], // black's
        [0, 0, 0, 2, 1, 5, 18, 71, 11, -32, 256, 0, 0, 0, 0, 0], // white's
    ],
    own: [
        [0, 64, 25, 53, 36, 5, 82, -24, 108, 190, 891, 1500, 3000], // black to move
        [0, 63, 26, 53, 38, 4, 77, -25, 100, 186, 838, 1500, 3000], // white to move
    ],
    their: [
        [0, -34, 26, 29, 40, -18, 75, 39, 102, 195, 242, 358, 1000], // black to move
        [0, -39, 23, 31, 40, -18, 76, 38, 101, 179, 222, 390, 1000], // white to move
    ],
    tempo: [15, 15],
    threat: [None, None],
};

/// The numbers set by hand before any fit: the fit's starting point.
pub const HAND_BEFORE_FIT: HandTables = HandTables::symmetric(
    [0, 0, 1, 2, 3, 8, 6, 24, 24, 64, 256, 0, 0, 0, 0, 0], // pattern
    [0, 6, 6, 16, 24, 40, 60, 600, 24, 60, 900, 1500, 3000], // own
    [0, 5, 5, 12, 18, 30, 40, 150, 15, 40, 250, 500, 1000], // their
    20,                                                    // tempo
);

/// The position's value for the side to move; stays well inside the non-mate score range.
/// `attack` and `defence` (percent, 100 = neutral) weigh the side to move's own prospects
/// against the opponent's: the style knob.
/// The learned evaluation is used when the position keeps its sums (see [`EvalKind`]); else the
/// hand-set formula, plus the network's correction when the position keeps the network's sums.
#[inline]
pub(crate) fn evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    match (position.learned(), position.net()) {
        (Some(view), _) => learned_evaluate(position, &view, attack, defence),
        (None, Some(net)) => {
            (hand_evaluate(position, attack, defence) + net.value(position)).clamp(-20_000, 20_000)
        }
        (None, None) => hand_evaluate(position, attack, defence),
    }
}

/// The learned weights are fitted at win probability sigmoid(eval / 400); the search's margins
/// and windows were tuned on the hand-set scale, where it is about sigmoid(eval / 800).
pub const LEARNED_TO_SEARCH_UNITS: i64 = 2;

/// The hand-set formula.
pub(crate) fn hand_evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    let me = position.side_to_move();
    let them = me.opponent();
    let tables = position.hand_tables();
    let (own_table, their_table) = (&tables.own[me.index()], &tables.their[me.index()]);
    let mut own = position.line_value(me);
    let mut theirs = position.line_value(them);
    // The threat mask (see `threat_mask::threat_mask`) from the same counts.
    let (mut own_bits, mut their_bits) = (0, 0);
    // Renju: black's forbidden open-four points (a double four, an open four that is also an
    // overline or a second four) are no threat at all; the counts hold them as open fours.
    let forbidden_fours = forbidden_flex_fours(position);
    for combo in 1..COMBO_KINDS {
        let c = Combo::from_u8(combo as u8);
        let (mut mine, mut their_count) =
            (position.combo_count(me, c), position.combo_count(them, c));
        if c == Combo::Flex4 && forbidden_fours > 0 {
            if me == Color::Black {
                mine -= forbidden_fours;
            } else {
                their_count -= forbidden_fours;
            }
        }
        own += own_table[combo] * mine.min(4) as i32;
        theirs += their_table[combo] * their_count.min(4) as i32;
        own_bits |= threat_bit(c) * usize::from(mine > 0);
        their_bits |= threat_bit(c) * usize::from(their_count > 0);
    }
    let threat = match tables.threat[me.index()] {
        Some(table) => table[own_bits | their_bits << SIDE_BITS],
        None => 0,
    };
    let score = tables.tempo[me.index()] + threat + (own * attack - theirs * defence) / 100;
    score.clamp(-20_000, 20_000)
}

/// How many of black's open-four points (combo `Flex4`) are renju-forbidden: none outside
/// renju. The board is asked only about points with two fours, two threes or an overline
/// among their lines (a lone open four is the common case, and the exact check is costly).
fn forbidden_flex_fours(position: &Position) -> u16 {
    if position.rule() != Rule::Renju || position.combo_count(Color::Black, Combo::Flex4) == 0 {
        return 0;
    }
    position
        .threat_points(Color::Black, |c| c == Combo::Flex4)
        .filter(|&p| {
            let patterns = position.patterns(p, Color::Black);
            let count = |kinds: &[Pattern]| patterns.iter().filter(|q| kinds.contains(q)).count();
            (count(&[Pattern::B4, Pattern::F4]) >= 2
                || count(&[Pattern::F3]) >= 2
                || count(&[Pattern::Overline]) > 0)
                && position.is_forbidden_for_black(p)
        })
        .count() as u16
}

/// bias + own − opp from the position's running sums (`attack` and `defence` scale the two
/// sums as they do the hand-set terms).
fn learned_evaluate(position: &Position, view: &LearnedView, attack: i32, defence: i32) -> i32 {
    let me = position.side_to_move();
    let own = position.learned_sum(me, OWN) as i64;
    let opp = position.learned_sum(me.opponent(), OPP) as i64;
    let scaled = view.bias[me.index()] as i64 * 100 + own * attack as i64 - opp * defence as i64;
    (scaled * LEARNED_TO_SEARCH_UNITS / (100 * FRACTION)).clamp(-20_000, 20_000) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;
    use crate::point::BoardSize;

    /// A conversion game (renju, black to convert): black's j6 turns its winning four-three at
    /// i6 into a forbidden double four. The hand-set sum must not value i6 as black's open
    /// four, as it did when the engine chose j6 and lost.
    #[test]
    fn black_forbidden_open_four_points_are_no_threat() {
        let size = BoardSize::STANDARD;
        let moves = "g8i7f8h8g9g7f6h10f9f7h7e10g10e8g6e6e9h9g11g12j9i8d8h12h11f11d9c9d6d5c7f10e5\
                     c4b3b8j6";
        let mut board = Board::new(size);
        for point in parse_moves(moves, size).unwrap() {
            board.play(point).unwrap();
        }
        let i6 = parse_moves("i6", size).unwrap()[0];
        let position = Position::with_learned(&board, Rule::Renju, None);
        assert_eq!(position.combo(i6, Color::Black), Combo::Flex4);
        assert!(position.is_forbidden_for_black(i6));
        assert_eq!(forbidden_flex_fours(&position), 1);
        let freestyle = Position::with_learned(&board, Rule::Freestyle, None);
        assert_eq!(forbidden_flex_fours(&freestyle), 0);
    }
}
