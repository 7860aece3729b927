//! Static evaluation from the side to move's point of view: attack and defence together
//! (seed 001's idea of scoring both colours at every point, with seed 002's ordering of
//! shapes), computed from the incrementally maintained pattern aggregates, so it costs a few
//! dozen additions however full the board is.
//!
//! A learned alternative ([`EvalKind::Learned`]) scores every empty cell by its pattern class
//! ([`pcode`]) with weights fitted to self-play games (`gomoku-datagen`, `gomoku-tune`); its
//! sums are kept by the position as it changes. The hand-set formula stays the default; set
//! `GOMOKU_EVAL=learned` (read once) or call [`set_eval_kind`] to switch.

mod learned;
pub mod pcode;
pub mod weights;

#[cfg(test)]
pub(crate) use learned::leaked_view;
pub use learned::{EvalKind, eval_kind, set_eval_kind, set_learned_weights};
pub(crate) use learned::{FRACTION, LearnedView, OPP, OWN, active_view};
pub use weights::{SetId, WeightSet, Weights, WeightsError, load_weights};

use crate::pattern::{COMBO_KINDS, Combo};
use crate::position::Position;

/// Value of one empty point offering a combo to the side to move, which can play it now.
const OWN_COMBO: [i32; COMBO_KINDS] = [
    0,    // None
    6,    // Flex2
    6,    // Block3
    16,   // Flex2x2
    24,   // Block3Plus
    40,   // Flex3
    60,   // Flex3Plus
    600,  // Flex3x2: a double three on the move usually wins
    24,   // Block4
    60,   // Block4Plus
    900,  // Block4Flex3: a four-three on the move wins
    1500, // Flex4 (search handles it exactly; kept for completeness)
    3000, // Five (idem)
];

/// Value of one empty point offering a combo to the opponent, which must wait a move.
const THEIR_COMBO: [i32; COMBO_KINDS] = [0, 5, 5, 12, 18, 30, 40, 150, 15, 40, 250, 500, 1000];

/// Side-to-move bonus: having the move is worth something in an open position.
const TEMPO: i32 = 20;

/// The position's value for the side to move; stays well inside the non-mate score range.
/// `attack` and `defence` (percent, 100 = neutral) weigh the side to move's own prospects
/// against the opponent's: the style knob.
/// The learned evaluation is used when the position keeps its sums (see [`EvalKind`]).
#[inline]
pub(crate) fn evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    match position.learned() {
        Some(view) => learned_evaluate(position, &view, attack, defence),
        None => hand_evaluate(position, attack, defence),
    }
}

/// The learned weights are fitted at win probability sigmoid(eval / 400); the search's margins
/// and windows were tuned on the hand-set scale, where it is about sigmoid(eval / 800).
pub(crate) const LEARNED_TO_SEARCH_UNITS: i64 = 2;

/// The hand-set formula.
pub(crate) fn hand_evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    let me = position.side_to_move();
    let them = me.opponent();
    let mut own = position.line_value(me);
    let mut theirs = position.line_value(them);
    for combo in 1..COMBO_KINDS {
        let c = Combo::from_u8(combo as u8);
        own += OWN_COMBO[combo] * position.combo_count(me, c).min(4) as i32;
        theirs += THEIR_COMBO[combo] * position.combo_count(them, c).min(4) as i32;
    }
    let score = TEMPO + (own * attack - theirs * defence) / 100;
    score.clamp(-20_000, 20_000)
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
