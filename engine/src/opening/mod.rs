//! Tournament opening rules (the rules themselves are `gomoku_rules::opening`, re-exported here)
//! and the engine's own decisions in every rule (`decide`): which colour to take, which stones
//! to propose, which offer to keep.

pub use gomoku_rules::opening::*;

mod decide;
#[cfg(test)]
mod tests;

pub use decide::{OpeningAction, OpeningAdvisor, balanced_three, choose_colour, prefers_black};
