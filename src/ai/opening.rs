//! The engine's seat in the opening rules. Under renju's (Soosõrv-8, Taraguchi-10) each step it
//! takes — a stone, a swap, a declaration, an offer, the pick of an offer — is decided by the
//! engine's opening advisor, which searches the positions the step leads to; under swap and
//! swap2 the engine as proposer places the most even of a few random three-stone shapes. Both
//! are engine jobs (`job`), one step at a time, at a watchable pace; an answer to a position
//! that has changed meanwhile (undo, new game) is dropped.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use gomoku_engine::opening::{OpeningAction, OpeningRule, PROPOSED_STONES, Role, Stage};
use gomoku_engine::remote::{Position, Work};
use gomoku_engine::{Game, Point};

use super::job::{EngineJob, EngineJobs, take_answer};
use crate::screens::Screen;
use crate::session::{Actor, GameCommand, Session};
use crate::settings::GameSetup;

/// How deep the advisor searches each position it compares (a swap or a pick looks
/// `DECISION_PLIES` deeper). A step compares a few dozen positions: about 60 ms natively at
/// depth 5, a few times that in the browser's worker.
const ADVISOR_DEPTH: u32 = 5;
/// A step of the engine's is shown no sooner than this after its previous one.
const MIN_STEP_SECONDS: f32 = 0.35;
/// Random three-stone shapes an engine proposer rates before placing the most even one.
const PROPOSAL_CANDIDATES: usize = 8;

/// The engine's opening work: the running step or proposal, the stones it proposed, and when
/// it last acted.
#[derive(Resource, Default)]
pub(super) struct OpeningSteps {
    step: Option<EngineJob<Option<OpeningAction>>>,
    proposing: Option<EngineJob<Vec<Point>>>,
    /// The opening stones the engine proposes (swap, swap2), placed one a turn, and the
    /// position they were planned in.
    proposal: Vec<Point>,
    proposed_at: Option<u64>,
    last_step: f32,
    /// Fixed for the game's opening, so the three stones of a Soosõrv opening are one choice.
    game_seed: u64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpeningSteps>().add_systems(
        Update,
        (renju_steps, propose_stones)
            .chain()
            .in_set(crate::Frame::Engine)
            .run_if(in_state(Screen::Playing)),
    );
}

/// Whether the engine's renju opening steps (rather than its moves) are due now.
pub(super) fn opening_step_due(session: &Session) -> bool {
    matches!(
        session.opening().rule(),
        OpeningRule::Soosorv8 | OpeningRule::Taraguchi10
    ) && !matches!(session.opening_stage(), Stage::Play { .. })
}

/// What the engine's seat in the opening reads, keeps and asks for.
#[derive(SystemParam)]
struct Seat<'w> {
    session: Res<'w, Session>,
    setup: Res<'w, GameSetup>,
    time: Res<'w, Time>,
    steps: ResMut<'w, OpeningSteps>,
    jobs: ResMut<'w, EngineJobs>,
    commands: MessageWriter<'w, GameCommand>,
}

/// Whether the engine may act in the opening now: its seat, the game going on, the pace.
fn engine_acts(session: &Session, setup: &GameSetup, last: f32, now: f32) -> bool {
    !session.is_over() && session.ai_acts(setup) && now - last >= MIN_STEP_SECONDS
}

fn renju_steps(mut seat: Seat) {
    let now = seat.time.elapsed_secs();
    let generation = seat.session.generation();
    if seat.steps.step.is_some() {
        if let Some(action) = take_answer(&mut seat.steps.step, generation) {
            seat.steps.last_step = now;
            let by = Actor::Ai { generation };
            match action {
                Some(OpeningAction::Place(point)) => {
                    seat.commands.write(GameCommand::Place { point, by });
                }
                Some(OpeningAction::Choose(choice)) => {
                    seat.commands.write(GameCommand::Choose { choice, by });
                }
                None => {}
            }
        }
        return;
    }
    if !opening_step_due(&seat.session)
        || !engine_acts(&seat.session, &seat.setup, seat.steps.last_step, now)
    {
        return;
    }
    let board = seat.session.game().board();
    if board.stone_count() == 0 || seat.steps.game_seed == 0 {
        seat.steps.game_seed = seat.jobs.next_seed();
    }
    let work = Work::OpeningStep {
        rule: seat.session.opening().rule(),
        choices: seat.session.opening().choices().to_vec(),
        position: Position::of(board),
        seed: seat.steps.game_seed,
        depth: ADVISOR_DEPTH,
    };
    seat.steps.step = Some(seat.jobs.start(work, generation));
}

/// The engine as proposer: the next of the opening stones it chose at the start (a fresh,
/// balanced shape whenever the board is empty), one a turn at a watchable pace.
fn propose_stones(mut seat: Seat) {
    let proposer_due = matches!(
        seat.session.opening_stage(),
        Stage::Place {
            by: Role::Proposer,
            ..
        }
    );
    if !proposer_due || seat.session.is_over() || !seat.session.ai_acts(&seat.setup) {
        seat.steps.proposing = None;
        return;
    }
    let game = seat.session.game();
    let placed = game.moves();
    let generation = seat.session.generation();
    if let Some(stones) = take_answer(&mut seat.steps.proposing, generation) {
        seat.steps.proposal = planned_or_near(stones, game);
        seat.steps.proposed_at = Some(generation);
    }
    let fresh_board = placed.is_empty() && seat.steps.proposed_at != Some(generation);
    if fresh_board || !seat.steps.proposal.starts_with(&placed) {
        if seat.steps.proposing.is_none() {
            let work = Work::BalancedOpening {
                size: game.size(),
                rule: game.rule(),
                seed: seat.jobs.next_seed(),
                candidates: PROPOSAL_CANDIDATES,
            };
            seat.steps.proposing = Some(seat.jobs.start(work, generation));
        }
        return;
    }
    let now = seat.time.elapsed_secs();
    let Some(&point) = seat.steps.proposal.get(placed.len()) else {
        return;
    };
    if now - seat.steps.last_step < MIN_STEP_SECONDS {
        return;
    }
    seat.steps.last_step = now;
    seat.commands.write(GameCommand::Place {
        point,
        by: Actor::Ai { generation },
    });
}

/// The proposed stones, or, when they do not continue the stones on the board (a restored
/// game), those stones and points near the centre.
fn planned_or_near(proposal: Vec<Point>, game: &Game) -> Vec<Point> {
    let placed = game.moves();
    if proposal.starts_with(&placed) {
        return proposal;
    }
    let centre = game.size().center();
    let mut stones = placed;
    stones.extend(
        game.board()
            .empty_points()
            .filter(|point| point.distance(centre) <= 2)
            .take(PROPOSED_STONES),
    );
    stones
}
