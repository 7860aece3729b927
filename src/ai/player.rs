//! The computer player: the systems that start the engine's jobs when it is to act (its move, a
//! choice of colour, the stones it proposes under swap and swap2), for a hint and for the
//! *Analyse* toggle, and that read their answers. A job whose position has changed (undo, new
//! game, leaving the game) is stopped and its answer, if one still arrives, dropped.

use std::time::Duration;

use bevy::prelude::*;
use gomoku_engine::opening::{Choice, PROPOSED_STONES, Role, Stage, balanced_three, choose_colour};
use gomoku_engine::remote::EngineSpec;
use gomoku_engine::{Limits, Score};

use super::lines::AnalysisLine;
use super::worker::{
    AiSet, AiWorker, Analysis, Hint, HintRequest, InfiniteAnalysis, Purpose, helper_spec,
};
use crate::screens::Screen;
use crate::session::{Actor, GameCommand, Session};
use crate::settings::{Mode, Settings};

/// An engine move is shown no sooner than this after the previous one, so fast levels and
/// AI-vs-AI games stay watchable.
const MIN_MOVE_SECONDS: f32 = 0.35;
/// Thinking time for a hint.
const HINT_TIME: Duration = Duration::from_millis(1000);
/// Thinking time of the defence in puzzle mode.
const PUZZLE_DEFENCE_TIME: Duration = Duration::from_millis(700);
/// Thinking time for a choice of colour (at most; the menu's time if shorter).
const CHOICE_TIME: Duration = Duration::from_millis(1500);
/// Random three-stone shapes an engine proposer rates before placing the most even one.
const PROPOSAL_CANDIDATES: usize = 8;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Playing), cancel_on_leave)
        .add_systems(OnEnter(Screen::Edit), cancel_on_leave)
        .add_systems(OnEnter(Screen::Menu), cancel_on_leave)
        .add_systems(
            Update,
            (
                cancel_stale,
                stop_analysis,
                start_move,
                start_hint,
                start_analysis,
                poll_job,
            )
                .chain()
                .in_set(AiSet::Jobs),
        );
}

fn cancel_on_leave(mut worker: ResMut<AiWorker>, mut analysis: ResMut<Analysis>) {
    // A review is about its own list of moves, not the screen.
    if worker.thinking() != Some(Purpose::Review) {
        worker.cancel();
    }
    analysis.thinking_since = None;
}

fn cancel_stale(
    session: Res<Session>,
    mut worker: ResMut<AiWorker>,
    mut analysis: ResMut<Analysis>,
    mut hint: ResMut<Hint>,
) {
    let stale = worker.job.as_ref().is_some_and(|job| {
        job.purpose != Purpose::Review && job.generation != session.generation()
    });
    if stale {
        worker.cancel();
        analysis.thinking_since = None;
    }
    if hint.point.is_some() && hint.generation != session.generation() {
        *hint = Hint::default();
    }
}

/// Switching the toggle off stops the analysis at once; asking for another number of best
/// moves restarts it.
fn stop_analysis(
    infinite: Res<InfiniteAnalysis>,
    settings: Res<Settings>,
    mut worker: ResMut<AiWorker>,
    mut analysis: ResMut<Analysis>,
) {
    let Some(job) = worker
        .job
        .as_ref()
        .filter(|j| j.purpose == Purpose::Analyse)
    else {
        return;
    };
    if !infinite.on || job.multi_pv != settings.analysis_lines() {
        worker.cancel();
        analysis.thinking_since = None;
    }
}

/// Analysis runs on the shown position when nothing else does: the engine's own move and a
/// hint come first (a new position cancels the analysis, see `cancel_stale`).
fn start_analysis(
    session: Res<Session>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    infinite: Res<InfiniteAnalysis>,
    mut worker: ResMut<AiWorker>,
    mut analysis: ResMut<Analysis>,
) {
    let engine_to_move = *screen.get() == Screen::Playing && session.ai_acts(&settings);
    if !infinite.on
        || worker.job.is_some()
        || session.is_over()
        || engine_to_move
        || infinite.finished == Some(session.generation())
        || !matches!(*screen.get(), Screen::Playing | Screen::Review)
    {
        return;
    }
    let engine = EngineSpec {
        multi_pv: settings.analysis_lines(),
        ..helper_spec(session.game().rule())
    };
    spawn_job(
        &mut worker,
        &mut analysis,
        engine,
        &session,
        Purpose::Analyse,
        Limits::default().with_threads(settings.search_threads()),
        time.elapsed_secs(),
    );
}

/// The opponent's limits: the menu's time, and its threads for Master (Hard and the seed
/// levels use one whatever they are given).
fn limits_for(settings: &Settings) -> Limits {
    Limits::time(settings.move_time()).with_threads(settings.search_threads())
}

fn spawn_job(
    worker: &mut AiWorker,
    analysis: &mut Analysis,
    engine: EngineSpec,
    session: &Session,
    purpose: Purpose,
    limits: Limits,
    now: f32,
) {
    let board = session.game().board().clone();
    worker.start(engine, board, session.generation(), purpose, limits, now);
    *analysis = Analysis {
        color: Some(session.game().to_move()),
        lines: Vec::new(),
        purpose: Some(purpose),
        generation: session.generation(),
        position: Some(session.position_key()),
        thinking_since: Some(now),
    };
}

