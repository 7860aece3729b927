//! Engine jobs on the desktop: each is a task on Bevy's async compute pool, and so is each helper
//! of a search on several threads. The pool is sized (`pool`) and a search's threads are clamped
//! to it, so a search never holds the pool's last thread: Bevy's own work there (compiling the
//! render pipelines) goes on. A search is stopped through its [`StopFlag`] and its engine is kept
//! between jobs (behind a lock) so its transposition table stays warm; the other jobs (an
//! opening step, the solvers' questions) take milliseconds and need no engine of their own.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex, PoisonError};

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task, TaskPool};
use gomoku_engine::remote::{Answer, EngineSpec, WarmEngines, Work};
use gomoku_engine::search::HelperJob;
use gomoku_engine::{Ai, AiMove, Board, Limits, SearchInfo, StopFlag, Strength};

use super::lines::ProgressLines;
use super::pool::threads_in_pool;

type EngineSlot = Arc<Mutex<Option<Ai>>>;

/// Engines by spec, kept warm as the Web Worker's host keeps them. Each is created inside the
/// first job that needs it, off the main thread.
#[derive(Default)]
pub(super) struct Engines {
    slots: WarmEngines<EngineSlot>,
}

impl Engines {
    fn slot(&mut self, spec: EngineSpec) -> EngineSlot {
        self.slots
            .get_or_insert_with(spec, EngineSlot::default)
            .clone()
    }
}

/// One job running as a task of the async compute pool.
pub(super) struct RunningJob {
    /// `None` once the answer is taken, or when the job failed.
    task: Option<Task<Option<Answer>>>,
    stop: StopFlag,
    progress: Arc<Mutex<ProgressLines>>,
    threads: u32,
}

impl RunningJob {
    pub(super) fn start(engines: &mut Engines, mut work: Work) -> RunningJob {
        // Present in every app (Bevy's `TaskPoolPlugin`); a tool without it gets a default one.
        let pool = AsyncComputeTaskPool::get_or_init(TaskPool::new);
        let mut threads = 1;
        let mut slot = None;
        if let Work::Search { engine, limits, .. } = &mut work {
            // Only Master searches on several threads (the lower strengths hold to one).
            if engine.strength == Strength::MAX {
                threads = threads_in_pool(limits.threads, pool.thread_num());
            }
            limits.threads = threads;
            slot = Some(engines.slot(*engine));
        }
        let stop = StopFlag::new();
        let progress = Arc::new(Mutex::new(ProgressLines::default()));
        let (job_stop, job_progress) = (stop.clone(), progress.clone());
        let task = pool.spawn(async move {
            let performed = catch_unwind(AssertUnwindSafe(|| {
                work.perform(|spec, seed, board, limits| {
                    // Only a search asks, and its slot was taken above.
                    let slot = slot.clone().unwrap_or_default();
                    let engine = Searching {
                        spec,
                        seed,
                        stop: &job_stop,
                        progress: &job_progress,
                    };
                    engine.search(&slot, board, limits)
                })
            }));
            match performed {
                Ok(Ok(answer)) => Some(answer),
                Ok(Err(error)) => {
                    bevy::log::error!("the engine refused a job: {error}");
                    None
                }
                Err(_) => {
                    // The engine may be left half-way through a move: the next job builds a
                    // new one.
                    if let Some(slot) = &slot {
                        *slot.lock().unwrap_or_else(PoisonError::into_inner) = None;
                    }
                    bevy::log::error!("an engine job failed (it panicked); no answer will come");
                    None
                }
            }
        });
        RunningJob {
            task: Some(task),
            stop,
            progress,
            threads,
        }
    }

    /// The threads the job uses (a search's own and its helpers').
    pub(super) fn threads(&self) -> u32 {
        self.threads
    }

    /// Nodes searched so far, counted while the search runs (between its reports).
    pub(super) fn live_nodes(&self) -> Option<u64> {
        Some(self.stop.nodes())
    }

