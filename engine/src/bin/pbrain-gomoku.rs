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
//! exits, anything else waits until the answer is out.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, ValueEnum};
use gomoku_engine::eval::{self, EvalKind};
use gomoku_engine::protocol::{Brain, BrainOptions, Command, Effect, ThinkOutcome, parse_command};
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
    // arrival, not from when the main loop got to it (after a slow `INFO`, say).
    let (lines, input) = mpsc::channel::<(String, Instant)>();
    thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().split(b'\n') {
            let Ok(bytes) = line else { break };
            // Lines may end in CR; invalid UTF-8 becomes replacement characters (then UNKNOWN).
            let text = String::from_utf8_lossy(&bytes)
                .trim_end_matches('\r')
                .to_string();
            if lines.send((text, Instant::now())).is_err() {
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
    let mut waiting: VecDeque<(String, Instant)> = VecDeque::new();
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
                Ok((line, arrived)) => match parse_command(&line, false) {
                    Ok(Command::YxStop) => job.stop.stop(),
                    Ok(Command::End) => {
                        job.stop.stop();
                        return;
                    }
                    _ => waiting.push_back((line, arrived)),
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
        let (line, arrived) = match waiting.pop_front() {
            Some(entry) => entry,
            None if input_closed => return,
            None => match input.recv() {
                Ok(entry) => entry,
                Err(_) => return,
            },
        };
        match brain.handle(&line) {
            Effect::Reply(replies) => replies.iter().for_each(|l| emit(l)),
            Effect::Exit => return,
            Effect::Think(mut job) => {
                job.count_wait(arrived.elapsed());
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
