//! The automatic game review in the game: every position of the game's main line searched in
//! turn with the time per move the player chose, through the same background jobs as the AI
//! (tasks of Bevy's async compute pool on the desktop, the Web Worker in the browser), with progress and a
//! cancel; then each move judged by `gomoku_engine::review` from those values. The review
//! belongs to its list of moves: browsing the game meanwhile does not disturb it, and the
//! result is shown while the game's main line is the one reviewed.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use gomoku_engine::review::{
    GameReview, OPENING_VALUE, PositionValue, WinChecks, decided_value, judge_after,
};
use gomoku_engine::{AiMove, Ending, Game, GameOptions, Limits, Point};

use crate::ai::{
    AiWorker, EngineJobs, InfiniteAnalysis, PositionValues, Purpose, SearchOrder, black_chance,
    helper_spec,
};
use crate::session::{GameCommand, Session};
use crate::settings::{GameSetup, Preferences};

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Reviews the game's main line (all its moves, the redo line included).
    Start,
    /// Stops a running review; the game is left as it is.
    Cancel,
}

/// A review under way.
#[derive(Clone, Debug)]
pub struct RunningReview {
    pub options: GameOptions,
    pub moves: Vec<Point>,
    /// The stones an opening rule placed: not searched, not judged.
    pub opening_plies: usize,
    /// How the game ended beside its moves when the review started (a resignation).
    pub ending: Ending,
    values: Vec<PositionValue>,
    /// App time when it started, and the time each position gets.
    pub started: f32,
    pub per_position: Duration,
}

impl RunningReview {
    /// Positions searched so far and in all (one more than the moves).
    pub fn progress(&self) -> (usize, usize) {
        (self.values.len(), self.moves.len() + 1)
    }

    /// The time the positions left will take, at most.
    pub fn remaining(&self) -> Duration {
        let (done, total) = self.progress();
        self.per_position * (total - done) as u32
    }
}

/// A finished review and the moves it judged.
#[derive(Clone, Debug, PartialEq)]
pub struct CompletedReview {
    pub options: GameOptions,
    pub moves: Vec<Point>,
    pub review: GameReview,
}

impl CompletedReview {
    /// Whether this review is of the game in `session` (its rule, main line and ending: a
    /// resignation after the review, or one taken back, changes who lost).
    pub fn is_of(&self, session: &Session) -> bool {
        let game = session.game();
        self.options.rule == game.rule()
            && self.options.size == game.size()
            && self.moves == game.all_moves()
            && self.review.ending == session.ending()
    }
}

#[derive(Clone, Debug, Default)]
pub enum ReviewState {
    #[default]
    Idle,
    Running(RunningReview),
    Done(CompletedReview),
    Failed(String),
}

#[derive(Resource, Clone, Debug, Default)]
pub struct GameReviewRun {
    pub state: ReviewState,
}

impl GameReviewRun {
    /// The finished review of the game in `session`, if there is one.
    pub fn of(&self, session: &Session) -> Option<&CompletedReview> {
        match &self.state {
            ReviewState::Done(done) if done.is_of(session) => Some(done),
            _ => None,
        }
    }

    pub fn running(&self) -> Option<&RunningReview> {
        match &self.state {
            ReviewState::Running(running) => Some(running),
            _ => None,
        }
    }