    /// The latest report of each line, if one came since the last look.
    pub(super) fn take_progress(&mut self) -> Option<Vec<SearchInfo>> {
        self.progress
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }

    /// The answer, once the job has finished. A failed job never answers: like a search that
    /// never ends, it stays until it is cancelled.
    pub(super) fn poll(&mut self) -> Option<Answer> {
        let finished = check_ready(self.task.as_mut()?)?;
        self.task = None;
        finished
    }

    /// Stops the job; its answer is dropped with it.
    pub(super) fn cancel(self) {
        self.stop.stop();
    }
}

impl Drop for RunningJob {
    /// A job nobody waits for any more (cancelled, the app closing, a test ending) must not
    /// keep a pool thread busy: an analysis has no time limit of its own. The task, dropped with
    /// it, never starts if it had not yet; a running search ends at the stop flag.
    fn drop(&mut self) {
        self.stop.stop();
    }
}

/// A search on a pool thread: the engine it asks for, how to stop it, where its reports go.
struct Searching<'a> {
    spec: EngineSpec,
    seed: u64,
    stop: &'a StopFlag,
    progress: &'a Mutex<ProgressLines>,
}

impl Searching<'_> {
    fn search(&self, slot: &EngineSlot, board: &Board, limits: &Limits) -> AiMove {
        let mut guard = slot.lock().unwrap_or_else(PoisonError::into_inner);
        let engine = guard.get_or_insert_with(|| {
            let mut engine = self.spec.build(self.seed);
            engine
                .searcher_mut()
                .set_helper_spawner(Arc::new(spawn_helper));
            engine
        });
        engine.choose_move(board, limits, self.stop, &mut |info: &SearchInfo| {
            self.progress
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .record(info);
        })
    }
}

/// A helper of a search on several threads runs as a task of the same pool. One the pool has no
/// thread for before the search ends is cancelled by the engine, never waited for.
fn spawn_helper(job: HelperJob) {
    if let Some(pool) = AsyncComputeTaskPool::try_get() {
        pool.spawn(async move { job.run() }).detach();
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use bevy::tasks::TaskPoolBuilder;
    use gomoku_engine::remote::Position;
    use gomoku_engine::{BoardSize, Rule, Style};

    use super::*;

    /// Threads the engine made for helpers itself, which it does only without a spawner.
    fn helper_threads_of_their_own() -> bool {
        let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
            return false;
        };
        tasks.flatten().any(|task| {
            std::fs::read_to_string(task.path().join("comm"))
                .is_ok_and(|name| name.starts_with("gomoku-helper"))
        })
    }

    #[test]
    fn a_search_on_several_threads_runs_its_helpers_as_tasks_of_the_pool() {
        // The only test of this binary that uses the pool: three threads, two for a search.
        let pool =
            AsyncComputeTaskPool::get_or_init(|| TaskPoolBuilder::new().num_threads(3).build());
        let work = Work::Search {
            engine: EngineSpec::opponent(Strength::MAX, Style::Balanced, Rule::Freestyle),
            seed: 1,
            position: Position::of(&Board::new(BoardSize::new(15).expect("a board size"))),
            limits: Limits::time(Duration::from_millis(400)).with_threads(8),
        };
        let mut search = RunningJob::start(&mut Engines::default(), work);
        assert_eq!(search.threads(), threads_in_pool(8, pool.thread_num()));
        assert!(search.threads() >= 2);
        let started = Instant::now();
        let mut own_threads = false;
        let answer = loop {
            own_threads |= helper_threads_of_their_own();
            if let Some(answer) = search.poll() {
                break answer;
            }
            assert!(started.elapsed() < Duration::from_secs(20), "no answer");
            std::thread::sleep(Duration::from_millis(5));
        };
        assert!(matches!(
            answer,
            Answer::Move(AiMove { point: Some(_), .. })
        ));
        assert!(!own_threads, "the helper ran as a task of the pool");
    }
}
