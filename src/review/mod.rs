//! The game review: every position of the game's main line searched in turn, then each move
//! judged (`run`, headless: part of [`crate::core_plugin`]), and its part of the side panel:
//! the start button, the progress, the results (`panel`, drawn by `crate::ui`).

mod marks;
mod panel;
mod run;

pub use marks::{ReviewMark, ReviewMarkKind, review_marks_wanted, verdict_symbol};
pub use panel::{
    ReviewPanel, lost_at_text, review_active, review_block, review_start, review_symbols,
};
pub use run::{CompletedReview, GameReviewRun, ReviewCommand, ReviewState, RunningReview};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((run::plugin, marks::plugin));
}
