//! Puzzle mode's part of the side panel: which puzzle, what to do, how it is going, the hints,
//! and its buttons.

use bevy::ecs::system::SystemParam;
use bevy::prelude::{MessageWriter, Res};
use bevy_egui::egui;
use gomoku_engine::BoardSize;
use gomoku_engine::notation::format_point;
use gomoku_engine::puzzles::Puzzle;

use super::play::{ActivePuzzle, HintStage, PuzzleBook, PuzzleCommand, PuzzleStatus};
use crate::i18n::{Language, Msg, colon, tr};
use crate::ui_kit::{UiContext, side_name};

/// What puzzle mode's panel (and the menu's list of levels) reads and asks for, beside the
/// [`UiContext`].
#[derive(SystemParam)]
pub struct PuzzlePanel<'w> {
    pub book: Res<'w, PuzzleBook>,
    pub active: Res<'w, ActivePuzzle>,
    pub commands: MessageWriter<'w, PuzzleCommand>,
}

impl PuzzlePanel<'_> {
    /// Whether the game on the board is a puzzle the player has just solved (its banner offers
    /// the next one instead of a new game).
    pub fn solved_on_board(&self, session: &crate::session::Session) -> bool {
        self.active.puzzle.is_some()
            && self.active.status == PuzzleStatus::Solved
            && session.is_over()
    }
}

/// Puzzle mode: which puzzle, what to do, how it is going, and its buttons.
pub fn puzzle_panel(ui: &mut egui::Ui, cx: &mut UiContext, panel: &mut PuzzlePanel) {
    let lang = cx.prefs.language;
    let Some(puzzle) = panel.active.puzzle.clone() else {
        return;
    };
    let size = cx.session.game().size();
    let kind = match puzzle.kind {
        gomoku_engine::puzzles::PuzzleKind::Vcf => tr(lang, Msg::WinByFoursVcf),
        gomoku_engine::puzzles::PuzzleKind::Vct => tr(lang, Msg::WinByThreesAndFours),
    };
    ui.label(
        egui::RichText::new(format!(
            "{} {} · {} {} · {kind}",
            tr(lang, Msg::Puzzle),
            puzzle.id,
            tr(lang, Msg::Level),
            puzzle.level
        ))
        .strong(),
    );
    if let Some(opening) = puzzle.opening() {
        ui.label(format!(
            "{}{}{opening}",
            tr(lang, Msg::GrewFromTheOpening),
            colon(lang)
        ));
    }
    let attacker = cx.setup.puzzle.attacker;
    ui.label(format!(
        "{}{}{}",
        tr(lang, Msg::YouAttackWith),
        colon(lang),
        side_name(attacker, lang)
    ));
    status_and_hint(ui, lang, size, cx.session.generation(), panel);
    let game = cx.session.game();
    let hint_ok = panel.active.status != PuzzleStatus::Solved
        && !cx.session.is_over()
        && game.to_move() == attacker
        && cx.worker.thinking().is_none();
    ui.horizontal_wrapped(|row| {
        if row
            .add_enabled(hint_ok, egui::Button::new(tr(lang, Msg::Hint)))
            .clicked()
        {
            panel.commands.write(PuzzleCommand::Hint);
        }
        if row.button(tr(lang, Msg::Retry)).clicked() {
            panel.commands.write(PuzzleCommand::Retry);
        }
        if row.button(tr(lang, Msg::NextPuzzle)).clicked() {
            panel.commands.write(PuzzleCommand::Next);
        }
    });
    progress_line(ui, lang, &puzzle, cx, panel);
}

/// How the attempt is going, and the hint given so far.
fn status_and_hint(
    ui: &mut egui::Ui,
    lang: Language,
    size: BoardSize,
    generation: u64,
    panel: &PuzzlePanel,
) {
    let (text, color) = match panel.active.status {
        PuzzleStatus::Solving => (
            tr(lang, Msg::FindTheForcedWinEvery).to_owned(),
            ui.visuals().text_color(),
        ),
        PuzzleStatus::Wrong(point) => (
            format!(
                "{} {}",
                format_point(point, size),
                tr(lang, Msg::LetsTheWinSlipThe)
            ),
            egui::Color32::from_rgb(0xd0, 0x50, 0x40),
        ),
        PuzzleStatus::Solved => (
            tr(lang, Msg::SolvedExclaimed).to_owned(),
            egui::Color32::from_rgb(0x40, 0xa0, 0x50),
        ),
    };
    ui.label(egui::RichText::new(text).color(color));
    match panel.active.hint_for(generation) {
        HintStage::Area(a, b) => {
            ui.label(format!(
                "{} {}–{}",
                tr(lang, Msg::HintTheMoveIsIn),
                format_point(a, size),
                format_point(b, size)
            ));
        }
        HintStage::Move(point) => {
            ui.label(format!(
                "{} {}",
                tr(lang, Msg::HintPlay),
                format_point(point, size)
            ));
        }
        HintStage::NotFound => {
            ui.label(tr(lang, Msg::NoForcedWinFoundFrom));
        }
        HintStage::None => {}
    }
}

/// The level's solved count and the streaks.
fn progress_line(
    ui: &mut egui::Ui,
    lang: Language,
    puzzle: &Puzzle,
    cx: &UiContext,
    panel: &PuzzlePanel,
) {
    let progress = &cx.record.puzzles;
    let total = panel.book.of_level(puzzle.level).count();
    let solved = panel
        .book
        .of_level(puzzle.level)
        .filter(|p| progress.solved.contains(&p.id))
        .count();
    ui.label(
        egui::RichText::new({
            let (open, close) = crate::i18n::brackets(lang);
            format!(
                "{} {solved}/{total} · {} {}{open}{} {}{close}",
                tr(lang, Msg::SolvedAtThisLevel),
                tr(lang, Msg::Streak),
                progress.streak,
                tr(lang, Msg::Best),
                progress.best_streak
            )
        })
        .weak(),
    );
}
