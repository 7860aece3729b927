//! `pbrain-gomoku`: the engine as a Gomocup / Piskvork brain (with Yixin Board's extensions).
//!
//! Usage: `pbrain-gomoku [--level NAME | --strength 0-100]
//! [--style attack|balanced|defence]
//! [--rule freestyle|standard|renju|caro] [--seed N] [--threads N] [--eval hand|learned]
//! [--weights FILE]`
//! (`--help` lists them, `--version` prints the version; a bad option exits with status 2);
//! `--weights` plays with the learned evaluation's weights from FILE (a file from
//! `gomoku-tune`; a missing or damaged one is refused). The manager can also change the rule,
//! level, strength, style and threads with `INFO rule`, `INFO level`, `INFO strength`,
//! `INFO style` and `INFO thread_num`.
//!
//! A reader thread feeds stdin lines to the main loop, which keeps reading while a search runs
//! on a worker thread: `YXSTOP` stops it (the best move so far is answered), `END` stops it and
//! exits, anything else waits until the answer is out. The end of stdin stops a search at once
//! (its move is still printed) and the brain exits once the lines before it are answered. A
//! blank line is ignored; a line over 64 KiB is answered with a short `ERROR` and dropped.

use std::collections::VecDeque;
use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, ValueEnum};
use gomoku_engine::eval::{self, EvalKind};
use gomoku_engine::protocol::{
    Brain, BrainOptions, Command, Effect, InputLine, LineReader, ThinkOutcome, parse_command,
    too_long_reply,
};
use gomoku_engine::search::{MAX_THREADS, warm_up};
use gomoku_engine::{Level, Rule, StopFlag, Strength, Style};

fn emit(line: &str) {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // A closed stdout means the manager is gone; there is nobody left to tell.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The evaluation to play with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum EvalArg {
    /// The hand-set pattern evaluation.
    Hand,
    /// The learned evaluation (the embedded weights unless --weights gives others).
    Learned,
}

/// The Gomoku engine as a Gomocup / Piskvork brain: it speaks the Gomocup protocol (with Yixin
/// Board's extensions) on stdin and stdout.
#[derive(Parser, Debug)]
#[command(
    name = "pbrain-gomoku",
    version,
    args_override_self = true,
    allow_negative_numbers = true
)]
struct Args {
    /// Level: beginner, novice, casual, easy, medium, skilled, hard, expert or master (or 1 to
    /// 9), a named point of --strength
    #[arg(long, value_name = "LEVEL", value_parser = parse_level, conflicts_with = "strength")]
    level: Option<Level>,
    /// Strength from 0 (the weakest seed rung) to 100 (master)
    #[arg(long, value_name = "0-100", value_parser = parse_strength,
          default_value_t = BrainOptions::default().strength)]
    strength: Strength,
    /// Play style below master: attack, balanced or defence
    #[arg(long, value_name = "STYLE", value_parser = parse_style,
          default_value_t = BrainOptions::default().style)]
    style: Style,
    /// Rule until the manager says otherwise: freestyle, standard, renju or caro
    #[arg(long, value_name = "RULE", 
          default_value_t = BrainOptions::default().rule)]
    rule: Rule,
    /// Seed of the random choices
    #[arg(long, value_name = "N", default_value_t = BrainOptions::default().seed)]
    seed: u64,
    /// Threads of the search until the manager's INFO thread_num (1 to 64)
    #[arg(long, value_name = "N", default_value_t = BrainOptions::default().threads,
          value_parser = clap::value_parser!(u32).range(1..=MAX_THREADS as i64))]
    threads: u32,
    /// Evaluation to play with (engine-wide, before any search)
    #[arg(long, value_enum, value_name = "EVAL")]
    eval: Option<EvalArg>,
    /// Play with the learned evaluation's weights from FILE (written by gomoku-tune); a missing
    /// or damaged file is refused
    #[arg(long, value_name = "FILE")]
    weights: Option<PathBuf>,
}

fn parse_level(text: &str) -> Result<Level, String> {
    text.parse().map_err(|e| {
        format!(
            "{e} (expected beginner, novice, casual, easy, medium, skilled, hard, expert or master)"
        )
    })
}

fn parse_strength(text: &str) -> Result<Strength, String> {
    text.parse()
        .map_err(|e: gomoku_engine::ai::BadStrength| e.to_string())
}

fn parse_style(text: &str) -> Result<Style, String> {
    text.parse()
        .map_err(|e| format!("{e} (expected attack, balanced or defence)"))
}

