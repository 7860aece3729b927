//! The side panel's game review: the time per position and the start button, the progress
//! with the time left and a cancel, then each side's accuracy, the move where the game was lost
//! and every marked move with the better one, to jump to or to try again from.

use crate::sides::Stone;
use bevy::ecs::system::SystemParam;
use bevy::prelude::{MessageWriter, Res};
use bevy_egui::egui;
use gomoku_engine::notation::format_point;
use gomoku_engine::review::{MoveReview, Verdict};
use gomoku_engine::{BoardSize, Game};

use super::marks::verdict_symbol;
use super::run::{CompletedReview, GameReviewRun, ReviewCommand, ReviewState};
use crate::i18n::{Arg, Language, Msg, colon, list_separator, tr, tr_args};
use crate::session::GameCommand;
use crate::settings::{Mode, REVIEW_TIME_CHOICES_MS};
use crate::ui_kit::{UiContext, move_number};

/// What the review's panel reads and asks for, beside the [`UiContext`].
#[derive(SystemParam)]
pub struct ReviewPanel<'w> {
    pub run: Res<'w, GameReviewRun>,
    pub commands: MessageWriter<'w, ReviewCommand>,
}

/// Whether a review runs or has results for this game (then it has a block of its own above the
/// scrolling part of the panel).
pub fn review_active(cx: &UiContext, panel: &ReviewPanel) -> bool {
    panel.run.running().is_some() || panel.run.of(&cx.session).is_some()
}

/// The running review's progress or the finished review's results.
pub fn review_block(ui: &mut egui::Ui, cx: &mut UiContext, panel: &mut ReviewPanel) {
    let lang = cx.prefs.language;
    ui.label(egui::RichText::new(tr(lang, Msg::GameReview)).strong());
    if let Some(running) = panel.run.running() {
        let (done, total) = running.progress();
        let left = running.remaining().as_secs_f32().ceil();
        ui.add(
            egui::ProgressBar::new(done as f32 / total as f32).text(format!(
                "{done}/{total} · {} {left:.0} s",
                tr(lang, Msg::About)
            )),
        );
        if ui.button(tr(lang, Msg::CancelTheReview)).clicked() {
            panel.commands.write(ReviewCommand::Cancel);
        }
        return;
    }
    if let Some(done) = panel.run.of(&cx.session).cloned() {
        results(ui, cx, &done);
    }
}

/// The symbol of each move of the main line (`?!`, `?`, `??`) once a review of this game is
/// done, by ply, for the move list.
pub fn review_symbols(cx: &UiContext, panel: &ReviewPanel) -> Vec<Option<&'static str>> {
    panel.run.of(&cx.session).map_or_else(Vec::new, |done| {
        done.review.moves.iter().map(verdict_symbol).collect()
    })
}

/// The time per position and the button that starts a review.
pub fn review_start(ui: &mut egui::Ui, cx: &mut UiContext, panel: &mut ReviewPanel) {
    let lang = cx.prefs.language;
    if let ReviewState::Failed(error) = &panel.run.state {
        ui.label(
            egui::RichText::new(format!(
                "{}{}{error}",
                tr(lang, Msg::TheReviewFailed),
                colon(lang)
            ))
            .color(egui::Color32::from_rgb(0xe0, 0x60, 0x50)),
        );
    }
    let has_moves = cx.session.game().total_plies() > 0;
    ui.horizontal(|row| {
        row.label(tr(lang, Msg::TimePerMove));
        let current = cx.prefs.review_ms;
        egui::ComboBox::from_id_salt("review_time")
            .selected_text(seconds(current))
            .show_ui(row, |list| {
                for ms in REVIEW_TIME_CHOICES_MS {
                    if list.selectable_label(current == ms, seconds(ms)).clicked() {
                        cx.prefs.review_ms = ms;
                    }
                }
            });
    });
    if ui
        .add_enabled(has_moves, egui::Button::new(tr(lang, Msg::ReviewTheGame)))
        .on_hover_text(tr(lang, Msg::TheEngineGoesThroughEvery))
        .clicked()
    {
        panel.commands.write(ReviewCommand::Start);
    }
}

fn seconds(ms: u32) -> String {
    format!("{:.1} s", ms as f32 / 1000.0)
}

fn verdict_text(review: &MoveReview, lang: Language) -> (String, egui::Color32) {
    let (word, color) = match review.verdict {
        Verdict::Opening => (Msg::OpeningInText, egui::Color32::from_gray(0x90)),
        Verdict::Good => (Msg::VerdictGood, egui::Color32::from_rgb(0x60, 0xb0, 0x60)),
        Verdict::Inaccuracy => (
            Msg::VerdictInaccuracy,
            egui::Color32::from_rgb(0xd0, 0xc0, 0x50),
        ),
        Verdict::Mistake => (
            Msg::VerdictMistake,
            egui::Color32::from_rgb(0xe0, 0x90, 0x40),
        ),
        Verdict::Blunder => (
            Msg::VerdictBlunder,
            egui::Color32::from_rgb(0xe0, 0x50, 0x40),
        ),
    };
    let mut text = tr(lang, word).to_owned();
    if review.missed_win.is_some() {
        text = format!(
            "{text}{}{}",
            list_separator(lang),
            tr(lang, Msg::VerdictMissedWin)
        );
    }
    (text, color)
}

