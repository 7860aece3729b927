//! The words for what happened: a game's outcome, a notice in the status line, a side's name.

use crate::sides::Stone;
use gomoku_engine::notation::format_point;
use gomoku_engine::opening::OpeningError;
use gomoku_engine::opening::canonical::CanonicalOpening;
use gomoku_engine::{BoardSize, ForbiddenKind, GameResult, Point};

use crate::i18n::{Arg, Language, Msg, colon, tr, tr_args};
use crate::session::{Notice, Outcome, Session, forbidden_name};
use crate::settings::GameSetup;

/// A rule's name, as the panel's title line and the menu write it.
pub fn rule_name(rule: gomoku_engine::Rule) -> Msg {
    match rule {
        gomoku_engine::Rule::Freestyle => Msg::RuleFreestyleInText,
        gomoku_engine::Rule::Standard => Msg::RuleStandardInText,
        gomoku_engine::Rule::Renju => Msg::RuleRenjuInText,
        gomoku_engine::Rule::Caro => Msg::RuleCaroInText,
    }
}

/// A canonical renju opening as the menu lists it: its code and its name in `lang` (`4D 花月`,
/// `4D Kagetsu`).
pub fn canonical_opening_name(opening: CanonicalOpening, lang: Language) -> String {
    let id = format!("renju-opening-{}", opening.code().to_ascii_lowercase());
    match Msg::from_id(&id) {
        Some(msg) => format!("{} {}", opening.code(), tr(lang, msg)),
        None => opening.to_string(),
    }
}

/// A side's name.
pub fn side_name(color: Stone, lang: Language) -> &'static str {
    match color {
        Stone::Black => tr(lang, Msg::Black),
        Stone::White => tr(lang, Msg::White),
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
            tr(lang, Msg::BlackPlayedAForbiddenMove)
        }
        Outcome::Resigned(color) => match color {
            gomoku_engine::Color::Black => tr(lang, Msg::BlackResignedWhiteWins),
            gomoku_engine::Color::White => tr(lang, Msg::WhiteResignedBlackWins),
        },
        _ => match winner {
            None => tr(lang, Msg::DrawTheBoardIsFull),
            Some(color) if player == Some(color) => tr(lang, Msg::YouWin),
            Some(_) if against_ai => tr(lang, Msg::YouLose),
            Some(gomoku_engine::Color::Black) => tr(lang, Msg::BlackWins),
            Some(gomoku_engine::Color::White) => tr(lang, Msg::WhiteWins),
        },
    }
}

/// Why the opening rule refused a step, in the player's words.
fn opening_error_text(error: &OpeningError, lang: Language) -> String {
    match error {
        OpeningError::OutsideCentre { stone, side } => tr_args(
            lang,
            Msg::StoneMustGoWithinThe,
            &[("n", Arg::from(stone)), ("s", Arg::from(side))],
        ),
        OpeningError::NotAnOffer => tr(lang, Msg::KeepOneOfTheOffered).to_owned(),
        OpeningError::Occupied => tr(lang, Msg::ThatPointIsTaken).to_owned(),
        OpeningError::AlreadyOffered => tr(lang, Msg::ThatPointIsOfferedAlready).to_owned(),
        OpeningError::SymmetricOffer(_) => tr(lang, Msg::ThatOfferMirrorsAnEarlier).to_owned(),
        OpeningError::BadCount { most, .. } => {
            tr_args(lang, Msg::Declare1ToFifthMoves, &[("n", Arg::from(most))])
        }
        OpeningError::NotNow | OpeningError::Malformed(_) => {
            tr(lang, Msg::WaitForYourTurn).to_owned()
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
            let msg = if line.length > 5 {
                Msg::WonByRow
            } else {
                Msg::WonByFive
            };
            tr_args(
                lang,
                msg,
                &[
                    ("side", Arg::from(side_name(color, lang))),
                    ("n", Arg::from(line.length)),
                    ("from", Arg::from(format_point(first, size))),
                    ("to", Arg::from(format_point(last, size))),
                ],
            )
        }
        Outcome::Finished(GameResult::ForbiddenLoss { point, kind }) => {
            forbidden_reason(point, kind, size, lang)
        }
        Outcome::Finished(GameResult::Draw) => {
            if session.game().board().is_full() {
                tr(lang, Msg::NoEmptyPointIsLeft).to_owned()
            } else {
                tr(lang, Msg::EveryEmptyPointIsForbidden).to_owned()
            }
        }
        Outcome::Resigned(color) => tr_args(
            lang,
            Msg::SideResigned,
            &[("side", Arg::from(side_name(color, lang)))],
        ),
    }
}

