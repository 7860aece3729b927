//! The one road for the engine's work in the game: every job (the AI's moves, hints, analysis,
//! a review's positions, the opening advisor's steps, the proposer's balanced stones, the
//! puzzles' solver questions) is an engine [`Work`] started through [`EngineJobs`] and held as
//! an [`EngineJob`]. A job runs on the platform's backend, never on the frame's thread: tasks of
//! Bevy's async compute pool on the desktop (`tasks`), Web Workers in the browser
//! (`web_worker`); each offers `Engines` (what is kept warm between jobs) and `RunningJob`
//! (`start`, `threads`, `live_nodes`, `take_progress`, `poll`, `cancel`). A job is tied to the
//! position it was asked about: [`take_answer`] drops one whose position has gone, and dropping
//! a job stops it.

use std::marker::PhantomData;

use bevy::prelude::*;
use gomoku_engine::opening::OpeningAction;
use gomoku_engine::remote::{Answer, Work};
use gomoku_engine::{AiMove, Point, SearchInfo};

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use super::tasks::{Engines, RunningJob};
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
use super::web_worker::{Engines, RunningJob};

/// What starts the engine's jobs: the backend's warm engines, and the seeds that make each
/// run's games differ.
#[derive(Resource, Default)]
pub struct EngineJobs {
    engines: Engines,
    seed: u64,
}

impl EngineJobs {
    /// Starts `work`, asked about the position of `generation`.
    pub fn start<T: FromAnswer>(&mut self, work: Work, generation: u64) -> EngineJob<T> {
        EngineJob {
            running: RunningJob::start(&mut self.engines, work),
            generation,
            answer: PhantomData,
        }
    }

    /// A fresh seed for a job (the engine's random choices).
    pub fn next_seed(&mut self) -> u64 {
        if self.seed == 0 {
            self.seed = fresh_seed() | 1;
        }
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        self.seed
    }
}

/// One job of the engine's, whose answer is a `T`. Dropping it stops it; its answer, if one
/// still comes, is lost with it.
pub struct EngineJob<T> {
    running: RunningJob,
    generation: u64,
    answer: PhantomData<fn() -> T>,
}

impl<T: FromAnswer> EngineJob<T> {
    /// The position generation the job answers.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The threads the job searches with.
    pub fn threads(&self) -> u32 {
        self.running.threads()
    }

    /// Nodes searched so far, where the backend can tell while the job runs.
    pub fn live_nodes(&self) -> Option<u64> {
        self.running.live_nodes()
    }

    /// The latest report of each line of a search, if one came since the last look.
    pub fn take_progress(&mut self) -> Option<Vec<SearchInfo>> {
        self.running.take_progress()
    }

    /// The answer, once the job has finished. A job that failed never answers (the failure is
    /// logged); a caller that cannot wait forever has a time limit of its own.
    pub fn poll(&mut self) -> Option<T> {
        match T::from_answer(self.running.poll()?) {
            Ok(answer) => Some(answer),
            Err(_) => {
                error!("an engine job answered another kind of answer than it was asked for");
                None
            }
        }
    }

    /// Stops the job; its answer is dropped.
    pub fn cancel(self) {
        self.running.cancel();
    }
}

/// The answer of the job in `slot` once it has one, if it is about the position of
/// `generation`; a job about another position is stopped and forgotten.
pub fn take_answer<T: FromAnswer>(slot: &mut Option<EngineJob<T>>, generation: u64) -> Option<T> {
    if slot.as_ref()?.generation != generation {
        if let Some(job) = slot.take() {
            job.cancel();
        }
        return None;
    }
    let answer = slot.as_mut()?.poll()?;
    *slot = None;
    Some(answer)
}

/// The answers a job can be asked for, each one kind of [`Answer`].
pub trait FromAnswer: Sized {
    fn from_answer(answer: Answer) -> Result<Self, Answer>;
}

/// `FromAnswer` for the answer a kind of work gives.
macro_rules! answer_of {
    ($answer:ty, $kind:ident) => {
        impl FromAnswer for $answer {
            fn from_answer(answer: Answer) -> Result<Self, Answer> {
                match answer {
                    Answer::$kind(answer) => Ok(answer),
                    other => Err(other),
                }
            }
        }
    };
}

answer_of!(AiMove, Move);
answer_of!(Option<OpeningAction>, OpeningStep);
answer_of!(Vec<Point>, Stones);
answer_of!(Option<Point>, WinningMove);
answer_of!(bool, KeepsWin);

/// A different game each run. Natively std's `RandomState` keys come from the OS.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(0x5eed);
    hasher.finish()
}

/// In the browser std's `RandomState` has fixed keys (every page load would replay the same
/// choices), so the seed comes from the browser's `Math.random`.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn fresh_seed() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (half() << 32) | half()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineJobs>();
}
