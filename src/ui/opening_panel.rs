//! The side panel's part for the opening rules: who places the opening stones, who chooses, and
//! the buttons when the person is the one to act. Swap and swap2 (freestyle, standard) offer a
//! colour or two more stones; renju's Soosõrv-8 and Taraguchi-10 add the swaps after each
//! stone, the declared number of fifth moves, the offers and white's pick, each step in words
//! with where the next stone may go. The renju opening the first three stones make is named.

use crate::sides::Stone;
use bevy_egui::egui;
use gomoku_engine::notation::format_point;
use gomoku_engine::opening::canonical::name_of;
use gomoku_engine::opening::{Choice, OpeningRule, Role, Stage};

use crate::i18n::{Language, colon, tr};
use crate::session::{Actor, GameCommand};
use crate::settings::Mode;
use crate::ui_kit::UiContext;

/// Who sits in `role`, in words: "you" / "the AI" against the engine, else the seat's name.
fn seat(role: Role, cx: &UiContext, lang: Language) -> &'static str {
    let renju = is_renju(cx.session.opening().rule());
    match cx.settings.mode {
        Mode::HumanVsAi if role == cx.settings.swap_role => tr(lang, "you"),
        Mode::HumanVsAi | Mode::AiVsAi => tr(lang, "the AI"),
        _ => match (role, renju) {
            (Role::Proposer, false) => tr(lang, "the proposer"),
            (Role::Chooser, false) => tr(lang, "the chooser"),
            (Role::Proposer, true) => tr(lang, "the tentative black"),
            (Role::Chooser, true) => tr(lang, "the tentative white"),
        },
    }
}

fn is_renju(rule: OpeningRule) -> bool {
    matches!(rule, OpeningRule::Soosorv8 | OpeningRule::Taraguchi10)
}

fn colour_name(color: Stone, lang: Language) -> &'static str {
    match color {
        Stone::Black => tr(lang, "Black"),
        Stone::White => tr(lang, "White"),
    }
}

/// The rule's name as the panel and the menu show it.
pub fn rule_title(rule: OpeningRule) -> &'static str {
    match rule {
        OpeningRule::None => "",
        OpeningRule::Swap => "Swap opening",
        OpeningRule::Swap2 => "Swap2 opening",
        OpeningRule::Soosorv8 => "Soosõrv-8 opening",
        OpeningRule::Taraguchi10 => "Taraguchi-10 opening",
    }
}

pub fn opening_panel(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.settings.language;
    let rule = cx.session.opening().rule();
    if rule == OpeningRule::None {
        return;
    }
    ui.label(egui::RichText::new(tr(lang, rule_title(rule))).strong());
    let renju = is_renju(rule);
    let proposer = seat(Role::Proposer, cx, lang);
    let chooser = seat(Role::Chooser, cx, lang);
    if !renju {
        ui.label(format!(
            "{}: {proposer} · {}: {chooser}",
            tr(lang, "Proposer"),
            tr(lang, "chooser")
        ));
    }
    let stage = cx.session.opening_stage();
    let stones = cx.session.game().ply();
    let text = match stage {
        Stage::Place { by, left } if !renju => {
            let what = match by {
                Role::Proposer => "The proposer places black, white, black",
                Role::Chooser => "The chooser places white, then black",
            };
            format!(
                "{} ({}): {left} {}",
                tr(lang, what),
                seat(by, cx, lang),
                tr(lang, "left")
            )
        }
        Stage::Place { by, .. } => {
            let next = stones + 1;
            let colour = colour_name(cx.session.game().to_move(), lang);
            let place = tr(lang, "places stone {n}").replace("{n}", &next.to_string());
            let area = match cx.session.opening().next_square(stones) {
                Some(side) => {
                    tr(lang, "within the central {s}×{s}").replace("{s}", &side.to_string())
                }
                None => tr(lang, "anywhere").to_owned(),
            };
            format!("{colour} ({}) {place} {area}", seat(by, cx, lang))
        }
        Stage::Choose { by, .. } => {
            format!("{} ({})", tr(lang, "Choose a colour"), seat(by, cx, lang))
        }
        Stage::Declare { by, most } => format!(
            "{} ({}): 1–{most}",
            tr(lang, "White declares how many fifth moves black offers"),
            seat(by, cx, lang)
        ),
        Stage::Offer { by, left } => format!(
            "{} ({}): {left} {}",
            tr(
                lang,
                "Black offers fifth moves, no two symmetrical: pick empty points on the board"
            ),
            seat(by, cx, lang),
            tr(lang, "left")
        ),
        Stage::Pick { by } => format!(
            "{} ({})",
            tr(
                lang,
                "White keeps one of the offers as the fifth move: pick it on the board"
            ),
            seat(by, cx, lang)
        ),
        Stage::Play { proposer: colour } if renju => format!(
            "{}: {} · {}: {}",
            colour_name(colour, lang),
            proposer,
            colour_name(colour.opponent(), lang),
            chooser
        ),
        Stage::Play { proposer: colour } => format!(
            "{}: {} · {}: {}",
            tr(lang, "Proposer"),
            colour_name(colour, lang),
            tr(lang, "chooser"),
            colour_name(colour.opponent(), lang)
        ),
    };
    ui.label(text);
    let offers = cx.session.opening().offers();
    if !offers.is_empty() {
        let size = cx.session.game().size();
        let listed: Vec<String> = offers.iter().map(|&p| format_point(p, size)).collect();
        ui.label(format!(
            "{}{}{}",
            tr(lang, "Offers"),
            colon(lang),
            listed.join(" ")
        ));
    }
    if let Some(opening) = name_of(cx.session.game().board()).filter(|_| renju) {
        ui.label(format!("{}{}{opening}", tr(lang, "Opening"), colon(lang)));
    }
    if cx.session.is_over() || cx.session.ai_acts(&cx.settings) {
        return;
    }
    let mut choice = None;
    match stage {
        Stage::Choose {
            may_place_two,
            may_offer,
            ..
        } => {
            ui.horizontal_wrapped(|row| {
                if row.button(tr(lang, "Play black")).clicked() {
                    choice = Some(Choice::Take(Stone::Black));
                }
                if row.button(tr(lang, "Play white")).clicked() {
                    choice = Some(Choice::Take(Stone::White));
                }
                if may_place_two && row.button(tr(lang, "Place two more")).clicked() {
                    choice = Some(Choice::PlaceTwo);
                }
                if let Some(n) = may_offer {
                    let label = tr(lang, "Offer {n} fifth moves").replace("{n}", &n.to_string());
                    if row.button(label).clicked() {
                        choice = Some(Choice::OfferFifths);
                    }
                }
            });
            if may_offer.is_some() {
                ui.label(
                    egui::RichText::new(tr(
                        lang,
                        "Play black: you place the fifth within the central 9×9 and white may swap. Offer: white keeps one and plays on.",
                    ))
                    .weak(),
                );
            }
        }
        Stage::Declare { most, .. } => {
            ui.horizontal_wrapped(|row| {
                for n in 1..=most {
                    if row.button(n.to_string()).clicked() {
                        choice = Some(Choice::Declare(n));
                    }
                }
            });
        }
        _ => {}
    }
    if let Some(choice) = choice {
        cx.commands.write(GameCommand::Choose {
            choice,
            by: Actor::Human,
        });
    }
}
