//! Searches on Bevy's async compute pool (desktop): the engine runs on a pool thread, is stopped
//! through its [`StopFlag`] and is kept between jobs so its transposition table stays warm.

use std::sync::{Arc, Mutex, PoisonError};

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use gomoku_engine::remote::EngineSpec;
use gomoku_engine::{Ai, AiMove, SearchInfo, StopFlag};

use super::SearchOrder;

/// How many differently configured engines stay warm (the opponent and the hinter).
const KEPT_ENGINES: usize = 2;

type EngineSlot = Arc<Mutex<Option<Ai>>>;

/// Engines by spec, most recently used last. Each is created inside the first job that needs
/// it, off the main thread.
#[derive(Default)]
pub(super) struct Engines {
    slots: Vec<(EngineSpec, EngineSlot)>,
}

impl Engines {
    fn slot(&mut self, spec: EngineSpec) -> EngineSlot {
        match self.slots.iter().position(|(kept, _)| *kept == spec) {
            Some(index) => {
                let entry = self.slots.remove(index);
                self.slots.push(entry);
            }
            None => {
                if self.slots.len() >= KEPT_ENGINES {
                    self.slots.remove(0);
                }
                self.slots.push((spec, EngineSlot::default()));
            }
        }
        self.slots.last().expect("just pushed").1.clone()
    }
}

/// One search running on the pool.
pub(super) struct RunningSearch {
    task: Task<AiMove>,
    stop: StopFlag,
    progress: Arc<Mutex<Option<SearchInfo>>>,
}

impl RunningSearch {
    pub(super) fn start(engines: &mut Engines, order: SearchOrder) -> RunningSearch {
        let slot = engines.slot(order.engine);
        let stop = StopFlag::new();
        let progress = Arc::new(Mutex::new(None));
        let (job_stop, job_progress) = (stop.clone(), progress.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let mut guard = slot.lock().unwrap_or_else(PoisonError::into_inner);
            let engine = guard.get_or_insert_with(|| order.engine.build(order.seed));
            engine.choose_move(
                &order.board,
                &order.limits,
                &job_stop,
                &mut |info: &SearchInfo| {
                    *job_progress.lock().unwrap_or_else(PoisonError::into_inner) =
                        Some(info.clone());
                },
            )
        });
        RunningSearch {
            task,
            stop,
            progress,
        }
    }

    /// The latest progress report not yet taken.
    pub(super) fn take_progress(&mut self) -> Option<SearchInfo> {
        self.progress
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }

    /// The answer, once the search has finished.
    pub(super) fn poll(&mut self) -> Option<AiMove> {
        check_ready(&mut self.task)
    }

    /// Stops the search; its answer is discarded with the task.
    pub(super) fn cancel(self) {
        self.stop.stop();
    }
}

impl Drop for RunningSearch {
    /// A search nobody waits for any more (the app closing, a test ending) must not keep a
    /// pool thread busy: an analysis has no time limit of its own.
    fn drop(&mut self) {
        self.stop.stop();
    }
}
