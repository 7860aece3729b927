//! `gomoku-datagen`: training positions from self-play of our own engine.
//!
//! ```text
//! gomoku-datagen --out FILE [--rule freestyle] [--games 1000] [--nodes 12000] [--seed 1]
//!     [--threads 1] [--random-plies 4] [--balanced 16] [--hash 16]
//! ```
//! `--games` is the number of games the file should hold: a file that already has some is
//! continued from the game after its last one (with the same settings). See
//! `gomoku_engine::datagen` for the file format.

use std::path::PathBuf;

use gomoku_engine::Rule;
use gomoku_engine::datagen::{DataSettings, DatagenConfig, run};
use gomoku_engine::eval::eval_kind;

fn usage() -> ! {
    eprintln!(
        "usage: gomoku-datagen --out FILE [--rule freestyle|standard|renju|caro] [--games N] \
         [--nodes N] [--seed S] [--threads T] [--random-plies K] [--balanced N] [--hash MB]"
    );
    std::process::exit(2)
}

fn parse() -> Result<DatagenConfig, String> {
    let mut settings = DataSettings {
        rule: Rule::Freestyle,
        nodes: 12_000,
        seed: 1,
        random_plies: 4,
        balanced: 16,
        eval: eval_kind(),
    };
    let (mut games, mut threads, mut hash_mb, mut out) = (1000u64, 1usize, 16usize, None);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("not a number: {text}"))
        };
        match flag.as_str() {
            "--out" => out = Some(PathBuf::from(value()?)),
            "--rule" => settings.rule = value()?.parse().map_err(|e| format!("{e}"))?,
            "--games" => games = number(value()?)?,
            "--nodes" => settings.nodes = number(value()?)?.max(1),
            "--seed" => settings.seed = number(value()?)?,
            "--threads" => threads = (number(value()?)? as usize).clamp(1, 256),
            "--random-plies" => settings.random_plies = number(value()?)?.min(40) as u32,
            "--balanced" => settings.balanced = number(value()?)?.min(1000) as usize,
            "--hash" => hash_mb = (number(value()?)? as usize).clamp(1, 4096),
            "--help" | "-h" => usage(),
            other => return Err(format!("unknown option {other}")),
        }
    }
    let out = out.ok_or("give the data file with --out FILE")?;
    Ok(DatagenConfig {
        settings,
        games,
        threads,
        hash_mb,
        out,
        progress: true,
    })
}

fn main() {
    let config = match parse() {
        Ok(config) => config,
        Err(message) => {
            eprintln!("gomoku-datagen: {message}");
            usage()
        }
    };
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
