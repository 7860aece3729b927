//! What every part of the interface draws with, below the features' panels and `crate::ui`:
//! [`UiContext`] (the game's resources as one system parameter, with the interface's own
//! [`UiState`]), dialog sizes that fit the screen, and the words for outcomes, notices and sides.

mod context;
mod dialog;
mod words;

pub use context::{SheetTab, UiContext, UiState};
pub use dialog::{dialog_max_height, dialog_width};
pub use words::{
    canonical_opening_name, move_number, notice_text, outcome_reason, outcome_text, rule_name,
    side_name,
};
