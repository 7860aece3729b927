//! The save / open window: a typed path to save to or open from, the platform's own picker
//! beside it (the system's dialogs on the desktop, a download and the browser's file picker on
//! the web: both asked for with `UiAction::SaveFile` / `UiAction::OpenFile`, like Ctrl+S and
//! Ctrl+O), and the position string to copy or paste.

use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::{Res, ResMut};
use bevy_egui::egui;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use super::native::picker;
use super::save_open::{FileWindow, Picker, open_game_from, save_game_to};
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
use super::web::picker;
use crate::i18n::{Msg, colon, tr};
use crate::input::UiAction;
use crate::persistence::{parse_extras, parse_game, position_string};
use crate::review::GameReviewRun;
use crate::session::GameCommand;
use crate::ui_kit::{UiContext, dialog_max_height, dialog_width};

/// What the save / open window reads and changes, beside the [`UiContext`].
#[derive(SystemParam)]
pub struct FilesPanel<'w> {
    pub window: ResMut<'w, FileWindow>,
    /// A finished review is saved with the game.
    pub reviews: Res<'w, GameReviewRun>,
}

/// The window, while it is open.
pub fn files_window(ctx: &egui::Context, cx: &mut UiContext, panel: &mut FilesPanel) {
    let lang = cx.prefs.language;
    let mut open = panel.window.open;
    egui::Window::new(tr(lang, Msg::SaveOpen))
        .open(&mut open)
        .default_width(dialog_width(ctx, 460.0))
        .max_width(dialog_width(ctx, 460.0))
        .max_height(dialog_max_height(ctx))
        .show(ctx, |ui| {
            file_rows(ui, cx, panel);
            ui.separator();
            position_rows(ui, cx, panel);
            if let Some((ok, message)) = &panel.window.message {
                let color = if *ok {
                    egui::Color32::from_rgb(140, 220, 140)
                } else {
                    egui::Color32::from_rgb(240, 140, 110)
                };
                ui.colored_label(color, message);
            }
        });
    panel.window.open = open;
}

/// The typed path with Save and Open, and the platform's own picker.
fn file_rows(ui: &mut egui::Ui, cx: &mut UiContext, panel: &mut FilesPanel) {
    let lang = cx.prefs.language;
    let picker = picker(&panel.window);
    ui.label(tr(lang, Msg::FileJsonRecordOrPsq));
    ui.add(egui::TextEdit::singleline(&mut panel.window.path).desired_width(f32::INFINITY));
    ui.horizontal(|row| {
        if row.button(tr(lang, Msg::Save)).clicked() {
            let path = PathBuf::from(panel.window.path.trim());
            save_game_to(
                &path,
                &cx.session,
                &cx.setup,
                cx.prefs.language,
                &panel.reviews,
                &mut panel.window,
                &mut cx.commands,
            );
        }
        if row.button(tr(lang, Msg::Open)).clicked() {
            let path = PathBuf::from(panel.window.path.trim());
            open_game_from(
                &path,
                &cx.session,
                cx.prefs.language,
                &mut panel.window,
                &mut cx.commands,
            );
        }
        // The system's own dialogs, where there are some.
        if picker == Some(Picker::SystemDialogs) {
            if row.button(tr(lang, Msg::SaveAs)).clicked() {
                cx.actions.write(UiAction::SaveFile);
            }
            if row.button(tr(lang, Msg::OpenAFile)).clicked() {
                cx.actions.write(UiAction::OpenFile);
            }
        }
    });
    if picker == Some(Picker::Browser) {
        // Save and Open above keep games in the browser's storage; these are real files.
        ui.horizontal(|row| {
            if row.button(tr(lang, Msg::Download)).clicked() {
                cx.actions.write(UiAction::SaveFile);
            }
            if row.button(tr(lang, Msg::OpenAFile)).clicked() {
                cx.actions.write(UiAction::OpenFile);
            }
        });
    }
}

/// The game's position string to copy, and a pasted one (or a record) to load.
fn position_rows(ui: &mut egui::Ui, cx: &mut UiContext, panel: &mut FilesPanel) {
    let lang = cx.prefs.language;
    ui.label(tr(lang, Msg::PositionStringMovesInOrder));
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
        if row.button(tr(lang, Msg::Copy)).clicked() {
            row.ctx().copy_text(current);
            panel.window.message = Some((true, tr(lang, Msg::Copied).to_owned()));
        }
    });
    ui.add(
        egui::TextEdit::singleline(&mut panel.window.position_text)
            .hint_text(tr(lang, Msg::PasteAPositionStringA))
            .desired_width(f32::INFINITY),
    );
    if !ui.button(tr(lang, Msg::LoadPosition)).clicked() {
        return;
    }
    let fallback = cx.session.game().options();
    panel.window.message = Some(match parse_game(&panel.window.position_text, fallback) {
        Ok((game, kind)) => {
            cx.commands.write(GameCommand::Load {
                game: Box::new(game),
                source: kind.to_owned(),
                extras: parse_extras(&panel.window.position_text),
            });
            (
                true,
                format!("{}{}{kind}", tr(lang, Msg::Loaded), colon(lang)),
            )
        }
        Err(error) => (
            false,
            format!("{}{}{error}", tr(lang, Msg::CouldNotOpen), colon(lang)),
        ),
    });
}
