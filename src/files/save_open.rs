//! What both platforms share: the save / open window's state ([`FileWindow`]), the platform's
//! own way to pick a file ([`Picker`]), and saving to or opening from a path (the file system on
//! the desktop, `localStorage` in a browser), with the outcome told in the window and the
//! status line.

use std::path::Path;

use bevy::prelude::*;

use crate::i18n::{Language, Msg, colon, tr};
use crate::persistence::{DEFAULT_GAME_FILE, load_game_file, player_names, save_game_file};
use crate::review::GameReviewRun;
use crate::session::{GameCommand, Notice, Session};
use crate::settings::GameSetup;

/// The save / open window: whether it is open and what is typed into it.
#[derive(Resource)]
pub struct FileWindow {
    pub open: bool,
    pub path: String,
    pub position_text: String,
    /// The result of the last save or open, shown in the window.
    pub message: Option<(bool, String)>,
    /// Whether the window offers the system's Save and Open dialogs (desktop: where there are
    /// some).
    pub system_dialogs: bool,
}

impl Default for FileWindow {
    fn default() -> Self {
        // A browser has no home folder: there the name is a key in its storage.
        let path = match std::env::var("HOME") {
            Ok(home) => format!("{home}/{DEFAULT_GAME_FILE}"),
            Err(_) => DEFAULT_GAME_FILE.to_owned(),
        };
        FileWindow {
            open: false,
            path,
            position_text: String::new(),
            message: None,
            system_dialogs: false,
        }
    }
}

/// The platform's own way to pick a file, beyond the typed path. The save / open window offers
/// it, and Ctrl+S and Ctrl+O ask for it (`UiAction::SaveFile`, `UiAction::OpenFile`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Picker {
    /// The system's Save and Open dialogs (the desktop).
    SystemDialogs,
    /// A download, and the browser's file picker (the web).
    Browser,
}

/// Saves the game to `path` and says how that went, in the save / open window and the status
/// line. A foreign file is never overwritten (`save_game_file`).
pub fn save_game_to(
    path: &Path,
    session: &Session,
    setup: &GameSetup,
    lang: Language,
    reviews: &GameReviewRun,
    window: &mut FileWindow,
    commands: &mut MessageWriter<GameCommand>,
) {
    let shown = path.display().to_string();
    let extras = session.record_extras(reviews.of(session).map(|done| &done.review));
    let names = player_names(setup, session);
    let game = session.main_line_game();
    let notice = match save_game_file(path, &game, names, &extras) {
        Ok(()) => {
            window.message = Some((
                true,
                format!("{}{}{shown}", tr(lang, Msg::Saved), colon(lang)),
            ));
            Notice::Saved(shown)
        }
        Err(error) => {
            window.message = Some((
                false,
                format!("{}{}{error}", tr(lang, Msg::CouldNotSave), colon(lang)),
            ));
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
    lang: Language,
    window: &mut FileWindow,
    commands: &mut MessageWriter<GameCommand>,
) {
    let shown = path.display().to_string();
    match load_game_file(path, session.game().options()) {
        Ok((game, extras)) => {
            window.message = Some((
                true,
                format!("{}{}{shown}", tr(lang, Msg::Loaded), colon(lang)),
            ));
            commands.write(GameCommand::Load {
                game: Box::new(game),
                source: shown,
                extras,
            });
        }
        Err(error) => {
            window.message = Some((
                false,
                format!("{}{}{error}", tr(lang, Msg::CouldNotOpen), colon(lang)),
            ));
            commands.write(GameCommand::Explain(Notice::LoadFailed(error)));
        }
    }
}
