//! The engine's worker: the one search at a time for the game's position ([`AiWorker`]), what it
//! is for ([`Purpose`]), and what the engine has said ([`Analysis`], [`Hint`]). The search is an
//! [`EngineJob`] like every engine job of the game (see `job`), tied to the
//! [`Session::generation`](crate::session::Session::generation) it was asked about. The systems
//! that start and read the searches are in `player`, the review's in `crate::review`.

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::remote::{EngineSpec, Position, Work};
use gomoku_engine::{AiMove, Board, Limits, Point, Strength, Style};

use super::job::{EngineJob, EngineJobs};
use super::lines::AnalysisLine;
use crate::session::{PositionKey, Session};

/// Ask the engine for the best move for the human to move.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintRequest;

/// Transposition table for hints (the opponent's engine sizes its own by level).
const HINT_HASH_MB: usize = 16;

/// What a job is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    Move,
    Hint,
    /// A colour to choose under swap / swap2, judged by the search's value of the position.
    Choose,
    /// Infinite analysis of the shown position (the *Analyse* toggle).
    Analyse,
    /// One position of a game review (`crate::review`): not tied to the position shown.
    Review,
}

/// The *Analyse* toggle: while on, the engine thinks on the shown position with no limit,
/// restarting whenever the position changes, until the result is proved or it is switched off.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InfiniteAnalysis {
    pub on: bool,
    /// The position whose analysis ran to its end (a proved result or the deepest depth).
    pub(super) finished: Option<u64>,
}

impl InfiniteAnalysis {
    /// Whether the analysis of the position of `generation` ran to its end and stopped.
    pub fn finished_at(&self, generation: u64) -> bool {
        self.finished == Some(generation)
    }
}

/// The running search and what it is for.
pub(super) struct Job {
    pub(super) search: EngineJob<AiMove>,
    pub(super) purpose: Purpose,
    /// Lines the engine follows (more than one only in analysis).
    pub(super) multi_pv: usize,
    pub(super) started: f32,
    pub(super) answer: Option<AiMove>,
}

/// The engine's searches for the game. At most one runs at a time.
#[derive(Resource, Default)]
pub struct AiWorker {
    pub(super) job: Option<Job>,
}

impl AiWorker {
    /// What the engine is working on, if anything.
    pub fn thinking(&self) -> Option<Purpose> {
        self.job.as_ref().map(|job| job.purpose)
    }

    /// The position generation the running job answers.
    pub fn thinking_generation(&self) -> Option<u64> {
        self.job.as_ref().map(|job| job.search.generation())
    }

    /// The threads the running job searches with (one for all but Master; fewer than asked
    /// for when the task pool could not spare them).
    pub fn thinking_threads(&self) -> Option<u32> {
        self.job.as_ref().map(|job| job.search.threads())
    }

    /// Nodes the running job has searched so far, where the backend can tell while it runs.
    pub fn live_nodes(&self) -> Option<u64> {
        self.job.as_ref()?.search.live_nodes()
    }

    /// Stops the running job, if any; its answer is dropped.
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.search.cancel();
        }
    }

    /// Starts a search of `board` (the position shown, or one a review asks about).
    pub fn start(&mut self, jobs: &mut EngineJobs, order: SearchOrder, now: f32) {
        let SearchOrder {
            engine,
            board,
            generation,
            purpose,
            limits,
        } = order;
        let multi_pv = engine.multi_pv;
        let work = Work::Search {
            engine,
            seed: jobs.next_seed(),
            position: Position::of(&board),
            limits,
        };
        self.job = Some(Job {
            search: jobs.start(work, generation),
            purpose,
            multi_pv,
            started: now,
            answer: None,
        });
    }

    /// The running job's answer once it has one; the job is then over.
    pub fn take_answer(&mut self) -> Option<AiMove> {
        let job = self.job.as_mut()?;
        let answer = job.answer.take().or_else(|| job.search.poll())?;
        self.job = None;
        Some(answer)
    }
}

/// A search the worker is asked for: the engine, the position, the generation it answers,
/// what it is for and its limits.
pub struct SearchOrder {
    pub engine: EngineSpec,
    pub board: Board,
    pub generation: u64,
    pub purpose: Purpose,
    pub limits: Limits,
}

/// What the engine thinks of the position: the latest progress report of the running job or
/// of the last one, for the analysis panel and the principal variation on the board.
#[derive(Resource, Default, Clone, Debug)]
pub struct Analysis {
    /// The side the engine was thinking for.
    pub color: Option<Stone>,
    /// The best lines, best first, one per first move (several in multi-PV analysis).
    pub lines: Vec<AnalysisLine>,
    pub purpose: Option<Purpose>,
    /// The position it was about: the generation its job answered, and the position's key.
    pub generation: u64,
    pub position: Option<PositionKey>,
    /// When the running job started (app time, seconds), for the thinking indicator.
    pub thinking_since: Option<f32>,
}

impl Analysis {
    /// The best line (the first of `lines`), whatever position it is about.
    pub fn line(&self) -> Option<&AnalysisLine> {
        self.lines.first()
    }

    /// What may be shown of the analysis with `session`'s position on the board: its lines
    /// when it is about that very position; when the engine's own move has just been played,
    /// the rest of the line it expected (the position after its first move); else nothing, so
    /// no panel or mark ever describes another position (a new game, an undo, a jump).
    pub fn shown(&self, session: &Session) -> Option<ShownAnalysis<'_>> {
        let thinker = self.color?;
        let first = self.lines.first()?;
        if self.position == Some(session.position_key()) {
            return Some(ShownAnalysis {
                thinker,
                lines: &self.lines,
                skip: 0,
            });
        }
        let continues = self.generation + 1 == session.generation()
            && self.purpose == Some(Purpose::Move)
            && first.pv.len() > 1
            && first.pv.first().copied() == session.game().last_move();
        continues.then(|| ShownAnalysis {
            thinker,
            lines: std::slice::from_ref(first),
            skip: 1,
        })
    }
}

/// The part of an [`Analysis`] that is about the position on the board.
#[derive(Clone, Copy, Debug)]
pub struct ShownAnalysis<'a> {
    /// The side the scores are for.
    pub thinker: Stone,
    pub lines: &'a [AnalysisLine],
    /// Moves of each line already on the board (1 just after the engine's own move).
    pub skip: usize,
}

impl ShownAnalysis<'_> {
    pub fn best(&self) -> &AnalysisLine {
        &self.lines[0]
    }

    /// A line's moves from the position on the board on.
    pub fn moves<'l>(&self, line: &'l AnalysisLine) -> &'l [Point] {
        line.pv.get(self.skip..).unwrap_or_default()
    }
}

/// The engine's suggestion for the human, shown on the board until the position changes.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub point: Option<Point>,
    pub generation: u64,
}

/// The full engine with the hint's table: hints, analysis, choices of colour and puzzle
/// defences all play at master whatever level the menu has.
pub fn helper_spec(rule: gomoku_engine::Rule) -> EngineSpec {
    EngineSpec {
        strength: Strength::MAX,
        style: Style::Balanced,
        rule,
        hash_mb: HINT_HASH_MB,
        multi_pv: 1,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiWorker>()
        .init_resource::<Analysis>()
        .init_resource::<Hint>()
        .init_resource::<InfiniteAnalysis>()
        .add_message::<HintRequest>();
}
