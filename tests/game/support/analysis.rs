//! Helpers of the analysis-board tests (`analysis`): turns for tests with endless
//! searches, waiting for the analysis, its marks, the editor and a review.

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use gomoku::ai::{AiWorker, Analysis, InfiniteAnalysis, Purpose};
use gomoku::editor::{Editor, EditorCommand};
use gomoku::review::{GameReviewRun, ReviewCommand, ReviewState};
use gomoku::screens::Screen;
use gomoku::settings::Mode;

use super::{TestGame, temp_dir};

/// Bevy's async compute pool, where the engine searches, is one per process and has two
/// threads here (`TEST_CORES`): an endless search in one test would hold a thread another
/// test's engine needs, so these tests take turns.
pub static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

pub fn turn() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner)
}

pub fn analysing(game: &TestGame) -> bool {
    game.app.world().resource::<AiWorker>().thinking() == Some(Purpose::Analyse)
}

pub fn set_analysis(game: &mut TestGame, on: bool) {
    game.app.world_mut().resource_mut::<InfiniteAnalysis>().on = on;
    game.app.update();
}

pub fn depth(game: &TestGame) -> u32 {
    let analysis = game.app.world().resource::<Analysis>();
    analysis.line().map_or(0, |line| line.depth)
}

/// Runs frames until `done` holds, failing with `what` after `seconds`.
pub fn wait_until(game: &mut TestGame, what: &str, seconds: u64, done: impl Fn(&TestGame) -> bool) {
    let started = Instant::now();
    while !done(game) {
        assert!(started.elapsed() < Duration::from_secs(seconds), "{what}");
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Runs frames until the analysis ends by itself.
pub fn until_finished(game: &mut TestGame) {
    wait_until(game, "never finished", 10, |g| !analysing(g));
}

/// Runs frames for `duration`, returning the longest update.
pub fn run(game: &mut TestGame, duration: Duration) -> Duration {
    let started = Instant::now();
    let mut longest = Duration::ZERO;
    while started.elapsed() < duration {
        let before = Instant::now();
        game.app.update();
        longest = longest.max(before.elapsed());
        std::thread::sleep(Duration::from_millis(5));
    }
    longest
}

/// An app whose board marks are drawn ([`super::blank_art`]).
pub fn game_with_marks(mode: Mode) -> TestGame {
    let dir = temp_dir(&format!("marks-{mode:?}"));
    TestGame::with_setup(dir, Some(mode), |app| {
        app.insert_resource(super::blank_art());
    })
}

/// The marks on the board: (point, rank, label), best first.
pub fn marks(game: &mut TestGame) -> Vec<(gomoku_engine::Point, usize, String)> {
    let mut query = game
        .app
        .world_mut()
        .query::<&gomoku::overlays::BestMoveMark>();
    let mut marks: Vec<_> = query
        .iter(game.app.world())
        .map(|m| (m.point, m.rank, m.label.clone()))
        .collect();
    marks.sort_by_key(|m| m.1);
    marks
}

/// Runs frames until the analysis reports `lines` lines at `depth` or more.
pub fn until_lines(game: &mut TestGame, lines: usize, depth: u32) {
    wait_until(game, &format!("never {lines} lines"), 20, |g| {
        let analysis = g.app.world().resource::<Analysis>();
        analysis.lines.len() == lines && analysis.lines.iter().all(|l| l.depth >= depth)
    });
}

pub fn edit(game: &mut TestGame, command: EditorCommand) {
    game.app.world_mut().write_message(command);
    game.app.update();
    game.app.update();
}

pub fn editor(game: &TestGame) -> Editor {
    game.app.world().resource::<Editor>().clone()
}

pub fn review_state(game: &TestGame) -> gomoku::review::ReviewState {
    game.app.world().resource::<GameReviewRun>().state.clone()
}

/// Runs frames until the review is no longer running.
pub fn until_reviewed(game: &mut TestGame) {
    wait_until(game, "review never ended", 60, |g| {
        !matches!(review_state(g), ReviewState::Running(_))
    });
}

/// A game between people on `moves`, shown in review, whose review (at `review_ms` a
/// position) has just started.
pub fn reviewing(moves: &str, review_ms: u32) -> TestGame {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.prefer(|p| p.review_ms = review_ms);
    game.load(moves, Screen::Review);
    game.app.world_mut().write_message(ReviewCommand::Start);
    game.app.update();
    game
}

/// Black's h8-j8 (blocked at g8) and k9 k10: k8 wins by fours (a four, then an open four).
/// Black plays o15 instead.
pub const MISSED_VCF: &str = "h8g8i8a1j8c1k9e1k10g1o15";

pub fn line_of(text: &str) -> Vec<gomoku_engine::Point> {
    gomoku_engine::notation::parse_moves(text, gomoku_engine::BoardSize::STANDARD).unwrap()
}
