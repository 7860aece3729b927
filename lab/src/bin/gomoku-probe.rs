//! `gomoku-probe`: where a search's depth goes. Two (or more) protocol brains are asked for a
//! move in the same positions at the same node budgets, and their progress lines are read back.
//!
//! ```text
//! gomoku-probe --engine CMD [--engine-dir DIR] --engine CMD [--engine-dir DIR] [--name A ...]
//!     --games GAMES.txt [--plies 12,20,28] [--limit 40] [--nodes 50000,200000,800000]
//!     [--rule freestyle] [--size 15] [--timeout-ms 120000] [--counters]
//! ```
//! Positions come from a `gomoku-arena` match's `games.txt`, each game cut after each of
//! `--plies` (at most `--limit` positions). Prints, per budget, a Markdown table with a row per
//! brain: searches counted (a proven result is not), nodes (the brain's last count: ours at
//! its last finished iteration, Rapfi's for the whole search), depth and selective depth
//! reached, the effective branching factor of the last two iterations (by their times), the
//! best move's changes between iterations from depth 5 on and the depth it settled at, the time a
//! search took and the share of it its finished iterations took, and how often the brains chose
//! the same move. See [`gomoku_lab::probe`].
//!
//! With `--counters`, our engine is also searched in this process on the same positions and
//! budgets, and two more tables show where its nodes went (interior, leaves, forced, the root's
//! solvers; table hits, cuts, pruning, reductions) and its interior nodes by plies left; with
//! `--counters` the brains may be left out. See [`gomoku_lab::node_counts`].

use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, read_limited};
use gomoku_engine::search::SearchCounters;
use gomoku_engine::{BoardSize, Point, Rule};
use gomoku_lab::node_counts::{SUMMARY_HEADER, count_search, depth_header, depth_row, summary_row};
use gomoku_lab::probe::{Probe, ProbeBrain, positions_from_games, probe, summarize};

/// Two brains side by side on the same positions and node budgets: depth, nodes, branching.
#[derive(Parser, Debug)]
#[command(name = "gomoku-probe", version, allow_negative_numbers = true)]
struct Args {
    /// A brain's command line; give two or more (or none, with --counters)
    #[arg(long, value_name = "CMD", allow_hyphen_values = true)]
    engine: Vec<String>,
    /// The folder each brain runs in, in the order of --engine
    #[arg(long, value_name = "DIR")]
    engine_dir: Vec<PathBuf>,
    /// The brains' names in the tables, in the order of --engine
    #[arg(long, value_name = "NAME")]
    name: Vec<String>,
    /// A gomoku-arena games.txt to take the positions from
    #[arg(long, value_name = "FILE")]
    games: PathBuf,
    /// Where to cut each game (plies played)
    #[arg(long, value_name = "P1,P2,...", value_delimiter = ',', default_values_t = [12, 20, 28])]
    plies: Vec<usize>,
    /// At most this many positions
    #[arg(long, value_name = "N", default_value_t = 40)]
    limit: usize,
    /// Node budgets (INFO max_node)
    #[arg(long, value_name = "N1,N2,...", value_delimiter = ',', default_values_t = [50_000, 200_000, 800_000])]
    nodes: Vec<u64>,
    #[arg(long, value_name = "RULE", default_value_t = Rule::Freestyle)]
    rule: Rule,
    #[arg(long, value_name = "N", default_value_t = 15)]
    size: u32,
    /// A search's clock, a guard against a hang
    #[arg(long, value_name = "MS", default_value_t = 120_000)]
    timeout_ms: u64,
    /// Also search with our engine in this process and print where its nodes went
    #[arg(long)]
    counters: bool,
}

fn main() {
    let args = Args::parse();
    if let Err(message) = run(&args) {
        eprintln!("gomoku-probe: {message}");
        std::process::exit(2);
    }
}

fn run(args: &Args) -> Result<(), String> {
    if args.engine.len() < 2 && !(args.counters && args.engine.is_empty()) {
        return Err("give at least two --engine, or none with --counters".into());
    }
    let size = BoardSize::new(args.size).map_err(|e| e.to_string())?;
    let text = read_limited(&args.games, MAX_INPUT_FILE_BYTES)?;
    let mut positions = positions_from_games(&text, size, &args.plies)?;
    positions.truncate(args.limit);
    if positions.is_empty() {
        return Err(format!("no position in {}", args.games.display()));
    }
    let brains: Vec<ProbeBrain> = args
        .engine
        .iter()
        .enumerate()
        .map(|(i, command)| ProbeBrain {
            name: args
                .name
                .get(i)
                .cloned()
                .unwrap_or_else(|| format!("#{}", i + 1)),
            command: command.clone(),
            dir: args.engine_dir.get(i).cloned(),
        })
        .collect();
    let timeout = Duration::from_millis(args.timeout_ms);
    println!(
        "{} positions from {}",
        positions.len(),
        args.games.display()
    );
    for &nodes in &args.nodes {
        // probes[brain][position]
        let mut probes: Vec<Vec<Probe>> = vec![Vec::new(); brains.len()];
        for moves in &positions {
            for (brain, runs) in brains.iter().zip(&mut probes) {
                let run = probe(brain, args.rule, size, nodes, moves, timeout)
                    .map_err(|e| format!("{}: {e}", brain.name))?;
                runs.push(run);
            }
        }
        if !brains.is_empty() {
            print_table(nodes, &brains, &probes);
        }
    }
    if args.counters {
        print_counters(args, size, &positions)?;
    }
    Ok(())
}

/// Our engine in this process on every position at every budget: two tables, one row a budget.
fn print_counters(args: &Args, size: BoardSize, positions: &[Vec<Point>]) -> Result<(), String> {
    let mut sums = Vec::new();
    for &nodes in &args.nodes {
        let mut sum = SearchCounters::default();
        for moves in positions {
            sum += &count_search(args.rule, size, nodes, moves)?;
        }
        sums.push((nodes, sum));
    }
    println!(
        "
Our search's nodes, in this process ({} positions):
",
        positions.len()
    );
    println!("{SUMMARY_HEADER}");
    for (nodes, sum) in &sums {
        println!("{}", summary_row(*nodes, positions.len(), sum));
    }
    println!(
        "
Its interior nodes by plies left, percent:
"
    );
    println!("{}", depth_header());
    for (nodes, sum) in &sums {
        println!("{}", depth_row(*nodes, sum));
    }
    Ok(())
}

fn print_table(nodes: u64, brains: &[ProbeBrain], probes: &[Vec<Probe>]) {
    println!("\n{nodes} nodes a search:\n");
    println!(
        "| brain | searches | nodes | depth | seldepth | EBF | best-move changes | settled at depth | ms | in finished iterations | same move as the first |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for (brain, runs) in brains.iter().zip(probes) {
        let summary = summarize(&runs.iter().collect::<Vec<_>>());
        let same = runs
            .iter()
            .zip(&probes[0])
            .filter(|(a, b)| a.reply == b.reply)
            .count();
        println!(
            "| {} | {} | {:.0} ({:.0} %) | {:.2} | {:.1} | {} | {:.2} | {:.1} | {:.0} | {:.0} % | {} of {} |",
            brain.name,
            summary.searches,
            summary.mean_nodes,
            100.0 * summary.mean_nodes / nodes as f64,
            summary.mean_depth,
            summary.mean_seldepth,
            summary.ebf.map_or("–".into(), |e| format!("{e:.2}")),
            summary.best_changes,
            summary.settled_depth,
            summary.mean_wall_ms,
            100.0 * summary.finished_share,
            same,
            runs.len()
        );
    }
}
