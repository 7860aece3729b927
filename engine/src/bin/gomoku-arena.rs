//! `gomoku-arena`: engine-vs-engine matches between two Gomocup-protocol brains.
//!
//! ```text
//! gomoku-arena --engine "target/release/pbrain-gomoku" --engine "target/release/pbrain-gomoku --level hard" \
//!     [--name A --name B] [--games 20] [--rule freestyle] [--size 15] [--turn-ms 1000] [--match-ms 0]
//!     [--tolerance-ms 300] [--openings FILE | --balanced N] [--seed S] [--concurrency 1]
//!     [--sprt elo0,elo1[,alpha,beta]] [--out DIR] [--summary FILE] [--save-openings FILE]
//! ```
//! Prints a line per game and a final table: W/L/D of the first engine, score, Elo ± 95%.
//! `--summary FILE` also writes the result as one machine-readable line (see
//! [`summary_line`]); `--save-openings FILE` writes the openings played in the offset format
//! that `--openings` reads, so a run can be repeated on exactly the same openings.

use std::path::{Path, PathBuf};
use std::time::Duration;

use gomoku_engine::arena::{
    ArenaConfig, FinishedGame, Outcome, Sprt, Tally, balanced_openings, format_openings,
    parse_openings, run_match, summary_line, write_games,
};
use gomoku_engine::notation::format_moves;
use gomoku_engine::{BoardSize, Rule};

fn usage() -> ! {
    eprintln!(
        "usage: gomoku-arena --engine CMD --engine CMD [--name A --name B] [--games N] [--rule R] \
         [--size N] [--turn-ms MS] [--match-ms MS] [--tolerance-ms MS] [--openings FILE | --balanced N] \
         [--seed S] [--concurrency 1|2] [--sprt elo0,elo1[,alpha,beta]] [--out DIR] \
         [--summary FILE] [--save-openings FILE]"
    );
    std::process::exit(2)
}

/// Files to write besides the games.
struct Reports {
    /// One line: `wins losses draws score elo elo_low elo_high [llr llr_low llr_high verdict]`.
    summary: Option<PathBuf>,
    /// The openings, one a line in offset format.
    openings: Option<PathBuf>,
}

fn parse() -> Result<(ArenaConfig, Reports), String> {
    let mut engines = Vec::new();
    let mut names = Vec::new();
    let (mut games, mut rule, mut size) = (10usize, Rule::Freestyle, BoardSize::STANDARD);
    let (mut turn, mut match_time, mut tolerance) = (
        Duration::from_millis(1000),
        None,
        Duration::from_millis(300),
    );
    let (mut openings_file, mut balanced, mut seed) = (None, 8usize, 1u64);
    let (mut concurrency, mut sprt, mut out_dir) = (1usize, None, None);
    let mut reports = Reports {
        summary: None,
        openings: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("not a number: {text}"))
        };
        match flag.as_str() {
            "--engine" => engines.push(value()?),
            "--name" => names.push(value()?),
            "--games" => games = number(value()?)? as usize,
            "--rule" => rule = value()?.parse().map_err(|e| format!("{e}"))?,
            "--size" => {
                size = BoardSize::new(number(value()?)? as u32).map_err(|e| format!("{e}"))?
            }
            "--turn-ms" => turn = Duration::from_millis(number(value()?)?),
            "--match-ms" => {
                match_time = Some(Duration::from_millis(number(value()?)?)).filter(|t| !t.is_zero())
            }
            "--tolerance-ms" => tolerance = Duration::from_millis(number(value()?)?),
            "--openings" => openings_file = Some(value()?),
            "--balanced" => balanced = number(value()?)? as usize,
            "--seed" => seed = number(value()?)?,
            "--concurrency" => concurrency = number(value()?)? as usize,
            "--sprt" => sprt = Some(Sprt::parse(&value()?)?),
            "--out" => out_dir = Some(PathBuf::from(value()?)),
            "--summary" => reports.summary = Some(PathBuf::from(value()?)),
            "--save-openings" => reports.openings = Some(PathBuf::from(value()?)),
            "--help" | "-h" => usage(),
            other => return Err(format!("unknown option {other}")),
        }
    }
    let engines: [String; 2] = engines
        .try_into()
        .map_err(|_| "give exactly two --engine commands".to_string())?;
    let default_name = |command: &str, index: usize| {
        let program = command.split_whitespace().next().unwrap_or("engine");
        let stem = std::path::Path::new(program)
            .file_name()
            .and_then(|s| s.to_str())
            .unwrap_or(program);
        format!("{stem}#{}", index + 1)
    };
    let names = [
        names
            .first()
            .cloned()
            .unwrap_or_else(|| default_name(&engines[0], 0)),
        names
            .get(1)
            .cloned()
            .unwrap_or_else(|| default_name(&engines[1], 1)),
    ];
    let openings = match openings_file {
        Some(path) => {
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
            parse_openings(&text, size)?
        }
        None => balanced_openings(balanced.max(1), size, rule, seed),
    };
    if openings.is_empty() {
        return Err("no balanced openings could be generated".into());
    }
    let config = ArenaConfig {
        engines,
        names,
        rule,
        size,
        turn,
        match_time,
        tolerance,
        openings,
        games,
        concurrency,
        sprt,
        out_dir,
    };
    Ok((config, reports))
}

