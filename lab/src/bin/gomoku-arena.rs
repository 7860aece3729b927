//! `gomoku-arena`: engine-vs-engine matches between two Gomocup-protocol brains.
//!
//! ```text
//! gomoku-arena --engine "target/release/pbrain-gomoku" --engine "target/release/pbrain-gomoku --level hard" \
//!     [--name A --name B] [--games 10] [--rule freestyle] [--size 15] [--turn-ms 1000] [--match-ms 0]
//!     [--engine-turn-ms MS [--engine-turn-ms MS]] [--nodes N] [--engine-nodes N [--engine-nodes N]]
//!     [--scaling N1,N2,...] [--tolerance-ms 300] [--openings FILE | --balanced 8] [--seed 1]
//!     [--concurrency 1] [--sprt elo0,elo1[,alpha,beta]] [--out DIR] [--summary FILE]
//!     [--save-openings FILE]
//!     [--convert PLIES [--from-games GAMES.txt [--loser-to-move] [--won-by NAME] [--distance 17]]]
//! ```
//! Prints a line per game, a final table (W/L/D of the first engine, score, Elo ± 95%) and the
//! openings counted by pairs (each played with both colours): the pentanomial counts (pairs
//! scoring 0, 1/2, 1, 3/2 and 2 games), the score and Elo over the pairs with their interval,
//! and under `--sprt` the pentanomial GSPRT's log-likelihood ratio, on which the match stops.
//! Each engine plays on its own clock (`--turn-ms`, `--engine-turn-ms`) or node budget
//! (`--nodes`, `--engine-nodes`, sent as `INFO max_node`; the clock then only guards against a
//! hang, 60 s a move unless given). `--scaling N1,N2,...` plays the match once per node budget,
//! both engines on the same budget and the same openings, and prints the curve.
//! `--convert PLIES` is the conversion test: each opening, a won position, is played once with
//! the first engine to move, and counts as converted when it wins within PLIES plies;
//! `--from-games` takes those positions from another match's `games.txt` (see
//! [`positions_before_wins`]); with `--loser-to-move` it takes the defence test's positions instead, the
//! loser to move a ply earlier, where the first engine escapes unless it loses within PLIES
//! plies (see [`positions_before_wins`]); `--won-by NAME` keeps only the games NAME won.
//! `--summary FILE` also writes the result as one machine-readable line (see
//! [`summary_line`]; under `--scaling` a line per budget, the budget first); `--save-openings
//! FILE` writes the openings played in the offset format that `--openings` reads, so a run can
//! be repeated on exactly the same openings.
//! `--help` lists the options, `--version` prints the version; a bad option exits with status 2.

use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, read_limited};
use gomoku_engine::notation::format_moves;
use gomoku_engine::{BoardSize, Rule};
use gomoku_lab::arena::{
    ArenaConfig, EngineLimits, FinishedGame, MatchResult, NODE_TURN_GUARD, Outcome, PairTally,
    Sprt, Tally, ToMove, balanced_openings, format_openings, parse_openings, positions_before_wins,
    run_match, summary_line, write_games,
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
    /// Time per move, in milliseconds, for both engines (default 1000; for an engine with a node
    /// budget 60000, a guard against a hang)
    #[arg(long, value_name = "MS")]
    turn_ms: Option<u64>,
    /// An engine's own time per move, in milliseconds, in the order of --engine (give one for
    /// the first engine or two; in place of --turn-ms for that engine)
    #[arg(long, value_name = "MS")]
    engine_turn_ms: Vec<u64>,
    /// Nodes per move for both engines, sent as INFO max_node
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// An engine's own nodes per move, in the order of --engine (give one for the first engine
    /// or two; 0: no node budget, its clock alone; in place of --nodes for that engine)
    #[arg(long, value_name = "N")]
    engine_nodes: Vec<u64>,
    /// Play the match once per node budget, both engines on the same budget and the same
    /// openings, and print the results by budget: N1,N2,... nodes per move
    #[arg(long, value_name = "N1,N2,...", value_parser = parse_budgets,
          conflicts_with_all = ["nodes", "engine_nodes", "sprt", "convert"])]
    scaling: Option<Budgets>,
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
    /// Also write the result as one machine-readable line to FILE (under --scaling, a line per
    /// budget, the budget first)
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

/// The node budgets of `--scaling`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Budgets(Vec<u64>);

fn parse_budgets(text: &str) -> Result<Budgets, String> {
    let budgets: Result<Vec<u64>, _> = text.split(',').map(|t| t.trim().parse::<u64>()).collect();
    match budgets {
        Ok(budgets) if !budgets.is_empty() && budgets.iter().all(|&n| n > 0) => {
            Ok(Budgets(budgets))
        }
        _ => Err(format!(
            "`{text}` is not a list of node budgets (positive whole numbers, comma-separated)"
        )),
    }
}

fn parse_size(text: &str) -> Result<BoardSize, String> {
    let edge = text
        .parse::<u32>()
        .map_err(|_| format!("not a number: {text}"))?;
    BoardSize::new(edge).map_err(|e| e.to_string())
}

/// Files to write besides the games, and the scaling mode's budgets.
struct Reports {
    /// One line: see [`summary_line`] (under `--scaling`, one a budget, the budget first).
    summary: Option<PathBuf>,
    /// The openings, one a line in offset format.
    openings: Option<PathBuf>,
    /// `--scaling`: the node budgets, each engine's own time per move if one was given.
    scaling: Option<(Vec<u64>, [Option<Duration>; 2])>,
}

