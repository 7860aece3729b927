//! The new-game menu's rows for the AI (in the games it plays in): its level (the named
//! levels, the strength slider, a suggestion from the person's games), style, time per move and
//! threads.

use bevy_egui::egui;
use gomoku_engine::{Level, Rule, Strength, Style};

use super::menu_draft::{Draft, note};
use crate::i18n::{Arg, Language, Msg, tr, tr_args};
use crate::settings::{MOVE_TIME_RANGE_MS, machine_search_threads};

fn level_name(level: Level) -> Msg {
    match level {
        Level::Beginner => Msg::Beginner,
        Level::Novice => Msg::Novice,
        Level::Casual => Msg::Casual,
        Level::Easy => Msg::Easy,
        Level::Medium => Msg::Medium,
        Level::Skilled => Msg::Skilled,
        Level::Hard => Msg::Hard,
        Level::Expert => Msg::Expert,
        Level::Master => Msg::Master,
    }
}

/// The named levels, the strength slider with its Elo estimate, and *Suggest a level*.
fn strength_choice(ui: &mut egui::Ui, draft: &mut Draft, lang: Language) {
    ui.horizontal_wrapped(|row| {
        for level in Level::ALL {
            let chosen = draft.setup.strength() == level.strength();
            if row
                .selectable_label(chosen, tr(lang, level_name(level)))
                .clicked()
            {
                draft.setup.set_level(level);
            }
        }
    });
    ui.horizontal(|row| {
        let mut value = draft.setup.strength().get();
        let slider = egui::Slider::new(&mut value, Strength::MIN.get()..=Strength::MAX.get())
            .text(tr(lang, Msg::Strength));
        if row.add(slider).changed() {
            draft
                .setup
                .set_strength(Strength::clamped(i64::from(value)));
        }
        // The scale was calibrated in freestyle; other rules say so (renju's steps are flatter).
        let estimate = if draft.setup.rule == Rule::Freestyle {
            Msg::AboutElo
        } else {
            Msg::AboutEloMeasuredInFreestyle
        };
        let elo = tr_args(
            lang,
            estimate,
            &[("elo", Arg::from(draft.setup.strength().elo()))],
        );
        row.label(egui::RichText::new(elo).weak());
    });
    ui.horizontal_wrapped(|row| match draft.record.suggestion() {
        Some(suggestion) => {
            if row.button(tr(lang, Msg::SuggestALevel)).clicked() {
                draft.setup.set_strength(suggestion.strength);
            }
            let text = tr_args(
                lang,
                Msg::SuggestionGames,
                &[
                    ("games", Arg::from(suggestion.games)),
                    ("elo", Arg::from(suggestion.player_elo)),
                    ("strength", Arg::from(suggestion.strength.to_string())),
                ],
            );
            note(row, &text, draft.note_width);
        }
        None => {
            note(row, tr(lang, Msg::FinishAGameAgainstThe), draft.note_width);
        }
    });
}

fn style_name(style: Style) -> Msg {
    match style {
        Style::Attack => Msg::Attack,
        Style::Balanced => Msg::Balanced,
        Style::Defence => Msg::Defence,
    }
}

/// The AI's level, style, time per move and threads, for the games it plays in.
pub(super) fn ai_rows(grid: &mut egui::Ui, draft: &mut Draft) {
    let lang = draft.lang;
    grid.label(tr(lang, Msg::AiLevel));
    grid.vertical(|column| strength_choice(column, draft, lang));
    grid.end_row();
    grid.label(tr(lang, Msg::AiStyle));
    grid.horizontal_wrapped(|row| {
        for style in Style::ALL {
            row.selectable_value(&mut draft.setup.style, style, tr(lang, style_name(style)));
        }
    });
    grid.end_row();
    move_time_row(grid, draft);
    if !cfg!(all(target_arch = "wasm32", target_os = "unknown")) {
        search_threads(grid, draft);
    }
    if draft.setup.strength() < Strength::MAX {
        grid.label("");
        note(
            grid,
            tr(lang, Msg::TheTimeAppliesToMaster),
            draft.note_width,
        );
        grid.end_row();
    }
}

/// The time per move, in seconds on a logarithmic slider.
fn move_time_row(grid: &mut egui::Ui, draft: &mut Draft) {
    let lang = draft.lang;
    grid.label(tr(lang, Msg::TimePerMove));
    let mut seconds = draft.setup.move_time().as_secs_f32();
    let range =
        *MOVE_TIME_RANGE_MS.start() as f32 / 1000.0..=*MOVE_TIME_RANGE_MS.end() as f32 / 1000.0;
    if grid
        .add(
            egui::Slider::new(&mut seconds, range)
                .logarithmic(true)
                .suffix(" s"),
        )
        .changed()
    {
        draft.setup.move_time_ms = (seconds * 1000.0).round() as u32;
    }
    grid.end_row();
}

/// Master's threads, from one to all the machine's cores but one. Not offered in the browser,
/// whose engine searches on one thread (see `crate::ai`).
fn search_threads(grid: &mut egui::Ui, draft: &mut Draft) {
    let lang = draft.lang;
    let most = machine_search_threads();
    grid.label(tr(lang, Msg::SearchThreads));
    if most > 1 {
        let mut threads = draft.setup.search_threads();
        if grid
            .add(egui::Slider::new(&mut threads, 1..=most))
            .changed()
        {
            draft.setup.search_threads = threads;
        }
    } else {
        grid.label(tr(lang, Msg::OneOnThisMachine));
    }
    grid.end_row();
    grid.label("");
    note(
        grid,
        tr(lang, Msg::MasterSearchesOnThemAnd),
        draft.note_width,
    );
    grid.end_row();
}
