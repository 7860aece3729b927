//! Settings and the game in progress survive a restart; games are saved and opened as JSON
//! records, Piskvork `.psq` files and position strings (`h8i9j10`). Every write goes to a
//! temporary sibling first and is renamed into place, so a crash never leaves half a file, and a
//! file that cannot be read is kept aside, never overwritten.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use gomoku_engine::opening::{OpeningPhase, OpeningRule};
use gomoku_engine::record::GameRecord;

use crate::ai::review::{CompletedReview, GameReviewRun};
use gomoku_engine::Color as Stone;

use crate::screens::Screen;
use crate::session::{Notice, Session, SessionSet};
use crate::settings::{Mode, Settings};

mod formats;
pub use formats::{
    DEFAULT_GAME_FILE, GameFormat, RecordExtras, download_name, game_text, load_game_file,
    parse_extras, parse_game, position_string, save_game_file,
};

const SETTINGS_FILE: &str = "settings.json";
const GAME_FILE: &str = "current-game.json";
/// The record's metadata key for the opening phase (`swap2 3:place_two 5:white`).
pub const OPENING_FIELD: &str = "opening";
/// Seconds of quiet before changed settings are written (a dragged slider changes every frame).
const SETTINGS_DEBOUNCE: f32 = 0.5;

/// Where settings and the game in progress live.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    Directory(PathBuf),
    /// The page's `localStorage` (browser build), one key per file, prefixed `gomoku/`.
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    Browser,
    /// Nothing is read or written (no usable configuration directory).
    Disabled,
}

impl Storage {
    /// The platform's configuration directory: `$XDG_CONFIG_HOME/gomoku` or `~/.config/gomoku`
    /// on Linux, `~/Library/Application Support/gomoku` on macOS, `%APPDATA%\gomoku` on
    /// Windows. `GOMOKU_CONFIG_DIR` overrides it. In a browser, `localStorage`.
    pub fn platform_default() -> Storage {
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        if browser::local_storage().is_some() {
            return Storage::Browser;
        }
        let var = |name: &str| {
            std::env::var_os(name)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let dir = var("GOMOKU_CONFIG_DIR").or_else(|| {
            if cfg!(target_os = "windows") {
                var("APPDATA").map(|d| d.join("gomoku"))
            } else if cfg!(target_os = "macos") {
                var("HOME").map(|h| h.join("Library/Application Support/gomoku"))
            } else {
                var("XDG_CONFIG_HOME")
                    .or_else(|| var("HOME").map(|h| h.join(".config")))
                    .map(|d| d.join("gomoku"))
            }
        });
        dir.map_or(Storage::Disabled, Storage::Directory)
    }

    /// Where `name` is kept, for messages.
    fn describe(&self, name: &str) -> String {
        match self {
            Storage::Directory(dir) => dir.join(name).display().to_string(),
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => format!("localStorage[{}]", browser::key(name)),
            Storage::Disabled => name.to_owned(),
        }
    }

    /// The stored text of `name`, if there is any.
    fn read(&self, name: &str) -> Option<String> {
        match self {
            Storage::Directory(dir) => fs::read_to_string(dir.join(name)).ok(),
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => browser::read(name),
            Storage::Disabled => None,
        }
    }

    /// Replaces `name` as a whole: a reader sees the old text or the new, never a mix.
    fn write(&self, name: &str, text: &str) -> Result<(), String> {
        match self {
            Storage::Directory(dir) => {
                write_atomically(&dir.join(name), text).map_err(|e| e.to_string())
            }
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => browser::write(name, text),
            Storage::Disabled => Ok(()),
        }
    }

    /// Moves an unreadable `name` out of the way (to `NAME.corrupt`, `NAME.corrupt-2`, …) so a
    /// new save cannot overwrite it; returns where it went.
    fn keep_aside(&self, name: &str) -> Result<String, String> {
        let taken = |candidate: &str| match self {
            Storage::Directory(dir) => dir.join(candidate).exists(),
            _ => self.read(candidate).is_some(),
        };
        let mut attempt = 1;
        let aside = loop {
            let candidate = if attempt == 1 {
                format!("{name}.corrupt")
            } else {
                format!("{name}.corrupt-{attempt}")
            };
            if !taken(&candidate) {
                break candidate;
            }
            attempt += 1;
        };
        match self {
            Storage::Directory(dir) => {
                fs::rename(dir.join(name), dir.join(&aside)).map_err(|e| e.to_string())?
            }
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => browser::rename(name, &aside)?,
            Storage::Disabled => {}
        }
        Ok(self.describe(&aside))
    }
}

/// `localStorage`, where each write replaces a key's whole value at once.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod browser {
    pub(super) fn local_storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub(super) fn key(name: &str) -> String {
        format!("gomoku/{name}")
    }

