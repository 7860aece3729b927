//! Searches in a Web Worker (browser build). Bevy's task pools run on the page's own thread
//! there, so a search spawned on them would freeze the page for as long as it thinks. The
//! engine is instead a second wasm module (`web/engine-worker`) loaded by `engine-worker.js`;
//! requests and reports travel as JSON ([`gomoku_engine::remote`]). A synchronous search cannot
//! read messages, so cancelling terminates the worker and the next job starts a fresh one.
//!
//! The search runs on one thread: helper threads would need memory shared between Web Workers,
//! which browsers give only to cross-origin isolated pages.
//!
//! If the worker cannot start or fails, the move is searched on the page after all, briefly,
//! so the game never waits forever.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use bevy::log::{error, warn};
use gomoku_engine::remote::{Position, SearchReport, SearchRequest};
use gomoku_engine::{AiMove, Limits, SearchInfo, StopFlag};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::lines::ProgressLines;
use super::order::SearchOrder;

/// The worker script, next to `index.html`.
const WORKER_SCRIPT: &str = "./engine-worker.js";
/// Thinking time of the emergency search on the page when the worker is unusable.
const FALLBACK_TIME: Duration = Duration::from_millis(150);

/// What the worker said about the current job.
#[derive(Default)]
struct Inbox {
    job: u64,
    progress: ProgressLines,
    answer: Option<AiMove>,
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
            match SearchReport::from_json(&text) {
                Ok(report) if report.job() != inbox.job => {}
                Ok(SearchReport::Progress { info, .. }) => inbox.progress.record(&info),
                Ok(SearchReport::Done { answer, .. }) => inbox.answer = Some(answer),
                Ok(SearchReport::Failed { error, .. }) | Err(error) => {
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

thread_local! {
    // A `Worker` is not `Send`, so it cannot live in a Bevy resource; the page has one thread.
    static WORKER: RefCell<Option<EngineWorker>> = const { RefCell::new(None) };
}

/// Numbers the jobs, so reports about an abandoned one are ignored.
#[derive(Default)]
pub(super) struct Engines {
    last_job: u64,
}

/// One search running in the worker.
pub(super) struct RunningSearch {
    job: u64,
    /// Kept for the emergency search on the page.
    order: SearchOrder,
}

impl RunningSearch {
    pub(super) fn start(engines: &mut Engines, order: SearchOrder) -> RunningSearch {
        engines.last_job += 1;
        let job = engines.last_job;
        let request = SearchRequest {
            job,
            engine: order.engine,
            seed: order.seed,
            position: Position::of(&order.board),
            limits: order.limits.with_threads(1),
        };
        WORKER.with_borrow_mut(|slot| {
            if slot.is_none() {
                match EngineWorker::spawn() {
                    Ok(worker) => *slot = Some(worker),
                    Err(message) => error!("{message}"),
                }
            }
            let Some(worker) = slot.as_ref() else {
                return;
            };
            *worker.inbox.borrow_mut() = Inbox {
                job,
                ..Inbox::default()
            };
            if let Err(e) = worker
                .worker
                .post_message(&JsValue::from_str(&request.to_json()))
            {
                worker.inbox.borrow_mut().failure = Some(format!("cannot post the job: {e:?}"));
            }
        });
        RunningSearch { job, order }
    }

    /// Always one (see the module's comment).
    /// The Web Worker's count is not shared with the page: only its reports say.
    pub(super) fn live_nodes(&self) -> Option<u64> {
        None
    }

    pub(super) fn threads(&self) -> u32 {
        1
    }

    pub(super) fn take_progress(&mut self) -> Option<Vec<SearchInfo>> {
        WORKER.with_borrow(|slot| {
            let worker = slot.as_ref()?;
            let mut inbox = worker.inbox.borrow_mut();
            if inbox.job == self.job {
                inbox.progress.take()
            } else {
                None
            }
        })
    }

    pub(super) fn poll(&mut self) -> Option<AiMove> {
        let failure = WORKER.with_borrow_mut(|slot| {
            let Some(worker) = slot.as_ref() else {
                return Err("the engine worker is not running".to_owned());
            };
            let mut inbox = worker.inbox.borrow_mut();
            if inbox.job != self.job {
                return Err("the engine worker lost the job".to_owned());
            }
            if let Some(answer) = inbox.answer.take() {
                return Ok(Some(answer));
            }
            match inbox.failure.take() {
                Some(failure) => Err(failure),
                None => Ok(None),
            }
        });
        match failure {
            Ok(answer) => answer,
            Err(message) => {
                warn!("{message}; searching briefly on the page instead");
                // A broken worker is replaced for the next job.
                terminate();
                Some(self.search_here())
            }
        }
    }

    pub(super) fn cancel(self) {
        terminate();
    }

    fn search_here(&self) -> AiMove {
        let limits = Limits {
            time: Some(
                self.order
                    .limits
                    .time
                    .map_or(FALLBACK_TIME, |t| t.min(FALLBACK_TIME)),
            ),
            threads: 1,
            ..self.order.limits
        };
        self.order.engine.build(self.order.seed).choose_move(
            &self.order.board,
            &limits,
            &StopFlag::new(),
            &mut |_| {},
        )
    }
}

fn terminate() {
    if let Some(worker) = WORKER.with_borrow_mut(Option::take) {
        worker.worker.terminate();
    }
}
