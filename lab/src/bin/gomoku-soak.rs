//! `gomoku-soak`: a protocol brain tried as a hostile manager and a strict clock would try it.
//!
//! ```text
//! gomoku-soak sessions  [--brain CMD] [--count 5000] [--jobs 2] [--seed 1]
//! gomoku-soak replies   [--brain CMD] [--moves 5000] [--turn 50] [--threads 2]
//!                       [--max-memory 2147483647] [--rule freestyle]
//! gomoku-soak stop      [--brain CMD] [--threads 2] [--samples 50]
//! gomoku-soak eof       [--brain CMD] [--threads 2] [--samples 30]
//! gomoku-soak huge-line [--brain CMD] [--bytes 8388608]
//! ```
//! CMD defaults to the `pbrain-gomoku` beside this program. `sessions` exits with status 1 if
//! any session found a panic, a hang, an illegal move or a wrong reply; the others print their
//! figures (docs/benchmarks.md keeps them).

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use gomoku_engine::Rule;
use gomoku_lab::soak::sessions::{Tally, run_session};
use gomoku_lab::soak::timing::{MatchSetup, huge_line, reply_times, stop_times};

#[derive(Parser, Debug)]
#[command(name = "gomoku-soak", version)]
struct Args {
    /// The brain's command line (default: pbrain-gomoku beside this program)
    #[arg(long, global = true, value_name = "CMD")]
    brain: Option<String>,
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand, Debug)]
enum What {
    /// Random sessions fed line by line, each reply awaited and checked
    Sessions {
        #[arg(long, default_value_t = 5000)]
        count: u64,
        /// Sessions run at once
        #[arg(long, default_value_t = 2)]
        jobs: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Games of the brain against itself, every reply timed
    Replies {
        #[arg(long, default_value_t = 5000)]
        moves: usize,
        /// Turn time in milliseconds
        #[arg(long, default_value_t = 50)]
        turn: u64,
        #[arg(long, default_value_t = 2)]
        threads: u32,
        /// INFO max_memory in bytes (0: not sent)
        #[arg(long, default_value_t = 2_147_483_647)]
        max_memory: u64,
        #[arg(long, default_value_t = Rule::Freestyle)]
        rule: Rule,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Long thinks stopped by YXSTOP: the time to the move
    Stop {
        #[arg(long, default_value_t = 2)]
        threads: u32,
        #[arg(long, default_value_t = 50)]
        samples: usize,
    },
    /// Long thinks whose stdin closes: the time to the move and to the exit
    Eof {
        #[arg(long, default_value_t = 2)]
        threads: u32,
        #[arg(long, default_value_t = 30)]
        samples: usize,
    },
    /// One line of BYTES bytes: the reply's size and the peak memory's growth
    HugeLine {
        #[arg(long, default_value_t = 8 << 20)]
        bytes: usize,
    },
}

fn main() {
    let args = Args::parse();
    let brain = args.brain.unwrap_or_else(default_brain);
    if let Err(message) = run(&brain, args.what) {
        eprintln!("gomoku-soak: {message}");
        std::process::exit(2);
    }
}

/// `pbrain-gomoku` in this program's folder (both are built into one target folder).
fn default_brain() -> String {
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join("pbrain-gomoku")))
        .unwrap_or_else(|| PathBuf::from("pbrain-gomoku"));
    beside.display().to_string()
}

fn run(brain: &str, what: What) -> Result<(), String> {
    let ms = |d: Duration| format!("{:.1} ms", d.as_secs_f64() * 1000.0);
    match what {
        What::Sessions { count, jobs, seed } => {
            let started = Instant::now();
            let tally = sessions(brain, count, jobs.max(1), seed);
            println!(
                "{} in {:.0} s",
                tally.describe(),
                started.elapsed().as_secs_f64()
            );
            for example in &tally.examples {
                println!("  {example}");
            }
            if tally.failures() > 0 {
                std::process::exit(1);
            }
        }
        What::Replies {
            moves,
            turn,
            threads,
            max_memory,
            rule,
            seed,
        } => {
            let turn = Duration::from_millis(turn);
            let setup = MatchSetup {
                brain: brain.to_owned(),
                moves,
                turn,
                threads,
                max_memory,
                rule,
                seed,
            };
            let times = reply_times(&setup)?;
            println!(
                "turn {}, {threads} threads, max_memory {max_memory}, {rule}: {} games",
                ms(turn),
                times.games
            );
            println!("every reply: {}", times.all.describe());
            println!("  over the turn: {}", times.all.over(turn));
            println!("  over twice the turn: {}", times.all.over(turn * 2));
            println!("each process's first reply: {}", times.first.describe());
            println!("slowest:");
            for (took, game, ply, message) in &times.slowest {
                println!("  {} game {game} ply {ply}: {message}", ms(*took));
            }
        }
        What::Stop { threads, samples } => {
            let times = stop_times(brain, threads, samples, false, 1)?;
            println!(
                "YXSTOP to the move, {threads} threads: {}",
                times.to_move.describe()
            );
        }
        What::Eof { threads, samples } => {
            let times = stop_times(brain, threads, samples, true, 1)?;
            println!(
                "EOF to the move, {threads} threads: {}",
                times.to_move.describe()
            );
            if let Some(exit) = times.to_exit {
                println!("EOF to the exit: {}", exit.describe());
            }
        }
        What::HugeLine { bytes } => {
            let line = huge_line(brain, bytes)?;
            println!(
                "a {bytes}-byte line: answered in {} with {} bytes: {}",
                ms(line.answered_in),
                line.reply.len(),
                line.reply
            );
            match line.peak_growth_kib {
                Some(kib) => println!("peak memory grew by {kib} KiB"),
                None => println!("peak memory: not readable on this system"),
            }
        }
    }
    Ok(())
}

/// Runs `count` sessions on `jobs` threads, seeds `seed..seed + count`.
fn sessions(brain: &str, count: u64, jobs: u64, seed: u64) -> Tally {
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut tally = Tally::default();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= count {
                            return tally;
                        }
                        tally.add(run_session(brain, seed + index));
                        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if finished.is_multiple_of(250) {
                            eprintln!("{finished}/{count} sessions");
                        }
                    }
                })
            })
            .collect();
        let mut total = Tally::default();
        for worker in workers {
            total.add(worker.join().unwrap_or_default());
        }
        total
    })
}
