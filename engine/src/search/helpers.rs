//! The plumbing of a search's helper threads (the search itself is in `parallel.rs`): the jobs
//! handed to a spawner, the slots that keep each helper's searcher between searches, and the
//! rule by which a job that never started is cancelled rather than waited for. Generic over the
//! searcher, so this file knows nothing of the search.

use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, TryLockError};

use crate::point::Point;

/// Runs a helper's job somewhere: on a thread or as a task of a pool. It must call
/// [`HelperJob::run`] (on any thread, at any time), or drop the job.
pub type HelperSpawner = Arc<dyn Fn(HelperJob) + Send + Sync>;

/// One helper's part of a parallel search; `Send`, to be run on another thread or task.
pub struct HelperJob {
    work: Box<dyn FnOnce() + Send>,
}

impl HelperJob {
    pub(super) fn new(work: impl FnOnce() + Send + 'static) -> HelperJob {
        HelperJob {
            work: Box::new(work),
        }
    }

    /// Searches until the main thread stops it; returns at once if the search is already over.
    pub fn run(self) {
        (self.work)()
    }
}

/// A searcher's helpers, kept between searches so their move-ordering memory stays warm.
pub(super) struct Helpers<S> {
    pub(super) slots: Vec<Arc<Mutex<HelperSlot<S>>>>,
    pub(super) spawner: Option<HelperSpawner>,
}

impl<S> Default for Helpers<S> {
    fn default() -> Self {
        Helpers {
            slots: Vec::new(),
            spawner: None,
        }
    }
}

impl<S> Helpers<S> {
    /// Hands `job` to the spawner, or to a thread of its own without one. Where threads cannot
    /// be made (the browser), the job is dropped and the main thread searches alone.
    pub(super) fn spawn(&self, job: HelperJob) {
        match &self.spawner {
            Some(spawner) => spawner(job),
            None => {
                let _ = std::thread::Builder::new()
                    .name("gomoku-helper".to_owned())
                    .spawn(move || job.run());
            }
        }
    }
}

pub(super) struct HelperSlot<S> {
    pub(super) searcher: S,
    /// Set when the job is handed out; whoever comes first clears it: the job as it starts
    /// (and then searches), or the main thread as it ends (and then the job does nothing).
    pub(super) pending: bool,
    /// Which search the pending job belongs to: a job of an earlier search that a pool starts
    /// late finds another ticket and does nothing.
    pub(super) ticket: u64,
}

impl<S> HelperSlot<S> {
    pub(super) fn new(searcher: S) -> HelperSlot<S> {
        HelperSlot {
            searcher,
            pending: false,
            ticket: 0,
        }
    }

    /// Hands out a job for the next search: its ticket.
    pub(super) fn hand_out(&mut self) -> u64 {
        self.ticket = self.ticket.wrapping_add(1);
        self.pending = true;
        self.ticket
    }

    /// Takes the job with `ticket` if it is still pending: whether it should search.
    pub(super) fn take(&mut self, ticket: u64) -> bool {
        let mine = self.pending && self.ticket == ticket;
        if mine {
            self.pending = false;
        }
        mine
    }
}

/// A helper's deepest settled iteration.
#[derive(Clone, Default)]
pub(super) struct HelperOutcome {
    pub(super) depth: u32,
    pub(super) score: i32,
    pub(super) pv: Vec<Point>,
    pub(super) seldepth: u32,
}

/// Where a running helper shows the main thread what it has so far: its node count (at every
/// check) and its deepest settled iteration (after each one). The main thread reads it without
/// waiting for the helper, so a helper the scheduler starves cannot hold up the answer.
#[derive(Default)]
pub(super) struct HelperReport {
    pub(super) nodes: AtomicU64,
    settled: Mutex<Option<HelperOutcome>>,
}

impl HelperReport {
    pub(super) fn settle(&self, outcome: &HelperOutcome) {
        *self.settled.lock().unwrap_or_else(PoisonError::into_inner) = Some(outcome.clone());
    }

    pub(super) fn settled(&self) -> Option<HelperOutcome> {
        self.settled
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

pub(super) fn lock<S>(slot: &Mutex<HelperSlot<S>>) -> MutexGuard<'_, HelperSlot<S>> {
    // A helper that panicked leaves its searcher as it was; the next search can still use it.
    slot.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Ends `slot`'s part in the search that is over without waiting: a job that has not started
/// is cancelled. `false` when its job is still running (it holds the slot until it notices the
/// stop), so the slot cannot serve the next search.
pub(super) fn release<S>(slot: &Mutex<HelperSlot<S>>) -> bool {
    let mut slot = match slot.try_lock() {
        Ok(slot) => slot,
        Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
        Err(TryLockError::WouldBlock) => return false,
    };
    slot.pending = false;
    true
}

/// Depth-skipping patterns by helper (size, phase): helper `i` skips depth `d` when
/// `(d + phase) / size` is odd, so the helpers spread over the depths ahead of the main thread.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// Whether helper `index` (1 for the first; the main thread is 0) skips `depth`.
pub(super) fn skips(index: usize, depth: u32) -> bool {
    let pattern = (index - 1) % SKIP_SIZE.len();
    (depth + SKIP_PHASE[pattern]) / SKIP_SIZE[pattern] % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_runs_once_and_only_for_its_own_search() {
        let mut slot = HelperSlot::new(());
        let first = slot.hand_out();
        // The main thread ended first: the job was cancelled.
        slot.pending = false;
        let second = slot.hand_out();
        assert!(
            !slot.take(first),
            "a late job of the earlier search does nothing"
        );
        assert!(slot.take(second));
        assert!(!slot.take(second), "a job runs once");
    }

    #[test]
    fn the_first_helpers_split_the_depths_between_them() {
        let searched = |index| (1..=8).filter(|&d| !skips(index, d)).collect::<Vec<u32>>();
        assert_eq!(searched(1), [2, 4, 6, 8]);
        assert_eq!(searched(2), [1, 3, 5, 7]);
        assert_eq!(searched(3), [1, 4, 5, 8]);
        // Patterns repeat after twenty helpers.
        assert_eq!(searched(21), searched(1));
    }
}
