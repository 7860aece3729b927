//! `gomoku-arena`: engine-vs-engine matches between two Gomocup-protocol brains.
//!
//! ```text
//! gomoku-arena --engine "target/release/pbrain-gomoku" --engine "target/release/pbrain-gomoku --level hard" \
//!     [--name A --name B] [--games 10] [--rule freestyle] [--size 15] [--turn-ms 1000] [--match-ms 0]
//!     [--tolerance-ms 300] [--openings FILE | --balanced 8] [--seed 1] [--concurrency 1]
//!     [--sprt elo0,elo1[,alpha,beta]] [--out DIR] [--summary FILE] [--save-openings FILE]
//!     [--convert PLIES [--from-games GAMES.txt [--loser-to-move] [--won-by NAME] [--distance 17]]]
//! ```
//! Prints a line per game, a final table (W/L/D of the first engine, score, Elo ± 95%) and the
//! openings counted by pairs (each played with both colours): the pentanomial counts (pairs
//! scoring 0, 1/2, 1, 3/2 and 2 games), the score and Elo over the pairs with their interval,
//! and under `--sprt` the pentanomial GSPRT's log-likelihood ratio, on which the match stops.
//! `--convert PLIES` is the conversion test: each opening, a won position, is played once with
//! the first engine to move, and counts as converted when it wins within PLIES plies;
//! `--from-games` takes those positions from another match's `games.txt` (see
//! [`positions_before_wins`]); with `--loser-to-move` it takes the defence test's positions instead, the
//! loser to move a ply earlier, where the first engine escapes unless it loses within PLIES
//! plies (see [`positions_before_wins`]); `--won-by NAME` keeps only the games NAME won.
//! `--summary FILE` also writes the result as one machine-readable line (see
//! [`summary_line`]); `--save-openings FILE` writes the openings played in the offset format
//! that `--openings` reads, so a run can be repeated on exactly the same openings.
//! `--help` lists the options, `--version` prints the version; a bad option exits with status 2.

use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, read_limited};
use gomoku_engine::notation::format_moves;
use gomoku_engine::{BoardSize, Rule};
use gomoku_lab::arena::{
    ArenaConfig, FinishedGame, Outcome, PairTally, Sprt, Tally, ToMove, balanced_openings,
    format_openings, parse_openings, positions_before_wins, run_match, summary_line, write_games,
};

