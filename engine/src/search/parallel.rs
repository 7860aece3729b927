//! Lazy SMP: a search on several threads. The main thread searches as it would alone; each
//! helper searches the same position with a searcher of its own that shares the main one's
//! transposition table, so what one thread learns the others read. Helpers skip some depths
//! (each its own pattern), so they run ahead of the main thread and fill the table with
//! deeper results. When the main thread ends, it stops the helpers, waits for them, and plays
//! the move of whichever thread settled the deepest iteration.
//!
//! Helpers are handed out as [`HelperJob`]s: by default each runs on a thread of its own, and a
//! caller with a task pool (the game's, on Bevy's async compute pool) runs them there through
//! [`Searcher::set_helper_spawner`]. A job that has not started by the time the main thread
//! ends is cancelled, not waited for, so a pool too small to run them all at once never
//! deadlocks: the search then simply has fewer helpers.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::board::Board;
use crate::point::Point;

use super::Searcher;
use super::budget::Budget;
use super::movepick::root_moves;
use super::types::{
    Limits, MAX_PLY, PvLine, Score, SearchInfo, SearchResult, StopFlag, WIN_THRESHOLD,
};

/// Runs a helper's job somewhere: on a thread or as a task of a pool. It must call
/// [`HelperJob::run`] (on any thread, at any time), or drop the job.
pub type HelperSpawner = Arc<dyn Fn(HelperJob) + Send + Sync>;

/// A searcher's helpers, kept between searches so their move-ordering memory stays warm.
#[derive(Default)]
pub(super) struct Helpers {
    slots: Vec<Arc<Mutex<HelperSlot>>>,
    pub(super) spawner: Option<HelperSpawner>,
}

struct HelperSlot {
    searcher: Searcher,
    /// Set when the job is handed out; whoever comes first clears it: the job as it starts
    /// (and then searches), or the main thread as it ends (and then the job does nothing).
    pending: bool,
    outcome: Option<HelperOutcome>,
}

/// A helper's deepest settled iteration.
struct HelperOutcome {
    depth: u32,
    score: i32,
    pv: Vec<Point>,
    nodes: u64,
    seldepth: u32,
}

/// One helper's part of a parallel search; `Send`, to be run on another thread or task.
pub struct HelperJob {
    slot: Arc<Mutex<HelperSlot>>,
    board: Board,
    limits: Limits,
    stop: StopFlag,
    /// 1 for the first helper (the main thread is 0): picks the depths it skips.
    index: usize,
    nodes: Arc<AtomicU64>,
}

impl HelperJob {
    /// Searches until the main thread stops it; returns at once if the search is already over.
    pub fn run(self) {
        let mut slot = lock(&self.slot);
        if !slot.pending {
            return;
        }
        slot.pending = false;
        let outcome = slot.searcher.help(
            &self.board,
            &self.limits,
            &self.stop,
            self.index,
            &self.nodes,
        );
        slot.outcome = Some(outcome);
    }
}

