//! The words for what happened: a game's outcome, a notice in the status line, a side's name.

use crate::sides::Stone;
use gomoku_engine::notation::format_point;
use gomoku_engine::opening::OpeningError;
use gomoku_engine::{BoardSize, ForbiddenKind, GameResult, Point};

use crate::i18n::{Language, colon, tr};
use crate::session::{Notice, Outcome, Session, forbidden_name};
use crate::settings::GameSetup;

/// A side's name.
pub fn side_name(color: Stone, lang: Language) -> &'static str {
    match color {
        Stone::Black => tr(lang, "Black"),
        Stone::White => tr(lang, "White"),
    }
}

/// A move's number as the move list writes it: `6.` for black's sixth move (ply 10), `6…`
/// for white's reply (ply 11). The review and every other list use the same.
pub fn move_number(ply: usize) -> String {
    let dots = if ply.is_multiple_of(2) { "." } else { "…" };
    format!("{}{dots}", ply / 2 + 1)
}

/// The result in words, from the human's side against the engine.
pub fn outcome_text(
    outcome: Outcome,
    setup: &GameSetup,
    lang: Language,
    session: &Session,
) -> &'static str {
    let winner = outcome.winner();
    let player = session.player_color(setup);
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

/// Why the game ended, in a line under the result: where the five is, which forbidden move
/// lost, who resigned.
pub fn outcome_reason(outcome: Outcome, session: &Session, lang: Language) -> String {
    let size = session.game().size();
    match outcome {
        Outcome::Finished(GameResult::Win { color, line }) => {
            let mut points = line.points();
            let first = points.next();
            let last = points.last().or(first);
            let (Some(first), Some(last)) = (first, last) else {
                return String::new();
            };
            let template = if line.length > 5 {
                tr(lang, "{side}: a row of {n} from {from} to {to}")
            } else {
                tr(lang, "{side}: five from {from} to {to}")
            };
            template
                .replace("{side}", side_name(color, lang))
                .replace("{n}", &line.length.to_string())
                .replace("{from}", &format_point(first, size))
                .replace("{to}", &format_point(last, size))
        }
        Outcome::Finished(GameResult::ForbiddenLoss { point, kind }) => {
            forbidden_reason(point, kind, size, lang)
        }
        Outcome::Finished(GameResult::Draw) => {
            if session.game().board().is_full() {
                tr(lang, "No empty point is left").to_owned()
            } else {
                tr(lang, "Every empty point is forbidden for black").to_owned()
            }
        }
        Outcome::Resigned(color) => {
            tr(lang, "{side} resigned").replace("{side}", side_name(color, lang))
        }
    }
}

/// "black's double three at h8: a forbidden move loses", for the banner and the status line.
fn forbidden_reason(point: Point, kind: ForbiddenKind, size: BoardSize, lang: Language) -> String {
    tr(lang, "Black's {kind} at {point}: a forbidden move loses")
        .replace("{kind}", tr(lang, forbidden_name(kind)))
        .replace("{point}", &format_point(point, size))
}

/// The status line's wording of a notice about a board of `size`.
pub fn notice_text(notice: &Notice, size: BoardSize, lang: Language) -> String {
    match notice {
        Notice::Occupied(_) => tr(lang, "That point is taken").to_owned(),
        Notice::Forbidden(point, kind) => {
            tr(lang, "Forbidden for black: {kind} at {point} (refused)")
                .replace("{kind}", tr(lang, forbidden_name(*kind)))
                .replace("{point}", &format_point(*point, size))
        }
        Notice::NothingToResign => {
            tr(lang, "Nothing to resign: no stone is on the board").to_owned()
        }
        Notice::NotYourTurn => tr(lang, "Wait for your turn").to_owned(),
        Notice::ChooseFirst => tr(lang, "Choose a colour first").to_owned(),
        Notice::Opening(error) => opening_error_text(error, lang),
        Notice::GameIsOver => tr(lang, "The game is over").to_owned(),
        Notice::MainLine => tr(lang, "This is the main line").to_owned(),
        Notice::NothingToUndo => tr(lang, "Nothing to undo").to_owned(),
        Notice::NothingToRedo => tr(lang, "Nothing to redo").to_owned(),
        Notice::BadCoordinate(text) => format!(
            "{}{}{text}",
            tr(lang, "Not a point on this board"),
            colon(lang)
        ),
        Notice::Loaded(source) => format!("{}{}{source}", tr(lang, "Loaded"), colon(lang)),
        Notice::LoadFailed(error) => {
            format!("{}{}{error}", tr(lang, "Could not open"), colon(lang))
        }
        Notice::Saved(path) => format!("{}{}{path}", tr(lang, "Saved"), colon(lang)),
        Notice::SaveFailed(error) => {
            format!("{}{}{error}", tr(lang, "Could not save"), colon(lang))
        }
        Notice::Copied => tr(lang, "Copied").to_owned(),
        Notice::StartupFileKeptAside(path) => {
            format!(
                "{}{}{path}",
                tr(lang, "An unreadable file was kept aside"),
                colon(lang)
            )
        }
        Notice::StartupFileHeld { path, why } => format!(
            "{}{}{path} ({why})",
            tr(lang, "An unreadable file is left as it is and not saved"),
            colon(lang)
        ),
    }
}
