//! The Gomoku game: `cargo run --release`. See `--help` for the scripted modes used to check
//! frame times and take screenshots.

// The release .exe is a windowed program: no console window opens beside the game.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use bevy::prelude::*;
use bevy::window::WindowResolution;

fn main() -> AppExit {
    #[cfg(all(windows, not(debug_assertions)))]
    if std::env::args_os().len() > 1 {
        attach_parent_console();
    }
    // Help, the version and bad options end the program here (clap prints them).
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    let script =
        gomoku::scripted_run::ScriptOptions::from(<gomoku::cli::Cli as clap::Parser>::parse());
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    let script = gomoku::web::script_options_from_page();
    let window = WindowPlugin {
        primary_window: Some(Window {
            title: "Gomoku · 五子棋".into(),
            resolution: {
                let (width, height) = script.window_size.unwrap_or((1180, 800));
                WindowResolution::new(width, height)
            },
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            // The browser build draws into the page's own canvas (web/index.html).
            canvas: cfg!(target_arch = "wasm32").then(|| "#gomoku".to_owned()),
            ..default()
        }),
        ..default()
    };
    // The engine searches on the async compute pool: sized so a search never takes it whole.
    let task_pools = TaskPoolPlugin {
        task_pool_options: gomoku::ai::task_pool_options(bevy::tasks::available_parallelism()),
    };
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(window).set(task_pools))
        .insert_resource(ClearColor(Color::srgb(0.16, 0.17, 0.19)))
        .insert_resource(script)
        .add_plugins(gomoku::GamePlugin);
    app.run()
}

/// A windowed program has no console, so text it prints would be lost. Started from a console
/// with options (`--help`, `--version`, a bad option, a frame report), it prints to that console;
/// the prompt does not wait for it, so the text may follow the next prompt.
#[cfg(all(windows, not(debug_assertions)))]
fn attach_parent_console() {
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn AttachConsole(process_id: u32) -> i32;
    }
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    // SAFETY: no pointers are passed; when there is no parent console the call fails and
    // nothing changes.
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}