    pub(super) fn read(name: &str) -> Option<String> {
        local_storage()?.get_item(&key(name)).ok().flatten()
    }

    pub(super) fn write(name: &str, text: &str) -> Result<(), String> {
        let storage = local_storage().ok_or("localStorage is not available")?;
        // Fails when the quota is exhausted; the old value is then left as it was.
        storage
            .set_item(&key(name), text)
            .map_err(|e| format!("localStorage refused the write: {e:?}"))
    }

    pub(super) fn rename(from: &str, to: &str) -> Result<(), String> {
        let text = read(from).ok_or_else(|| format!("{} vanished", key(from)))?;
        write(to, &text)?;
        let storage = local_storage().ok_or("localStorage is not available")?;
        storage
            .remove_item(&key(from))
            .map_err(|e| format!("cannot remove {}: {e:?}", key(from)))
    }
}

/// Writes `contents` to `path` through a temporary sibling and a rename.
pub fn write_atomically(path: &Path, contents: &str) -> io::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent)?;
    }
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    fs::write(&temporary, contents)?;
    fs::rename(&temporary, path).inspect_err(|_| {
        let _ = fs::remove_file(&temporary);
    })
}

/// Reads a stored file; a file that exists but fails `parse` is kept aside (where it went is
/// the second value).
fn read_stored<T>(
    storage: &Storage,
    name: &str,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> (Option<T>, Option<String>) {
    let Some(text) = storage.read(name) else {
        return (None, None);
    };
    match parse(&text) {
        Ok(value) => (Some(value), None),
        Err(error) => {
            warn!("{}: {error}; keeping it aside", storage.describe(name));
            match storage.keep_aside(name) {
                Ok(aside) => (None, Some(aside)),
                Err(error) => {
                    warn!("cannot keep {} aside: {error}", storage.describe(name));
                    (None, None)
                }
            }
        }
    }
}

/// Names written into saved games.
pub fn player_names(settings: &Settings, session: &Session) -> [&'static str; 2] {
    let name = |color| {
        let ai = match settings.mode {
            Mode::HumanVsAi | Mode::Puzzles => session.player_color(settings) != Some(color),
            _ => settings.ai_plays(color),
        };
        if ai { "Gomoku AI" } else { "Human" }
    };
    [name(Stone::Black), name(Stone::White)]
}

#[derive(Default)]
struct SaveState {
    settings_dirty_for: Option<f32>,
    saved_generation: Option<u64>,
}

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Storage>() {
        app.insert_resource(Storage::platform_default());
    }
    app.add_systems(PreStartup, restore)
        .add_systems(Update, save_changes.after(SessionSet::Apply))
        .add_systems(Last, save_on_exit);
}

/// Loads settings and the game in progress; a game that was being played resumes at once.
fn restore(
    storage: Res<Storage>,
    mut settings: ResMut<Settings>,
    mut session: ResMut<Session>,
    mut reviews: ResMut<GameReviewRun>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let mut notices = Vec::new();
    let (loaded, aside) = read_stored(&storage, SETTINGS_FILE, |text| {
        serde_json::from_str::<Settings>(text).map_err(|e| e.to_string())
    });
    if let Some(loaded) = loaded {
        *settings = loaded;
    }
    notices.extend(aside);
    *session = Session::new(crate::session::new_game(&settings));
    let (loaded, aside) = read_stored(&storage, GAME_FILE, |text| {
        let record = GameRecord::from_json(text).map_err(|e| e.to_string())?;
        let resigned = record.metadata.get("resigned").cloned();
        let opening = match record.metadata.get(OPENING_FIELD) {
            Some(field) => OpeningPhase::from_field(field).map_err(|e| e.to_string())?,
            None => OpeningPhase::default(),
        };
        let game = record.to_game().map_err(|e| e.to_string())?;
        let review = record.review_of_moves().cloned();
        Ok((game, resigned, opening, review, record.variations))
    });
    if let Some((game, resigned, opening, review, variations)) = loaded {
        if let Some(review) = review {
            reviews.restore(CompletedReview {
                options: game.options(),
                moves: game.all_moves(),
                review,
            });
        }
        let resigned = match resigned.as_deref() {
            Some("black") => Some(Stone::Black),
            Some("white") => Some(Stone::White),
            _ => None,
        };
        *session = Session::restored(game, resigned, opening);
        session.add_variations(&variations);
        if session.game().total_plies() > 0 {
            next_screen.set(if session.is_over() {
                Screen::GameOver
            } else {
                Screen::Playing
            });
        }
    }
    notices.extend(aside);
    if let Some(aside) = notices.pop() {
        session.notice = Some(Notice::StartupFileKeptAside(aside));
    }
}