/// Engine-vs-engine matches between two Gomocup-protocol brains: prints a line per game and a
/// final table (W/L/D of the first engine, score, Elo ± 95%).
#[derive(Parser, Debug)]
#[command(
    name = "gomoku-arena",
    version,
    args_override_self = true,
    allow_negative_numbers = true,
    override_usage = "gomoku-arena --engine <CMD> --engine <CMD> [OPTIONS]"
)]
struct Args {
    /// A brain's command line (program and its arguments); give exactly two
    #[arg(long, value_name = "CMD", required = true, allow_hyphen_values = true)]
    engine: Vec<String>,
    /// The engines' names, in the order of --engine (at most two; default: program name and #1/#2)
    #[arg(long, value_name = "NAME", allow_hyphen_values = true)]
    name: Vec<String>,
    /// The folder each engine starts in, in the order of --engine (at most two; '.' is the
    /// arena's own, the default): an engine that reads its working folder (Rapfi's config.toml)
    /// finds its files there
    #[arg(long, value_name = "DIR")]
    engine_dir: Vec<PathBuf>,
    /// Number of games (default 10; under --convert, every position once)
    #[arg(long, value_name = "N")]
    games: Option<usize>,
    /// Rule: freestyle, standard, renju or caro
    #[arg(long, value_name = "RULE", default_value_t = Rule::Freestyle)]
    rule: Rule,
    /// Board size (edge length)
    #[arg(long, value_name = "N", value_parser = parse_size, default_value = "15")]
    size: BoardSize,
    /// Time per move, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    turn_ms: u64,
    /// Time per game, in milliseconds (0: none)
    #[arg(long, value_name = "MS", default_value_t = 0)]
    match_ms: u64,
    /// How far past its time a brain may answer, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 300)]
    tolerance_ms: u64,
    /// Play the openings in FILE (offset format, as --save-openings writes) instead of balanced ones
    #[arg(long, value_name = "FILE")]
    openings: Option<String>,
    /// Number of balanced openings to generate (without --openings)
    #[arg(long, value_name = "N", default_value_t = 8)]
    balanced: usize,
    /// Seed of the balanced openings
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Games played at once
    #[arg(long, value_name = "N", default_value_t = 1)]
    concurrency: usize,
    /// Threads each brain may use, sent as INFO thread_num (default: none sent)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: Option<u32>,
    /// Stop early on a sequential probability ratio test: elo0,elo1[,alpha,beta]
    /// (the pentanomial GSPRT on the complete opening pairs, from 20 pairs on)
    #[arg(long, value_name = "ELO0,ELO1[,ALPHA,BETA]", value_parser = Sprt::parse,
          allow_hyphen_values = true, conflicts_with = "convert")]
    sprt: Option<Sprt>,
    /// Folder to write the games to
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Also write the result as one machine-readable line to FILE
    #[arg(long, value_name = "FILE")]
    summary: Option<PathBuf>,
    /// Write the openings played to FILE (offset format, for --openings)
    #[arg(long, value_name = "FILE")]
    save_openings: Option<PathBuf>,
    /// The conversion test: each opening (a won position) played once, the first engine to
    /// move; a win within PLIES plies converts it
    #[arg(long, value_name = "PLIES", value_parser = clap::value_parser!(u32).range(1..))]
    convert: Option<u32>,
    /// Under --convert, take the won positions from FILE, a match's games.txt: the position 17
    /// to 29 plies before each win by a five, the winner to move
    #[arg(
        long,
        value_name = "FILE",
        requires = "convert",
        conflicts_with = "openings"
    )]
    from_games: Option<String>,
    /// Under --from-games, the defence test's positions: the loser to move, a ply before the
    /// winner's (18 to 30 plies before the end)
    #[arg(long, requires = "from_games")]
    loser_to_move: bool,
    /// Under --from-games, only the games won by the engine named NAME in the file
    #[arg(long, value_name = "NAME", requires = "from_games")]
    won_by: Option<String>,
    /// Under --from-games, the positions at least PLIES before each game's end (the first of
    /// seven distances two plies apart; default 17, the winner to move)
    #[arg(
        long,
        value_name = "PLIES",
        requires = "from_games",
        default_value_t = 17
    )]
    distance: usize,
}

fn parse_size(text: &str) -> Result<BoardSize, String> {
    let edge = text
        .parse::<u32>()
        .map_err(|_| format!("not a number: {text}"))?;
    BoardSize::new(edge).map_err(|e| e.to_string())
}

/// Files to write besides the games.
struct Reports {
    /// One line: see [`summary_line`].
    summary: Option<PathBuf>,
    /// The openings, one a line in offset format.
    openings: Option<PathBuf>,
}

