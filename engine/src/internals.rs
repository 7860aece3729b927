//! The engine's insides, for the `gomoku-lab` crate only (its tuners, data and puzzle
//! generators and benches): compiled with the `lab` feature, hidden from the documentation, and
//! no stable interface. The game, the Web Worker and the brain never build it.
//!
//! This is the one door from outside the crate to its private pieces: the position with its
//! incremental pattern tables, the pattern and combo classes, the evaluation network's types and
//! the move-ordering table. Their modules are private, so these re-exports are the only path to
//! them; the two evaluation functions below take the position, which the public `eval` module
//! does not show, so they stay crate-private there and are forwarded here.

pub use crate::eval::learned::leaked_view;
pub use crate::eval::net::{NetFloat, NetModel};
pub use crate::eval::threat_mask::threat_mask;
pub use crate::pattern::{COMBO_KINDS, Combo, PATTERN_KINDS, Pattern};
pub use crate::position::{LearnedView, NET_HIDDEN, NET_WIDTH, Position};
/// The move ordering's values by pcode (the engine's `OrderTable`) and the hand-set one, which
/// the search uses.
pub use crate::search::order_table::{HAND_ORDER, OrderTable};

/// The static evaluation the search uses, from the side to move's point of view: the learned
/// one if the position keeps its sums, else the hand-set formula.
pub fn evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    crate::eval::evaluate(position, attack, defence)
}

/// The hand-set formula.
pub fn hand_evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    crate::eval::hand_evaluate(position, attack, defence)
}
