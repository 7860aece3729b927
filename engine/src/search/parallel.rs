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

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use crate::board::Board;

use super::Searcher;
use super::budget::Budget;
use super::helpers::{HelperJob, HelperOutcome, HelperReport, HelperSlot, lock, release, skips};
use super::movepick::root_moves;
use super::types::{Limits, PvLine, Score, SearchInfo, SearchResult, StopFlag, WIN_THRESHOLD};

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
            let slot = Arc::new(Mutex::new(HelperSlot::new(helper)));
            self.helpers.slots.push(slot);
        }
        // Stopped apart from the caller's flag (and with it), counting into its nodes.
        let helper_stop = StopFlag::counting_into(stop);
        let reports: Vec<Arc<HelperReport>> = (0..count).map(|_| Arc::default()).collect();
        for (index, slot) in self.helpers.slots[..count].iter().enumerate() {
            let ticket = {
                let mut slot = lock(slot);
                slot.searcher.copy_settings(self);
                slot.hand_out()
            };
            let (slot, board, limits) = (slot.clone(), board.clone(), *limits);
            let (stop, report) = (helper_stop.clone(), reports[index].clone());
            self.helpers.spawn(HelperJob::new(move || {
                let mut slot = lock(&slot);
                if slot.take(ticket) {
                    slot.searcher
                        .help(&board, &limits, &stop, index + 1, &report);
                }
            }));
        }
        let helper_nodes = || -> u64 {
            reports
                .iter()
                .map(|r| r.nodes.load(Ordering::Relaxed))
                .sum()
        };
        let mut with_helpers = |info: &SearchInfo| {
            let mut info = info.clone();
            info.nodes += helper_nodes();
            info.nps = (info.nodes as f64 / info.elapsed.as_secs_f64().max(1e-6)) as u64;
            on_info(&info);
        };
        let mut result = self.search_alone(board, limits, stop, &mut with_helpers);

        helper_stop.stop();
        // What each helper has settled so far, read without waiting: a helper still running
        // stops within a few hundred nodes of its own, and its slot is replaced so that the
        // next search need not wait for it either. Jobs that never started are cancelled.
        result.nodes += helper_nodes();
        let outcomes: Vec<HelperOutcome> = reports.iter().filter_map(|r| r.settled()).collect();
        for index in 0..count {
            if !release(&self.helpers.slots[index]) {
                let helper = self.helper();
                self.helpers.slots[index] = Arc::new(Mutex::new(HelperSlot::new(helper)));
            }
        }
        for outcome in &outcomes {
            result.seldepth = result.seldepth.max(outcome.seldepth);
        }
        self.adopt_deeper(&mut result, &outcomes);
        result
    }

    /// Forgets the helpers' move-ordering memory (the shared table is the main searcher's to
    /// clear). Only between searches.
    pub(super) fn clear_helpers(&mut self) {
        for slot in &self.helpers.slots {
            lock(slot).searcher.ordering.clear();
        }
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
        report: &HelperReport,
    ) {
        let mut budget = Budget::new(&Limits::default(), stop);
        budget.publish_to(&report.nodes);
        let mut position = self.root_position(board);
        let max_depth = limits.max_depth();
        self.ordering.age();
        self.root_lost.clear();
        let mut outcome = HelperOutcome::default();
        let root_moves = self.restrict_root(root_moves(&mut position, &mut |_| stop.is_stopped()));
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
            outcome.seldepth = budget.seldepth;
            report.settle(&outcome);
            if score.abs() >= WIN_THRESHOLD {
                break;
            }
        }
        report.nodes.store(budget.nodes, Ordering::Relaxed);
    }
}
