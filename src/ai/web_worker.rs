//! Engine jobs in Web Workers (browser build). Bevy's task pools run on the page's own thread
//! there, so a job spawned on them would freeze the page for as long as it runs. The engine is
//! instead a second wasm module (`web/engine-worker`) loaded by `engine-worker.js`; requests and
//! reports travel as JSON ([`gomoku_engine::remote`]). Each running job has a worker of its own
//! (the AI's search and a puzzle's judgement may run at once), idle workers are kept for the
//! next jobs, a search goes back to the worker whose engine is warm. A synchronous job cannot
//! read messages, so cancelling one terminates its worker.
//!
//! A search runs on one thread: helper threads would need memory shared between Web Workers,
//! which browsers give only to cross-origin isolated pages.
//!
//! If a worker cannot start or fails, a move comes from the page after all (the weakest rung's
//! greedy choice, in microseconds), so the game never waits for one forever; other work goes
//! once more to a fresh worker.

use std::cell::RefCell;
use std::rc::Rc;

use bevy::log::{error, warn};
use gomoku_engine::remote::{Answer, EngineSpec, JobReport, JobRequest, Work};
use gomoku_engine::{AiMove, SearchInfo};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::lines::ProgressLines;

/// The worker script, next to `index.html`.
const WORKER_SCRIPT: &str = "./engine-worker.js";

/// What the worker said about the current job.
#[derive(Default)]
struct Inbox {
    job: u64,
    progress: ProgressLines,
    answer: Option<Answer>,
    failure: Option<String>,
}

