//! `gomoku-compare`: a candidate's match against the control's, opening by opening.
//!
//! ```text
//! gomoku-compare --control CONTROL/games.txt --control-name ours \
//!     --candidate CANDIDATE/games.txt --candidate-name cand [--size 15]
//! ```
//! Both `games.txt` come from `gomoku-arena` matches of the two builds against the same peer on
//! the same openings at a node budget. Prints the pairs' scores and the paired difference with
//! its 95 % interval. See [`gomoku_lab::compare`].

use std::path::PathBuf;

use clap::Parser;
use gomoku_engine::BoardSize;
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, read_limited};
use gomoku_lab::compare::compare;

/// A candidate's match against the control's on the same openings, pair by pair.
#[derive(Parser, Debug)]
#[command(name = "gomoku-compare", version)]
struct Args {
    /// The control's games.txt
    #[arg(long, value_name = "FILE")]
    control: PathBuf,
    /// The control engine's name in its games
    #[arg(long, value_name = "NAME")]
    control_name: String,
    /// The candidate's games.txt
    #[arg(long, value_name = "FILE")]
    candidate: PathBuf,
    /// The candidate engine's name in its games
    #[arg(long, value_name = "NAME")]
    candidate_name: String,
    #[arg(long, value_name = "N", default_value_t = 15)]
    size: u32,
}

fn main() {
    let args = Args::parse();
    let run = || -> Result<String, String> {
        let size = BoardSize::new(args.size).map_err(|e| e.to_string())?;
        let control = read_limited(&args.control, MAX_INPUT_FILE_BYTES)?;
        let candidate = read_limited(&args.candidate, MAX_INPUT_FILE_BYTES)?;
        let result = compare(
            &control,
            &args.control_name,
            &candidate,
            &args.candidate_name,
            size,
        )?;
        Ok(result.describe())
    };
    match run() {
        Ok(line) => println!("{line}"),
        Err(message) => {
            eprintln!("gomoku-compare: {message}");
            std::process::exit(2);
        }
    }
}
