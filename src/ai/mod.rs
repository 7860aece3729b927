//! The computer player. Every piece of the engine's work runs in the background as an engine job
//! (`job`: the one type, [`EngineJob`], started through [`EngineJobs`]) so frames never wait
//! for it: as tasks of Bevy's async compute pool on the desktop (`tasks`, the pool sized by
//! `pool`) and in Web Workers in the browser (`web_worker`), two backends of one shape.
//! `worker` holds the one search at a time for the game and what the engine said, `player`
//! starts searches for the engine's moves, hints and the *Analyse* toggle and reads their
//! answers, `opening` is the engine's seat in the opening rules (renju's steps, the proposer's
//! stones), `values` keeps black's winning chance by position for the value graph, and `lines`
//! turns the engine's reports into lines to show.

mod job;
mod lines;
mod opening;
mod player;
mod pool;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod tasks;
mod values;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod web_worker;
mod worker;

pub use job::{EngineJob, EngineJobs, FromAnswer, take_answer};
pub use lines::AnalysisLine;
pub use pool::{task_pool_options, threads_in_pool};
pub use values::{PositionValues, black_chance};
pub use worker::{
    AiWorker, Analysis, Hint, HintRequest, InfiniteAnalysis, Purpose, SearchOrder, ShownAnalysis,
    helper_spec,
};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        job::plugin,
        worker::plugin,
        player::plugin,
        opening::plugin,
        values::plugin,
    ));
}