/// "black's double three at h8: a forbidden move loses", for the banner and the status line.
fn forbidden_reason(point: Point, kind: ForbiddenKind, size: BoardSize, lang: Language) -> String {
    tr_args(
        lang,
        Msg::BlacksAtAForbiddenMove,
        &[
            ("kind", Arg::from(tr(lang, forbidden_name(kind)))),
            ("point", Arg::from(format_point(point, size))),
        ],
    )
}

/// The status line's wording of a notice about a board of `size`.
pub fn notice_text(notice: &Notice, size: BoardSize, lang: Language) -> String {
    match notice {
        Notice::Occupied(_) => tr(lang, Msg::ThatPointIsTaken).to_owned(),
        Notice::Forbidden(point, kind) => tr_args(
            lang,
            Msg::ForbiddenForBlackAtRefused,
            &[
                ("kind", Arg::from(tr(lang, forbidden_name(*kind)))),
                ("point", Arg::from(format_point(*point, size))),
            ],
        ),
        Notice::NothingToResign => tr(lang, Msg::NothingToResignNoStone).to_owned(),
        Notice::NotYourTurn => tr(lang, Msg::WaitForYourTurn).to_owned(),
        Notice::ChooseFirst => tr(lang, Msg::ChooseAColourFirst).to_owned(),
        Notice::Opening(error) => opening_error_text(error, lang),
        Notice::GameIsOver => tr(lang, Msg::TheGameIsOver).to_owned(),
        Notice::MainLine => tr(lang, Msg::ThisIsTheMainLine).to_owned(),
        Notice::NothingToUndo => tr(lang, Msg::NothingToUndo).to_owned(),
        Notice::NothingToRedo => tr(lang, Msg::NothingToRedo).to_owned(),
        Notice::BadCoordinate(text) => {
            format!("{}{}{text}", tr(lang, Msg::NotAPointOnThis), colon(lang))
        }
        Notice::Loaded(source) => format!("{}{}{source}", tr(lang, Msg::Loaded), colon(lang)),
        Notice::LoadFailed(error) => {
            format!("{}{}{error}", tr(lang, Msg::CouldNotOpen), colon(lang))
        }
        Notice::Saved(path) => format!("{}{}{path}", tr(lang, Msg::Saved), colon(lang)),
        Notice::SaveFailed(error) => {
            format!("{}{}{error}", tr(lang, Msg::CouldNotSave), colon(lang))
        }
        Notice::Copied => tr(lang, Msg::Copied).to_owned(),
        Notice::StartupFileKeptAside(path) => {
            format!(
                "{}{}{path}",
                tr(lang, Msg::AnUnreadableFileWasKept),
                colon(lang)
            )
        }
        Notice::StartupFileHeld { path, why } => format!(
            "{}{}{path} ({why})",
            tr(lang, Msg::AnUnreadableFileIsLeft),
            colon(lang)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_canonical_opening_has_a_name_in_the_files() {
        for opening in CanonicalOpening::ALL {
            let id = format!("renju-opening-{}", opening.code().to_ascii_lowercase());
            assert!(Msg::from_id(&id).is_some(), "no message {id}");
        }
        let kagetsu = CanonicalOpening::parse("4D").unwrap();
        assert_eq!(
            canonical_opening_name(kagetsu, Language::English),
            "4D Kagetsu"
        );
        assert_eq!(
            canonical_opening_name(kagetsu, Language::SimplifiedChinese),
            "4D 花月"
        );
    }
}
