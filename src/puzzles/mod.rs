//! Puzzle mode: the shipped forced-win puzzles played against the engine's defence, each move
//! judged by the threat solvers (`play`, headless: part of [`crate::core_plugin`]), and its
//! part of the side panel (`panel`, drawn by `crate::ui`). The player's progress is saved with
//! the settings ([`crate::settings::PuzzleProgress`]).

mod marks;
mod panel;
mod play;

pub use marks::HintSquare;
pub use panel::{PuzzlePanel, puzzle_panel};
pub use play::{
    ActivePuzzle, HintStage, LEVELS, PuzzleBook, PuzzleCommand, PuzzleStatus, ReopenSet,
};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((play::plugin, marks::plugin));
}
