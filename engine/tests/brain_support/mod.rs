//! The harness of the brain's transcript tests: spawn `pbrain-gomoku` and talk the Gomocup
//! protocol to it.
//!
//! `GOMOKU_TEST_BRAIN` (a command line, split at spaces) runs the same transcripts against
//! another build of the brain: `scripts/windows.sh` sets it to the Windows `.exe` under Wine.
// Each suite uses part of the harness.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

/// The brain under test: `GOMOKU_TEST_BRAIN` if set, else this build's `pbrain-gomoku`.
pub fn brain_command(args: &[&str]) -> Command {
    let words: Vec<String> = std::env::var("GOMOKU_TEST_BRAIN")
        .map(|line| line.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default();
    let mut command = match words.split_first() {
        Some((program, rest)) => {
            let mut command = Command::new(program);
            command.args(rest);
            command
        }
        None => Command::new(env!("CARGO_BIN_EXE_pbrain-gomoku")),
    };
    command.args(args);
    command
}

pub struct Brain {
    pub child: Child,
    /// `None` once a test has closed it.
    pub stdin: Option<ChildStdin>,
    pub lines: Receiver<String>,
}

impl Brain {
    pub fn spawn(args: &[&str]) -> Brain {
        let mut child = brain_command(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("brain starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Brain {
            child,
            stdin: Some(stdin),
            lines,
        }
    }

    pub fn send(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin.write_all(text.as_bytes()).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    }

    /// The next line that is not a MESSAGE, within `timeout`.
    pub fn reply_within(&mut self, timeout: Duration) -> String {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).expect("a reply in time");
            if !line.starts_with("MESSAGE") {
                return line;
            }
        }
    }

    pub fn reply(&mut self) -> String {
        self.reply_within(Duration::from_secs(20))
    }

    pub fn ask(&mut self, text: &str) -> String {
        self.send(text);
        self.reply()
    }

    /// Asserts nothing but MESSAGE lines arrive for a moment.
    pub fn silent(&mut self) {
        thread::sleep(Duration::from_millis(150));
        while let Ok(line) = self.lines.try_recv() {
            assert!(line.starts_with("MESSAGE"), "unexpected reply {line}");
        }
    }

    pub fn started(args: &[&str], size: u32) -> Brain {
        let mut brain = Brain::spawn(args);
        assert_eq!(brain.ask(&format!("START {size}")), "OK");
        brain.send("INFO timeout_turn 300");
        brain
    }
}

impl Drop for Brain {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn xy(reply: &str) -> (u32, u32) {
    let (x, y) = reply
        .split_once(',')
        .unwrap_or_else(|| panic!("not a move: {reply}"));
    (x.trim().parse().unwrap(), y.trim().parse().unwrap())
}
