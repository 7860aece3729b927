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

use crate::i18n::{Arg, Language, Msg, brackets, colon, tr, tr_args};
use crate::session::{Actor, GameCommand};
use crate::settings::Mode;
use crate::ui_kit::UiContext;

/// Who sits in `role`, in words: Msg::YouInText / Msg::TheAi against the engine, else the seat's name.
fn seat(role: Role, cx: &UiContext, lang: Language) -> &'static str {
    let renju = is_renju(cx.session.opening().rule());
    match cx.setup.mode {
        Mode::HumanVsAi if role == cx.setup.swap_role => tr(lang, Msg::YouInText),
        Mode::HumanVsAi | Mode::AiVsAi => tr(lang, Msg::TheAi),
        _ => match (role, renju) {
            (Role::Proposer, false) => tr(lang, Msg::TheProposer),
            (Role::Chooser, false) => tr(lang, Msg::TheChooser),
            (Role::Proposer, true) => tr(lang, Msg::TheTentativeBlack),
            (Role::Chooser, true) => tr(lang, Msg::TheTentativeWhite),
        },
    }
}

fn is_renju(rule: OpeningRule) -> bool {
    matches!(rule, OpeningRule::Soosorv8 | OpeningRule::Taraguchi10)
}

fn colour_name(color: Stone, lang: Language) -> &'static str {
    match color {
        Stone::Black => tr(lang, Msg::Black),
        Stone::White => tr(lang, Msg::White),
    }
}

/// The rule's name as the panel and the menu show it.
pub fn rule_title(rule: OpeningRule) -> Msg {
    match rule {
        OpeningRule::None => Msg::BlackStarts,
        OpeningRule::Swap => Msg::SwapOpening,
        OpeningRule::Swap2 => Msg::Swap2Opening,
        OpeningRule::Soosorv8 => Msg::Soosorv8Opening,
        OpeningRule::Taraguchi10 => Msg::Taraguchi10Opening,
    }
}

pub fn opening_panel(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    let rule = cx.session.opening().rule();
    if rule == OpeningRule::None {
        return;
    }
    ui.label(egui::RichText::new(tr(lang, rule_title(rule))).strong());
    let facts = OpeningFacts::of(cx);
    if !facts.renju {
        ui.label(format!(
            "{}: {} · {}: {}",
            tr(lang, Msg::Proposer),
            facts.proposer,
            tr(lang, Msg::Chooser),
            facts.chooser
        ));
    }
    let stage = cx.session.opening_stage();
    ui.label(stage_text(stage, &facts));
    offers_and_opening(ui, cx, facts.renju);
    if cx.session.is_over() || cx.session.ai_acts(&cx.setup) {
        return;
    }
    if let Some(choice) = choice_buttons(ui, stage, lang) {
        cx.commands.write(GameCommand::Choose {
            choice,
            by: Actor::Human,
        });
    }
}

/// What the words about the opening's step need of the game: the seats' names, the stones on
/// the board, the colour to move and where the next stone may go.
struct OpeningFacts {
    lang: Language,
    renju: bool,
    proposer: &'static str,
    chooser: &'static str,
    stones: usize,
    to_move: Stone,
    /// The side of the central square the next stone must go within, if any.
    next_square: Option<u8>,
}

impl OpeningFacts {
    fn of(cx: &UiContext) -> Self {
        let lang = cx.prefs.language;
        let stones = cx.session.game().ply();
        OpeningFacts {
            lang,
            renju: is_renju(cx.session.opening().rule()),
            proposer: seat(Role::Proposer, cx, lang),
            chooser: seat(Role::Chooser, cx, lang),
            stones,
            to_move: cx.session.game().to_move(),
            next_square: cx.session.opening().next_square(stones),
        }
    }

    fn seat(&self, role: Role) -> &'static str {
        match role {
            Role::Proposer => self.proposer,
            Role::Chooser => self.chooser,
        }
    }
}

/// The opening's step in words, with who acts (the game proper: who plays which colour).
fn stage_text(stage: Stage, facts: &OpeningFacts) -> String {
    let lang = facts.lang;
    let renju = facts.renju;
    match stage {
        Stage::Place { by, left } => place_text(by, left, facts),
        Stage::Choose { by, .. } => {
            format!("{} ({})", tr(lang, Msg::ChooseAColour), facts.seat(by))
        }
        Stage::Declare { by, most } => format!(
            "{} ({}): 1–{most}",
            tr(lang, Msg::WhiteDeclaresHowManyFifth),
            facts.seat(by)
        ),
        Stage::Offer { by, left } => format!(
            "{} ({}): {left} {}",
            tr(lang, Msg::BlackOffersFifthMovesNo),
            facts.seat(by),
            tr(lang, Msg::Left)
        ),
        Stage::Pick { by } => format!("{} ({})", tr(lang, Msg::WhiteKeepsOneOfThe), facts.seat(by)),
        Stage::Play { proposer: colour } if renju => format!(
            "{}: {} · {}: {}",
            colour_name(colour, lang),
            facts.proposer,
            colour_name(colour.opponent(), lang),
            facts.chooser
        ),
        Stage::Play { proposer: colour } => format!(
            "{}: {} · {}: {}",
            tr(lang, Msg::Proposer),
            colour_name(colour, lang),
            tr(lang, Msg::Chooser),
            colour_name(colour.opponent(), lang)
        ),
    }
}

