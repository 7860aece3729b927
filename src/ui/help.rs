//! The help window: the rules and the controls.

use bevy_egui::egui;

use crate::i18n::tr;
use crate::ui_kit::{UiContext, dialog_max_height, dialog_width};

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
    ("Esc", "Close the window on top, else the menu"),
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
    let lang = cx.prefs.language;
    let mut open = cx.state.help_open;
    egui::Window::new(tr(lang, "Help"))
        .open(&mut open)
        .default_width(dialog_width(ctx, 480.0))
        .max_width(dialog_width(ctx, 480.0))
        .max_height(dialog_max_height(ctx))
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
