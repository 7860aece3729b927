//! The words for what happened: a game's outcome, a notice in the status line, a side's name.

use gomoku_engine::Color as Stone;
use gomoku_engine::opening::OpeningError;

use crate::i18n::{Language, tr};
use crate::session::{Notice, Outcome, Session};
use crate::settings::Settings;

/// A side's name.
pub fn side_name(color: Stone, lang: Language) -> &'static str {
    match color {
        Stone::Black => tr(lang, "Black"),
        Stone::White => tr(lang, "White"),
    }
}

/// The result in words, from the human's side against the engine.
pub fn outcome_text(outcome: Outcome, settings: &Settings, session: &Session) -> &'static str {
    let lang = settings.language;
    let winner = outcome.winner();
    let player = session.player_color(settings);
    let against_ai = player.is_some();
    match outcome {
        Outcome::Finished(gomoku_engine::GameResult::ForbiddenLoss { .. }) => {
            tr(lang, "Black played a forbidden move: white wins")
        }
        Outcome::Resigned(color) => match color {
            gomoku_engine::Color::Black => tr(lang, "Black resigned: white wins"),
            gomoku_engine::Color::White => tr(lang, "White resigned: black wins"),
        },
        _ => match winner {
            None => tr(lang, "Draw: the board is full"),
            Some(color) if player == Some(color) => tr(lang, "You win!"),
            Some(_) if against_ai => tr(lang, "You lose"),
            Some(gomoku_engine::Color::Black) => tr(lang, "Black wins"),
            Some(gomoku_engine::Color::White) => tr(lang, "White wins"),
        },
    }
}

/// Why the opening rule refused a step, in the player's words.
fn opening_error_text(error: &OpeningError, lang: Language) -> String {
    match error {
        OpeningError::OutsideCentre { stone, side } => {
            tr(lang, "Stone {n} must go within the central {s}×{s}")
                .replace("{n}", &stone.to_string())
                .replace("{s}", &side.to_string())
        }
        OpeningError::NotAnOffer => tr(lang, "Keep one of the offered fifth moves").to_owned(),
        OpeningError::Occupied => tr(lang, "That point is taken").to_owned(),
        OpeningError::AlreadyOffered => tr(lang, "That point is offered already").to_owned(),
        OpeningError::SymmetricOffer(_) => tr(
            lang,
            "That offer mirrors an earlier one: the position would be the same",
        )
        .to_owned(),
        OpeningError::BadCount { most, .. } => {
            tr(lang, "Declare 1 to {n} fifth moves").replace("{n}", &most.to_string())
        }
        OpeningError::NotNow | OpeningError::Malformed(_) => {
            tr(lang, "Wait for your turn").to_owned()
        }
    }
}

/// The status line's wording of a notice.
pub fn notice_text(notice: &Notice, lang: Language) -> String {
    match notice {
        Notice::Occupied(_) => tr(lang, "That point is taken").to_owned(),
        Notice::Forbidden(_, kind) => format!(
            "{}: {}",
            tr(lang, "Forbidden for black"),
            tr(lang, &kind.to_string())
        ),
        Notice::NotYourTurn => tr(lang, "Wait for your turn").to_owned(),
        Notice::ChooseFirst => tr(lang, "Choose a colour first").to_owned(),
        Notice::Opening(error) => opening_error_text(error, lang),
        Notice::GameIsOver => tr(lang, "The game is over").to_owned(),
        Notice::MainLine => tr(lang, "This is the main line").to_owned(),
        Notice::NothingToUndo => tr(lang, "Nothing to undo").to_owned(),
        Notice::NothingToRedo => tr(lang, "Nothing to redo").to_owned(),
        Notice::BadCoordinate(text) => format!("{}: {text}", tr(lang, "Not a point on this board")),
        Notice::Loaded(source) => format!("{}: {source}", tr(lang, "Loaded")),
        Notice::LoadFailed(error) => format!("{}: {error}", tr(lang, "Could not open")),
        Notice::Saved(path) => format!("{}: {path}", tr(lang, "Saved")),
        Notice::SaveFailed(error) => format!("{}: {error}", tr(lang, "Could not save")),
        Notice::Copied => tr(lang, "Copied").to_owned(),
        Notice::StartupFileKeptAside(path) => {
            format!("{}: {path}", tr(lang, "An unreadable file was kept aside"))
        }
    }
}
