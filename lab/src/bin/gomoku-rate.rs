//! `gomoku-rate`: Elo ratings from match results (a Bradley-Terry fit, one player at 0), as the
//! strength scale's calibration uses them (docs/strength.md).
//!
//! ```text
//! gomoku-rate [--anchor 0] FIRST:SECOND:RESULT...
//! ```
//! RESULT is `W-L-D` from the first player's side, or a file `gomoku-arena --summary` wrote
//! (its first three numbers). Prints a Markdown table: player, Elo, 95 % interval. A malformed
//! result or a player no games join to the anchor is an error (status 2).

use std::path::Path;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, read_limited};
use gomoku_lab::rating::{Pairing, fit};

/// Elo ratings from match results: a Bradley-Terry fit with one player held at 0.
#[derive(Parser, Debug)]
#[command(name = "gomoku-rate", version)]
struct Args {
    /// The player held at 0 Elo
    #[arg(long, value_name = "PLAYER", default_value_t = 0)]
    anchor: u32,
    /// FIRST:SECOND:RESULT, RESULT being W-L-D of the first, or a gomoku-arena summary file
    #[arg(value_name = "FIRST:SECOND:RESULT", required = true, value_parser = parse_pairing)]
    results: Vec<Pairing>,
}

fn parse_pairing(text: &str) -> Result<Pairing, String> {
    let mut parts = text.splitn(3, ':');
    let (Some(first), Some(second), Some(result)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(format!("`{text}`: expected FIRST:SECOND:RESULT"));
    };
    let player = |name: &str| {
        name.trim()
            .parse::<u32>()
            .map_err(|_| format!("`{text}`: player `{name}` is not a whole number"))
    };
    let (first, second) = (player(first)?, player(second)?);
    let counts: Vec<&str>;
    let file_text;
    if Path::new(result).is_file() {
        file_text = read_limited(Path::new(result), MAX_INPUT_FILE_BYTES)?;
        counts = file_text.split_whitespace().take(3).collect();
    } else {
        counts = result.split('-').collect();
    }
    let numbers: Vec<u32> = counts
        .iter()
        .map(|n| n.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("`{text}`: `{result}` is neither W-L-D nor a summary file"))?;
    let [wins, losses, draws] = numbers[..] else {
        return Err(format!(
            "`{text}`: `{result}` is neither W-L-D nor a summary file"
        ));
    };
    Ok(Pairing {
        first,
        second,
        wins,
        losses,
        draws,
    })
}

fn main() {
    let args = Args::parse();
    match fit(&args.results, args.anchor) {
        Ok(ratings) => {
            println!("| player | Elo | 95 % interval |");
            println!("|---|---|---|");
            for rating in ratings {
                println!(
                    "| {} | {:.0} | ±{:.0} |",
                    rating.player, rating.elo, rating.margin
                );
            }
        }
        Err(error) => Args::command()
            .error(ErrorKind::ValueValidation, error)
            .exit(),
    }
}
