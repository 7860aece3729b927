//! `gomoku-puzzles`: forced-win puzzles from our own self-play, and their independent check.
//!
//! ```text
//! gomoku-puzzles --out FILE [--rules freestyle,standard,renju] [--games 300] [--seed 1]
//!     [--nodes 3000] [--random-plies 4] [--per-game 2] [--levels 1,2] [--slips 5]
//!     [--after FILE]
//! gomoku-puzzles --clean-level1 N --out FILE [--rules …] [--seed 1] [--after FILE]
//! gomoku-puzzles --replace-level1 FILE --out FILE [--rules …] [--seed 1]
//! gomoku-puzzles --check FILE
//! ```
//! `--levels`, `--slips` and `--after` make additions to a set: puzzles of the thin levels only,
//! also from the defender's slips, numbered after FILE's ids and skipping its positions, ready
//! to append (`tail -n +2 OUT >> FILE`).
//! `--clean-level1 N` makes N level-1 puzzles a rule from small built positions (a handful of
//! stones around one threat, `gomoku_lab::puzzles::clean`) instead of self-play;
//! `--replace-level1 FILE` makes as many as FILE has level-1 rows of each rule and writes FILE
//! with those rows replaced in place, ids kept, every other row as it was.
//! Each rule's games run on their own thread; the file is written whole at the end (through a
//! temporary file, so a failed run leaves an existing file as it was). See
//! `gomoku_engine::puzzles` for the format.

use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Parser;
use gomoku_engine::Rule;
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, read_limited};
use gomoku_engine::puzzles::{Puzzle, format_puzzles, parse_puzzles};
use gomoku_lab::puzzles::check::{check_line, check_vcf_unique};
use gomoku_lab::puzzles::clean::{CleanConfig, generate_clean};
use gomoku_lab::puzzles::generate::{ALL_LEVELS, PuzzleConfig, continuing, generate};

/// Attacker moves the brute-force VCF uniqueness proof may use.
const VCF_PROOF_MOVES: usize = 16;

/// Forced-win puzzles (VCF / VCT) from self-play of our own engine, or the check of a file.
#[derive(Parser, Debug)]
#[command(name = "gomoku-puzzles", version, args_override_self = true)]
struct Args {
    /// Write the puzzles found to this file (replaced whole when the run ends)
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with = "check",
        required_unless_present = "check"
    )]
    out: Option<PathBuf>,
    /// Check every puzzle of this file with the independent checker, and summarise it
    #[arg(long, value_name = "FILE")]
    check: Option<PathBuf>,
    /// Rules to make puzzles for, comma-separated (freestyle, standard, renju)
    #[arg(long, value_name = "RULES", value_delimiter = ',', default_values_t = [Rule::Freestyle, Rule::Standard, Rule::Renju])]
    rules: Vec<Rule>,
    /// Self-play games per rule
    #[arg(long, value_name = "N", default_value_t = 300)]
    games: u64,
    /// Seed of the games
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Search nodes per self-play move (at least 100)
    #[arg(long, value_name = "N", default_value_t = 3_000)]
    nodes: u64,
    /// Random moves (among the best by line value) after the opening (at most 20)
    #[arg(long, value_name = "K", default_value_t = 4)]
    random_plies: u32,
    /// Most puzzles kept from one game
    #[arg(long, value_name = "N", default_value_t = 2)]
    per_game: usize,
    /// Keep only puzzles of these levels, comma-separated (1-5); the others do not count
    /// against --per-game
    #[arg(long, value_name = "LEVELS", value_delimiter = ',', default_values_t = ALL_LEVELS,
        value_parser = clap::value_parser!(u8).range(1..=5))]
    levels: Vec<u8>,
    /// Also examine, at each turn, the positions after this many other best-looking moves than
    /// the one played (the short wins of levels 1-2 come mostly from such slips)
    #[arg(long, value_name = "K", default_value_t = 0)]
    slips: usize,
    /// An existing puzzle file to add to: the new ids continue each rule's numbering in it,
    /// and its positions are not made again (the file itself is not written)
    #[arg(long, value_name = "FILE", conflicts_with = "check")]
    after: Option<PathBuf>,
    /// Make N clean level-1 puzzles a rule instead of self-play ones: small positions built
    /// around one threat, a handful of stones
    #[arg(long, value_name = "N", conflicts_with_all = ["check", "replace_level1"])]
    clean_level1: Option<usize>,
    /// Replace this file's level-1 rows of each rule by as many clean level-1 puzzles, in place
    /// and keeping their ids, and write the whole file to --out (every other row unchanged)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["check", "after"])]
    replace_level1: Option<PathBuf>,
    /// Most positions a clean run builds for one rule before it stops short
    #[arg(long, value_name = "N", default_value_t = 5_000_000)]
    max_tries: u64,
}