fn start_move(
    session: Res<Session>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    mut worker: ResMut<AiWorker>,
    mut analysis: ResMut<Analysis>,
    mut commands: MessageWriter<GameCommand>,
) {
    if *screen.get() != Screen::Playing
        || session.is_over()
        || !session.ai_acts(&settings)
        || worker.job.is_some()
        || super::opening::renju_opening_on(&session)
    {
        return;
    }
    let stage = session.opening_stage();
    let now = time.elapsed_secs();
    if let Stage::Place {
        by: Role::Proposer, ..
    } = stage
    {
        propose_stone(&session, &mut worker, now, &mut commands);
        return;
    }
    let (engine, limits) = if let Stage::Choose { .. } = stage {
        let engine = helper_spec(session.game().rule());
        let time = settings.move_time().min(CHOICE_TIME);
        spawn_job(
            &mut worker,
            &mut analysis,
            engine,
            &session,
            Purpose::Choose,
            Limits::time(time).with_threads(settings.search_threads()),
            now,
        );
        return;
    } else if settings.mode == Mode::Puzzles {
        // The defence that holds out longest, whatever level the menu has.
        let engine = helper_spec(session.game().rule());
        let limits = Limits::time(PUZZLE_DEFENCE_TIME);
        (engine, limits.with_threads(settings.search_threads()))
    } else {
        let engine =
            EngineSpec::opponent(settings.strength(), settings.style, session.game().rule());
        (engine, limits_for(&settings))
    };
    spawn_job(
        &mut worker,
        &mut analysis,
        engine,
        &session,
        Purpose::Move,
        limits,
        time.elapsed_secs(),
    );
}

#[allow(clippy::too_many_arguments)]
fn start_hint(
    mut requests: MessageReader<HintRequest>,
    session: Res<Session>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    mut worker: ResMut<AiWorker>,
    mut analysis: ResMut<Analysis>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let human_to_move = !session.ai_acts(&settings);
    if session.is_over() || !human_to_move || worker.job.is_some() {
        return;
    }
    if !matches!(*screen.get(), Screen::Playing | Screen::Review) {
        return;
    }
    let engine = helper_spec(session.game().rule());
    spawn_job(
        &mut worker,
        &mut analysis,
        engine,
        &session,
        Purpose::Hint,
        Limits::time(HINT_TIME).with_threads(settings.search_threads()),
        time.elapsed_secs(),
    );
}

fn poll_job(
    session: Res<Session>,
    time: Res<Time>,
    mut worker: ResMut<AiWorker>,
    mut analysis: ResMut<Analysis>,
    mut hint: ResMut<Hint>,
    mut infinite: ResMut<InfiniteAnalysis>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(job) = worker.job.as_mut() else {
        return;
    };
    if job.purpose == Purpose::Review {
        // The review's own system takes the answer (`review::drive_review`).
        return;
    }
    if let Some(infos) = job.search.take_progress() {
        analysis.lines = AnalysisLine::all_from_infos(&infos);
    }
    if job.answer.is_none() {
        job.answer = job.search.poll();
    }
    let ready = job.answer.is_some();
    let waited = time.elapsed_secs() - job.started;
    if !ready || (job.purpose == Purpose::Move && waited < MIN_MOVE_SECONDS) {
        return;
    }
    let finished = worker.job.take().expect("checked above");
    analysis.thinking_since = None;
    let answer = finished.answer.expect("checked above");
    if finished.generation != session.generation() {
        return;
    }
    if let Some(search) = &answer.search {
        // The final result carries the complete line even if no report came in time.
        analysis.lines = AnalysisLine::all_from_result(search);
    }
    if finished.purpose == Purpose::Analyse {
        // Proved, or as deep as the search goes: nothing more to learn here.
        infinite.finished = Some(finished.generation);
        return;
    }
    if finished.purpose == Purpose::Choose {
        // The score is white's (white is to move after three or five stones).
        let score = answer.search.as_ref().map_or(Score::Eval(0), |s| s.score);
        commands.write(GameCommand::Choose {
            choice: Choice::Take(choose_colour(score)),
            by: Actor::Ai {
                generation: finished.generation,
            },
        });
        return;
    }
    let Some(point) = answer.point else {
        return;
    };
    match finished.purpose {
        Purpose::Move => {
            commands.write(GameCommand::Place {
                point,
                by: Actor::Ai {
                    generation: finished.generation,
                },
            });
        }
        Purpose::Hint => {
            *hint = Hint {
                point: Some(point),
                generation: finished.generation,
            };
        }
        Purpose::Choose | Purpose::Analyse | Purpose::Review => {}
    }
}

/// The engine as proposer: the next of the opening stones it chose at the start (a fresh,
/// balanced shape whenever the board is empty), one a turn at a watchable pace. The shape takes
/// a few depth-4 searches, milliseconds, so it is made here rather than in a job.
fn propose_stone(
    session: &Session,
    worker: &mut AiWorker,
    now: f32,
    commands: &mut MessageWriter<GameCommand>,
) {
    if now - worker.last_proposed < MIN_MOVE_SECONDS {
        return;
    }
    let game = session.game();
    let placed = game.moves();
    if placed.is_empty() || !worker.proposal.starts_with(&placed) {
        let seed = worker.next_seed();
        worker.proposal = balanced_three(game.size(), game.rule(), seed, PROPOSAL_CANDIDATES);
        if !worker.proposal.starts_with(&placed) {
            // Stones the proposal did not plan (a restored game): place near them instead.
            worker.proposal = placed.clone();
            worker.proposal.extend(
                game.board()
                    .empty_points()
                    .filter(|p| {
                        let c = game.size().center();
                        p.x().abs_diff(c.x()) <= 2 && p.y().abs_diff(c.y()) <= 2
                    })
                    .take(PROPOSED_STONES),
            );
        }
    }
    let Some(&point) = worker.proposal.get(placed.len()) else {
        return;
    };
    worker.last_proposed = now;
    commands.write(GameCommand::Place {
        point,
        by: Actor::Ai {
            generation: session.generation(),
        },
    });
}
