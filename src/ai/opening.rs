//! The engine's seat in renju's opening rules (Soosõrv-8, Taraguchi-10): each step it takes —
//! a stone, a swap, a declaration, an offer, the pick of an offer — is decided by the engine's
//! opening advisor, which searches the positions the step leads to. The advisor runs as a task
//! of Bevy's async compute pool, one step at a time, at a watchable pace; an answer to a
//! position that has changed meanwhile (undo, new game) is dropped.

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task, TaskPool};
use gomoku_engine::Rule;
use gomoku_engine::opening::{OpeningAction, OpeningAdvisor, OpeningRule, Stage};

use super::worker::{AiSet, AiWorker};
use crate::screens::Screen;
use crate::session::{Actor, GameCommand, Session};
use crate::settings::Settings;

/// A step of the engine's is shown no sooner than this after its previous one.
const MIN_STEP_SECONDS: f32 = 0.35;

/// How deep the advisor searches each position it compares (a swap or a pick looks
/// `DECISION_PLIES` deeper). A step compares a few dozen positions: about 60 ms natively at
/// depth 5. In the browser the pool's tasks run on the page's own thread, so it looks less deep
/// there (depth 3, a few frames' work).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
const ADVISOR_DEPTH: u32 = 5;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
const ADVISOR_DEPTH: u32 = 3;

/// The advisor's running step and when the last one was played.
#[derive(Resource, Default)]
pub(super) struct OpeningSteps {
    running: Option<(u64, Task<Option<OpeningAction>>)>,
    last_step: f32,
    /// Fixed for the game's opening, so the three stones of a Soosõrv opening are one choice.
    game_seed: u64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpeningSteps>()
        .add_systems(Update, drive_opening.in_set(AiSet::Jobs));
}

/// Whether the engine's renju opening steps (rather than its moves) are due now.
pub(super) fn renju_opening_on(session: &Session) -> bool {
    matches!(
        session.opening().rule(),
        OpeningRule::Soosorv8 | OpeningRule::Taraguchi10
    ) && !matches!(session.opening_stage(), Stage::Play { .. })
}

fn drive_opening(
    session: Res<Session>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    mut steps: ResMut<OpeningSteps>,
    mut worker: ResMut<AiWorker>,
    mut commands: MessageWriter<GameCommand>,
) {
    let now = time.elapsed_secs();
    if let Some((generation, task)) = &mut steps.running {
        let generation = *generation;
        if generation != session.generation() {
            // Dropping the task cancels it.
            steps.running = None;
        } else if let Some(action) = check_ready(task) {
            steps.running = None;
            steps.last_step = now;
            let by = Actor::Ai { generation };
            match action {
                Some(OpeningAction::Place(point)) => {
                    commands.write(GameCommand::Place { point, by });
                }
                Some(OpeningAction::Choose(choice)) => {
                    commands.write(GameCommand::Choose { choice, by });
                }
                None => {}
            }
        }
        return;
    }
    if *screen.get() != Screen::Playing
        || session.is_over()
        || !renju_opening_on(&session)
        || !session.ai_acts(&settings)
        || now - steps.last_step < MIN_STEP_SECONDS
    {
        return;
    }
    let board = session.game().board().clone();
    if board.stone_count() == 0 || steps.game_seed == 0 {
        steps.game_seed = worker.next_seed();
    }
    let phase = session.opening().clone();
    let seed = steps.game_seed;
    let pool = AsyncComputeTaskPool::get_or_init(TaskPool::new);
    let task = pool.spawn(async move {
        OpeningAdvisor::new(Rule::Renju, ADVISOR_DEPTH).act(&phase, &board, seed)
    });
    steps.running = Some((session.generation(), task));
}