fn side(color: Stone, lang: Language) -> &'static str {
    match color {
        Stone::Black => tr(lang, Msg::Black),
        Stone::White => tr(lang, Msg::White),
    }
}

/// The results' line naming the loser's move after which it stayed lost (none for a draw, an
/// unfinished game, or a loser never lost on the board).
pub fn lost_at_text(done: &CompletedReview, lang: Language) -> Option<String> {
    let ply = done.review.lost_at?;
    let moved = done.review.moves.get(ply)?;
    Some(tr_args(
        lang,
        Msg::TheGameWasLostAt,
        &[
            ("n", Arg::from(move_number(ply))),
            (
                "point",
                Arg::from(format_point(moved.played, done.options.size)),
            ),
            ("side", Arg::from(side(moved.mover, lang))),
        ],
    ))
}

fn results(ui: &mut egui::Ui, cx: &mut UiContext, done: &CompletedReview) {
    let lang = cx.prefs.language;
    let size = done.options.size;
    let review = &done.review;
    ui.label(format!(
        "{}: {} {:.0}% · {} {:.0}%",
        tr(lang, Msg::Accuracy),
        side(Stone::Black, lang),
        review.accuracy[0],
        side(Stone::White, lang),
        review.accuracy[1]
    ));
    if let Some(line) = lost_at_text(done, lang) {
        ui.label(line);
    }
    let marked: Vec<&MoveReview> = review
        .moves
        .iter()
        .filter(|m| {
            !matches!(m.verdict, Verdict::Good | Verdict::Opening) || m.missed_win.is_some()
        })
        .collect();
    opening_note(ui, lang, done);
    if marked.is_empty() {
        ui.label(tr(lang, Msg::NoMistakesFound));
    }
    let (jump, retry) = marked_moves(ui, lang, cx.session.game().ply(), size, &marked);
    if let Some(ply) = jump {
        cx.commands.write(GameCommand::JumpTo(ply));
    }
    if let Some(ply) = retry
        && let Ok(game) = Game::from_moves(done.options, &done.moves[..ply])
    {
        cx.setup.mode = Mode::HumanVsAi;
        cx.setup.human_color = game.to_move();
        cx.commands.write(GameCommand::Setup {
            game: Box::new(game),
        });
    }
}

/// Where the judging starts when an opening rule placed the first stones, and the canonical
/// renju opening they make.
fn opening_note(ui: &mut egui::Ui, lang: Language, done: &CompletedReview) {
    let size = done.options.size;
    let review = &done.review;
    let opening = review
        .moves
        .iter()
        .take_while(|m| m.verdict == Verdict::Opening)
        .count();
    if opening > 0 {
        let mut line = tr_args(
            lang,
            Msg::JudgedFromMoveAfterThe,
            &[("n", Arg::from(move_number(opening)))],
        );
        if done.options.rule == gomoku_engine::Rule::Renju
            && let Some(name) = gomoku_engine::opening::canonical::recognise(
                done.moves.get(..3).unwrap_or_default(),
                size,
            )
        {
            line = format!("{line} · {}: {name}", tr(lang, Msg::Opening));
        }
        ui.label(egui::RichText::new(line).weak());
    }
}

/// The marked moves, each a row to jump to and to try again from, with the better line; the
/// ply clicked for each, if any.
fn marked_moves(
    ui: &mut egui::Ui,
    lang: Language,
    shown_ply: usize,
    size: BoardSize,
    marked: &[&MoveReview],
) -> (Option<usize>, Option<usize>) {
    let mut jump = None;
    let mut retry = None;
    egui::ScrollArea::vertical()
        .id_salt("review_marks")
        .max_height(190.0)
        .auto_shrink([false, true])
        .show(ui, |list| {
            for &moved in marked {
                let (text, color) = verdict_text(moved, lang);
                // The button first, at the right edge; the move and its verdict fill what is
                // left, a verdict too long for it ending in "…" rather than under the button.
                list.horizontal(|row| {
                    row.with_layout(egui::Layout::right_to_left(egui::Align::Center), |right| {
                        if right
                            .small_button(tr(lang, Msg::TryAgain))
                            .on_hover_text(tr(lang, Msg::PlayThisPositionAgainstThe))
                            .clicked()
                        {
                            retry = Some(moved.ply);
                        }
                        right.with_layout(
                            egui::Layout::left_to_right(egui::Align::Center),
                            |left| {
                                left.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
                                let symbol = verdict_symbol(moved).unwrap_or("");
                                let label = format!(
                                    "{} {}{symbol}",
                                    move_number(moved.ply),
                                    format_point(moved.played, size)
                                );
                                if left
                                    .selectable_label(shown_ply == moved.ply, label)
                                    .on_hover_text(tr(lang, Msg::ShowThePositionBeforeThis))
                                    .clicked()
                                {
                                    jump = Some(moved.ply);
                                }
                                left.label(egui::RichText::new(text).color(color));
                            },
                        );
                    });
                });
                let line = moved.missed_win.as_ref().unwrap_or(&moved.best_line);
                if !line.is_empty() {
                    let shown: Vec<String> = line
                        .iter()
                        .take(9)
                        .map(|&p| format_point(p, size))
                        .collect();
                    list.label(
                        egui::RichText::new(format!(
                            "{}{}{}",
                            tr(lang, Msg::Better),
                            colon(lang),
                            shown.join(" ")
                        ))
                        .weak(),
                    );
                }
            }
        });
    (jump, retry)
}
