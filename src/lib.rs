//! Gomoku / Renju: the Bevy game on top of the `gomoku-engine` crate.
//!
//! Every rule and every AI decision comes from the engine; this crate turns them into a board
//! people can play on. Each feature is a file, or a folder, with a `plugin(app)` function; a
//! folder's `mod.rs` adds its children's plugins and re-exports what the rest of the game uses.
//! [`core_plugin`] holds everything that works without a window (the game model, the AI, the
//! board's entities, input, the features and persistence), so tests drive it headless;
//! [`GamePlugin`] adds the window's look, sound and the egui interface on top.
//!
//! The modules below are listed by layer, lowest first. **Imports go only downward**: a file
//! uses the files of its own layer listed before it and those of lower layers, never one above
//! (there are no import circles between files), and the game imports the engine, never the
//! other way round. A feature's panel lives in its folder: it draws with
//! [`ui_kit::UiContext`], declared below the features, and is drawn by `ui`, above them.

// The phases of a frame, which every feature's systems run in; the two sides of a game, by the
// game's one name for them.
pub mod frame;
pub mod sides;

// The model: the interface's words, the screens, what the player chose; then the game being
// played.
pub mod i18n;
pub mod screens;
pub mod settings;

pub mod session;

// The person's results against the AI, per strength (for *Suggest a level*).
pub mod results;

// The engine at work: background searches for the AI's moves, hints and analysis.
pub mod ai;

// The board on screen and the ways to play on it.
pub mod art;
pub mod board;
pub mod fonts;
pub mod input;
pub mod opening_marks;
pub mod overlays;
pub mod stones;
pub mod win_line;

// What every part of the interface draws with: the game's resources as one system parameter,
// and the words for outcomes and notices.
pub mod ui_kit;

// Features, each a folder: its core (headless, in `core_plugin`) and its panel.
pub mod puzzles;
pub mod review;

// What is kept between runs (settings, the game in progress and its review) and game files.
pub mod persistence;

// Features that open, save and set up games: the position editor, and files (native and web).
pub mod editor;
pub mod files;

// The interface: egui, sound, the window's icon, and scripted runs (frame reports,
// screenshots); then where a scripted run's options come from: the command line on the
// desktop, the page's address in the browser.
pub mod audio;
pub mod scripted_run;
pub mod ui;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod window_icon;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod cli;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub mod web;

use bevy::prelude::*;

pub use frame::Frame;

/// The game's logic and its board entities: no window, renderer or sound needed.
pub fn core_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            Frame::Input,
            Frame::Apply,
            Frame::Layout,
            Frame::Engine,
            Frame::Review,
            Frame::Values,
            Frame::Stones,
            Frame::Animate,
            Frame::Record,
        )
            .chain(),
    );
    app.add_plugins((
        settings::plugin,
        screens::plugin,
        session::plugin,
        ai::plugin,
        board::plugin,
        stones::plugin,
        overlays::plugin,
        opening_marks::plugin,
        input::plugin,
        win_line::plugin,
        review::plugin,
        persistence::plugin,
        puzzles::plugin,
        editor::plugin,
        results::plugin,
    ));
}

/// The whole game for a window: [`core_plugin`] plus the egui interface, sound and files.
/// Expects Bevy's `DefaultPlugins` (or their windowed equivalent) to be added first.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            core_plugin,
            fonts::plugin,
            files::plugin,
            ui::plugin,
            audio::plugin,
            scripted_run::plugin,
        ));
        app.insert_resource(settings::SystemLocales(i18n::system_locales()));
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        app.add_plugins(web::plugin);
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        app.add_plugins(window_icon::plugin);
    }
}

/// An app with the game's logic and no window, for tests and tools: `MinimalPlugins`, states,
/// and the input resources the game reads (nothing feeds them but the caller). Settings and the
/// game in progress are stored under `storage`. Bevy's task pools are sized as the game sizes
/// them on a machine with `cores` cores ([`ai::task_pool_options`]); they are made once per
/// process, by the first app, so every app of a process should pass the same number.
pub fn headless_app(storage: std::path::PathBuf, cores: usize) -> App {
    let task_pools = TaskPoolPlugin {
        task_pool_options: ai::task_pool_options(cores),
    };
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins.set(task_pools),
        bevy::state::app::StatesPlugin,
    ))
    .init_resource::<ButtonInput<KeyCode>>()
    .insert_resource(persistence::Storage::Directory(storage))
    .add_plugins(core_plugin);
    app
}