fn save_current_game(
    storage: &Storage,
    session: &Session,
    settings: &Settings,
    reviews: &GameReviewRun,
) {
    let mut record = GameRecord::from_game(&session.main_line_game());
    let extras = RecordExtras::of_session(session, reviews);
    record.review = extras.review.map(|review| *review);
    record.set_variations(extras.variations);
    let [black, white] = player_names(settings, session);
    record.black = black.to_owned();
    record.white = white.to_owned();
    if session.opening().rule() != OpeningRule::None {
        record
            .metadata
            .insert(OPENING_FIELD.to_owned(), session.opening().to_field());
    }
    if let Some(color) = session.resigned() {
        record
            .metadata
            .insert("resigned".to_owned(), color.to_string());
    }
    if let Err(error) = storage.write(GAME_FILE, &record.to_json()) {
        warn!(
            "cannot save the game in progress to {}: {error}",
            storage.describe(GAME_FILE)
        );
    }
}

fn save_settings(storage: &Storage, settings: &Settings) {
    let text = serde_json::to_string_pretty(settings).expect("settings serialise");
    if let Err(error) = storage.write(SETTINGS_FILE, &text) {
        warn!(
            "cannot save settings to {}: {error}",
            storage.describe(SETTINGS_FILE)
        );
    }
}

fn save_changes(
    storage: Res<Storage>,
    settings: Res<Settings>,
    session: Res<Session>,
    reviews: Res<GameReviewRun>,
    time: Res<Time>,
    mut state: Local<SaveState>,
) {
    let now = time.elapsed_secs();
    if settings.is_changed() && !settings.is_added() {
        state.settings_dirty_for = Some(now);
    }
    if state
        .settings_dirty_for
        .is_some_and(|since| now - since >= SETTINGS_DEBOUNCE)
    {
        save_settings(&storage, &settings);
        state.settings_dirty_for = None;
    }
    let generation = session.generation();
    if state.saved_generation.is_none() {
        // Nothing changed yet: the stored game is what was just loaded.
        state.saved_generation = Some(generation);
    } else if state.saved_generation != Some(generation)
        || (reviews.is_changed() && reviews.of(&session).is_some())
    {
        // A finished review is kept with the game at once.
        save_current_game(&storage, &session, &settings, &reviews);
        state.saved_generation = Some(generation);
    }
}

fn save_on_exit(
    mut exits: MessageReader<AppExit>,
    storage: Res<Storage>,
    settings: Res<Settings>,
    session: Res<Session>,
    reviews: Res<GameReviewRun>,
) {
    if exits.read().count() > 0 {
        save_settings(&storage, &settings);
        save_current_game(&storage, &session, &settings, &reviews);
    }
}

/// Saves now (for tests and tools that stop the app without an exit message).
pub fn save_now(world: &mut World) {
    let storage = world.resource::<Storage>().clone();
    save_settings(&storage, world.resource::<Settings>());
    save_current_game(
        &storage,
        world.resource::<Session>(),
        world.resource::<Settings>(),
        world.resource::<GameReviewRun>(),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_engine::{BoardSize, GameOptions, Rule};

    fn options() -> GameOptions {
        GameOptions {
            rule: Rule::Renju,
            size: BoardSize::new(15).unwrap(),
            strict_forbidden: true,
        }
    }

    #[test]
    fn every_format_reads_back_the_same_moves() {
        let (game, _) = parse_game("h8 i9 h9 i8 h10", options()).unwrap();
        for format in [GameFormat::Json, GameFormat::Psq] {
            let text = game_text(&game, format, ["a", "b"], &RecordExtras::default());
            let (back, _) = parse_game(&text, options()).unwrap();
            assert_eq!(back.moves(), game.moves(), "{format:?}");
        }
        let (back, kind) = parse_game(&position_string(&game), options()).unwrap();
        assert_eq!((back.moves(), kind), (game.moves(), "position"));
    }

    #[test]
    fn downloads_take_the_typed_file_name() {
        assert_eq!(download_name("./gomoku-game.json"), "gomoku-game.json");
        assert_eq!(download_name(" games/final.psq "), "final.psq");
        assert_eq!(download_name(""), "gomoku-game.json");
        assert_eq!(download_name("/"), "gomoku-game.json");
    }

    #[test]
    fn junk_gets_a_message_not_a_game() {
        for junk in [
            "",
            "   ",
            "{not json",
            "h8 h8",
            "z99",
            "Piskvorky 15x15, 0:0, 0\n1,x,0\n",
        ] {
            assert!(parse_game(junk, options()).is_err(), "{junk:?}");
        }
    }
}
