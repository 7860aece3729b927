//! A protocol brain in a child process: send lines, wait for replies with a deadline, notice
//! crashes.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// Why a brain failed to answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrainFailure {
    /// Could not be started.
    Spawn(String),
    /// No answer in time.
    Timeout,
    /// The process ended or closed its output.
    Crashed,
    /// It answered something that is not what the protocol expects.
    BadReply(String),
}

impl std::fmt::Display for BrainFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BrainFailure::Spawn(why) => write!(f, "could not start: {why}"),
            BrainFailure::Timeout => f.write_str("timed out"),
            BrainFailure::Crashed => f.write_str("crashed"),
            BrainFailure::BadReply(reply) => write!(f, "bad reply `{reply}`"),
        }
    }
}

pub struct BrainProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl BrainProcess {
    /// Starts `command` (program and arguments separated by whitespace), in `dir` if given. A
    /// program given as a path is found from the arena's own folder, wherever the brain runs.
    pub fn spawn(command: &str, dir: Option<&Path>) -> Result<BrainProcess, BrainFailure> {
        let mut parts = command.split_whitespace();
        let program = parts
            .next()
            .ok_or_else(|| BrainFailure::Spawn("empty command".into()))?;
        let mut process = match dir {
            Some(dir) if program.contains(std::path::MAIN_SEPARATOR) || program.contains('/') => {
                let found = std::fs::canonicalize(program)
                    .map_err(|e| BrainFailure::Spawn(format!("{program}: {e}")))?;
                let mut process = Command::new(found);
                process.current_dir(dir);
                process
            }
            Some(dir) => {
                let mut process = Command::new(program);
                process.current_dir(dir);
                process
            }
            None => Command::new(program),
        };
        let mut child = process
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| BrainFailure::Spawn(format!("{program}: {e}")))?;
        let stdin = child.stdin.take().ok_or(BrainFailure::Crashed)?;
        let stdout = child.stdout.take().ok_or(BrainFailure::Crashed)?;
        let lines = forward_lines(stdout, |line| line);
        Ok(BrainProcess {
            child,
            stdin,
            lines,
        })
    }

    pub fn send(&mut self, line: &str) -> Result<(), BrainFailure> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| BrainFailure::Crashed)
    }

    /// The next reply that is not a `MESSAGE` / `DEBUG` line, within `timeout`.
    pub fn reply(&mut self, timeout: Duration) -> Result<String, BrainFailure> {
        self.reply_and_messages(timeout).map(|(reply, _)| reply)
    }

    /// As [`BrainProcess::reply`], with the `MESSAGE` lines that came before the reply (the word
    /// `MESSAGE` taken off), as a search reports its progress in them.
    pub fn reply_and_messages(
        &mut self,
        timeout: Duration,
    ) -> Result<(String, Vec<String>), BrainFailure> {
        let deadline = Instant::now() + timeout;
        let mut messages = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let trimmed = line.trim();
                    let upper = trimmed.to_ascii_uppercase();
                    if upper.starts_with("MESSAGE") {
                        messages.push(trimmed["MESSAGE".len()..].trim().to_string());
                        continue;
                    }
                    if upper.starts_with("DEBUG") || upper.is_empty() {
                        continue;
                    }
                    return Ok((trimmed.to_string(), messages));
                }
                Err(RecvTimeoutError::Timeout) => return Err(BrainFailure::Timeout),
                Err(RecvTimeoutError::Disconnected) => return Err(BrainFailure::Crashed),
            }
        }
    }
}

/// A thread that reads `output` line by line (CR LF or LF; bytes that are not UTF-8 become
/// replacement characters) and sends each line, as `wrap` makes it, until the output ends.
pub fn forward_lines<T: Send + 'static>(
    output: impl Read + Send + 'static,
    mut wrap: impl FnMut(String) -> T + Send + 'static,
) -> Receiver<T> {
    let (sender, lines) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(output).split(b'\n') {
            let Ok(bytes) = line else { break };
            let text = String::from_utf8_lossy(&bytes)
                .trim_end_matches('\r')
                .to_string();
            if sender.send(wrap(text)).is_err() {
                break;
            }
        }
    });
    lines
}

impl Drop for BrainProcess {
    fn drop(&mut self) {
        let _ = self.send("END");
        let deadline = Instant::now() + Duration::from_millis(300);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
