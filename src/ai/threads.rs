//! Searches on the desktop: the engine runs on a thread of its own per job, is stopped through
//! its [`StopFlag`] and is kept between jobs (behind a lock) so its transposition table stays
//! warm.

use std::sync::{Arc, Mutex, PoisonError};

use gomoku_engine::remote::EngineSpec;
use gomoku_engine::{Ai, AiMove, SearchInfo, StopFlag};

use super::lines::ProgressLines;
use super::search::SearchOrder;

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

/// One search running on a thread of its own.
pub(super) struct RunningSearch {
    answer: Arc<Mutex<Option<AiMove>>>,
    stop: StopFlag,
    progress: Arc<Mutex<ProgressLines>>,
}

impl RunningSearch {
    pub(super) fn start(engines: &mut Engines, order: SearchOrder) -> RunningSearch {
        let slot = engines.slot(order.engine);
        let stop = StopFlag::new();
        let progress = Arc::new(Mutex::new(ProgressLines::default()));
        let answer = Arc::new(Mutex::new(None));
        let (job_stop, job_progress, job_answer) = (stop.clone(), progress.clone(), answer.clone());
        let search = move || {
            let mut guard = slot.lock().unwrap_or_else(PoisonError::into_inner);
            let engine = guard.get_or_insert_with(|| order.engine.build(order.seed));
            let found = engine.choose_move(
                &order.board,
                &order.limits,
                &job_stop,
                &mut |info: &SearchInfo| {
                    job_progress
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .record(info);
                },
            );
            *job_answer.lock().unwrap_or_else(PoisonError::into_inner) = Some(found);
        };
        // Not Bevy's async compute pool: a long search there (an analysis has no time limit)
        // would hold the pool's only thread on a small machine and starve Bevy's own work on
        // it, such as compiling the render pipelines.
        let spawned = std::thread::Builder::new()
            .name("gomoku-search".to_owned())
            .spawn(search);
        if let Err(error) = spawned {
            bevy::log::error!("cannot start a search thread: {error}");
        }
        RunningSearch {
            answer,
            stop,
            progress,
        }
    }

    /// The latest report of each line, if one came since the last look.
    pub(super) fn take_progress(&mut self) -> Option<Vec<SearchInfo>> {
        self.progress
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }

    /// The answer, once the search has finished.
    pub(super) fn poll(&mut self) -> Option<AiMove> {
        self.answer
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }

    /// Stops the search; its answer is dropped with the job.
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