/// The match to play from the options; what clap cannot check is checked here.
fn configure(args: Args) -> Result<(ArenaConfig, Reports), (ErrorKind, String)> {
    let count = args.engine.len();
    let engines: [String; 2] = args.engine.try_into().map_err(|_| {
        (
            ErrorKind::WrongNumberOfValues,
            format!("give exactly two --engine commands (got {count})"),
        )
    })?;
    if args.name.len() > 2 {
        return Err((
            ErrorKind::TooManyValues,
            format!("give at most two --name values (got {})", args.name.len()),
        ));
    }
    let default_name = |command: &str, index: usize| {
        let program = command.split_whitespace().next().unwrap_or("engine");
        let stem = std::path::Path::new(program)
            .file_name()
            .and_then(|s| s.to_str())
            .unwrap_or(program);
        format!("{stem}#{}", index + 1)
    };
    let names = [
        args.name
            .first()
            .cloned()
            .unwrap_or_else(|| default_name(&engines[0], 0)),
        args.name
            .get(1)
            .cloned()
            .unwrap_or_else(|| default_name(&engines[1], 1)),
    ];
    if args.engine_dir.len() > 2 {
        return Err((
            ErrorKind::TooManyValues,
            format!(
                "give at most two --engine-dir values (got {})",
                args.engine_dir.len()
            ),
        ));
    }
    if let Some(missing) = args.engine_dir.iter().find(|dir| !dir.is_dir()) {
        return Err((
            ErrorKind::ValueValidation,
            format!("--engine-dir {}: no such folder", missing.display()),
        ));
    }
    let dirs = [
        args.engine_dir.first().cloned(),
        args.engine_dir.get(1).cloned(),
    ];
    let (size, rule) = (args.size, args.rule);
    let openings = match (&args.openings, &args.from_games) {
        (_, Some(path)) => {
            let text = read_limited(Path::new(path), MAX_INPUT_FILE_BYTES)
                .map_err(|e| (ErrorKind::Io, format!("--from-games {e}")))?;
            let to_move = if args.loser_to_move {
                ToMove::Loser
            } else {
                ToMove::Winner
            };
            let won_by = args.won_by.as_deref();
            positions_before_wins(&text, size, to_move, won_by, args.distance).map_err(|e| {
                (
                    ErrorKind::ValueValidation,
                    format!("--from-games {path}: {e}"),
                )
            })?
        }
        (Some(path), None) => {
            let text = read_limited(Path::new(path), MAX_INPUT_FILE_BYTES)
                .map_err(|e| (ErrorKind::Io, format!("--openings {e}")))?;
            parse_openings(&text, size).map_err(|e| {
                (
                    ErrorKind::ValueValidation,
                    format!("--openings {path}: {e}"),
                )
            })?
        }
        (None, None) if args.convert.is_some() => {
            return Err((
                ErrorKind::MissingRequiredArgument,
                "--convert needs its won positions: --openings FILE or --from-games FILE".into(),
            ));
        }
        (None, None) => balanced_openings(args.balanced.max(1), size, rule, args.seed),
    };
    if openings.is_empty() {
        return Err((
            ErrorKind::ValueValidation,
            "no openings: none could be generated, or the games held no win by a five".into(),
        ));
    }
    let convert = args.convert.map(|plies| plies as usize);
    let games = match (args.games, convert) {
        (Some(games), Some(_)) => games.min(openings.len()),
        (Some(games), None) => games,
        (None, Some(_)) => openings.len(),
        (None, None) => 10,
    };
    let config = ArenaConfig {
        engines,
        names,
        dirs,
        rule,
        size,
        turn: Duration::from_millis(args.turn_ms),
        match_time: Some(Duration::from_millis(args.match_ms)).filter(|t| !t.is_zero()),
        tolerance: Duration::from_millis(args.tolerance_ms),
        openings,
        convert,
        games,
        concurrency: args.concurrency,
        threads: args.threads,
        sprt: args.sprt,
        out_dir: args.out,
    };
    let reports = Reports {
        summary: args.summary,
        openings: args.save_openings,
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
    let (config, reports) = match configure(Args::parse()) {
        Ok(parsed) => parsed,
        Err((kind, message)) => Args::command().error(kind, message).exit(),
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
    let mut live = |game: &FinishedGame, tally: &Tally, _: &PairTally| {
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
    let result = run_match(&config, &mut live);
    let tally = &result.tally;
    println!(
        "final: {} vs {}: {}",
        config.names[0],
        config.names[1],
        describe(tally)
    );
    if config.convert.is_some() {
        println!(
            "converted: {} of {} won positions by {} against {} ({} lost, {} not won in time)",
            tally.wins,
            tally.wins + tally.losses + tally.draws,
            config.names[0],
            config.names[1],
            tally.losses,
            tally.draws
        );
    } else {
        println!("{}", result.pairs.pentanomial_line(config.sprt.as_ref()));
        println!("{}", result.pairs.describe());
    }
    if let Some(sprt) = &config.sprt {
        let (lower, upper) = sprt.bounds();
        println!(
            "SPRT elo0={} elo1={} on {} pairs: LLR {:.2} (bounds {:.2}, {:.2}) -> {:?}",
            sprt.elo0,
            sprt.elo1,
            result.pairs.pairs(),
            sprt.llr(&result.pairs),
            lower,
            upper,
            sprt.verdict(&result.pairs)
        );
    }
    if let Err(error) = write_games(&config, &result.games) {
        eprintln!("gomoku-arena: could not write the games: {error}");
        std::process::exit(1);
    }
    if let Some(path) = &reports.summary {
        let line = summary_line(tally, &result.pairs, config.sprt.as_ref());
        write_or_exit(path, &format!("{line}\n"));
    }
}
