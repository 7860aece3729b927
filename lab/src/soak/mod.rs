//! Soaks of a protocol brain (`gomoku-soak`): random sessions fed line by line with each reply
//! awaited ([`sessions`]), and timings of what a tournament manager counts ([`timing`]): the
//! reply to every move at a short turn, a `YXSTOP`, the end of stdin, and the memory a huge
//! line costs.
//!
//! A session piped whole would not do: its `END` arrives during the first search and stops
//! it. So every line here goes to the brain on its own, after the reply to the one before.

pub mod sessions;
pub mod timing;

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::arena::forward_lines;

/// A brain in a child process, its output read line by line as it comes.
pub struct SoakBrain {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<(String, Instant)>,
    /// What it wrote to stderr (its first 64 KiB).
    stderr: Arc<Mutex<Vec<u8>>>,
}

/// The most of a brain's stderr kept.
const STDERR_KEPT: usize = 64 * 1024;

impl SoakBrain {
    /// Starts `command` (program and arguments separated by whitespace).
    pub fn spawn(command: &str) -> Result<SoakBrain, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("empty brain command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{program}: {e}"))?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let mut stderr_pipe = child.stderr.take().ok_or("no stderr")?;
        let lines = forward_lines(stdout, |line| (line, Instant::now()));
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let kept = stderr.clone();
        thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(read @ 1..) = stderr_pipe.read(&mut buffer) {
                let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
                let room = STDERR_KEPT.saturating_sub(kept.len());
                kept.extend_from_slice(&buffer[..read.min(room)]);
            }
        });
        Ok(SoakBrain {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
        })
    }

    /// Sends one line (its end added); `false` once the brain's input is closed or broken.
    pub fn send(&mut self, line: &str) -> bool {
        let Some(stdin) = &mut self.stdin else {
            return false;
        };
        stdin
            .write_all(line.as_bytes())
            .and_then(|_| stdin.write_all(b"\n"))
            .and_then(|_| stdin.flush())
            .is_ok()
    }

    /// Closes the brain's stdin (the manager is gone).
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The next output line with the moment it was read, `MESSAGE` lines included.
    pub fn next_line(&mut self, timeout: Duration) -> Result<(String, Instant), Silence> {
        match self.lines.recv_timeout(timeout) {
            Ok(entry) => Ok(entry),
            Err(RecvTimeoutError::Timeout) => Err(Silence::Timeout),
            Err(RecvTimeoutError::Disconnected) => Err(Silence::Closed),
        }
    }

    /// The next line that is not a `MESSAGE` / `DEBUG` line, and the `MESSAGE`s before it.
    pub fn reply(&mut self, timeout: Duration) -> Result<Reply, Silence> {
        let deadline = Instant::now() + timeout;
        let mut messages = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let (line, at) = self.next_line(left)?;
            let word = line.split_whitespace().next().unwrap_or("");
            if word.eq_ignore_ascii_case("MESSAGE") || word.eq_ignore_ascii_case("DEBUG") {
                messages.push(line);
                continue;
            }
            return Ok(Reply { line, at, messages });
        }
    }

    /// Waits up to `timeout` for the process to end; whether it did.
    pub fn exited_within(&mut self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        loop {
            if let Ok(Some(_)) = self.child.try_wait() {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            thread::sleep(Duration::from_millis(1));
        }
    }

    /// The brain's stderr so far.
    pub fn stderr(&self) -> String {
        let kept = self.stderr.lock().unwrap_or_else(|e| e.into_inner());
        String::from_utf8_lossy(&kept).into_owned()
    }

    /// The process's peak resident memory in KiB (Linux; `None` elsewhere or once it ended).
    pub fn peak_memory_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }
}

impl Drop for SoakBrain {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A reply line, when it came, and the `MESSAGE` lines before it.
pub struct Reply {
    pub line: String,
    pub at: Instant,
    pub messages: Vec<String>,
}

/// Why no line came.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Silence {
    Timeout,
    /// The brain closed its output (it ended).
    Closed,
}

/// Durations summed up: count, median, 99th percentile, worst, and how many passed a bound.
pub struct Figures {
    sorted: Vec<Duration>,
}

impl Figures {
    pub fn new(mut samples: Vec<Duration>) -> Figures {
        samples.sort();
        Figures { sorted: samples }
    }

    pub fn count(&self) -> usize {
        self.sorted.len()
    }

    /// The sample at fraction `q` of the sorted list (0.5: the median).
    pub fn quantile(&self, q: f64) -> Duration {
        if self.sorted.is_empty() {
            return Duration::ZERO;
        }
        let index = ((self.sorted.len() - 1) as f64 * q).round() as usize;
        self.sorted[index]
    }

    pub fn worst(&self) -> Duration {
        self.sorted.last().copied().unwrap_or_default()
    }

    pub fn over(&self, bound: Duration) -> usize {
        self.sorted.iter().filter(|&&d| d > bound).count()
    }

    /// `n 5000, median 48.1 ms, p99 52.0 ms, worst 61.3 ms`.
    pub fn describe(&self) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        format!(
            "n {}, median {:.1} ms, p99 {:.1} ms, worst {:.1} ms",
            self.count(),
            ms(self.quantile(0.5)),
            ms(self.quantile(0.99)),
            ms(self.worst())
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_sort_their_samples_and_count_those_over_a_bound() {
        let figures = Figures::new([5, 1, 9, 3, 7].map(Duration::from_millis).to_vec());
        assert_eq!(figures.quantile(0.5), Duration::from_millis(5));
        assert_eq!(figures.worst(), Duration::from_millis(9));
        assert_eq!(figures.over(Duration::from_millis(5)), 2);
        assert!(figures.describe().starts_with("n 5, median 5.0 ms"));
        assert_eq!(Figures::new(Vec::new()).worst(), Duration::ZERO);
    }
}
