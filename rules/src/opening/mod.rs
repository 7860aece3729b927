//! Tournament opening rules: swap and swap2 for freestyle and standard, Soosõrv-8 and
//! Taraguchi-10 for renju (`renju_rules`). One player (the proposer, renju's tentative black)
//! places the first stones; the other (the chooser) picks a colour or, in swap2, places two more
//! stones and hands the choice back; renju's rules add more swaps, a declared number of
//! fifth-move offers, the offers and white's pick of one. The phase is a small state machine
//! over the number of stones on the board and the choices made, so undo and redo walk back
//! through it. The engine's own decisions in every rule are the engine's
//! (`gomoku_engine::opening`).

pub mod canonical;
pub mod symmetry;

pub mod phase;
pub mod renju_rules;
pub mod rules;

pub use phase::OpeningPhase;
pub use renju_rules::{SOOSORV_MOST_OFFERS, TARAGUCHI_OFFERS, within_centre};
pub use rules::{
    Choice, OpeningError, OpeningRule, PROPOSED_STONES, Role, SWAP_MARGIN, SWAP2_STONES, Stage,
};