/// Applies `--eval` and `--weights`: engine-wide, before any search.
fn choose_evaluation(kind: Option<EvalArg>, weights: Option<&PathBuf>) -> Result<(), String> {
    match kind {
        None => {}
        Some(EvalArg::Hand) => eval::set_eval_kind(EvalKind::Hand),
        Some(EvalArg::Learned) => eval::set_eval_kind(EvalKind::Learned),
    }
    if let Some(path) = weights {
        let shown = path.display();
        let loaded = eval::load_weights(path).map_err(|e| format!("--weights {shown}: {e}"))?;
        eval::set_learned_weights(&loaded).map_err(|e| format!("--weights {shown}: {e}"))?;
    }
    Ok(())
}

/// The options, with the evaluation chosen; a bad option or weights file exits with status 2.
fn parse_args() -> BrainOptions {
    let args = Args::parse();
    if let Err(message) = choose_evaluation(args.eval, args.weights.as_ref()) {
        Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit();
    }
    BrainOptions {
        strength: args.level.map_or(args.strength, Level::strength),
        style: args.style,
        rule: args.rule,
        seed: args.seed,
        threads: args.threads,
    }
}

struct Running {
    stop: StopFlag,
    done: mpsc::Receiver<ThinkOutcome>,
}

fn main() {
    let options = parse_args();
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
    // Each line comes with the moment it was read: a search's time counts from its command's
    // arrival, not from when the main loop got to it (after a slow `INFO`, say). The channel is
    // bounded, and the main loop stops taking lines while its queue is full, so a flood of
    // input waits in the pipe, not in memory.
    let (lines, input) = mpsc::sync_channel::<(InputLine, Instant)>(64);
    thread::spawn(move || {
        let mut reader = LineReader::new(std::io::stdin().lock());
        // A read error ends the input as its end does.
        while let Ok(Some(line)) = reader.next_line() {
            if lines.send((line, Instant::now())).is_err() {
                break;
            }
        }
    });

    let mut brain = Brain::new(options);
    // The tables are built now, before `START` is answered, not in the first move's time: the
    // Gomocup's two rules, and the one the options name.
    let mut rules = vec![Rule::Freestyle, Rule::Renju];
    if !rules.contains(&options.rule) {
        rules.push(options.rule);
    }
    rules.into_iter().for_each(warm_up);
    let mut running: Option<Running> = None;
    let mut waiting = Waiting::default();
    let mut input_closed = false;
    loop {
        if let Some(job) = &running {
            match job.done.try_recv() {
                Ok(outcome) => {
                    for line in brain.finish(outcome) {
                        emit(&line);
                    }
                    // Answered: now is the time for slow chores.
                    brain.free_retired();
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
            if input_closed || waiting.is_full() {
                // Nothing to read (or no room): wait for the search alone.
                thread::sleep(Duration::from_millis(1));
                continue;
            }
            match input.recv_timeout(Duration::from_millis(2)) {
                Ok((InputLine::Text(line), arrived)) => match parse_command(&line, false) {
                    Ok(Command::YxStop) => job.stop.stop(),
                    Ok(Command::End) => {
                        job.stop.stop();
                        return;
                    }
                    _ => waiting.push(InputLine::Text(line), arrived),
                },
                Ok((line, arrived)) => waiting.push(line, arrived),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    // The manager is gone: its move is wanted now, if at all.
                    input_closed = true;
                    job.stop.stop();
                }
            }
            continue;
        }
        let (line, arrived) = match waiting.pop() {
            Some(entry) => entry,
            None if input_closed => return,
            None => match input.recv() {
                Ok(entry) => entry,
                Err(_) => return,
            },
        };
        let line = match line {
            InputLine::Text(line) => line,
            InputLine::TooLong { bytes, start } => {
                emit(&too_long_reply(bytes, &start));
                continue;
            }
        };
        match brain.handle(&line) {
            Effect::Reply(replies) => replies.iter().for_each(|l| emit(l)),
            Effect::Exit => return,
            Effect::Think(mut job) => {
                job.count_wait(arrived.elapsed());
                let stop = StopFlag::new();
                if input_closed {
                    // Nobody waits for a long think any more.
                    stop.stop();
                }
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

/// Lines read while a search runs, kept for after it, up to a bound in bytes.
#[derive(Default)]
struct Waiting {
    lines: VecDeque<(InputLine, Instant)>,
    bytes: usize,
}

impl Waiting {
    const MAX_BYTES: usize = 1 << 20;

    fn is_full(&self) -> bool {
        self.bytes >= Waiting::MAX_BYTES
    }

    fn push(&mut self, line: InputLine, arrived: Instant) {
        self.bytes += line.held_bytes();
        self.lines.push_back((line, arrived));
    }

    fn pop(&mut self) -> Option<(InputLine, Instant)> {
        let entry = self.lines.pop_front()?;
        self.bytes -= entry.0.held_bytes();
        Some(entry)
    }
}
