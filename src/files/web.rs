//! Files in the browser (`native` is the desktop's half of the same shape): the game in
//! progress downloads as a `.json` record or `.psq`, and a file the player picks is read back
//! in. Ctrl+S and Ctrl+O, and the save / open window's *Download* and *Open a file…*, ask for
//! them. The page does the parts only JavaScript can (`window.gomokuFiles` in `web/index.html`:
//! a blob link, a file input); the game polls it for a picked file, because the file arrives
//! asynchronously, long after the click that asked.

use std::path::Path;

use bevy::prelude::*;
use wasm_bindgen::prelude::*;

use super::save_open::{FileWindow, Picker};
use crate::i18n::{Language, Msg, colon, tr};
use crate::input::UiAction;
use crate::persistence::{
    GameFormat, download_name, game_text, parse_extras, parse_game, player_names,
};
use crate::review::GameReviewRun;
use crate::session::{GameCommand, Session};
use crate::settings::{GameSetup, Preferences};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = gomokuFiles, js_name = download)]
    fn page_download(name: &str, text: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = gomokuFiles, js_name = chooseUpload)]
    fn page_choose_upload() -> Result<(), JsValue>;
    /// `[name, text]` of a file picked since the last call, `[name, null, error]` when it
    /// could not be read, or `null`.
    #[wasm_bindgen(catch, js_namespace = gomokuFiles, js_name = takeUpload)]
    fn page_take_upload() -> Result<JsValue, JsValue>;
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (file_shortcuts, receive_upload));
}

/// A download and the browser's file picker, always.
pub(super) fn picker(_window: &FileWindow) -> Option<Picker> {
    Some(Picker::Browser)
}

/// The browser's words for what went wrong, else ours.
fn describe(error: JsValue, lang: Language) -> String {
    error
        .as_string()
        .or_else(|| js_sys::JSON::stringify(&error).ok().map(String::from))
        .unwrap_or_else(|| tr(lang, Msg::PageFileSupportMissing).to_owned())
}

/// Offers the game in progress as a download; the result goes to the save/open window.
fn download_game(
    session: &Session,
    setup: &GameSetup,
    lang: Language,
    reviews: &GameReviewRun,
    window: &mut FileWindow,
) {
    let name = download_name(&window.path);
    let text = game_text(
        &session.main_line_game(),
        GameFormat::for_path(Path::new(&name)),
        player_names(setup, session),
        &session.record_extras(reviews.of(session).map(|done| &done.review)),
    );
    window.message = Some(match page_download(&name, &text) {
        Ok(()) => (
            true,
            format!("{}{}{name}", tr(lang, Msg::Saved), colon(lang)),
        ),
        Err(error) => (
            false,
            format!(
                "{}{}{}",
                tr(lang, Msg::CouldNotSave),
                colon(lang),
                describe(error, lang)
            ),
        ),
    });
}

/// Opens the browser's file picker; the file is read in by [`receive_upload`].
fn choose_upload(lang: Language, window: &mut FileWindow) {
    if let Err(error) = page_choose_upload() {
        window.message = Some((
            false,
            format!(
                "{}{}{}",
                tr(lang, Msg::CouldNotOpen),
                colon(lang),
                describe(error, lang)
            ),
        ));
    }
}

/// Ctrl+S (and *Download*) downloads the game, Ctrl+O (and *Open a file…*) asks for a file.
fn file_shortcuts(
    mut actions: MessageReader<UiAction>,
    session: Res<Session>,
    setup: Res<GameSetup>,
    prefs: Res<Preferences>,
    reviews: Res<GameReviewRun>,
    mut window: ResMut<FileWindow>,
) {
    for action in actions.read() {
        match action {
            UiAction::SaveFile => {
                download_game(&session, &setup, prefs.language, &reviews, &mut window)
            }
            UiAction::OpenFile => choose_upload(prefs.language, &mut window),
            UiAction::ToggleHelp | UiAction::CloseTopWindow => {}
        }
    }
}

fn receive_upload(
    session: Res<Session>,
    prefs: Res<Preferences>,
    mut window: ResMut<FileWindow>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Ok(picked) = page_take_upload() else {
        return;
    };
    if picked.is_null() || picked.is_undefined() {
        return;
    }
    let picked = js_sys::Array::from(&picked);
    let name = picked.get(0).as_string().unwrap_or_default();
    let lang = prefs.language;
    window.open = true;
    let Some(text) = picked.get(1).as_string() else {
        let why = picked.get(2).as_string().unwrap_or_default();
        window.message = Some((
            false,
            format!(
                "{}{}{name}: {why}",
                tr(lang, Msg::CouldNotOpen),
                colon(lang)
            ),
        ));
        return;
    };
    match parse_game(&text, session.game().options()) {
        Ok((game, _)) => {
            commands.write(GameCommand::Load {
                game: Box::new(game),
                source: name.clone(),
                extras: parse_extras(&text),
            });
            window.message = Some((
                true,
                format!("{}{}{name}", tr(lang, Msg::Loaded), colon(lang)),
            ));
        }
        Err(error) => {
            window.message = Some((
                false,
                format!(
                    "{}{}{name}: {error}",
                    tr(lang, Msg::CouldNotOpen),
                    colon(lang)
                ),
            ));
        }
    }
}