    /// A review read back from a saved record (the same moves need no new review).
    pub fn restore(&mut self, review: CompletedReview) {
        if self.running().is_none() {
            self.state = ReviewState::Done(review);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReviewCommand>()
        .init_resource::<GameReviewRun>()
        .add_systems(
            Update,
            (restore_loaded_reviews, review_commands, drive_review)
                .chain()
                .in_set(crate::Frame::Review),
        );
}

/// A record opened with its review needs no new one.
fn restore_loaded_reviews(mut loads: MessageReader<GameCommand>, mut run: ResMut<GameReviewRun>) {
    for load in loads.read() {
        if let GameCommand::Load { game, extras, .. } = load
            && let Some(review) = &extras.review
        {
            run.restore(CompletedReview {
                options: game.options(),
                moves: game.all_moves(),
                review: (**review).clone(),
            });
        }
    }
}

/// What the review's systems share: the game, the clock, the review and the engine's worker.
#[derive(SystemParam)]
struct Reviewing<'w> {
    session: Res<'w, Session>,
    time: Res<'w, Time>,
    run: ResMut<'w, GameReviewRun>,
    worker: ResMut<'w, AiWorker>,
}

fn review_commands(
    mut commands: MessageReader<ReviewCommand>,
    prefs: Res<Preferences>,
    mut infinite: ResMut<InfiniteAnalysis>,
    mut reviewing: Reviewing,
) {
    for command in commands.read() {
        match command {
            ReviewCommand::Start => {
                let game = reviewing.session.game();
                if game.total_plies() == 0 {
                    continue;
                }
                // The review needs the engine to itself.
                infinite.on = false;
                if matches!(
                    reviewing.worker.thinking(),
                    Some(Purpose::Analyse | Purpose::Hint)
                ) {
                    reviewing.worker.cancel();
                }
                reviewing.run.state = ReviewState::Running(RunningReview {
                    options: game.options(),
                    moves: game.all_moves(),
                    opening_plies: reviewing
                        .session
                        .opening()
                        .opening_plies(game.total_plies()),
                    ending: reviewing.session.ending(),
                    values: Vec::new(),
                    started: reviewing.time.elapsed_secs(),
                    per_position: prefs.review_time(),
                });
            }
            ReviewCommand::Cancel => {
                if reviewing.worker.thinking() == Some(Purpose::Review) {
                    reviewing.worker.cancel();
                }
                if reviewing.run.running().is_some() {
                    reviewing.run.state = ReviewState::Idle;
                }
            }
        }
    }
}

/// The running review: the engine's answer about its position is kept, the positions decided
/// on the board are judged without a search, and the next one that needs a search gets one.
fn drive_review(
    setup: Res<GameSetup>,
    mut jobs: ResMut<EngineJobs>,
    mut values: ResMut<PositionValues>,
    mut reviewing: Reviewing,
) {
    // Looked at without a mutable borrow first: a finished review is not "changed" every frame
    // (the autosave keeps it when it changes).
    if reviewing.run.running().is_none() {
        return;
    }
    let ReviewState::Running(review) = &mut reviewing.run.state else {
        return;
    };
    if reviewing.worker.thinking() == Some(Purpose::Review) {
        let Some(answer) = reviewing.worker.take_answer() else {
            return;
        };
        record_answer(review, answer, &mut values);
    }
    if reviewing.worker.thinking().is_some() {
        // Another job (the AI's move) finishes first.
        return;
    }
    let game = match next_searched_position(review) {
        Ok(game) => game,
        Err(ended) => {
            reviewing.run.state = ended;
            return;
        }
    };
    let limits = Limits::time(review.per_position).with_threads(setup.search_threads());
    let order = SearchOrder {
        engine: helper_spec(review.options.rule),
        board: game.board().clone(),
        generation: reviewing.session.generation(),
        purpose: Purpose::Review,
        limits,
    };
    reviewing
        .worker
        .start(&mut jobs, order, reviewing.time.elapsed_secs());
}

/// The engine's answer about the next position of `review`, kept with its winning chance.
fn record_answer(review: &mut RunningReview, answer: AiMove, values: &mut PositionValues) {
    let (score, pv, depth) = match answer.search {
        Some(result) => (result.score, result.pv, result.depth),
        None => (gomoku_engine::Score::Eval(0), Vec::new(), 0),
    };
    let ply = review.values.len();
    if let Ok(game) = Game::from_moves(review.options, &review.moves[..ply]) {
        let chance = black_chance(score, game.to_move());
        values.record(game.board().hash(), depth.max(1), chance);
    }
    review.values.push((score, pv));
}

/// Values the positions decided on the board (and the opening's) without a search, up to the
/// next one that needs a search, and returns that position; or the review's end: done, or
/// failed.
fn next_searched_position(review: &mut RunningReview) -> Result<Game, ReviewState> {
    loop {
        let ply = review.values.len();
        if ply > review.moves.len() {
            let finished = judge_after(
                review.opening_plies,
                review.options,
                &review.moves,
                review.ending,
                &review.values,
                WinChecks::SearchOnly,
            );
            return Err(match finished {
                Ok(judged) => ReviewState::Done(CompletedReview {
                    options: review.options,
                    moves: review.moves.clone(),
                    review: judged,
                }),
                Err(error) => ReviewState::Failed(error.to_string()),
            });
        }
        match decided_value(review.options, &review.moves[..ply]) {
            Ok(Some(value)) => review.values.push(value),
            Ok(None) if ply < review.opening_plies => review.values.push(OPENING_VALUE),
            Ok(None) => break,
            Err(error) => return Err(ReviewState::Failed(error.to_string())),
        }
    }
    let ply = review.values.len();
    Game::from_moves(review.options, &review.moves[..ply])
        .map_err(|_| ReviewState::Failed(format!("move {ply} cannot be played")))
}