/// Writes `text` to `path`, creating its folder.
fn write_file(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, text)
}

fn write_or_exit(path: &Path, text: &str) {
    if let Err(error) = write_file(path, text) {
        eprintln!("gomoku-arena: could not write {}: {error}", path.display());
        std::process::exit(1);
    }
}

fn describe(tally: &Tally) -> String {
    let (elo, margin) = tally.elo();
    format!(
        "+{} -{} ={}  score {:.1}%  Elo {:+.0} ± {:.0}",
        tally.wins,
        tally.losses,
        tally.draws,
        tally.score() * 100.0,
        elo,
        margin
    )
}

fn main() {
    let (config, reports) = match parse() {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("gomoku-arena: {message}");
            usage();
        }
    };
    println!(
        "{} vs {}: {} games, {} {}x{}, {} ms/move{}, {} openings",
        config.names[0],
        config.names[1],
        config.games,
        config.rule,
        config.size.get(),
        config.size.get(),
        config.turn.as_millis(),
        config
            .match_time
            .map_or(String::new(), |t| format!(" + {} ms/game", t.as_millis())),
        config.openings.len()
    );
    if let Some(path) = &reports.openings {
        write_or_exit(path, &format_openings(&config.openings, config.size));
    }
    let mut live = |game: &FinishedGame, tally: &Tally| {
        let black = if game.first_is_black { 0 } else { 1 };
        let result = match &game.outcome {
            Outcome::Draw => "draw".to_string(),
            Outcome::Win { color, reason } => format!("{color} wins by {reason}"),
        };
        println!(
            "game {:>3}: {} (black) vs {} (white): {:<40} {:>3} moves | {}  | {}",
            game.index + 1,
            config.names[black],
            config.names[1 - black],
            result,
            game.moves.len(),
            describe(tally),
            format_moves(&game.moves, config.size)
        );
    };
    let (tally, games) = run_match(&config, &mut live);
    println!(
        "final: {} vs {}: {}",
        config.names[0],
        config.names[1],
        describe(&tally)
    );
    if let Some(sprt) = &config.sprt {
        let (lower, upper) = sprt.bounds();
        println!(
            "SPRT elo0={} elo1={}: LLR {:.2} (bounds {:.2}, {:.2}) -> {:?}",
            sprt.elo0,
            sprt.elo1,
            tally.llr(sprt.elo0, sprt.elo1),
            lower,
            upper,
            sprt.verdict(&tally)
        );
    }
    if let Err(error) = write_games(&config, &games) {
        eprintln!("gomoku-arena: could not write the games: {error}");
        std::process::exit(1);
    }
    if let Some(path) = &reports.summary {
        let line = summary_line(&tally, config.sprt.as_ref());
        write_or_exit(path, &format!("{line}\n"));
    }
}
