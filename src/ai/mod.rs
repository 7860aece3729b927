//! The computer player: the engine's search runs in the background so frames never wait for it,
//! as tasks of Bevy's async compute pool on the desktop (`tasks`, the pool sized by `pool`) and
//! in a Web Worker in the browser (`web_worker`), two backends of one shape (`order`: what a
//! search is asked). `worker` holds the one job at a time and what the engine said, `player` starts jobs for the engine's
//! moves, hints and the *Analyse* toggle and reads their answers, `values` keeps black's winning chance by position for the
//! value graph, and `lines` turns the engine's reports into lines to show.

mod lines;
mod opening;
mod order;
mod player;
mod pool;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod tasks;
mod values;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod web_worker;
mod worker;

pub use lines::AnalysisLine;
pub use pool::{task_pool_options, threads_in_pool};
pub use values::{PositionValues, black_chance};
pub use worker::{
    AiSet, AiWorker, Analysis, Hint, HintRequest, InfiniteAnalysis, Purpose, ShownAnalysis,
    helper_spec,
};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        worker::plugin,
        player::plugin,
        opening::plugin,
        values::plugin,
    ));
}
