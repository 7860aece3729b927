//! The engine's side of a remote search: reads a request, runs it on a warm engine, reports.

use super::messages::{SearchReport, SearchRequest};
use super::spec::{EngineSpec, WarmEngines};
use crate::ai::Ai;
use crate::search::{SearchInfo, StopFlag, complete_proved_lines};

/// The engine side: keeps engines warm between jobs and answers requests. A host runs one job
/// at a time to completion; to abandon a job, the transport drops the host (a Web Worker is
/// terminated), because a synchronous search cannot read messages while it runs.
#[derive(Default)]
pub struct EngineHost {
    pub(super) engines: WarmEngines<Ai>,
}

impl EngineHost {
    pub fn new() -> EngineHost {
        EngineHost::default()
    }

    /// Runs the request in `request` (JSON) and hands every report to `send` as JSON: progress
    /// after each iteration, then `Done`, or `Failed` for text that is not a runnable request.
    pub fn handle(&mut self, request: &str, send: &mut dyn FnMut(String)) {
        let last = self.run(request, &mut |report| send(report.to_json()));
        send(last.to_json());
    }

    /// Like [`EngineHost::handle`] with typed reports: progress goes to `progress`, the final
    /// report is returned.
    fn run(&mut self, request: &str, progress: &mut dyn FnMut(SearchReport)) -> SearchReport {
        let request: SearchRequest = match serde_json::from_str(request) {
            Ok(request) => request,
            Err(error) => {
                return SearchReport::Failed {
                    job: 0,
                    error: format!("not a search request: {error}"),
                };
            }
        };
        let job = request.job;
        let board = match request.position.to_board() {
            Ok(board) => board,
            Err(error) => {
                return SearchReport::Failed {
                    job,
                    error: format!("impossible position: {error}"),
                };
            }
        };
        let engine = self.engine(request.engine, request.seed);
        let mut answer = engine.choose_move(
            &board,
            &request.limits,
            &StopFlag::new(),
            &mut |info: &SearchInfo| {
                progress(SearchReport::Progress {
                    job,
                    info: info.clone(),
                })
            },
        );
        if let Some(result) = answer.search.as_mut() {
            complete_proved_lines(&board, request.engine.rule, result);
        }
        SearchReport::Done { job, answer }
    }

    fn engine(&mut self, spec: EngineSpec, seed: u64) -> &mut Ai {
        self.engines.get_or_insert_with(spec, || spec.build(seed))
    }
}
