//! The side panel's part for swap and swap2: who places the opening stones, who chooses, and
//! the choice buttons when the person is the one to choose.

use bevy_egui::egui;
use gomoku_engine::Color as Stone;
use gomoku_engine::opening::{Choice, OpeningRule, Role, Stage};

use crate::i18n::{Language, tr};
use crate::session::{Actor, GameCommand};
use crate::settings::Mode;
use crate::ui_kit::UiContext;

/// Who sits in `role`, in words: "you" / "the AI" against the engine, else the seat's name.
fn seat(role: Role, cx: &UiContext, lang: Language) -> &'static str {
    match cx.settings.mode {
        Mode::HumanVsAi if role == cx.settings.swap_role => tr(lang, "you"),
        Mode::HumanVsAi | Mode::AiVsAi => tr(lang, "the AI"),
        _ => match role {
            Role::Proposer => tr(lang, "the proposer"),
            Role::Chooser => tr(lang, "the chooser"),
        },
    }
}

fn colour_name(color: Stone, lang: Language) -> &'static str {
    match color {
        Stone::Black => tr(lang, "Black"),
        Stone::White => tr(lang, "White"),
    }
}

pub fn opening_panel(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.settings.language;
    let rule = cx.session.opening().rule();
    let title = match rule {
        OpeningRule::None => return,
        OpeningRule::Swap => tr(lang, "Swap opening"),
        OpeningRule::Swap2 => tr(lang, "Swap2 opening"),
    };
    ui.label(egui::RichText::new(title).strong());
    let proposer = seat(Role::Proposer, cx, lang);
    let chooser = seat(Role::Chooser, cx, lang);
    ui.label(format!(
        "{}: {proposer} · {}: {chooser}",
        tr(lang, "Proposer"),
        tr(lang, "chooser")
    ));
    let stage = cx.session.opening_stage();
    let over = cx.session.is_over();
    let text = match stage {
        Stage::Place {
            by: Role::Proposer,
            left,
        } => format!(
            "{} ({proposer}): {left} {}",
            tr(lang, "The proposer places black, white, black"),
            tr(lang, "left")
        ),
        Stage::Place {
            by: Role::Chooser,
            left,
        } => format!(
            "{} ({chooser}): {left} {}",
            tr(lang, "The chooser places white, then black"),
            tr(lang, "left")
        ),
        Stage::Choose { by, .. } => {
            format!("{} ({})", tr(lang, "Choose a colour"), seat(by, cx, lang))
        }
        Stage::Play { proposer: colour } => format!(
            "{}: {} · {}: {}",
            tr(lang, "Proposer"),
            colour_name(colour, lang),
            tr(lang, "chooser"),
            colour_name(colour.opponent(), lang)
        ),
    };
    ui.label(text);
    let Stage::Choose { may_place_two, .. } = stage else {
        return;
    };
    if over || cx.session.ai_acts(&cx.settings) {
        return;
    }
    ui.horizontal_wrapped(|row| {
        let mut choice = None;
        if row.button(tr(lang, "Play black")).clicked() {
            choice = Some(Choice::Take(Stone::Black));
        }
        if row.button(tr(lang, "Play white")).clicked() {
            choice = Some(Choice::Take(Stone::White));
        }
        if may_place_two && row.button(tr(lang, "Place two more")).clicked() {
            choice = Some(Choice::PlaceTwo);
        }
        if let Some(choice) = choice {
            cx.commands.write(GameCommand::Choose {
                choice,
                by: Actor::Human,
            });
        }
    });
}
