//! Help (rules and controls) and the save/open window (files and position strings).

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_egui::egui;

use super::{UiContext, UiState};
use crate::i18n::tr;
use crate::persistence::{
    load_game_file, parse_game, player_names, position_string, save_game_file,
};
use crate::session::{GameCommand, Notice, Session};
use crate::settings::Settings;

const CONTROLS: [(&str, &str); 13] = [
    ("Mouse / touch", "Click or tap a point to place a stone"),
    ("Arrows", "Move the cursor"),
    ("Enter / Space", "Place a stone at the cursor"),
    ("h8 + Enter", "Type a coordinate to play there"),
    ("Ctrl+Z / Ctrl+Y", "Undo / redo"),
    ("Ctrl+N", "New game (menu; Enter starts)"),
    ("Ctrl+H", "Hint"),
    ("Ctrl+M", "Mute"),
    ("Ctrl+S / Ctrl+O", "Save / open"),
    ("F1", "Help"),
    ("Esc", "Menu"),
    (
        "Gamepad",
        "D-pad/stick: cursor · A: place · B: undo · X: redo · Y: hint",
    ),
    ("Gamepad Start / Select", "Menu / help"),
];

const RULES: [(&str, &str); 5] = [
    (
        "Gomoku",
        "Black and white take turns placing a stone on an empty point; black moves first. The first to get five in a row, horizontally, vertically or diagonally, wins.",
    ),
    ("Freestyle", "Five or more in a row wins."),
    ("Standard", "Exactly five wins; six or more do not."),
    (
        "Renju",
        "Black's double threes, double fours and overlines are forbidden (marked with a red cross); white has no restrictions and wins with five or more.",
    ),
    (
        "Caro",
        "Five wins unless both ends are blocked by the opponent.",
    ),
];

pub fn help_window(ctx: &egui::Context, cx: &mut UiContext) {
    let lang = cx.settings.language;
    let mut open = cx.state.help_open;
    egui::Window::new(tr(lang, "Help"))
        .open(&mut open)
        .default_width(480.0)
        .show(ctx, |ui| {
            // Which build this is, for bug reports: Gomoku 0.1.0, 五子棋 0.1.0 in Chinese.
            ui.label(
                egui::RichText::new(format!(
                    "{} {}",
                    tr(lang, "Gomoku"),
                    env!("CARGO_PKG_VERSION")
                ))
                .weak(),
            );
            ui.heading(tr(lang, "Rules"));
            for (title, text) in RULES {
                ui.label(egui::RichText::new(tr(lang, title)).strong());
                ui.label(tr(lang, text));
            }
            ui.add_space(8.0);
            ui.heading(tr(lang, "Controls"));
            egui::Grid::new("controls_grid")
                .num_columns(2)
                .striped(true)
                .show(ui, |grid| {
                    for (keys, action) in CONTROLS {
                        grid.label(egui::RichText::new(tr(lang, keys)).monospace());
                        grid.label(tr(lang, action));
                        grid.end_row();
                    }
                });
        });
    cx.state.help_open = open;
}

