//! `gomoku-datagen`: training positions from self-play of our own engine.
//!
//! ```text
//! gomoku-datagen --out FILE [--rule freestyle] [--games 1000] [--nodes 12000] [--seed 1]
//!     [--threads 1] [--random-plies 4] [--balanced 16] [--hash 16]
//!     [--leaves 0] [--label-nodes 3000] [--eval hand|learned]
//! ```
//! `--games` is the number of games the file should hold: a file that already has some is
//! continued from the game after its last one (with the same settings). See
//! `gomoku_lab::datagen` for the file format. `--help` lists the options, `--version` prints
//! the version; a bad option exits with status 2.

use std::path::PathBuf;

use clap::Parser;
use gomoku_engine::Rule;
use gomoku_engine::eval::{EvalKind, eval_kind, set_eval_kind};
use gomoku_lab::datagen::{DataSettings, DatagenConfig, LeafSampling, run};

/// Training positions from self-play of our own engine, appended to a data file (a file that
/// already holds some games is continued from the game after its last one).
#[derive(Parser, Debug)]
#[command(
    name = "gomoku-datagen",
    version,
    args_override_self = true,
    allow_negative_numbers = true
)]
struct Args {
    /// The data file to write (or continue)
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    /// Rule: freestyle, standard, renju or caro
    #[arg(long, value_name = "RULE", default_value_t = Rule::Freestyle)]
    rule: Rule,
    /// Number of games the file should hold
    #[arg(long, value_name = "N", default_value_t = 1000)]
    games: u64,
    /// Search nodes per move (at least 1)
    #[arg(long, value_name = "N", default_value_t = 12_000)]
    nodes: u64,
    /// Seed of the games
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads playing games (1 to 256)
    #[arg(long, value_name = "T", default_value_t = 1)]
    threads: u64,
    /// Random moves (among the best by line value) after the opening (at most 40)
    #[arg(long, value_name = "K", default_value_t = 4)]
    random_plies: u64,
    /// Balanced openings the games start from (0: random openings; at most 1000)
    #[arg(long, value_name = "N", default_value_t = 16)]
    balanced: u64,
    /// Hash table size of each thread's searcher, in MB (1 to 4096)
    #[arg(long, value_name = "MB", default_value_t = 16)]
    hash: u64,
    /// Positions the search evaluated (interior nodes, quiescence leaves) sampled from each
    /// recorded move's search, besides the game position (at most 64)
    #[arg(long, value_name = "K", default_value_t = 0)]
    leaves: u64,
    /// Search nodes that label each sampled position (at least 1)
    #[arg(long, value_name = "N", default_value_t = 3_000)]
    label_nodes: u64,
    /// The evaluation the games are played with: hand (the hand-set numbers and the network)
    /// or learned (the embedded learned table)
    #[arg(long, value_enum, value_name = "EVAL", default_value_t = EvalArg::Hand)]
    eval: EvalArg,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum EvalArg {
    Hand,
    Learned,
}

/// The run's settings from the options, with their ranges enforced.
fn configure(args: Args) -> DatagenConfig {
    // Engine-wide, before any search.
    set_eval_kind(match args.eval {
        EvalArg::Hand => EvalKind::Hand,
        EvalArg::Learned => EvalKind::Learned,
    });
    let settings = DataSettings {
        rule: args.rule,
        nodes: args.nodes.max(1),
        seed: args.seed,
        random_plies: args.random_plies.min(40) as u32,
        balanced: args.balanced.min(1000) as usize,
        eval: eval_kind(),
        leaves: match args.leaves.min(64) as u32 {
            0 => LeafSampling::default(),
            per_move => LeafSampling {
                per_move,
                label_nodes: args.label_nodes.max(1),
            },
        },
    };
    DatagenConfig {
        settings,
        games: args.games,
        threads: (args.threads as usize).clamp(1, 256),
        hash_mb: (args.hash as usize).clamp(1, 4096),
        out: args.out,
        progress: true,
    }
}

fn main() {
    let config = configure(Args::parse());
    match run(&config) {
        Ok(summary) => eprintln!(
            "gomoku-datagen: games {}..{} played, {} positions written, {} in {}",
            summary.first_game,
            summary.first_game + summary.games_played,
            summary.positions_written,
            summary.positions_in_file,
            config.out.display()
        ),
        Err(error) => {
            eprintln!("gomoku-datagen: {error}");
            std::process::exit(1)
        }
    }
}