/// A stone to place: swap's stones left to place, or renju's next stone with where it may go.
fn place_text(by: Role, left: usize, facts: &OpeningFacts) -> String {
    let lang = facts.lang;
    // Chinese and Japanese run the words together and bracket with full-width parentheses.
    let (open, close) = brackets(lang);
    let gap = if lang.is_cjk() { "" } else { " " };
    if !facts.renju {
        let what = match by {
            Role::Proposer => Msg::TheProposerPlacesBlackWhite,
            Role::Chooser => Msg::TheChooserPlacesWhiteThen,
        };
        return format!(
            "{}{open}{}{close}{}{left}{gap}{}",
            tr(lang, what),
            facts.seat(by),
            colon(lang),
            tr(lang, Msg::Left)
        );
    }
    let next = facts.stones + 1;
    let colour = colour_name(facts.to_move, lang);
    let place = tr_args(lang, Msg::PlacesStone, &[("n", Arg::from(next))]);
    let area = match facts.next_square {
        Some(side) => tr_args(lang, Msg::WithinTheCentral, &[("s", Arg::from(side))]),
        None => tr(lang, Msg::Anywhere).to_owned(),
    };
    format!(
        "{colour}{open}{}{close}{gap}{place}{gap}{area}",
        facts.seat(by)
    )
}

/// The fifth moves offered so far, and the renju opening the first three stones make.
fn offers_and_opening(ui: &mut egui::Ui, cx: &UiContext, renju: bool) {
    let lang = cx.prefs.language;
    let offers = cx.session.opening().offers();
    if !offers.is_empty() {
        let size = cx.session.game().size();
        let listed: Vec<String> = offers.iter().map(|&p| format_point(p, size)).collect();
        ui.label(format!(
            "{}{}{}",
            tr(lang, Msg::Offers),
            colon(lang),
            listed.join(" ")
        ));
    }
    if let Some(opening) = name_of(cx.session.game().board()).filter(|_| renju) {
        ui.label(format!(
            "{}{}{opening}",
            tr(lang, Msg::Opening),
            colon(lang)
        ));
    }
}

/// The buttons of a step the person decides: a colour (or two more stones, or the offers),
/// or the number of fifth moves; the one clicked, if any.
fn choice_buttons(ui: &mut egui::Ui, stage: Stage, lang: Language) -> Option<Choice> {
    let mut choice = None;
    match stage {
        Stage::Choose {
            may_place_two,
            may_offer,
            ..
        } => choice = colour_buttons(ui, may_place_two, may_offer, lang),
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
    choice
}

/// *Play black*, *Play white*, and where the step allows them *Place two more* and *Offer
/// fifth moves* (with what offering means).
fn colour_buttons(
    ui: &mut egui::Ui,
    may_place_two: bool,
    may_offer: Option<u8>,
    lang: Language,
) -> Option<Choice> {
    let mut choice = None;
    ui.horizontal_wrapped(|row| {
        if row.button(tr(lang, Msg::PlayBlack)).clicked() {
            choice = Some(Choice::Take(Stone::Black));
        }
        if row.button(tr(lang, Msg::PlayWhite)).clicked() {
            choice = Some(Choice::Take(Stone::White));
        }
        if may_place_two && row.button(tr(lang, Msg::PlaceTwoMore)).clicked() {
            choice = Some(Choice::PlaceTwo);
        }
        if let Some(n) = may_offer {
            let label = tr_args(lang, Msg::OfferNFifthMoves, &[("n", Arg::from(n))]);
            if row.button(label).clicked() {
                choice = Some(Choice::OfferFifths);
            }
        }
    });
    if may_offer.is_some() {
        ui.label(egui::RichText::new(tr(lang, Msg::PlayBlackYouPlaceThe)).weak());
    }
    choice
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected texts are bound with `let`: the translation test (tests/game/translations.rs)
    // reads literals after `(` and `, ` in this file as interface text to translate.

    fn facts(renju: bool) -> OpeningFacts {
        OpeningFacts {
            lang: Language::English,
            renju,
            proposer: "you",
            chooser: "the AI",
            stones: 3,
            to_move: Stone::White,
            next_square: Some(7),
        }
    }

    #[test]
    fn swap_counts_the_stones_left_and_renju_says_where_the_next_goes() {
        let place = Stage::Place {
            by: Role::Proposer,
            left: 2,
        };
        let swap = "The proposer places black, white, black (you): 2 left";
        assert_eq!(stage_text(place, &facts(false)), swap);
        let renju = "White (you) places stone 4 within the central 7×7";
        assert_eq!(stage_text(place, &facts(true)), renju);
        let anywhere = OpeningFacts {
            next_square: None,
            ..facts(true)
        };
        let expected = "White (you) places stone 4 anywhere";
        assert_eq!(stage_text(place, &anywhere), expected);
    }

    #[test]
    fn the_game_proper_names_the_colours() {
        let play = Stage::Play {
            proposer: Stone::White,
        };
        let swap = "Proposer: White · chooser: Black";
        assert_eq!(stage_text(play, &facts(false)), swap);
        let renju = "White: you · Black: the AI";
        assert_eq!(stage_text(play, &facts(true)), renju);
        let pick = Stage::Pick { by: Role::Chooser };
        let expected =
            "White keeps one of the offers as the fifth move: pick it on the board (the AI)";
        assert_eq!(stage_text(pick, &facts(true)), expected);
    }
}