fn main() {
    let args = Args::parse();
    let result = match &args.check {
        Some(path) => check_file(path),
        None if args.clean_level1.is_some() || args.replace_level1.is_some() => make_clean(&args),
        None => make(&args),
    };
    if let Err(message) = result {
        eprintln!("gomoku-puzzles: {message}");
        std::process::exit(1);
    }
}

fn make(args: &Args) -> Result<(), String> {
    let out = args
        .out
        .as_ref()
        .expect("clap requires --out without --check");
    if let Some(rule) = args.rules.iter().find(|&&r| r == Rule::Caro) {
        return Err(format!(
            "no puzzles for {rule}: use freestyle, standard or renju"
        ));
    }
    let existing = match &args.after {
        Some(path) => read_puzzles(path)?,
        None => Vec::new(),
    };
    let started = Instant::now();
    let configs: Vec<PuzzleConfig> = args
        .rules
        .iter()
        .map(|&rule| {
            let id_prefix = rule.name()[..1].to_string();
            let (first_id, known) = continuing(&existing, rule, &id_prefix)?;
            Ok(PuzzleConfig {
                rule,
                games: args.games,
                seed: args.seed,
                nodes: args.nodes.max(100),
                random_plies: args.random_plies.min(20),
                per_game: args.per_game.max(1),
                id_prefix,
                first_id,
                levels: args.levels.clone(),
                known,
                slips: args.slips.min(20),
            })
        })
        .collect::<Result<_, String>>()?;
    let runs: Vec<Vec<Puzzle>> = std::thread::scope(|scope| {
        let handles: Vec<_> = configs
            .iter()
            .map(|config| {
                scope.spawn(move || {
                    generate(config, &mut |progress| {
                        if progress.games_played % 20 == 0 || progress.games_played == config.games
                        {
                            eprintln!(
                                "{}: {}/{} games, {} positions examined, {} puzzles, {:.0} s",
                                config.rule,
                                progress.games_played,
                                config.games,
                                progress.positions_examined,
                                progress.puzzles,
                                started.elapsed().as_secs_f64()
                            );
                        }
                    })
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a generator thread panicked"))
            .collect()
    });
    let puzzles: Vec<Puzzle> = runs.into_iter().flatten().collect();
    finish(out, &puzzles, started)
}

/// The clean level-1 runs (`--clean-level1`, `--replace-level1`), each rule on its own thread.
fn make_clean(args: &Args) -> Result<(), String> {
    let out = args
        .out
        .as_ref()
        .expect("clap requires --out without --check");
    if let Some(rule) = args.rules.iter().find(|&&r| r == Rule::Caro) {
        return Err(format!(
            "no puzzles for {rule}: use freestyle, standard or renju"
        ));
    }
    let existing = match args.replace_level1.as_ref().or(args.after.as_ref()) {
        Some(path) => read_puzzles(path)?,
        None => Vec::new(),
    };
    let replacing = args.replace_level1.is_some();
    let started = Instant::now();
    let configs: Vec<CleanConfig> = args
        .rules
        .iter()
        .map(|&rule| {
            let id_prefix = rule.name()[..1].to_string();
            let (first_id, known) = continuing(&existing, rule, &id_prefix)?;
            let ids: Vec<String> = if replacing {
                existing
                    .iter()
                    .filter(|p| p.rule == rule && p.level == 1)
                    .map(|p| p.id.clone())
                    .collect()
            } else {
                Vec::new()
            };
            Ok(CleanConfig {
                rule,
                count: if replacing {
                    ids.len()
                } else {
                    args.clean_level1.unwrap_or(0)
                },
                seed: args.seed,
                max_tries: args.max_tries,
                id_prefix,
                first_id,
                ids,
                known,
            })
        })
        .collect::<Result<_, String>>()?;
    let runs: Vec<Vec<Puzzle>> = std::thread::scope(|scope| {
        let handles: Vec<_> = configs
            .iter()
            .map(|config| {
                scope.spawn(move || {
                    let report = |p: gomoku_lab::puzzles::clean::CleanProgress| {
                        eprintln!(
                            "{}: {}/{} clean puzzles, {} positions built, {} passed the solvers' \
                             checks, {:.0} s",
                            config.rule,
                            p.puzzles,
                            config.count,
                            p.tries,
                            p.examined_ok,
                            started.elapsed().as_secs_f64()
                        );
                    };
                    let (puzzles, totals) = generate_clean(config, &mut |p| {
                        if p.puzzles % 5 == 0 && p.puzzles < config.count {
                            report(p);
                        }
                    });
                    report(totals);
                    puzzles
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a generator thread panicked"))
            .collect()
    });
    for (config, run) in configs.iter().zip(&runs) {
        if run.len() < config.count {
            let message = format!(
                "{}: only {} of {} clean puzzles within {} positions",
                config.rule,
                run.len(),
                config.count,
                config.max_tries
            );
            if replacing {
                return Err(message);
            }
            eprintln!("gomoku-puzzles: {message}");
        }
    }
    let made: Vec<Puzzle> = runs.into_iter().flatten().collect();
    let puzzles: Vec<Puzzle> = if replacing {
        existing
            .iter()
            .map(|old| {
                made.iter()
                    .find(|new| new.id == old.id && new.rule == old.rule)
                    .unwrap_or(old)
                    .clone()
            })
            .collect()
    } else {
        made
    };
    finish(out, &puzzles, started)
}

/// Writes the run's puzzles, says how long it took and prints the summary.
fn finish(out: &PathBuf, puzzles: &[Puzzle], started: Instant) -> Result<(), String> {
    write_puzzles(out, puzzles)?;
    eprintln!(
        "gomoku-puzzles: {} puzzles written to {} in {:.0} s",
        puzzles.len(),
        out.display(),
        started.elapsed().as_secs_f64()
    );
    print_summary(puzzles);
    Ok(())
}

/// Writes `puzzles` to `out` whole, through a temporary file.
fn write_puzzles(out: &PathBuf, puzzles: &[Puzzle]) -> Result<(), String> {
    let temporary = out.with_extension("tsv.partial");
    std::fs::write(&temporary, format_puzzles(puzzles))
        .map_err(|e| format!("cannot write {}: {e}", temporary.display()))?;
    std::fs::rename(&temporary, out).map_err(|e| format!("cannot replace {}: {e}", out.display()))
}

fn read_puzzles(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text = read_limited(path, MAX_INPUT_FILE_BYTES).map_err(|e| format!("cannot read {e}"))?;
    parse_puzzles(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn check_file(path: &Path) -> Result<(), String> {
    let puzzles = read_puzzles(path)?;
    let mut failures = 0;
    for puzzle in &puzzles {
        if let Err(error) =
            check_line(puzzle).and_then(|()| check_vcf_unique(puzzle, VCF_PROOF_MOVES))
        {
            eprintln!("{error}");
            failures += 1;
        }
    }
    print_summary(&puzzles);
    if failures > 0 {
        return Err(format!(
            "{failures} of {} puzzles fail the check",
            puzzles.len()
        ));
    }
    println!("all {} puzzles pass the independent check", puzzles.len());
    Ok(())
}

/// Puzzles by rule, kind and level.
fn print_summary(puzzles: &[Puzzle]) {
    println!("rule       kind  level 1  2  3  4  5  total");
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
        for kind in ["vcf", "vct"] {
            let of: Vec<&Puzzle> = puzzles
                .iter()
                .filter(|p| p.rule == rule && p.kind.name() == kind)
                .collect();
            let by_level: Vec<String> = (1..=5)
                .map(|l| format!("{:3}", of.iter().filter(|p| p.level == l).count()))
                .collect();
            println!(
                "{:10} {kind}      {}  {:5}",
                rule.name(),
                by_level.join(""),
                of.len()
            );
        }
    }
    println!("total {}", puzzles.len());
}
