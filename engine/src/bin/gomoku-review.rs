//! `gomoku-review`: the engine's review of a finished (or unfinished) game, move by move.
//!
//! ```text
//! gomoku-review GAME [--rule freestyle|standard|renju|caro] [--ms 500 | --nodes N]
//!               [--ending board|COLOUR-resigned|COLOUR-time|COLOUR-illegal]
//! ```
//! GAME is a JSON record, a Piskvork `.psq` file, or a position string such as `h8i9j10`
//! (a file's rule comes from the record; `.psq` and position strings take `--rule`). How the
//! game ended comes from its moves (a five, black's forbidden move under renju, a full board),
//! else from the record's `ending` or `--ending` (a resignation, a clock run out, a program's
//! illegal move): the side that lost is the one whose losing move the review looks for.

use std::path::Path;
use std::time::Duration;

use clap::Parser;
use gomoku_engine::bounded::{MAX_INPUT_FILE_BYTES, quote_prefix, read_limited};
use gomoku_engine::notation::{format_point, parse_moves};
use gomoku_engine::psq::parse_psq;
use gomoku_engine::record::GameRecord;
use gomoku_engine::review::{GameReview, LOST_CHANCE, Verdict, review_game_after};
use gomoku_engine::{
    BoardSize, Ending, Game, GameOptions, GameResult, Limits, Point, Rule, StopFlag,
};

/// Reviews a game: each move's verdict by the drop in winning chance, missed forced wins, how
/// the game ended and the move where it was lost, and each side's accuracy.
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
    /// How the game ended where its moves do not say: black-resigned, white-time,
    /// black-illegal, ... (instead of a record's own ending)
    #[arg(long)]
    ending: Option<Ending>,
}

fn main() {
    let args = Args::parse();
    if let Err(message) = run(&args) {
        eprintln!("gomoku-review: {message}");
        std::process::exit(1);
    }
}

/// The game's options, moves and ending (a record's own), from a file or a position string.
fn read_game(args: &Args) -> Result<(GameOptions, Vec<Point>, Ending), String> {
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
        return Ok((
            options(args.rule, BoardSize::STANDARD),
            moves,
            Ending::Board,
        ));
    }
    let text = read_limited(path, MAX_INPUT_FILE_BYTES)?;
    // Editors on Windows start UTF-8 files with a byte-order mark; the game reads past it too.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    if text.trim_start().starts_with('{') {
        let record = GameRecord::from_json(text).map_err(|e| format!("{}: {e}", path.display()))?;
        let options = options(record.rule, record.size);
        Ok((options, record.moves, record.ending))
    } else {
        let record = parse_psq(text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok((options(args.rule, record.size), record.moves, Ending::Board))
    }
}

fn run(args: &Args) -> Result<(), String> {
    let (options, moves, recorded) = read_game(args)?;
    let ending = args.ending.unwrap_or(recorded);
    let game = Game::from_moves(options, &moves)
        .map_err(|(ply, error)| format!("move {}: {error}", ply + 1))?;
    let limits = match args.nodes {
        Some(nodes) => Limits::nodes(nodes),
        None => Limits::time(Duration::from_millis(args.ms)),
    };
    let review = review_game_after(
        0,
        options,
        &moves,
        ending,
        &limits,
        32,
        &StopFlag::new(),
        &mut |done, total| eprint!("\rreviewing: {done}/{total} positions"),
    )
    .map_err(|e| e.to_string())?;
    eprintln!();
    print!("{}", report(&review, &game));
    Ok(())
}

/// How the game ended, the winner first: `white wins: black resigned`.
fn describe_ending(game: &Game, ending: Ending) -> String {
    let name = |p: Point| format_point(p, game.size());
    match (game.result(), ending.loser()) {
        (Some(GameResult::Win { color, .. }), _) => format!("{color} wins with five in a row"),
        (Some(GameResult::ForbiddenLoss { point, kind }), _) => format!(
            "white wins: black played a forbidden {kind} at {}",
            name(point)
        ),
        (Some(GameResult::Draw), _) if game.board().is_full() => {
            "draw: the board is full".to_owned()
        }
        (Some(GameResult::Draw), _) => "draw: black has only forbidden points left".to_owned(),
        (None, Some(loser)) => format!("{} wins: {ending}", loser.opponent()),
        (None, None) => "unfinished".to_owned(),
    }
}

fn report(review: &GameReview, game: &Game) -> String {
    let size = game.size();
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
    out.push_str(&format!(
        "result: {}\n",
        describe_ending(game, review.ending)
    ));
    let loser = match game.result() {
        Some(result) => result.winner().map(|winner| winner.opponent()),
        None => review.ending.loser(),
    };
    match (review.lost_at, loser) {
        (Some(lost), _) => {
            let m = &review.moves[lost];
            out.push_str(&format!(
                "the game was lost at move {} ({} {})\n",
                lost + 1,
                m.mover,
                name(m.played)
            ));
        }
        (None, Some(loser)) => out.push_str(&format!(
            "no move of {loser}'s lost the game: its chance was {:.0} % or more after its last \
             move\n",
            LOST_CHANCE * 100.0
        )),
        (None, None) => {}
    }
    out.push_str(&format!(
        "accuracy: black {:.1} %, white {:.1} %\n",
        review.accuracy[0], review.accuracy[1]
    ));
    out
}
