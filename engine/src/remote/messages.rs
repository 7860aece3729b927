//! The messages of a job that runs in another thread or process (the browser's Web Worker): the
//! request and the reports, each as JSON.

use serde::{Deserialize, Serialize};

use super::work::{Answer, Work};
use crate::search::SearchInfo;

/// One job of a remote engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JobRequest {
    /// Echoed in every report, so answers to an abandoned job can be told apart.
    pub job: u64,
    pub work: Work,
}

impl JobRequest {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("requests serialise")
    }
}

/// What a remote engine says about a job.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobReport {
    /// A completed iteration.
    Progress { job: u64, info: SearchInfo },
    /// What the work came to; the last report of a job.
    Done { job: u64, answer: Answer },
    /// The request could not be run (malformed text or an impossible position).
    Failed { job: u64, error: String },
}

impl JobReport {
    pub fn job(&self) -> u64 {
        match self {
            JobReport::Progress { job, .. }
            | JobReport::Done { job, .. }
            | JobReport::Failed { job, .. } => *job,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("reports serialise")
    }

    pub fn from_json(text: &str) -> Result<JobReport, String> {
        serde_json::from_str(text).map_err(|e| format!("not a job report: {e}"))
    }
}