struct EngineWorker {
    worker: Worker,
    inbox: Rc<RefCell<Inbox>>,
    // Kept alive for as long as the worker can call them.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl EngineWorker {
    fn spawn() -> Result<EngineWorker, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(WORKER_SCRIPT, &options)
            .map_err(|e| format!("cannot start the engine worker: {e:?}"))?;
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let messages = inbox.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            let mut inbox = messages.borrow_mut();
            match JobReport::from_json(&text) {
                Ok(report) if report.job() != inbox.job => {}
                Ok(JobReport::Progress { info, .. }) => inbox.progress.record(&info),
                Ok(JobReport::Done { answer, .. }) => inbox.answer = Some(answer),
                Ok(JobReport::Failed { error, .. }) | Err(error) => {
                    inbox.failure = Some(error);
                }
            }
        });
        let errors = inbox.clone();
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            errors.borrow_mut().failure = Some(format!("engine worker: {}", event.message()));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(EngineWorker {
            worker,
            inbox,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

/// A worker and the job it runs, if any.
struct Slot {
    worker: EngineWorker,
    busy: bool,
    /// The engine its last search asked for: a search goes back to the worker that has it warm.
    warm: Option<EngineSpec>,
}

thread_local! {
    // A `Worker` is not `Send`, so it cannot live in a Bevy resource; the page has one thread.
    // Each running job has a worker of its own (a synchronous job cannot share one).
    static WORKERS: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
}

/// Idle workers kept for the next jobs; more are stopped when their job ends.
const KEPT_IDLE: usize = 2;

/// Numbers the jobs, so reports about an abandoned one are ignored.
#[derive(Default)]
pub(super) struct Engines {
    last_job: u64,
}

/// One job running in a worker.
pub(super) struct RunningJob {
    job: u64,
    /// Kept to post again, or for the emergency search on the page.
    work: Work,
    done: bool,
    /// Whether the job was posted again after its worker failed.
    retried: bool,
}

impl RunningJob {
    pub(super) fn start(engines: &mut Engines, mut work: Work) -> RunningJob {
        engines.last_job += 1;
        if let Work::Search { limits, .. } = &mut work {
            limits.threads = 1;
        }
        let job = RunningJob {
            job: engines.last_job,
            work,
            done: false,
            retried: false,
        };
        job.post();
        job
    }

    /// Posts the job to an idle worker (the one whose engine it wants warm, if any).
    fn post(&self) {
        let warm = match &self.work {
            Work::Search { engine, .. } => Some(*engine),
            _ => None,
        };
        let request = JobRequest {
            job: self.job,
            work: self.work.clone(),
        };
        WORKERS.with_borrow_mut(|slots| {
            let Some(slot) = idle_slot(slots, warm) else {
                return;
            };
            slot.busy = true;
            if warm.is_some() {
                slot.warm = warm;
            }
            *slot.worker.inbox.borrow_mut() = Inbox {
                job: self.job,
                ..Inbox::default()
            };
            if let Err(e) = slot
                .worker
                .worker
                .post_message(&JsValue::from_str(&request.to_json()))
            {
                slot.worker.inbox.borrow_mut().failure =
                    Some(format!("cannot post the job: {e:?}"));
            }
        });
    }

    /// The Web Worker's count is not shared with the page: only its reports say.
    pub(super) fn live_nodes(&self) -> Option<u64> {
        None
    }

    /// Always one (see the module's comment).
    pub(super) fn threads(&self) -> u32 {
        1
    }

    pub(super) fn take_progress(&mut self) -> Option<Vec<SearchInfo>> {
        self.with_inbox(|inbox| inbox.progress.take()).flatten()
    }

    pub(super) fn poll(&mut self) -> Option<Answer> {
        if self.done {
            return None;
        }
        let heard = self.with_inbox(|inbox| match inbox.answer.take() {
            Some(answer) => Ok(Some(answer)),
            None => inbox.failure.take().map_or(Ok(None), Err),
        });
        let answer = match heard.unwrap_or_else(|| Err("the engine worker lost the job".to_owned()))
        {
            Ok(None) => return None,
            Ok(Some(answer)) => answer,
            Err(message) => {
                // A broken worker is replaced for the next job.
                self.release(true);
                return self.after_failure(&message);
            }
        };
        self.release(false);
        self.done = true;
        Some(answer)
    }

    pub(super) fn cancel(self) {
        // Dropped: see `Drop`.
    }

    /// `visit` on the inbox of the worker that runs this job, if it still does.
    fn with_inbox<R>(&self, visit: impl FnOnce(&mut Inbox) -> R) -> Option<R> {
        WORKERS.with_borrow(|slots| {
            let slot = slots
                .iter()
                .find(|slot| slot.busy && slot.worker.inbox.borrow().job == self.job)?;
            let mut inbox = slot.worker.inbox.borrow_mut();
            Some(visit(&mut inbox))
        })
    }

    /// Frees this job's worker: kept for the next job, or stopped (`stop`, or too many idle).
    fn release(&self, stop: bool) {
        WORKERS.with_borrow_mut(|slots| {
            let Some(index) = slots
                .iter()
                .position(|slot| slot.busy && slot.worker.inbox.borrow().job == self.job)
            else {
                return;
            };
            let idle = slots.iter().filter(|slot| !slot.busy).count();
            if stop || idle >= KEPT_IDLE {
                slots.remove(index).worker.worker.terminate();
            } else {
                slots[index].busy = false;
            }
        });
    }

    /// What follows a worker's failure: a search answers at once with the weakest rung's
    /// greedy move, made on the page (the game never waits for a move forever, and the page
    /// carries none of the search, which keeps its download small); other work is posted once
    /// more to a fresh worker.
    fn after_failure(&mut self, message: &str) -> Option<Answer> {
        if let Work::Search {
            engine, position, ..
        } = &self.work
        {
            warn!("{message}; the page plays a quick greedy move instead");
            self.done = true;
            let board = position.to_board().ok()?;
            return Some(Answer::Move(AiMove::greedy(&board, engine.rule)));
        }
        if self.retried {
            error!("{message}; the engine's job is given up");
            self.done = true;
        } else {
            warn!("{message}; the job goes to a fresh worker");
            self.retried = true;
            self.post();
        }
        None
    }
}

impl Drop for RunningJob {
    /// A job nobody waits for: a synchronous job cannot be interrupted, so its worker is
    /// stopped (the next job starts a fresh one).
    fn drop(&mut self) {
        if !self.done {
            self.release(true);
        }
    }
}

/// An idle worker for a job, the one with `warm`'s engine if there is one; a new one when none
/// is idle. `None` when no worker can start (the job then fails and runs on the page).
fn idle_slot(slots: &mut Vec<Slot>, warm: Option<EngineSpec>) -> Option<&mut Slot> {
    let idle = |slot: &Slot| !slot.busy;
    let index = slots
        .iter()
        .position(|slot| idle(slot) && warm.is_some() && slot.warm == warm)
        .or_else(|| slots.iter().position(idle));
    let index = match index {
        Some(index) => index,
        None => match EngineWorker::spawn() {
            Ok(worker) => {
                slots.push(Slot {
                    worker,
                    busy: false,
                    warm: None,
                });
                slots.len() - 1
            }
            Err(message) => {
                error!("{message}");
                return None;
            }
        },
    };
    slots.get_mut(index)
}
