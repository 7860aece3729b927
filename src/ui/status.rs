//! The status at the top of the side panel (and of the narrow layout's bar): whose turn it is
//! or how the game ended, what the engine is doing, and the last message, each in a row of a
//! fixed height, so nothing under them moves as they come and go.

use crate::sides::Stone;
use bevy_egui::egui;

use gomoku_engine::opening::Stage;

use crate::ai::Purpose;
use crate::i18n::{Arg, Language, Msg, brackets, colon, tr, tr_args};
use crate::screens::Screen;
use crate::session::GameCommand;
use crate::ui_kit::{UiContext, notice_text, outcome_reason, outcome_text, side_name};

/// Whose turn it is (or how the game ended), what the engine is doing, and the last notice,
/// each on a row of its own height that is there even when empty, so nothing under them moves
/// as they come and go. `compact` (the narrow layout's bar): the engine's activity and the
/// notice share one row, the activity first.
pub(super) fn status(ui: &mut egui::Ui, cx: &mut UiContext, compact: bool) {
    fixed_row(ui, TURN_ROW_HEIGHT, |ui| turn_row(ui, cx));
    let message_height = ui.spacing().interact_size.y.max(STATUS_ROW_HEIGHT);
    if compact {
        let busy = cx.analysis.thinking_since.is_some() && !cx.session.resign_asked();
        fixed_row(ui, message_height, |row| {
            if busy {
                activity(row, cx);
            } else {
                message_row(row, cx);
            }
        });
        return;
    }
    fixed_row(ui, STATUS_ROW_HEIGHT, |row| activity(row, cx));
    // The last notice, the coordinates being typed, or *Resign*'s question: one row, always.
    fixed_row(ui, message_height, |row| message_row(row, cx));
}

/// How the game ended, or the stone to move and whose turn it is in words.
fn turn_row(ui: &mut egui::Ui, cx: &UiContext) {
    let lang = cx.prefs.language;
    if let Some(outcome) = cx.session.outcome() {
        let text = outcome_text(outcome, &cx.setup, cx.prefs.language, &cx.session);
        ui.add(egui::Label::new(egui::RichText::new(text).size(18.0).strong()).truncate())
            .on_hover_text(text);
        return;
    }
    let to_move = cx.session.game().to_move();
    let who = if cx.session.ai_acts(&cx.setup) {
        tr(lang, Msg::TheAi)
    } else if cx.setup.mode.against_ai() {
        tr(lang, Msg::YouInText)
    } else {
        ""
    };
    let step = opening_step(cx.session.opening_stage());
    let line = turn_text(to_move, who, step, lang);
    ui.horizontal(|row| {
        stone_to_move(row, to_move);
        row.add(egui::Label::new(egui::RichText::new(line).size(17.0)).truncate());
    });
}

/// A step of the opening rule that is not a stone: what it is (untranslated).
fn opening_step(stage: Stage) -> Option<Msg> {
    match stage {
        Stage::Choose { .. } => Some(Msg::ChooseAColour),
        Stage::Declare { .. } => Some(Msg::DeclareTheNumberOfFifth),
        Stage::Offer { .. } => Some(Msg::OfferFifthMoves),
        Stage::Pick { .. } => Some(Msg::KeepOneOfTheOffers),
        Stage::Place { .. } | Stage::Play { .. } => None,
    }
}

/// Whose turn it is: the opening's step, or the colour to move, with who acts (`who`, empty
/// when both sides are people).
fn turn_text(to_move: Stone, who: &str, step: Option<Msg>, lang: Language) -> String {
    let (open, close) = brackets(lang);
    let what = match step {
        Some(step) => tr(lang, step).to_owned(),
        None => tr_args(
            lang,
            Msg::SideToMove,
            &[("side", Arg::from(side_name(to_move, lang)))],
        ),
    };
    if who.is_empty() {
        what
    } else {
        format!("{what}{open}{who}{close}")
    }
}

/// The stone to move, drawn small before the words.
fn stone_to_move(row: &mut egui::Ui, to_move: Stone) {
    let (rect, _) = row.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
    // A black stone needs a light rim to read as black on the dark panel, and a white one a
    // dark rim; a small highlight makes both read as stones.
    let (fill, rim) = match to_move {
        Stone::Black => (egui::Color32::from_gray(12), egui::Color32::from_gray(190)),
        Stone::White => (egui::Color32::from_gray(238), egui::Color32::from_gray(90)),
    };
    let painter = row.painter();
    painter.circle(rect.center(), 8.0, fill, egui::Stroke::new(1.5, rim));
    let shine = match to_move {
        Stone::Black => egui::Color32::from_gray(95),
        Stone::White => egui::Color32::WHITE,
    };
    painter.circle_filled(rect.center() + egui::vec2(-2.5, -2.5), 2.0, shine);
}

