//! `gomoku-calibrate`: how far our search's value of a position can be trusted, from finished
//! games against a peer.
//!
//! ```text
//! gomoku-calibrate --games GAMES.txt --side NAME --peer CMD [--peer-dir DIR]
//!     [--rule freestyle] [--size 15] [--nodes 200000] [--max-games 60] [--opening-stones 3]
//!     [--timeout-ms 120000]
//! ```
//! Every position of the first `--max-games` games of a `gomoku-arena` `games.txt` where the
//! engine named `--side` was to move is searched by our engine in this process and by the peer
//! brain over the protocol, both on `--nodes` nodes. Prints our values' buckets and the peer's
//! against the games' results, what our proven values came to, and how often a clear value of
//! ours met the peer's of the other sign, each way. See [`gomoku_lab::calibration`].

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, read_limited};
use gomoku_engine::{BoardSize, Rule};
use gomoku_lab::calibration::{Sample, our_value, peer_value, positions_of_side, report};
use gomoku_lab::probe::ProbeBrain;

/// Our search's values against a peer's and against the games' results.
#[derive(Parser, Debug)]
#[command(name = "gomoku-calibrate", version)]
struct Args {
    /// A gomoku-arena games.txt
    #[arg(long, value_name = "FILE")]
    games: PathBuf,
    /// The engine (its name in games.txt) whose turns are studied
    #[arg(long, value_name = "NAME")]
    side: String,
    /// The peer brain's command line
    #[arg(long, value_name = "CMD", allow_hyphen_values = true)]
    peer: String,
    /// The folder the peer runs in (where its config.toml is)
    #[arg(long, value_name = "DIR")]
    peer_dir: Option<PathBuf>,
    #[arg(long, value_name = "RULE", default_value_t = Rule::Freestyle)]
    rule: Rule,
    #[arg(long, value_name = "N", default_value_t = 15)]
    size: u32,
    /// Nodes a search, ours and the peer's (INFO max_node)
    #[arg(long, value_name = "N", default_value_t = 200_000)]
    nodes: u64,
    /// At most this many of the side's games
    #[arg(long, value_name = "N", default_value_t = 60)]
    max_games: usize,
    /// Stones of the openings (the first position studied is the side's first turn after them)
    #[arg(long, value_name = "N", default_value_t = 3)]
    opening_stones: usize,
    /// A peer search's clock, a guard against a hang
    #[arg(long, value_name = "MS", default_value_t = 120_000)]
    timeout_ms: u64,
}

fn main() {
    let args = Args::parse();
    if let Err(message) = run(&args) {
        eprintln!("gomoku-calibrate: {message}");
        std::process::exit(2);
    }
}

fn run(args: &Args) -> Result<(), String> {
    let size = BoardSize::new(args.size).map_err(|e| e.to_string())?;
    let text = read_limited(&args.games, MAX_INPUT_FILE_BYTES)?;
    let positions =
        positions_of_side(&text, size, &args.side, args.opening_stones, args.max_games)?;
    if positions.is_empty() {
        return Err(format!(
            "no position of `{}` in {}",
            args.side,
            args.games.display()
        ));
    }
    let peer = ProbeBrain {
        name: "peer".into(),
        command: args.peer.clone(),
        dir: args.peer_dir.clone(),
    };
    let timeout = Duration::from_millis(args.timeout_ms);
    let games = positions.last().map_or(0, |p| p.game);
    eprintln!("{} positions of {games} games", positions.len());
    let mut samples = Vec::with_capacity(positions.len());
    for (index, position) in positions.iter().enumerate() {
        let ours = our_value(args.rule, size, args.nodes, &position.moves)?;
        let peer = peer_value(&peer, args.rule, size, args.nodes, &position.moves, timeout)?;
        samples.push(Sample {
            ours,
            peer,
            result: position.result,
        });
        if (index + 1) % 50 == 0 {
            eprint!("{} ", index + 1);
            std::io::stderr().flush().ok();
        }
    }
    eprintln!();
    println!(
        "{} positions of {games} games of `{}` in {}, {} nodes a search:\n",
        samples.len(),
        args.side,
        args.games.display(),
        args.nodes
    );
    print!("{}", report(&samples));
    Ok(())
}
