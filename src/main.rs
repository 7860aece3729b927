//! The Gomoku game: `cargo run --release`. See `--help` for the scripted modes used to check
//! frame times and take screenshots.

use bevy::prelude::*;
use bevy::window::WindowResolution;
use gomoku::diagnostics::ScriptOptions;

fn main() -> AppExit {
    // Help, the version and bad options end the program here (clap prints them).
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    let script = ScriptOptions::from(<gomoku::cli::Cli as clap::Parser>::parse());
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    let script = ScriptOptions::default();
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Gomoku · 五子棋".into(),
            resolution: WindowResolution::new(1180, 800),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            // The browser build draws into the page's own canvas (web/index.html).
            canvas: cfg!(target_arch = "wasm32").then(|| "#gomoku".to_owned()),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(ClearColor(Color::srgb(0.16, 0.17, 0.19)))
    .insert_resource(script)
    .add_plugins(gomoku::GamePlugin);
    app.run()
}