/// Each engine's limits from the nodes and the time per move given for it: a node budget with
/// no time of its own is guarded by [`NODE_TURN_GUARD`]; no budget and no time, 1000 ms.
fn engine_limits(nodes: [Option<u64>; 2], turns: [Option<Duration>; 2]) -> [EngineLimits; 2] {
    std::array::from_fn(|engine| {
        let default_turn = match nodes[engine] {
            Some(_) => NODE_TURN_GUARD,
            None => Duration::from_millis(1000),
        };
        EngineLimits {
            turn: turns[engine].unwrap_or(default_turn),
            nodes: nodes[engine],
        }
    })
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
    for (option, count) in [
        ("--engine-turn-ms", args.engine_turn_ms.len()),
        ("--engine-nodes", args.engine_nodes.len()),
    ] {
        if count > 2 {
            return Err((
                ErrorKind::TooManyValues,
                format!("give at most two {option} values (got {count})"),
            ));
        }
    }
    let turns: [Option<Duration>; 2] = std::array::from_fn(|engine| {
        args.engine_turn_ms
            .get(engine)
            .or(args.turn_ms.as_ref())
            .map(|&ms| Duration::from_millis(ms))
    });
    let nodes: [Option<u64>; 2] =
        std::array::from_fn(|engine| match args.engine_nodes.get(engine) {
            Some(&nodes) => (nodes > 0).then_some(nodes),
            None => args.nodes,
        });
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
        limits: engine_limits(nodes, turns),
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
        scaling: args.scaling.map(|Budgets(budgets)| (budgets, turns)),
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
        // `+ 0.0`: an even score's -0 shows as +0.
        elo.round() + 0.0,
        margin
    )
}

/// `5000 nodes (60000 ms guard) a move` when both engines have the same limits, else each
/// engine's by name (`a move: A 5000 nodes (60000 ms guard), B 1000 ms`).
fn describe_limits(config: &ArenaConfig) -> String {
    let [first, second] = config.limits;
    if first == second {
        format!("{} a move", first.describe())
    } else {
        format!(
            "a move: {} {}, {} {}",
            config.names[0],
            first.describe(),
            config.names[1],
            second.describe()
        )
    }
}

/// Plays one match with a line per game (after `prefix`) and prints its final lines.
fn play(config: &ArenaConfig, prefix: &str) -> MatchResult {
    let mut live = |game: &FinishedGame, tally: &Tally, _: &PairTally| {
        let black = if game.first_is_black { 0 } else { 1 };
        let result = match &game.outcome {
            Outcome::Draw => "draw".to_string(),
            Outcome::Win { color, reason } => format!("{color} wins by {reason}"),
        };
        println!(
            "{prefix}game {:>3}: {} (black) vs {} (white): {:<40} {:>3} moves | {}  | {}",
            game.index + 1,
            config.names[black],
            config.names[1 - black],
            result,
            game.moves.len(),
            describe(tally),
            format_moves(&game.moves, config.size)
        );
    };
    let result = run_match(config, &mut live);
    let tally = &result.tally;
    println!(
        "{prefix}final: {} vs {}: {}",
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
        println!(
            "{prefix}{}",
            result.pairs.pentanomial_line(config.sprt.as_ref())
        );
        println!("{prefix}{}", result.pairs.describe());
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
    if let Err(error) = write_games(config, &result.games) {
        eprintln!("gomoku-arena: could not write the games: {error}");
        std::process::exit(1);
    }
    result
}

/// The scaling mode: the match once per node budget, both engines on it, then the curve.
fn scaling(config: &ArenaConfig, budgets: &[u64], turns: [Option<Duration>; 2]) -> String {
    let mut curve = Vec::new();
    let mut summary = String::new();
    for &budget in budgets {
        let mut at = config.clone();
        at.limits = engine_limits([Some(budget); 2], turns);
        at.out_dir = config
            .out_dir
            .as_ref()
            .map(|dir| dir.join(format!("nodes-{budget}")));
        println!("== {budget} nodes: {}", describe_limits(&at));
        let result = play(&at, &format!("[{budget}] "));
        let tally = &result.tally;
        curve.push(format!(
            "{budget:>9} nodes: {} games +{} -{} ={}, {}",
            tally.games(),
            tally.wins,
            tally.losses,
            tally.draws,
            result.pairs.pentanomial_line(None)
        ));
        summary.push_str(&format!(
            "{budget} {}\n",
            summary_line(&result.tally, &result.pairs, None)
        ));
    }
    println!(
        "scaling: {} vs {}, both on each budget, the same {} openings:",
        config.names[0],
        config.names[1],
        config.openings.len()
    );
    for line in curve {
        println!("{line}");
    }
    summary
}

fn main() {
    let (config, reports) = match configure(Args::parse()) {
        Ok(parsed) => parsed,
        Err((kind, message)) => Args::command().error(kind, message).exit(),
    };
    let limits = match &reports.scaling {
        Some((budgets, _)) => {
            let budgets: Vec<String> = budgets.iter().map(u64::to_string).collect();
            format!("each budget of {} nodes a move", budgets.join(", "))
        }
        None => describe_limits(&config),
    };
    println!(
        "{} vs {}: {} games, {} {}x{}, {}{}, {} openings",
        config.names[0],
        config.names[1],
        config.games,
        config.rule,
        config.size.get(),
        config.size.get(),
        limits,
        config
            .match_time
            .map_or(String::new(), |t| format!(" + {} ms/game", t.as_millis())),
        config.openings.len()
    );
    if let Some(path) = &reports.openings {
        write_or_exit(path, &format_openings(&config.openings, config.size));
    }
    let summary = match &reports.scaling {
        Some((budgets, turns)) => scaling(&config, budgets, *turns),
        None => {
            let result = play(&config, "");
            let line = summary_line(&result.tally, &result.pairs, config.sprt.as_ref());
            format!("{line}\n")
        }
    };
    if let Some(path) = &reports.summary {
        write_or_exit(path, &summary);
    }
}
