//! One search's budget and bookkeeping: when it must stop (clock, node limit, stop flag), how
//! many nodes it has visited and how deep it has reached. Every node ticks it; the driver, the
//! interior search and the quiescence share it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(super) use std::time::Instant;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(super) use web_time::Instant;

use super::counters::SearchCounters;
use super::types::{Limits, StopFlag};

/// Per-search bookkeeping: limits, counters, abort state.
pub(super) struct Budget<'a> {
    pub(super) start: Instant,
    pub(super) deadline: Option<Instant>,
    node_limit: Option<u64>,
    pub(super) stop: &'a StopFlag,
    pub(super) nodes: u64,
    pub(super) seldepth: u32,
    pub(super) aborted: bool,
    /// What the nodes were spent on.
    pub(super) counters: SearchCounters,
    /// Where a helper thread shows its node count to the main thread (at every check).
    published: Option<&'a AtomicU64>,
}

impl<'a> Budget<'a> {
    /// A budget starting now, bound by the time and node limits of `limits` (the depth limit is
    /// the driver's) and by `stop`.
    pub(super) fn new(limits: &Limits, stop: &'a StopFlag) -> Budget<'a> {
        let start = Instant::now();
        Budget {
            start,
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes,
            stop,
            nodes: 0,
            seldepth: 0,
            aborted: false,
            counters: SearchCounters::default(),
            published: None,
        }
    }

    /// Shows the node count in `counter` at every check, for the main thread's reports.
    pub(super) fn publish_to(&mut self, counter: &'a AtomicU64) {
        self.published = Some(counter);
    }

    /// Counts a node; every 512 nodes checks the clock, node limit and stop flag.
    #[inline]
    pub(super) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 511 == 0 {
            self.check();
        }
        self.aborted
    }

    fn check(&mut self) {
        if let Some(counter) = self.published {
            counter.store(self.nodes, Ordering::Relaxed);
        }
        // `tick` checks every 512 nodes.
        self.stop.count_nodes(512);
        if self.stop.is_stopped()
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.node_limit.is_some_and(|n| self.nodes >= n)
        {
            self.aborted = true;
        }
    }

    pub(super) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}
