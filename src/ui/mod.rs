//! The egui interface: the side panel (status, controls, analysis, moves, options), the new-game
//! menu, the result banner and the help window. The features' own parts of it live with them
//! (`crate::review`, `crate::puzzles`, `crate::editor`, `crate::files`); all draw with
//! `crate::ui_kit::UiContext`.
//!
//! Inside, from the bottom: which arrangement suits the screen (`layout`), the side panel's
//! parts (`analysis_panel`, `opening_panel`, `status`, `value_graph`), the side panel (`panel`), the
//! narrow layout's bar and sheet of tabs (`compact`), the menu (`menu`, its AI rows in
//! `menu_ai`) and `help`, and `root`, the one system that draws it all.

mod analysis_panel;
mod compact;
mod help;
mod layout;
mod menu;
mod menu_ai;
mod menu_draft;
mod opening_panel;
mod panel;
mod root;
mod status;
mod value_graph;

pub use panel::FeaturePanels;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(root::plugin);
}
