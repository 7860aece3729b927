//! `gomoku-spsa`: tunes the hand-set evaluation's numbers by self-play games (SPSA, see
//! `gomoku_lab::tune::spsa`).
//!
//! ```text
//! gomoku-spsa [--rule freestyle|renju] [--tune eval|search|both] [--iterations 2000] [--nodes 20000] [--threads 1] [--seed 1]
//!     [--lr 0.01] [--perturbation 0.1] [--min-perturbation 3] [--openings 200] [--random-plies 2]
//!     [--report-every 100] [--from shipped|before-fit]
//! ```
//! Prints a progress line (pairs, games, the plus side's score) and every number that moved
//! after each `--report-every` pairs, and at the end the tables as Rust for
//! `engine/src/eval/mod.rs` and the search's numbers (`SearchParams`, `search/params.rs`). `--help` lists the options; a bad option exits with status 2.

use clap::{Parser, ValueEnum};
use gomoku_engine::eval::{HAND_BEFORE_FIT, HandSet};
use gomoku_engine::search::SearchParams;
use gomoku_lab::tune::hand::rust_source;
use gomoku_lab::tune::spsa::{SpsaConfig, SpsaProgress, Tuned, run_spsa};

#[derive(Clone, Copy, Debug, ValueEnum)]
enum RuleSet {
    /// Freestyle's tables (standard and caro play them too)
    Freestyle,
    /// Renju's tables, black's and white's numbers apart
    Renju,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Tune {
    /// The hand-set evaluation's numbers
    Eval,
    /// The search's pruning and reduction numbers
    Search,
    /// Both
    Both,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Start {
    /// The tables the engine plays now
    Shipped,
    /// The numbers set by hand before any fit
    BeforeFit,
}

/// Tunes the hand-set evaluation's numbers by self-play game pairs (SPSA) at a fixed node
/// budget a move; prints the tables as Rust at the end.
#[derive(Parser, Debug)]
#[command(name = "gomoku-spsa", version, args_override_self = true)]
struct Args {
    /// Which tables to tune (the games are played under that rule)
    #[arg(long, value_enum, default_value_t = RuleSet::Freestyle)]
    rule: RuleSet,
    /// Which numbers to tune
    #[arg(long, value_enum, default_value_t = Tune::Eval)]
    tune: Tune,
    /// Where the evaluation's numbers start (the search's start from the engine's)
    #[arg(long, value_enum, default_value_t = Start::Shipped)]
    from: Start,
    /// Game pairs to play
    #[arg(long, value_name = "N", default_value_t = SpsaConfig::default().iterations)]
    iterations: u64,
    /// Search nodes a move (at least 100)
    #[arg(long, value_name = "N", default_value_t = SpsaConfig::default().nodes)]
    nodes: u64,
    /// Threads playing pairs (at least 1; only one gives a reproducible run)
    #[arg(long, value_name = "N", default_value_t = SpsaConfig::default().threads)]
    threads: usize,
    /// Seed of the openings and of the perturbations
    #[arg(long, value_name = "S", default_value_t = SpsaConfig::default().seed)]
    seed: u64,
    /// The first pair's step, in units of each number's perturbation
    #[arg(long, value_name = "A", value_parser = positive, default_value_t = SpsaConfig::default().learning_rate)]
    lr: f64,
    /// A number's perturbation as a share of its starting size
    #[arg(long, value_name = "C", value_parser = positive, default_value_t = SpsaConfig::default().perturbation)]
    perturbation: f64,
    /// The smallest perturbation, in evaluation units
    #[arg(long, value_name = "X", value_parser = positive, default_value_t = SpsaConfig::default().min_perturbation)]
    min_perturbation: f64,
    /// Balanced openings the pairs start from (at least 1)
    #[arg(long, value_name = "N", default_value_t = SpsaConfig::default().openings)]
    openings: usize,
    /// Random moves among the best-looking after each opening
    #[arg(long, value_name = "N", default_value_t = SpsaConfig::default().random_plies)]
    random_plies: u32,
    /// Print the state after every N pairs (0: only at the end)
    #[arg(long, value_name = "N", default_value_t = 100)]
    report_every: u64,
}

/// A finite positive number.
fn positive(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x > 0.0)
        .ok_or_else(|| format!("not a positive number: {text}"))
}

fn report(progress: &SpsaProgress) {
    let score = if progress.games == 0 {
        50.0
    } else {
        100.0 * progress.plus_points / progress.games as f64
    };
    eprintln!(
        "pairs {} | games {} | plus side {:.1} % | {:.0} s",
        progress.iterations, progress.games, score, progress.seconds
    );
    let moved: Vec<String> = progress
        .changes
        .iter()
        .map(|(name, start, now)| format!("{name} {start:.0}→{now:.1}"))
        .collect();
    eprintln!("  {}", moved.join(", "));
}

fn main() {
    let args = Args::parse();
    let set = match args.rule {
        RuleSet::Freestyle => HandSet::Freestyle,
        RuleSet::Renju => HandSet::Renju,
    };
    let config = SpsaConfig {
        set,
        start: match args.from {
            Start::Shipped => set.tables().clone(),
            Start::BeforeFit => HAND_BEFORE_FIT,
        },
        start_search: SearchParams::default(),
        tune: match args.tune {
            Tune::Eval => Tuned::Eval,
            Tune::Search => Tuned::Search,
            Tune::Both => Tuned::Both,
        },
        iterations: args.iterations,
        nodes: args.nodes.max(100),
        threads: args.threads.max(1),
        seed: args.seed,
        learning_rate: args.lr,
        perturbation: args.perturbation,
        min_perturbation: args.min_perturbation,
        openings: args.openings.max(1),
        random_plies: args.random_plies,
        hash_mb: SpsaConfig::default().hash_mb,
    };
    let last = run_spsa(&config, args.report_every, &mut report);
    report(&last);
    print!("{}", rust_source(set, &last.tables));
    println!("{:?}", last.search);
}
