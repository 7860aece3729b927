//! `gomoku-review`: the engine's review of a finished (or unfinished) game, move by move.
//!
//! ```text
//! gomoku-review GAME [--rule freestyle|standard|renju|caro] [--ms 500 | --nodes N]
//! ```
//! GAME is a JSON record, a Piskvork `.psq` file, or a position string such as `h8i9j10`
//! (a file's rule comes from the record; `.psq` and position strings take `--rule`).

use std::path::Path;
use std::time::Duration;

use clap::Parser;
use gomoku_engine::input::{MAX_INPUT_FILE_BYTES, quote_prefix, read_limited};
use gomoku_engine::notation::{format_point, parse_moves};
use gomoku_engine::psq::parse_psq;
use gomoku_engine::record::GameRecord;
use gomoku_engine::review::{GameReview, Verdict, review_game};
use gomoku_engine::{BoardSize, GameOptions, Limits, Point, Rule, StopFlag};

/// Reviews a game: each move's verdict by the drop in winning chance, missed forced wins, the
/// move where the game was lost, and each side's accuracy.
#[derive(Parser, Debug)]
#[command(name = "gomoku-review", version)]
struct Args {
    /// A JSON record, a .psq file, or a position string (h8i9j10)
    game: String,
    /// The rule for .psq files and position strings
    #[arg(long, default_value_t = Rule::Freestyle)]
    rule: Rule,
    /// Thinking time per position, in milliseconds
    #[arg(long, default_value_t = 500, conflicts_with = "nodes")]
    ms: u64,
    /// A node budget per position instead of a time (reproducible)
    #[arg(long)]
    nodes: Option<u64>,
}

fn main() {
    let args = Args::parse();
    if let Err(message) = run(&args) {
        eprintln!("gomoku-review: {message}");
        std::process::exit(1);
    }
}

/// The game's options and moves, from a file or a position string.
fn read_game(args: &Args) -> Result<(GameOptions, Vec<Point>), String> {
    let options = |rule, size| GameOptions {
        rule,
        size,
        strict_forbidden: true,
    };
    let path = Path::new(&args.game);
    if !path.exists() {
        let moves = parse_moves(&args.game, BoardSize::STANDARD).map_err(|e| {
            let game = quote_prefix(&args.game);
            format!("{game} is neither a file nor a position string: {e}")
        })?;
        return Ok((options(args.rule, BoardSize::STANDARD), moves));
    }
    let text = read_limited(path, MAX_INPUT_FILE_BYTES)?;
    // Editors on Windows start UTF-8 files with a byte-order mark; the game reads past it too.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    if text.trim_start().starts_with('{') {
        let record = GameRecord::from_json(text).map_err(|e| format!("{}: {e}", path.display()))?;
        let moves = record.moves.clone();
        Ok((options(record.rule, record.size), moves))
    } else {
        let record = parse_psq(text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok((options(args.rule, record.size), record.moves))
    }
}

fn run(args: &Args) -> Result<(), String> {
    let (options, moves) = read_game(args)?;
    let limits = match args.nodes {
        Some(nodes) => Limits::nodes(nodes),
        None => Limits::time(Duration::from_millis(args.ms)),
    };
    let review = review_game(
        options,
        &moves,
        &limits,
        32,
        &StopFlag::new(),
        &mut |done, total| eprint!("\rreviewing: {done}/{total} positions"),
    )
    .map_err(|e| e.to_string())?;
    eprintln!();
    print!("{}", report(&review, options.size));
    Ok(())
}

fn report(review: &GameReview, size: BoardSize) -> String {
    let name = |p: Point| format_point(p, size);
    let mut out = String::from("move  side   played  verdict      chance before → after  best\n");
    for m in &review.moves {
        let verdict = match m.verdict {
            Verdict::Opening => "opening",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        };
        let best = match (&m.missed_win, m.best) {
            (Some(line), _) => format!(
                "missed win: {}",
                line.iter().map(|&p| name(p)).collect::<Vec<_>>().join(" ")
            ),
            (None, Some(best)) if m.verdict != Verdict::Good => name(best),
            _ => String::new(),
        };
        out.push_str(&format!(
            "{:>4}  {:<5}  {:<6}  {:<11}  {:>5.1} % → {:>5.1} %      {best}\n",
            m.ply + 1,
            m.mover.to_string(),
            name(m.played),
            verdict,
            m.before * 100.0,
            m.after * 100.0,
        ));
    }
    if let Some(lost) = review.lost_at {
        let m = &review.moves[lost];
        out.push_str(&format!(
            "the game was lost at move {} ({} {})\n",
            lost + 1,
            m.mover,
            name(m.played)
        ));
    }
    out.push_str(&format!(
        "accuracy: black {:.1} %, white {:.1} %\n",
        review.accuracy[0], review.accuracy[1]
    ));
    out
}
