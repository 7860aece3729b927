//! The position editor: stones set up by hand or pasted, checked by the engine, then played on
//! or analysed (`edit`), what the board shows meanwhile (`board`); both headless, part of
//! [`crate::core_plugin`]. Its side panel (`panel`) is drawn by `crate::ui`.

mod board;
mod edit;
mod panel;

pub use edit::{Brush, Editor, EditorCommand, EditorExit, EditorProblem};
pub use panel::{EditorPanel, editor_panel, problem_text};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((edit::plugin, board::plugin));
}
