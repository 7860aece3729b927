//! Gomoku / Renju: the Bevy game on top of the `gomoku-engine` crate.
//!
//! Every rule and every AI decision comes from the engine; this crate turns them into a board
//! people can play on. Each feature lives in its own file with a `plugin(app)` function.
//! [`core_plugin`] holds everything that works without a window (the game model, input, AI,
//! persistence and the entities that mirror the board), so tests drive it headless;
//! [`GamePlugin`] adds the window's look, sound and the egui interface on top.

pub mod ai;
pub mod art;
pub mod audio;
pub mod board;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod cli;
pub mod diagnostics;
pub mod editor;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod file_dialog;
pub mod i18n;
pub mod input;
pub mod overlays;
pub mod persistence;
pub mod puzzles;
pub mod screens;
pub mod session;
pub mod settings;
pub mod stones;
pub mod ui;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub mod web;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod web_files;
pub mod win_line;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod window_icon;

use bevy::prelude::*;

/// The game's logic and its board entities: no window, renderer or sound needed.
pub fn core_plugin(app: &mut App) {
    app.add_plugins((
        settings::plugin,
        screens::plugin,
        session::plugin,
        board::plugin,
        stones::plugin,
        overlays::plugin,
        input::plugin,
        ai::plugin,
        win_line::plugin,
        persistence::plugin,
        puzzles::plugin,
        editor::plugin,
    ));
}

/// The whole game for a window: [`core_plugin`] plus the egui interface and sound. Expects
/// Bevy's `DefaultPlugins` (or their windowed equivalent) to be added first.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((core_plugin, ui::plugin, audio::plugin, diagnostics::plugin));
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        app.add_plugins((web::plugin, web_files::plugin));
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        app.add_plugins((window_icon::plugin, file_dialog::plugin));
    }
}

/// An app with the game's logic and no window, for tests and tools: `MinimalPlugins`, states,
/// and the input resources the game reads (nothing feeds them but the caller). Settings and the
/// game in progress are stored under `storage`.
pub fn headless_app(storage: std::path::PathBuf) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(persistence::Storage::Directory(storage))
        .add_plugins(core_plugin);
    app
}
