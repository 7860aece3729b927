//! What a background search is asked. Two backends run it without blocking frames, with one
//! shape: `tasks` on the desktop (tasks of Bevy's async compute pool) and `web_worker` in the
//! browser (a Web Worker, one thread); each offers `Engines` (the engines kept warm between
//! searches) and `RunningSearch` (`start`, `threads`, `take_progress`, `poll`, `cancel`).

use gomoku_engine::remote::EngineSpec;
use gomoku_engine::{Board, Limits};

/// One search: which engine, its seed, the position and the limits.
pub(super) struct SearchOrder {
    pub(super) engine: EngineSpec,
    pub(super) seed: u64,
    pub(super) board: Board,
    pub(super) limits: Limits,
}
