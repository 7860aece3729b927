//! Game files: the formats a game is saved in (JSON records with their variations and review,
//! `.psq`, position strings), reading any of them back, and the files the save / open window
//! names (the file system on the desktop, `localStorage` in a browser).

use std::path::Path;

use crate::sides::Stone;
use gomoku_engine::notation::{format_moves, parse_moves};
use gomoku_engine::psq::{PsqRecord, parse_psq, write_psq};
use gomoku_engine::record::GameRecord;
use gomoku_engine::{Game, GameOptions};

use super::storage::Stored;
use crate::session::{RecordExtras, Session};
use crate::settings::{GameSetup, Mode};

/// The file formats a game can be saved in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameFormat {
    /// The engine's JSON record: rule, moves, redo line and result.
    Json,
    /// Piskvork's `.psq`, read by most Gomoku tools (moves only; the rule is not stored).
    Psq,
}

impl GameFormat {
    /// The format a file name asks for (`.psq`, otherwise JSON).
    pub fn for_path(path: &Path) -> GameFormat {
        match path.extension().and_then(|e| e.to_str()) {
            Some(ext) if ext.eq_ignore_ascii_case("psq") => GameFormat::Psq,
            _ => GameFormat::Json,
        }
    }
}

/// The file name the save/open window suggests.
pub const DEFAULT_GAME_FILE: &str = "gomoku-game.json";

/// The name a game downloads under in the browser: the file name in what was typed into the
/// save/open window, or a default.
pub fn download_name(typed: &str) -> String {
    Path::new(typed.trim())
        .file_name()
        .and_then(|name| name.to_str())
        .filter(|name| !name.is_empty())
        .unwrap_or(DEFAULT_GAME_FILE)
        .to_owned()
}

/// The text of `game` in `format`. Names go into the record for other tools to show.
pub fn game_text(
    game: &Game,
    format: GameFormat,
    names: [&str; 2],
    extras: &RecordExtras,
) -> String {
    match format {
        GameFormat::Json => {
            let mut record = GameRecord::from_game(game);
            record.black = names[0].to_owned();
            record.white = names[1].to_owned();
            record.review = extras.review.as_deref().cloned();
            record.ending = extras.ending;
            record.set_variations(extras.variations.clone());
            if let Some(opening) = &extras.opening {
                record.set_opening(opening);
            }
            record.to_json()
        }
        GameFormat::Psq => {
            let mut record = PsqRecord::new(game.size(), game.moves());
            record.trailer = vec![names[0].to_owned(), names[1].to_owned(), "-1".to_owned()];
            write_psq(&record)
        }
    }
}

/// Reads a game from any supported text: a JSON record, a `.psq` file or a position string.
/// `fallback` gives the rule (and size, for position strings) where the text has none.
pub fn parse_game(text: &str, fallback: GameOptions) -> Result<(Game, &'static str), String> {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.is_empty() {
        return Err("the text is empty".to_owned());
    }
    if trimmed.starts_with('{') {
        let record =
            GameRecord::from_json(trimmed).map_err(|e| format!("not a game record: {e}"))?;
        let game = record
            .to_game()
            .map_err(|e| format!("not a playable record: {e}"))?;
        return Ok((game, "JSON"));
    }
    if trimmed.starts_with("Piskvorky") || trimmed.lines().nth(1).is_some_and(|l| l.contains(',')) {
        let record = parse_psq(trimmed).map_err(|e| format!("not a .psq file: {e}"))?;
        let options = GameOptions {
            size: record.size,
            ..fallback
        };
        let game = Game::from_moves(options, &record.moves)
            .map_err(|(index, e)| format!("move {} of the .psq file: {e}", index + 1))?;
        return Ok((game, "PSQ"));
    }
    let moves =
        parse_moves(trimmed, fallback.size).map_err(|e| format!("not a position string: {e}"))?;
    let game = Game::from_moves(fallback, &moves)
        .map_err(|(index, e)| format!("move {} of the position: {e}", index + 1))?;
    Ok((game, "position"))
}

/// Names written into saved games.
pub fn player_names(setup: &GameSetup, session: &Session) -> [&'static str; 2] {
    let name = |color| {
        let ai = match setup.mode {
            Mode::HumanVsAi | Mode::Puzzles => session.player_color(setup) != Some(color),
            _ => setup.ai_plays(color),
        };
        if ai { "Gomoku AI" } else { "Human" }
    };
    [name(Stone::Black), name(Stone::White)]
}

/// The extras of a JSON record's text (none for other formats or text that is not a record).
pub fn parse_extras(text: &str) -> RecordExtras {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if !trimmed.starts_with('{') {
        return RecordExtras::default();
    }
    let Ok(record) = GameRecord::from_json(trimmed) else {
        return RecordExtras::default();
    };
    RecordExtras {
        review: record.review_of_moves().cloned().map(Box::new),
        opening: record
            .opening
            .is_some()
            .then(|| record.opening_phase().ok())
            .flatten(),
        variations: record.variations,
        ending: record.ending,
    }
}

/// The position string of the moves on the board, e.g. `h8i9j10`.
pub fn position_string(game: &Game) -> String {
    format_moves(&game.moves(), game.size())
}

/// Saves `game` to `path`. An existing file is replaced only if it is itself a game this
/// program can read: a foreign file is never overwritten. In a browser, "files" are
/// `localStorage` entries named `gomoku/files/PATH`.
pub fn save_game_file(
    path: &Path,
    game: &Game,
    names: [&str; 2],
    extras: &RecordExtras,
) -> Result<(), String> {
    match game_files::read(path) {
        Stored::Missing => {}
        Stored::Unreadable(why) => {
            return Err(format!(
                "{} exists and cannot be read: {why}",
                path.display()
            ));
        }
        Stored::Text(existing) if parse_game(&existing, game.options()).is_err() => {
            return Err(format!(
                "{} exists and is not a game file; choose another name",
                path.display()
            ));
        }
        Stored::Text(_) => {}
    }
    let text = game_text(game, GameFormat::for_path(path), names, extras);
    game_files::write(path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Opens a game file of any supported format, with what a JSON record kept beside it.
pub fn load_game_file(path: &Path, fallback: GameOptions) -> Result<(Game, RecordExtras), String> {
    let text = match game_files::read(path) {
        Stored::Text(text) => text,
        Stored::Missing => return Err(format!("cannot read {}: no such file", path.display())),
        Stored::Unreadable(why) => return Err(format!("cannot read {}: {why}", path.display())),
    };
    parse_game(&text, fallback)
        .map(|(game, _)| (game, parse_extras(&text)))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Game files chosen by name in the save/open window: the file system on the desktop.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod game_files {
    use std::io;
    use std::path::Path;

    use crate::persistence::storage::{Stored, read_text_file};

    /// The size limit is the stored files' own (`MAX_FILE_BYTES`).
    pub(super) fn read(path: &Path) -> Stored {
        read_text_file(path)
    }

    pub(super) fn write(path: &Path, text: &str) -> io::Result<()> {
        crate::persistence::storage::write_atomically(path, text)
    }
}

/// Game files chosen by name in the save/open window: `localStorage` in a browser, which has
/// no file system to offer a page.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod game_files {
    use std::io;
    use std::path::Path;

    fn name(path: &Path) -> String {
        format!("files/{}", path.display())
    }

    pub(super) fn read(path: &Path) -> crate::persistence::storage::Stored {
        crate::persistence::storage::read_browser(&name(path))
    }

    pub(super) fn write(path: &Path, text: &str) -> io::Result<()> {
        crate::persistence::storage::browser::write(&name(path), text).map_err(io::Error::other)
    }
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
