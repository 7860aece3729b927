//! How Bevy's task pools are sized. Every search is a task on the async compute pool (`tasks`),
//! its helpers too, and Bevy's own work runs there as well (the render pipelines are compiled
//! there, screenshots are taken there): so that pool gets one thread more than a search may use,
//! and a search also never uses more than all its threads but one. However long a search runs
//! (an analysis has no time limit), a thread stays free for the rest.

use bevy::app::{TaskPoolOptions, TaskPoolThreadAssignmentPolicy};

use crate::settings::max_search_threads;

/// The task pools for a machine with `cores` cores (`main` passes the machine's; tests pass a
/// small one). Async compute: the most threads a search may use, plus one. IO and compute keep
/// what Bevy gives them by default (a quarter of the cores for IO; compute the cores IO and the
/// default async quarter leave, at least one), so the frames' systems keep their threads.
pub fn task_pool_options(cores: usize) -> TaskPoolOptions {
    let cores = cores.max(1);
    let defaults = TaskPoolOptions::default();
    let io = quarter(cores);
    let compute = cores.saturating_sub(io + quarter(cores)).max(1);
    let async_compute = max_search_threads(cores) as usize + 1;
    TaskPoolOptions {
        min_total_threads: cores,
        max_total_threads: cores,
        io: exactly(defaults.io, io),
        async_compute: exactly(defaults.async_compute, async_compute),
        compute: exactly(defaults.compute, compute),
    }
}

/// The threads a search may use on an async compute pool of `pool_threads` threads when
/// `requested` are asked for: at most all the pool's threads but one, at least one.
pub fn threads_in_pool(requested: u32, pool_threads: usize) -> u32 {
    let spare = u32::try_from(pool_threads.saturating_sub(1)).unwrap_or(u32::MAX);
    requested.min(spare).max(1)
}

/// Bevy's default share of a pool: a quarter of the cores, rounded, from one to four.
fn quarter(cores: usize) -> usize {
    ((cores + 2) / 4).clamp(1, 4)
}

/// `policy` fixed at `threads` threads, whatever is left of the total.
fn exactly(
    policy: TaskPoolThreadAssignmentPolicy,
    threads: usize,
) -> TaskPoolThreadAssignmentPolicy {
    TaskPoolThreadAssignmentPolicy {
        min_threads: threads,
        max_threads: threads,
        ..policy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (IO, async compute, compute) threads.
    fn sizes(cores: usize) -> (usize, usize, usize) {
        let options = task_pool_options(cores);
        for policy in [&options.io, &options.async_compute, &options.compute] {
            assert_eq!(policy.min_threads, policy.max_threads);
        }
        (
            options.io.min_threads,
            options.async_compute.min_threads,
            options.compute.min_threads,
        )
    }

    #[test]
    fn the_async_pool_has_a_thread_more_than_a_search_uses() {
        // Bevy's defaults are (1, 1, 1) on 2 cores, (2, 2, 4) on 8 and (4, 4, 8) on 16.
        assert_eq!(sizes(1), (1, 2, 1));
        assert_eq!(sizes(2), (1, 2, 1));
        assert_eq!(sizes(4), (1, 4, 2));
        assert_eq!(sizes(8), (2, 8, 4));
        assert_eq!(sizes(16), (4, 16, 8));
        assert_eq!(sizes(0), sizes(1));
    }

    #[test]
    fn a_search_leaves_a_thread_of_the_pool_free() {
        assert_eq!(threads_in_pool(64, 2), 1);
        assert_eq!(threads_in_pool(3, 8), 3);
        assert_eq!(threads_in_pool(8, 8), 7);
        assert_eq!(threads_in_pool(0, 8), 1);
        assert_eq!(threads_in_pool(4, 1), 1);
        assert_eq!(threads_in_pool(4, 0), 1);
    }
}
