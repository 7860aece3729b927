//! The computer player: the systems that start the engine's searches when it is to act (its
//! move, a choice of colour under swap and swap2), for a hint and for the *Analyse* toggle, and
//! that read their answers. A search whose position has changed (undo, new game, leaving the
//! game) is stopped and its answer, if one still arrives, dropped.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use gomoku_engine::opening::{Choice, Role, Stage, choose_colour};
use gomoku_engine::remote::EngineSpec;
use gomoku_engine::{Limits, Score};

use super::job::EngineJobs;
use super::lines::AnalysisLine;
use super::worker::{
    AiWorker, Analysis, Hint, HintRequest, InfiniteAnalysis, Purpose, SearchOrder, helper_spec,
};
use crate::screens::Screen;
use crate::session::{Actor, GameCommand, Session};
use crate::settings::{GameSetup, Mode, Preferences};

/// An engine move is shown no sooner than this after the previous one, so fast levels and
/// AI-vs-AI games stay watchable.
const MIN_MOVE_SECONDS: f32 = 0.35;
/// Thinking time for a hint.
const HINT_TIME: Duration = Duration::from_millis(1000);
/// Thinking time of the defence in puzzle mode.
const PUZZLE_DEFENCE_TIME: Duration = Duration::from_millis(700);
/// Thinking time for a choice of colour (at most; the menu's time if shorter).
const CHOICE_TIME: Duration = Duration::from_millis(1500);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Playing), cancel_on_leave)
        .add_systems(OnEnter(Screen::Edit), cancel_on_leave)
        .add_systems(OnEnter(Screen::Menu), cancel_on_leave)
        .add_systems(
            Update,
            (
                cancel_stale,
                stop_analysis,
                start_move.run_if(in_state(Screen::Playing)),
                start_hint,
                start_analysis,
                poll_job,
            )
                .chain()
                .in_set(crate::Frame::Engine),
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
        job.purpose != Purpose::Review && job.search.generation() != session.generation()
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
    prefs: Res<Preferences>,
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
    if !infinite.on || job.multi_pv != prefs.analysis_lines() {
        worker.cancel();
        analysis.thinking_since = None;
    }
}

/// Analysis runs on the shown position when nothing else does: the engine's own move and a
/// hint come first (a new position cancels the analysis, see `cancel_stale`).
fn start_analysis(
    session: Res<Session>,
    setup: Res<GameSetup>,
    prefs: Res<Preferences>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    infinite: Res<InfiniteAnalysis>,
    mut searches: Searches,
) {
    let engine_to_move = *screen.get() == Screen::Playing && session.ai_acts(&setup);
    if !infinite.on
        || searches.busy()
        || session.is_over()
        || engine_to_move
        || infinite.finished == Some(session.generation())
        || !matches!(*screen.get(), Screen::Playing | Screen::Review)
    {
        return;
    }
    let engine = EngineSpec {
        multi_pv: prefs.analysis_lines(),
        ..helper_spec(session.game().rule())
    };
    let limits = Limits::default().with_threads(setup.search_threads());
    searches.start(
        engine,
        &session,
        Purpose::Analyse,
        limits,
        time.elapsed_secs(),
    );
}

/// The opponent's limits: the menu's time, and its threads for Master (Hard and the seed
/// levels use one whatever they are given).
fn limits_for(setup: &GameSetup) -> Limits {
    Limits::time(setup.move_time()).with_threads(setup.search_threads())
}

/// What starting a search for the shown position touches: the worker, the jobs' backend, and
/// the analysis, which from then on describes the new search.
#[derive(SystemParam)]
struct Searches<'w> {
    worker: ResMut<'w, AiWorker>,
    jobs: ResMut<'w, EngineJobs>,
    analysis: ResMut<'w, Analysis>,
}

impl Searches<'_> {
    fn busy(&self) -> bool {
        self.worker.job.is_some()
    }

    fn start(
        &mut self,
        engine: EngineSpec,
        session: &Session,
        purpose: Purpose,
        limits: Limits,
        now: f32,
    ) {
        let order = SearchOrder {
            engine,
            board: session.game().board().clone(),
            generation: session.generation(),
            purpose,
            limits,
        };
        self.worker.start(&mut self.jobs, order, now);
        *self.analysis = Analysis {
            color: Some(session.game().to_move()),
            lines: Vec::new(),
            purpose: Some(purpose),
            generation: session.generation(),
            position: Some(session.position_key()),
            thinking_since: Some(now),
        };
    }
}

/// The engine's turn: its move, or its choice of colour under swap and swap2 (the stones it
/// proposes are `opening`'s).
fn start_move(
    session: Res<Session>,
    setup: Res<GameSetup>,
    time: Res<Time>,
    mut searches: Searches,
) {
    if session.is_over()
        || !session.ai_acts(&setup)
        || searches.busy()
        || super::opening::opening_step_due(&session)
    {
        return;
    }
    let rule = session.game().rule();
    let threads = setup.search_threads();
    let (engine, purpose, limits) = match session.opening_stage() {
        Stage::Place {
            by: Role::Proposer, ..
        } => return,
        Stage::Choose { .. } => {
            let time = setup.move_time().min(CHOICE_TIME);
            let limits = Limits::time(time).with_threads(threads);
            (helper_spec(rule), Purpose::Choose, limits)
        }
        // The defence that holds out longest, whatever level the menu has.
        _ if setup.mode == Mode::Puzzles => {
            let limits = Limits::time(PUZZLE_DEFENCE_TIME).with_threads(threads);
            (helper_spec(rule), Purpose::Move, limits)
        }
        _ => {
            let engine = EngineSpec::opponent(setup.strength(), setup.style, rule);
            (engine, Purpose::Move, limits_for(&setup))
        }
    };
    searches.start(engine, &session, purpose, limits, time.elapsed_secs());
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    session: Res<Session>,
    setup: Res<GameSetup>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    mut searches: Searches,
) {
    if requests.read().count() == 0 {
        return;
    }
    let human_to_move = !session.ai_acts(&setup);
    if session.is_over() || !human_to_move || searches.busy() {
        return;
    }
    if !matches!(*screen.get(), Screen::Playing | Screen::Review) {
        return;
    }
    let engine = helper_spec(session.game().rule());
    let limits = Limits::time(HINT_TIME).with_threads(setup.search_threads());
    searches.start(engine, &session, Purpose::Hint, limits, time.elapsed_secs());
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
    let Some(finished) = worker.job.take() else {
        return;
    };
    analysis.thinking_since = None;
    let Some(answer) = finished.answer else {
        return;
    };
    let generation = finished.search.generation();
    if generation != session.generation() {
        return;
    }
    if let Some(search) = &answer.search {
        // The final result carries the complete line even if no report came in time.
        analysis.lines = AnalysisLine::all_from_result(search);
    }
    if finished.purpose == Purpose::Analyse {
        // Proved, or as deep as the search goes: nothing more to learn here.
        infinite.finished = Some(generation);
        return;
    }
    if finished.purpose == Purpose::Choose {
        // The score is white's (white is to move after three or five stones).
        let score = answer.search.as_ref().map_or(Score::Eval(0), |s| s.score);
        commands.write(GameCommand::Choose {
            choice: Choice::Take(choose_colour(score)),
            by: Actor::Ai { generation },
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
                by: Actor::Ai { generation },
            });
        }
        Purpose::Hint => {
            *hint = Hint {
                point: Some(point),
                generation,
            };
        }
        Purpose::Choose | Purpose::Analyse | Purpose::Review => {}
    }
}