fn lock(slot: &Mutex<HelperSlot>) -> MutexGuard<'_, HelperSlot> {
    // A helper that panicked leaves its searcher as it was; the next search can still use it.
    slot.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The default spawner: a thread of its own per job. Where threads cannot be made (the
/// browser), the job is dropped and the main thread searches alone.
fn spawn_thread(job: HelperJob) {
    let _ = std::thread::Builder::new()
        .name("gomoku-helper".to_owned())
        .spawn(move || job.run());
}

impl Helpers {
    /// Forgets the helpers' move-ordering memory (the shared table is the main searcher's to
    /// clear). Only between searches.
    pub(super) fn clear_memory(&mut self) {
        for slot in &self.slots {
            lock(slot).searcher.ordering.clear();
        }
    }
}

/// Depth-skipping patterns by helper (size, phase): helper `i` skips depth `d` when
/// `(d + phase) / size` is odd, so the helpers spread over the depths ahead of the main thread.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

fn skips(index: usize, depth: u32) -> bool {
    let pattern = (index - 1) % SKIP_SIZE.len();
    (depth + SKIP_PHASE[pattern]) / SKIP_SIZE[pattern] % 2 == 1
}

impl Searcher {
    /// The search on `limits.thread_count()` threads: this one and its helpers.
    pub(super) fn search_parallel(
        &mut self,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let count = limits.thread_count() - 1;
        while self.helpers.slots.len() < count {
            let helper = self.helper();
            self.helpers.slots.push(Arc::new(Mutex::new(HelperSlot {
                searcher: helper,
                pending: false,
                outcome: None,
            })));
        }
        let helper_stop = StopFlag::new();
        let counters: Vec<Arc<AtomicU64>> = (0..count).map(|_| Arc::default()).collect();
        for (index, slot) in self.helpers.slots[..count].iter().enumerate() {
            {
                let mut slot = lock(slot);
                slot.searcher.copy_settings(self);
                slot.pending = true;
                slot.outcome = None;
            }
            let job = HelperJob {
                slot: slot.clone(),
                board: board.clone(),
                limits: *limits,
                stop: helper_stop.clone(),
                index: index + 1,
                nodes: counters[index].clone(),
            };
            match &self.helpers.spawner {
                Some(spawner) => spawner(job),
                None => spawn_thread(job),
            }
        }
        let helper_nodes = || -> u64 { counters.iter().map(|c| c.load(Ordering::Relaxed)).sum() };
        let mut with_helpers = |info: &SearchInfo| {
            let mut info = info.clone();
            info.nodes += helper_nodes();
            info.nps = (info.nodes as f64 / info.elapsed.as_secs_f64().max(1e-6)) as u64;
            on_info(&info);
        };
        let mut result = self.search_alone(board, limits, stop, &mut with_helpers);

        helper_stop.stop();
        // Waits for the helpers that started; those that did not are cancelled.
        let outcomes: Vec<HelperOutcome> = self.helpers.slots[..count]
            .iter()
            .filter_map(|slot| {
                let mut slot = lock(slot);
                slot.pending = false;
                slot.outcome.take()
            })
            .collect();
        for outcome in &outcomes {
            result.nodes += outcome.nodes;
            result.seldepth = result.seldepth.max(outcome.seldepth);
        }
        self.adopt_deeper(&mut result, &outcomes);
        result
    }

    /// Plays the deepest helper's move when a helper settled an iteration deeper than the main
    /// thread's last one, or proved a win it had not. Multi-PV lines stay the main thread's.
    fn adopt_deeper(&self, result: &mut SearchResult, outcomes: &[HelperOutcome]) {
        if self.multi_pv > 1 || self.escaped || result.score.is_win() || result.score.is_loss() {
            return;
        }
        let Some(best) = outcomes
            .iter()
            .filter(|o| !o.pv.is_empty())
            .max_by_key(|o| (o.depth, o.score))
        else {
            return;
        };
        let score = Score::from_internal(best.score);
        let first = best.pv[0];
        let deeper = best.depth > result.depth || score.is_win();
        if !deeper || !score.is_loss() && self.root_lost.contains(&first) {
            return;
        }
        result.best_move = Some(first);
        result.score = score;
        result.pv = best.pv.clone();
        result.lines = vec![PvLine {
            score,
            moves: best.pv.clone(),
        }];
        result.depth = best.depth;
    }

    /// A helper's iterative deepening: no threat solving at the root (the main thread's) and
    /// no clock of its own (the main thread stops it); it ends at a proved result or the depth
    /// limit.
    fn help(
        &mut self,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        index: usize,
        counter: &AtomicU64,
    ) -> HelperOutcome {
        let mut budget = Budget::new(&Limits::default(), stop);
        budget.publish_to(counter);
        let mut position = self.root_position(board);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);
        self.ordering.age();
        self.root_lost.clear();
        let mut outcome = HelperOutcome {
            depth: 0,
            score: 0,
            pv: Vec::new(),
            nodes: 0,
            seldepth: 0,
        };
        let root_moves = root_moves(&mut position, &mut |_| stop.is_stopped());
        let mut previous = 0;
        for depth in (1..=max_depth).filter(|&d| !skips(index, d)) {
            if root_moves.is_empty() || stop.is_stopped() {
                break;
            }
            let Some((score, pv)) = self.aspiration(
                &mut position,
                &mut budget,
                depth as i32,
                0,
                previous,
                &root_moves,
                &[],
            ) else {
                break;
            };
            if budget.aborted {
                break;
            }
            previous = score;
            outcome.depth = depth;
            outcome.score = score;
            outcome.pv = pv;
            if score.abs() >= WIN_THRESHOLD {
                break;
            }
        }
        outcome.nodes = budget.nodes;
        outcome.seldepth = budget.seldepth;
        counter.store(budget.nodes, Ordering::Relaxed);
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
