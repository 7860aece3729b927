//! `pbrain-gomoku`: the engine as a Gomocup / Piskvork brain (with Yixin Board's extensions).
//!
//! Usage: `pbrain-gomoku [--level beginner|easy|medium|hard|master] [--style attack|balanced|defence]
//! [--rule freestyle|standard|renju|caro] [--seed N] [--eval hand|learned] [--weights FILE]`;
//! `--weights` plays with the learned evaluation's weights from FILE (a file from
//! `gomoku-tune`; a missing or damaged one is refused). The manager can also change the rule,
//! level and style with `INFO rule`, `INFO level` and `INFO style`.
//!
//! A reader thread feeds stdin lines to the main loop, which keeps reading while a search runs
//! on a worker thread: `YXSTOP` stops it (the best move so far is answered), `END` stops it and
//! exits, anything else waits until the answer is out.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use gomoku_engine::eval::{self, EvalKind};
use gomoku_engine::protocol::{Brain, BrainOptions, Command, Effect, ThinkOutcome, parse_command};
use gomoku_engine::{Level, Rule, StopFlag, Style};

fn emit(line: &str) {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // A closed stdout means the manager is gone; there is nobody left to tell.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Applies `--eval` and `--weights`: engine-wide, before any search.
fn choose_evaluation(kind: Option<&str>, weights: Option<&str>) -> Result<(), String> {
    match kind {
        None => {}
        Some("hand") => eval::set_eval_kind(EvalKind::Hand),
        Some("learned") => eval::set_eval_kind(EvalKind::Learned),
        Some(other) => return Err(format!("--eval {other}: expected hand or learned")),
    }
    if let Some(path) = weights {
        let loaded = eval::load_weights(path).map_err(|e| format!("--weights {path}: {e}"))?;
        eval::set_learned_weights(&loaded).map_err(|e| format!("--weights {path}: {e}"))?;
    }
    Ok(())
}

fn parse_args() -> Result<BrainOptions, String> {
    let mut options = BrainOptions::default();
    let (mut eval_kind, mut weights) = (None, None);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--level" => options.level = value()?.parse::<Level>().map_err(|e| e.to_string())?,
            "--style" => options.style = value()?.parse::<Style>().map_err(|e| e.to_string())?,
            "--rule" => options.rule = value()?.parse::<Rule>().map_err(|e| e.to_string())?,
            "--seed" => {
                options.seed = value()?
                    .parse()
                    .map_err(|_| "--seed needs a number".to_string())?
            }
            "--eval" => eval_kind = Some(value()?),
            "--weights" => weights = Some(value()?),
            "--help" | "-h" => {
                return Err(
                    "usage: pbrain-gomoku [--level L] [--style S] [--rule R] [--seed N] \
                     [--eval hand|learned] [--weights FILE]"
                        .into(),
                );
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    choose_evaluation(eval_kind.as_deref(), weights.as_deref())?;
    Ok(options)
}

struct Running {
    stop: StopFlag,
    done: mpsc::Receiver<ThinkOutcome>,
}

fn main() {
    let options = match parse_args() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    // A panic in the search must not go unexplained: the manager sees why the move is missing.
    std::panic::set_hook(Box::new(|info| {
        let location = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        eprintln!("pbrain-gomoku: internal error: {message}{location}");
        emit(&format!("MESSAGE internal error: {message}{location}"));
    }));
    let (lines, input) = mpsc::channel::<String>();
    thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().split(b'\n') {
            let Ok(bytes) = line else { break };
            // Lines may end in CR; invalid UTF-8 becomes replacement characters (then UNKNOWN).
            let text = String::from_utf8_lossy(&bytes)
                .trim_end_matches('\r')
                .to_string();
            if lines.send(text).is_err() {
                break;
            }
        }
    });

    let mut brain = Brain::new(options);
    let mut running: Option<Running> = None;
    let mut waiting: VecDeque<String> = VecDeque::new();
    let mut input_closed = false;
    loop {
        if let Some(job) = &running {
            match job.done.try_recv() {
                Ok(outcome) => {
                    for line in brain.finish(outcome) {
                        emit(&line);
                    }
                    running = None;
                    continue;
                }
                Err(mpsc::TryRecvError::Disconnected) => {
                    emit("ERROR the search thread failed");
                    running = None;
                    brain = Brain::new(options);
                    continue;
                }
                Err(mpsc::TryRecvError::Empty) => {}
            }
            match input.recv_timeout(Duration::from_millis(2)) {
                Ok(line) => match parse_command(&line, false) {
                    Command::YxStop => job.stop.stop(),
                    Command::End => {
                        job.stop.stop();
                        return;
                    }
                    _ => waiting.push_back(line),
                },
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    if !input_closed {
                        input_closed = true;
                    }
                    thread::sleep(Duration::from_millis(2));
                }
            }
            continue;
        }
        let line = match waiting.pop_front() {
            Some(line) => line,
            None if input_closed => return,
            None => match input.recv() {
                Ok(line) => line,
                Err(_) => return,
            },
        };
        match brain.handle(&line) {
            Effect::Reply(replies) => replies.iter().for_each(|l| emit(l)),
            Effect::Exit => return,
            Effect::Think(job) => {
                let stop = StopFlag::new();
                let (sender, done) = mpsc::channel();
                let worker_stop = stop.clone();
                thread::spawn(move || {
                    let outcome = job.run(&worker_stop, &mut |line| emit(&line));
                    let _ = sender.send(outcome);
                });
                running = Some(Running { stop, done });
            }
        }
    }
}
