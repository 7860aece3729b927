//! What every part of the interface draws with, below the features' panels and `crate::ui`:
//! [`UiContext`] (the game's resources as one system parameter, with the interface's own
//! [`UiState`]) and the words for outcomes, notices and sides.

mod context;
mod words;

pub use context::{UiContext, UiState};
pub use words::{notice_text, outcome_text, side_name};
