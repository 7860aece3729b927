//! The help window: the rules and the controls.

use bevy_egui::egui;

use crate::i18n::{Msg, tr};
use crate::ui_kit::{UiContext, dialog_max_height, dialog_width};

const CONTROLS: [(Msg, Msg); 13] = [
    (Msg::KeyMouseTouch, Msg::ClickOrTapAPoint),
    (Msg::KeyArrows, Msg::MoveTheCursor),
    (Msg::KeyEnterSpace, Msg::PlaceAStoneAtThe),
    (Msg::KeyCoordinateEnter, Msg::TypeACoordinateToPlay),
    (Msg::KeyUndoRedo, Msg::UndoRedo),
    (Msg::KeyNewGame, Msg::NewGameMenuEnterStarts),
    (Msg::KeyHint, Msg::Hint),
    (Msg::KeyMute, Msg::Mute),
    (Msg::KeySaveOpen, Msg::SaveOpen),
    (Msg::KeyHelp, Msg::Help),
    (Msg::KeyEscape, Msg::CloseTheWindowOnTop),
    (Msg::KeyGamepad, Msg::GamepadButtons),
    (Msg::KeyGamepadStartSelect, Msg::MenuHelp),
];

const RULES: [(Msg, Msg); 5] = [
    (Msg::Gomoku, Msg::RuleGomokuHelp),
    (Msg::RuleFreestyle, Msg::RuleFreestyleHelp),
    (Msg::RuleStandard, Msg::RuleStandardHelp),
    (Msg::RuleRenju, Msg::RuleRenjuHelp),
    (Msg::RuleCaro, Msg::RuleCaroHelp),
];

pub fn help_window(ctx: &egui::Context, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    let mut open = cx.state.help_open;
    egui::Window::new(tr(lang, Msg::Help))
        .open(&mut open)
        .default_width(dialog_width(ctx, 480.0))
        .max_width(dialog_width(ctx, 480.0))
        .max_height(dialog_max_height(ctx))
        .show(ctx, |ui| {
            // Which build this is, for bug reports: Gomoku 0.1.0, 五子棋 0.1.0 in Chinese.
            ui.label(
                egui::RichText::new(format!(
                    "{} {}",
                    tr(lang, Msg::Gomoku),
                    env!("CARGO_PKG_VERSION")
                ))
                .weak(),
            );
            ui.heading(tr(lang, Msg::Rules));
            for (title, text) in RULES {
                ui.label(egui::RichText::new(tr(lang, title)).strong());
                ui.label(tr(lang, text));
            }
            ui.add_space(8.0);
            ui.heading(tr(lang, Msg::Controls));
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
