//! `--frame-report` and `--screenshot`: main-thread time per frame while the AI thinks and
//! while it does not, and the screenshot of the chosen moment; the run ends after either.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use super::ScriptOptions;
use crate::ai::AiWorker;
use crate::session::Session;

/// CPU nanoseconds used so far by the threads that run the app's schedules: the main thread
/// and Bevy's compute pool (not the render thread, the audio thread, the async pool where
/// the engine searches, or the software rasteriser's threads). Linux only: `None` elsewhere.
fn schedule_cpu_ns() -> Option<u64> {
    let mut total = 0;
    let main_name = std::fs::read_to_string("/proc/self/comm").ok()?;
    for entry in std::fs::read_dir("/proc/self/task").ok()? {
        let dir = entry.ok()?.path();
        let name = std::fs::read_to_string(dir.join("comm")).unwrap_or_default();
        if name == main_name || name.starts_with("Compute Task Po") {
            let stat = std::fs::read_to_string(dir.join("schedstat")).unwrap_or_default();
            total += stat
                .split_whitespace()
                .next()
                .and_then(|ns| ns.parse::<u64>().ok())
                .unwrap_or(0);
        }
    }
    Some(total)
}

/// Main-thread time per frame, while the engine thinks and while it does not.
#[derive(Resource, Default)]
pub(super) struct FrameStats {
    frame_start: Option<(Instant, Option<u64>)>,
    /// CPU time of the schedule threads per frame (ms), while the AI thinks.
    thinking_cpu_ms: Vec<f32>,
    frames: u32,
    longest_interval_ms: f32,
    /// Wall time from the frame's first schedule to its last, in ms.
    thinking_ms: Vec<f32>,
    idle_ms: Vec<f32>,
    moves_at_start: Option<usize>,
}

/// Median, 99th percentile and maximum of `values`.
fn summary(values: &mut [f32]) -> (f32, f32, f32) {
    values.sort_by(f32::total_cmp);
    let at = |p: f32| {
        values
            .get(((values.len() as f32 - 1.0) * p).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    (at(0.5), at(0.99), at(1.0))
}

pub(super) fn start_frame(mut stats: ResMut<FrameStats>) {
    stats.frame_start = Some((Instant::now(), schedule_cpu_ns()));
}

pub(super) fn end_frame(mut stats: ResMut<FrameStats>, worker: Res<AiWorker>, time: Res<Time>) {
    let Some((start, cpu_start)) = stats.frame_start.take() else {
        return;
    };
    stats.frames += 1;
    // The first frames build pipelines and fonts; they say nothing about the AI.
    if stats.frames < 30 {
        return;
    }
    let work = start.elapsed().as_secs_f32() * 1000.0;
    if worker.thinking().is_some() {
        stats.longest_interval_ms = stats.longest_interval_ms.max(time.delta_secs() * 1000.0);
        stats.thinking_ms.push(work);
        if let (Some(begin), Some(end)) = (cpu_start, schedule_cpu_ns()) {
            stats
                .thinking_cpu_ms
                .push(end.saturating_sub(begin) as f32 / 1e6);
        }
    } else {
        stats.idle_ms.push(work);
    }
}

pub(super) fn finish(
    mut commands: Commands,
    options: Res<ScriptOptions>,
    time: Res<Time>,
    session: Res<Session>,
    mut stats: ResMut<FrameStats>,
    mut shot_taken: Local<bool>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = time.elapsed_secs();
    let moves_at_start = *stats.moves_at_start.get_or_insert(session.game().ply());
    if let Some(path) = &options.screenshot {
        let at = options.at.unwrap_or(3.0);
        if !*shot_taken && now >= at {
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()));
            *shot_taken = true;
        } else if *shot_taken && now >= at + 1.0 && options.frame_report.is_none() {
            exit.write(AppExit::Success);
        }
    }
    if let Some(seconds) = options.frame_report
        && now >= seconds
    {
        println!(
            "frame report: {} frames over {:.1} s; AI moves played: {}",
            stats.frames,
            now,
            session.game().ply().saturating_sub(moves_at_start),
        );
        let FrameStats {
            thinking_ms,
            idle_ms,
            thinking_cpu_ms,
            ..
        } = &mut *stats;
        for (label, values) in [
            ("while the AI thinks", thinking_ms),
            ("while it does not", idle_ms),
            (
                "while the AI thinks, CPU time of the schedule threads",
                thinking_cpu_ms,
            ),
        ] {
            let count = values.len();
            let (median, p99, longest) = summary(values);
            println!(
                "main-thread work per frame {label} ({count} frames): median {median:.2} ms, p99 {p99:.2} ms, longest {longest:.2} ms"
            );
        }
        println!(
            "longest interval between frames while thinking: {:.2} ms",
            stats.longest_interval_ms
        );
        exit.write(AppExit::Success);
    }
}
