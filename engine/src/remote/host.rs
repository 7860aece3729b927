//! The engine's side of a remote job: reads a request, runs it (a search on a warm engine),
//! reports.

use super::messages::{JobReport, JobRequest};
use super::spec::WarmEngines;
use crate::ai::Ai;
use crate::search::{SearchInfo, StopFlag};

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
    /// after each iteration of a search, then `Done`, or `Failed` for text that is not a
    /// runnable request.
    pub fn handle(&mut self, request: &str, send: &mut dyn FnMut(String)) {
        let last = self.run(request, &mut |report| send(report.to_json()));
        send(last.to_json());
    }

    /// Like [`EngineHost::handle`] with typed reports: progress goes to `progress`, the final
    /// report is returned.
    fn run(&mut self, request: &str, progress: &mut dyn FnMut(JobReport)) -> JobReport {
        let request: JobRequest = match serde_json::from_str(request) {
            Ok(request) => request,
            Err(error) => {
                return JobReport::Failed {
                    job: 0,
                    error: format!("not a job request: {error}"),
                };
            }
        };
        let job = request.job;
        let engines = &mut self.engines;
        let performed = request.work.perform(|spec, seed, board, limits| {
            let engine = engines.get_or_insert_with(spec, || spec.build(seed));
            engine.choose_move(board, limits, &StopFlag::new(), &mut |info: &SearchInfo| {
                progress(JobReport::Progress {
                    job,
                    info: info.clone(),
                })
            })
        });
        match performed {
            Ok(answer) => JobReport::Done { job, answer },
            Err(error) => JobReport::Failed { job, error },
        }
    }
}
