//! What a search is asked (limits, stop flag) and what it answers (scores, progress, result),
//! and the units and bounds the search counts in.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::counters::SearchCounters;
use crate::point::{MAX_SIZE, Point};

/// Score magnitude of a won position; a win in `n` plies scores `WIN - n`.
pub(crate) const WIN: i32 = 30_000;
/// Scores at or beyond this magnitude are forced wins or losses.
pub(crate) const WIN_THRESHOLD: i32 = WIN - 1_000;
/// Plies a line may reach from the root: the length of the per-ply tables.
pub(crate) const MAX_PLY: usize = 128;
/// Marks a ply whose static evaluation was not computed.
pub(crate) const NO_EVAL: i32 = i32::MIN;
/// Cells of the largest board: the length of the per-point tables.
pub(crate) const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// A search score from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Score {
    /// Heuristic evaluation; 100 is roughly "a clear edge", positive is good for the side to move.
    Eval(i32),
    /// The side to move wins with its move within `plies` plies (1 = it makes five now). The
    /// search stops at a proof, so a faster win may exist.
    Win(u32),
    /// The side to move loses within `plies` plies whatever it does (a longer defence may
    /// exist).
    Loss(u32),
}

impl Score {
    pub(crate) fn from_internal(value: i32) -> Score {
        if value >= WIN_THRESHOLD {
            Score::Win((WIN - value) as u32)
        } else if value <= -WIN_THRESHOLD {
            Score::Loss((WIN + value) as u32)
        } else {
            Score::Eval(value)
        }
    }

    pub fn is_win(self) -> bool {
        matches!(self, Score::Win(_))
    }

    pub fn is_loss(self) -> bool {
        matches!(self, Score::Loss(_))
    }

    /// Estimated probability that the side to move wins, from a logistic fit of the evaluation
    /// (1.0 / 0.0 for proven results).
    pub fn win_probability(self) -> f32 {
        match self {
            Score::Win(_) => 1.0,
            Score::Loss(_) => 0.0,
            Score::Eval(v) => 1.0 / (1.0 + (-(v as f32) / 400.0).exp()),
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Eval(v) => write!(f, "{v}"),
            Score::Win(n) => write!(f, "+W{n}"),
            Score::Loss(n) => write!(f, "-L{n}"),
        }
    }
}

/// When to stop searching. Unset limits do not apply; with none set the search runs until
/// stopped or until it has proven a result.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    // Per-game time is turned into a per-move time by [`Limits::from_clock`].
    /// Wall-clock time for this move.
    pub time: Option<Duration>,
    /// Nodes (positions visited, threat search included).
    pub nodes: Option<u64>,
    /// Nominal depth of the main search, in plies.
    pub depth: Option<u32>,
    /// Threads searching together (lazy SMP); 0 and 1 both mean one. The node limit counts
    /// the main thread's nodes; with more than one thread the result may vary from run to run.
    #[serde(default)]
    pub threads: u32,
}

/// The most threads one search uses.
pub const MAX_THREADS: u32 = 64;

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// These limits searched by `threads` threads.
    pub fn with_threads(self, threads: u32) -> Limits {
        Limits { threads, ..self }
    }

    /// The deepest iteration to search: the depth limit, or as deep as the per-ply tables
    /// allow (kept a few plies short of [`MAX_PLY`] for extensions).
    pub(crate) fn max_depth(&self) -> u32 {
        let deepest = MAX_PLY as u32 - 8;
        self.depth.unwrap_or(deepest).clamp(1, deepest)
    }

    /// How many threads search: at least one, at most [`MAX_THREADS`].
    pub fn thread_count(&self) -> usize {
        self.threads.clamp(1, MAX_THREADS) as usize
    }
}

/// Shared flag that asks a running search to stop; clone it into the thread that wants to stop
/// the search. The search polls it every few hundred nodes and returns its best move so far.
/// At each poll it also adds the nodes searched since the last one to a count the holder can
/// read while the search runs ([`StopFlag::nodes`]): a long iteration reports nothing until it
/// ends, and a display of the search would look frozen meanwhile.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<StopState>);

#[derive(Debug, Default)]
struct StopState {
    stopped: AtomicBool,
    /// Shared with the flags of a search's helpers, which are stopped apart.
    nodes: Arc<AtomicU64>,
    /// A helper's flag also reads its caller's: a stop from outside reaches every thread at
    /// once instead of waiting for the main thread to pass it on.
    parent: Option<Arc<StopState>>,
}

impl StopFlag {
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// A flag of its own, also stopped when `other` is, whose nodes count in `other`'s count
    /// (a helper thread's).
    pub(crate) fn counting_into(other: &StopFlag) -> StopFlag {
        StopFlag(Arc::new(StopState {
            stopped: AtomicBool::new(false),
            nodes: other.0.nodes.clone(),
            parent: Some(other.0.clone()),
        }))
    }

    pub fn stop(&self) {
        self.0.stopped.store(true, Ordering::Relaxed);
    }

    pub fn is_stopped(&self) -> bool {
        self.0.stopped.load(Ordering::Relaxed)
            || self
                .0
                .parent
                .as_ref()
                .is_some_and(|parent| parent.stopped.load(Ordering::Relaxed))
    }

    /// Clears the flag and the node count so the same handle can serve the next search.
    pub fn reset(&self) {
        self.0.stopped.store(false, Ordering::Relaxed);
        self.0.nodes.store(0, Ordering::Relaxed);
    }

    /// Nodes searched so far by the searches polling this flag (their helpers included),
    /// counted a few hundred at a time; threat solvers' nodes are not counted.
    pub fn nodes(&self) -> u64 {
        self.0.nodes.load(Ordering::Relaxed)
    }

    pub(crate) fn count_nodes(&self, nodes: u64) {
        self.0.nodes.fetch_add(nodes, Ordering::Relaxed);
    }
}

/// One principal variation of a finished iteration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PvLine {
    pub score: Score,
    /// Moves starting with the root move; may be short near a proven result.
    pub moves: Vec<Point>,
}

/// A progress report, sent after every completed iteration (and for each line in multi-PV).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchInfo {
    /// Nominal depth completed.
    pub depth: u32,
    /// Deepest ply reached, threat search included.
    pub seldepth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Nodes per second so far.
    pub nps: u64,
    /// 1-based index of this line when several best moves are searched.
    pub multipv: usize,
    pub line: PvLine,
}

impl SearchInfo {
    pub fn win_probability(&self) -> f32 {
        self.line.score.win_probability()
    }
}

/// What the search settled on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move (full board).
    pub best_move: Option<Point>,
    pub score: Score,
    /// Principal variation, starting with `best_move`.
    pub pv: Vec<Point>,
    /// All lines of the last completed iteration, best first (one unless multi-PV was asked).
    pub lines: Vec<PvLine>,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// What this thread's nodes were spent on (a measurement, not sent between threads or
    /// to the Web Worker).
    #[serde(skip)]
    pub counters: Box<SearchCounters>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_report_plies_and_probabilities() {
        assert_eq!(Score::from_internal(WIN - 3), Score::Win(3));
        assert_eq!(Score::from_internal(-(WIN - 4)), Score::Loss(4));
        assert_eq!(Score::from_internal(120), Score::Eval(120));
        assert!(Score::Eval(200).win_probability() > 0.5);
        assert!(Score::Eval(-200).win_probability() < 0.5);
        assert_eq!(Score::Win(5).to_string(), "+W5");
    }
}