/// What the engine is doing, or the screen's own word.
fn activity(row: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    if let Some(since) = cx.analysis.thinking_since {
        let elapsed = cx.time.elapsed_secs() - since;
        row.add(egui::Spinner::new());
        let what = match cx.worker.thinking() {
            Some(Purpose::Hint) => tr(lang, Msg::LookingForAHint),
            Some(Purpose::Analyse) => tr(lang, Msg::Analysing),
            _ => tr(lang, Msg::Thinking),
        };
        row.add(egui::Label::new(format!("{what}… {elapsed:.1} s")).truncate());
        // Keep the indicator moving even when nothing else changes.
        row.ctx().request_repaint();
        return;
    }
    let (text, colour) = match *cx.screen.get() {
        Screen::Review => (
            tr(lang, Msg::ReviewingTheGameIsPaused),
            egui::Color32::from_rgb(120, 180, 250),
        ),
        Screen::Menu => (
            tr(lang, Msg::ChooseAGameInThe),
            row.visuals().weak_text_color(),
        ),
        _ => return,
    };
    row.add(egui::Label::new(egui::RichText::new(text).color(colour)).truncate());
}

/// The height of the row that says whose turn it is (or how the game ended).
const TURN_ROW_HEIGHT: f32 = 30.0;

/// The height of each of the status rows under whose turn it is.
const STATUS_ROW_HEIGHT: f32 = 24.0;

/// A row of exactly `height` whatever it holds (nothing, a label, a few buttons).
fn fixed_row(ui: &mut egui::Ui, height: f32, add: impl FnOnce(&mut egui::Ui)) {
    let size = egui::vec2(ui.available_width(), height);
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::left_to_right(egui::Align::Center),
        |row| {
            // Exactly this size: a long text is cut (its labels truncate), never widening the
            // panel or growing the row.
            row.set_min_size(size);
            row.set_max_size(size);
            add(row);
        },
    );
}

/// The status line's message: *Resign*'s question first, then coordinates being typed, then
/// the last notice (or, once the game is over, why it ended). Long ones are cut to the row,
/// whole on hover.
fn message_row(row: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    if cx.session.resign_asked() {
        row.label(egui::RichText::new(tr(lang, Msg::ResignThisGame)).strong());
        if row.button(tr(lang, Msg::YesResign)).clicked() {
            cx.commands.write(GameCommand::Resign);
        }
        if row.button(tr(lang, Msg::No)).clicked() {
            cx.commands.write(GameCommand::AskResign(false));
        }
        return;
    }
    let (text, color) = if !cx.cursor.typed.is_empty() {
        (
            format!(
                "{}{}{} + Enter",
                tr(lang, Msg::Typed),
                colon(lang),
                cx.cursor.typed
            ),
            row.visuals().text_color(),
        )
    } else if let Some(notice) = &cx.session.notice {
        let color = if notice.is_problem() {
            egui::Color32::from_rgb(240, 150, 110)
        } else {
            egui::Color32::from_rgb(150, 200, 150)
        };
        (notice_text(notice, cx.session.game().size(), lang), color)
    } else if let Some(outcome) = cx.session.outcome() {
        (
            outcome_reason(outcome, &cx.session, lang),
            row.visuals().text_color(),
        )
    } else {
        return;
    };
    row.add(egui::Label::new(egui::RichText::new(&text).color(color)).truncate())
        .on_hover_text(text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_engine::opening::Role;

    // Expected texts are bound with `let`: the translation test (tests/game/translations.rs)
    // reads literals after `(` and `, ` in this file as interface text to translate.

    #[test]
    fn the_turn_in_words_in_either_language() {
        let english = Language::English;
        assert_eq!(turn_text(Stone::White, "", None, english), "White to move");
        let you = tr(english, Msg::YouInText);
        assert_eq!(
            turn_text(Stone::Black, you, None, english),
            "Black to move (you)"
        );
        let step = opening_step(Stage::Pick { by: Role::Chooser });
        let ai = tr(english, Msg::TheAi);
        assert_eq!(
            turn_text(Stone::White, ai, step, english),
            "Keep one of the offers (the AI)"
        );
        assert_eq!(
            turn_text(Stone::White, "", step, english),
            "Keep one of the offers"
        );
        // Chinese runs the words together and brackets with full-width parentheses.
        let chinese = turn_text(Stone::Black, "AI", None, Language::SimplifiedChinese);
        assert!(chinese.ends_with("（AI）"), "{chinese}");
        assert!(!chinese.contains(' '), "{chinese}");
    }
}