pub fn files_window(ctx: &egui::Context, cx: &mut UiContext) {
    let lang = cx.settings.language;
    let mut open = cx.state.files_open;
    egui::Window::new(tr(lang, "Save / open"))
        .open(&mut open)
        .default_width(460.0)
        .show(ctx, |ui| {
            ui.label(tr(lang, "File (.json record or .psq)"));
            ui.add(
                egui::TextEdit::singleline(&mut cx.state.file_path).desired_width(f32::INFINITY),
            );
            ui.horizontal(|row| {
                if row.button(tr(lang, "Save")).clicked() {
                    let path = PathBuf::from(cx.state.file_path.trim());
                    save_game_to(
                        &path,
                        &cx.session,
                        &cx.settings,
                        &cx.review,
                        &mut cx.state,
                        &mut cx.commands,
                    );
                }
                if row.button(tr(lang, "Open")).clicked() {
                    let path = PathBuf::from(cx.state.file_path.trim());
                    open_game_from(
                        &path,
                        &cx.session,
                        &cx.settings,
                        &mut cx.state,
                        &mut cx.commands,
                    );
                }
                // The system's own dialogs (`file_dialog`), where there are some.
                if cx.state.system_dialogs {
                    if row.button(tr(lang, "Save as…")).clicked() {
                        cx.actions.write(crate::input::UiAction::SaveFile);
                    }
                    if row.button(tr(lang, "Open a file…")).clicked() {
                        cx.actions.write(crate::input::UiAction::OpenFile);
                    }
                }
            });
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            {
                // Save and Open above keep games in the browser's storage; these are real files.
                ui.horizontal(|row| {
                    if row.button(tr(lang, "Download")).clicked() {
                        crate::web_files::download_game(
                            cx.session.as_ref(),
                            &cx.settings,
                            &cx.review,
                            &mut cx.state,
                        );
                    }
                    if row.button(tr(lang, "Open a file…")).clicked() {
                        crate::web_files::choose_upload(&cx.settings, &mut cx.state);
                    }
                });
            }
            ui.separator();
            ui.label(tr(lang, "Position string (moves in order, e.g. h8i9j10)"));
            ui.horizontal(|row| {
                let current = position_string(cx.session.game());
                row.label(
                    egui::RichText::new(if current.is_empty() {
                        "—".to_owned()
                    } else {
                        current.clone()
                    })
                    .monospace(),
                );
                if row.button(tr(lang, "Copy")).clicked() {
                    row.ctx().copy_text(current);
                    cx.state.file_message = Some((true, tr(lang, "Copied").to_owned()));
                }
            });
            ui.add(
                egui::TextEdit::singleline(&mut cx.state.position_text)
                    .hint_text(tr(
                        lang,
                        "Paste a position string, a .psq text or a JSON record",
                    ))
                    .desired_width(f32::INFINITY),
            );
            if ui.button(tr(lang, "Load position")).clicked() {
                let fallback = cx.session.game().options();
                match parse_game(&cx.state.position_text, fallback) {
                    Ok((game, kind)) => {
                        cx.commands.write(GameCommand::Load {
                            game: Box::new(game),
                            source: kind.to_owned(),
                            extras: crate::persistence::parse_extras(&cx.state.position_text),
                        });
                        cx.state.file_message =
                            Some((true, format!("{}: {kind}", tr(lang, "Loaded"))));
                    }
                    Err(error) => {
                        cx.state.file_message =
                            Some((false, format!("{}: {error}", tr(lang, "Could not open"))));
                    }
                }
            }
            if let Some((ok, message)) = &cx.state.file_message {
                let color = if *ok {
                    egui::Color32::from_rgb(140, 220, 140)
                } else {
                    egui::Color32::from_rgb(240, 140, 110)
                };
                ui.colored_label(color, message);
            }
        });
    cx.state.files_open = open;
}

/// Saves the game to `path` and says how that went, in the save / open window and the status
/// line. A foreign file is never overwritten (`save_game_file`).
pub fn save_game_to(
    path: &Path,
    session: &Session,
    settings: &Settings,
    reviews: &crate::ai::review::GameReviewRun,
    state: &mut UiState,
    commands: &mut MessageWriter<GameCommand>,
) {
    let lang = settings.language;
    let shown = path.display().to_string();
    let extras = crate::persistence::RecordExtras::of_session(session, reviews);
    let names = player_names(settings, session);
    let game = session.main_line_game();
    let notice = match save_game_file(path, &game, names, &extras) {
        Ok(()) => {
            state.file_message = Some((true, format!("{}: {shown}", tr(lang, "Saved"))));
            Notice::Saved(shown)
        }
        Err(error) => {
            state.file_message = Some((false, format!("{}: {error}", tr(lang, "Could not save"))));
            Notice::SaveFailed(error)
        }
    };
    commands.write(GameCommand::Explain(notice));
}

/// Opens the game in `path` in place of the current one, or says why not and leaves the
/// current game as it is.
pub fn open_game_from(
    path: &Path,
    session: &Session,
    settings: &Settings,
    state: &mut UiState,
    commands: &mut MessageWriter<GameCommand>,
) {
    let lang = settings.language;
    let shown = path.display().to_string();
    match load_game_file(path, session.game().options()) {
        Ok((game, extras)) => {
            state.file_message = Some((true, format!("{}: {shown}", tr(lang, "Loaded"))));
            commands.write(GameCommand::Load {
                game: Box::new(game),
                source: shown,
                extras,
            });
        }
        Err(error) => {
            state.file_message = Some((false, format!("{}: {error}", tr(lang, "Could not open"))));
            commands.write(GameCommand::Explain(Notice::LoadFailed(error)));
        }
    }
}
