//! Training data from self-play: our own searcher plays itself at a fixed node budget per move
//! (so the games do not depend on the machine's load) from varied openings, and every third
//! position or so is written with the game's result and the search's score (see [`format`](mod@format)).
//! The `gomoku-datagen` binary is the front end.
//!
//! Game `i` depends only on the settings and `i`: the opening and the few random moves after it
//! come from a generator seeded with (seed, i), and the searcher is cleared before each game.
//! Threads play different games, and games are written in index order, so the file is the same
//! whatever the thread count, and an interrupted run continues where it stopped.

pub mod format;
mod leaf_tap;

use std::collections::BTreeMap;
use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gomoku_engine::board::Board;
use gomoku_engine::eval::eval_kind;
use gomoku_engine::game::{Game, GameOptions};
use gomoku_engine::internals::{Combo, Position};
use gomoku_engine::point::{Color, Point};
use gomoku_engine::rules::Rule;
use gomoku_engine::search::{EvalWatcher, Limits, Score, Searcher, StopFlag};

pub use format::{
    DATA_BOARD, DataError, DataFile, DataSettings, LeafSampling, MATE_LABEL, Record, parse_data,
    read_data,
};

use crate::arena::balanced_openings;
pub(crate) use format::replay;
use format::{check_settings, io_error};

/// Candidates the random moves after the opening are drawn from (best first by line value).
const SANE_MOVES: usize = 6;

#[derive(Clone, Debug)]
pub struct DatagenConfig {
    pub settings: DataSettings,
    /// Games the file should hold in the end (games `0..games`).
    pub games: u64,
    pub threads: usize,
    pub hash_mb: usize,
    pub out: PathBuf,
    /// A progress line on stderr.
    pub progress: bool,
}

/// What a run did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatagenSummary {
    /// The first game this run played (games before it were already in the file).
    pub first_game: u64,
    pub games_played: u64,
    pub positions_written: u64,
    pub positions_in_file: u64,
}

/// A thread's searchers: the one that plays the games and the one that labels sampled
/// search positions (kept apart so labelling never changes the games).
pub(crate) struct GameSearchers {
    player: Searcher,
    labeler: Searcher,
}

impl GameSearchers {
    pub(crate) fn new(settings: &DataSettings, hash_mb: usize) -> GameSearchers {
        let label_hash = if settings.leaves.per_move > 0 {
            LABEL_HASH_MB
        } else {
            1
        };
        GameSearchers {
            player: Searcher::new(settings.rule, hash_mb),
            labeler: Searcher::new(settings.rule, label_hash),
        }
    }
}

/// Plays games `next..config.games`, where `next` follows the last game already in the file,
/// appending their positions.
pub fn run(config: &DatagenConfig) -> Result<DatagenSummary, DataError> {
    let path = &config.out;
    if config.settings.eval != eval_kind() {
        return Err(DataError::Mismatch {
            path: path.display().to_string(),
            reason: format!(
                "the file says eval={} but the engine plays with eval={} (gomoku-datagen --eval)",
                format::eval_name(config.settings.eval),
                format::eval_name(eval_kind())
            ),
        });
    }
    let (first_game, existing) = prepare(config)?;
    let mut file = OpenOptions::new()
        .append(true)
        .open(path)
        .map_err(|e| io_error(path, e))?;
    let mut summary = DatagenSummary {
        first_game,
        games_played: 0,
        positions_written: 0,
        positions_in_file: existing,
    };
    if first_game >= config.games {
        return Ok(summary);
    }
    if config.progress && first_game > 0 {
        eprintln!(
            "{}: continuing from game {first_game} ({existing} positions already there)",
            path.display()
        );
    }
    let settings = &config.settings;
    let openings = if settings.balanced > 0 {
        balanced_openings(settings.balanced, DATA_BOARD, settings.rule, settings.seed)
    } else {
        Vec::new()
    };
    let next = AtomicU64::new(first_game);
    let failed = AtomicBool::new(false);
    let started = Instant::now();
    let (sender, receiver) = mpsc::channel::<(u64, Vec<Record>)>();
    std::thread::scope(|scope| -> Result<(), DataError> {
        for _ in 0..config.threads.max(1) {
            let sender = sender.clone();
            let (next, failed, openings) = (&next, &failed, &openings);
            scope.spawn(move || {
                let mut searchers = GameSearchers::new(settings, config.hash_mb);
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= config.games || failed.load(Ordering::Relaxed) {
                        break;
                    }
                    let records = play_game(settings, openings, &mut searchers, index);
                    if sender.send((index, records)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        // Games arrive in any order and are written in index order.
        let mut waiting: BTreeMap<u64, Vec<Record>> = BTreeMap::new();
        let mut to_write = first_game;
        for (index, records) in receiver {
            waiting.insert(index, records);
            while let Some(records) = waiting.remove(&to_write) {
                let block: String = records.iter().map(|r| r.to_line() + "\n").collect();
                if let Err(error) = file.write_all(block.as_bytes()).and_then(|_| file.flush()) {
                    failed.store(true, Ordering::Relaxed);
                    return Err(io_error(path, error));
                }
                to_write += 1;
                summary.games_played += 1;
                summary.positions_written += records.len() as u64;
                summary.positions_in_file += records.len() as u64;
                if config.progress {
                    report_progress(config, &summary, started);
                }
            }
        }
        Ok(())
    })?;
    if config.progress {
        eprintln!();
    }
    Ok(summary)
}

/// Creates the file with its header, or checks an existing one and cuts off a final partial
/// line. Returns the first game to play and the positions already there.
fn prepare(config: &DatagenConfig) -> Result<(u64, u64), DataError> {
    let path = &config.out;
    let exists = path.exists();
    if !exists
        || std::fs::metadata(path)
            .map_err(|e| io_error(path, e))?
            .len()
            == 0
    {
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| io_error(path, e))?;
        file.write_all(config.settings.header().as_bytes())
            .map_err(|e| io_error(path, e))?;
        return Ok((0, 0));
    }
    let data = read_data(path)?;
    check_settings(path, &data.settings, &config.settings)?;
    let length = std::fs::metadata(path)
        .map_err(|e| io_error(path, e))?
        .len();
    if (data.complete_len as u64) < length {
        // An interrupted write left half a line: drop it (it is regenerated).
        let file = OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| io_error(path, e))?;
        file.set_len(data.complete_len as u64)
            .map_err(|e| io_error(path, e))?;
    }
    Ok((data.next_game(), data.records.len() as u64))
}

fn report_progress(config: &DatagenConfig, summary: &DatagenSummary, started: Instant) {
    let done = summary.first_game + summary.games_played;
    let rate = summary.games_played as f64 / started.elapsed().as_secs_f64().max(1e-9);
    let left = config.games.saturating_sub(done) as f64 / rate.max(1e-9);
    eprint!(
        "\rgames {done}/{} ({} this run), positions {} ({} this run), {rate:.2} games/s, ETA {}   ",
        config.games,
        summary.games_played,
        summary.positions_in_file,
        summary.positions_written,
        format_duration(left)
    );
}

fn format_duration(seconds: f64) -> String {
    let seconds = seconds.round() as u64;
    if seconds >= 3600 {
        format!("{}h{:02}m", seconds / 3600, seconds / 60 % 60)
    } else {
        format!("{}m{:02}s", seconds / 60, seconds % 60)
    }
}

/// The generator of game `index`: the seed and the index mixed (SplitMix64's finaliser).
pub(crate) fn game_rng(seed: u64, index: u64) -> StdRng {
    let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    StdRng::seed_from_u64(z ^ (z >> 31))
}

/// One to three stones around the centre.
pub(crate) fn random_opening(rng: &mut StdRng) -> Vec<Point> {
    let center = DATA_BOARD.center();
    let stones = rng.random_range(1..=3);
    let mut board = Board::new(DATA_BOARD);
    let mut moves = Vec::new();
    while moves.len() < stones {
        let dx = rng.random_range(-2i64..=2);
        let dy = rng.random_range(-2i64..=2);
        if let Ok(point) = Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy)
            && board.play(point).is_ok()
        {
            moves.push(point);
        }
    }
    moves
}

/// A random move among the few best by line value (both colours' prospects), legal for the
/// side to move; `None` when a five is on the board for either side (the search takes over).
pub(crate) fn sane_random_move(board: &Board, rule: Rule, rng: &mut StdRng) -> Option<Point> {
    let moves = best_looking_moves(board, rule, SANE_MOVES);
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.random_range(0..moves.len())])
}

/// The side to move's `count` best legal moves by line value (both colours' prospects), ties
/// in cell order; none when a five is on the board for either side.
pub(crate) fn best_looking_moves(board: &Board, rule: Rule, count: usize) -> Vec<Point> {
    let position = Position::with_learned(board, rule, None);
    if position.has_five_point(Color::Black) || position.has_five_point(Color::White) {
        return Vec::new();
    }
    let me = position.side_to_move();
    let mut moves: Vec<(i32, Point)> = position
        .candidates()
        .filter(|&p| position.is_legal(p))
        .map(|p| {
            let value = position.pattern_value(p, me) + position.pattern_value(p, me.opponent());
            (-value, p)
        })
        .collect();
    // Ties in cell order: row, then column.
    moves.sort_by_key(|&(value, p)| (value, p.y(), p.x()));
    moves.truncate(count);
    moves.into_iter().map(|(_, p)| p).collect()
}

/// Whether a position is worth learning from: not decided by a five or an open four on the
/// move.
fn recordable(board: &Board, settings: &DataSettings) -> bool {
    let position = Position::with_learned(board, settings.rule, None);
    let me = position.side_to_move();
    !position.has_five_point(Color::Black)
        && !position.has_five_point(Color::White)
        && position.combo_count(me, Combo::Flex4) == 0
}

/// One evaluated position in this many is offered to the leaf sample (before the random pick),
/// so a search's thousands of evaluations are not all copied.
const TAP_EVERY: u64 = 8;

/// Hash table of the searcher that labels sampled positions, in MB.
const LABEL_HASH_MB: usize = 2;

/// Up to `count` of `tapped`, drawn at random without repeats.
fn pick_leaves(mut tapped: Vec<Vec<Point>>, count: usize, rng: &mut StdRng) -> Vec<Vec<Point>> {
    let count = count.min(tapped.len());
    for i in 0..count {
        let j = rng.random_range(i..tapped.len());
        tapped.swap(i, j);
    }
    tapped.truncate(count);
    tapped
}

/// The label of a sampled search position: a search of `nodes` nodes from it, a proven result
/// written as ±[`MATE_LABEL`], and the move it chose. `None` when the position is not worth
/// learning from.
fn label_leaf(
    moves: &[Point],
    settings: &DataSettings,
    labeler: &mut Searcher,
    stop: &StopFlag,
) -> Option<(Color, i32, Option<Point>)> {
    let board = replay(moves).ok()?;
    if !recordable(&board, settings) {
        return None;
    }
    let limits = Limits::nodes(settings.leaves.label_nodes.max(1));
    let result = labeler.search(&board, &limits, stop, &mut |_| {});
    let score = match result.score {
        Score::Eval(score) => score,
        Score::Win(_) => MATE_LABEL,
        Score::Loss(_) => -MATE_LABEL,
    };
    Some((board.side_to_move(), score, result.best_move))
}

/// Plays game `index` and returns its recorded positions: one game position in three and,
/// when the settings ask for them, positions sampled from those moves' searches.
pub(crate) fn play_game(
    settings: &DataSettings,
    openings: &[Vec<Point>],
    searchers: &mut GameSearchers,
    index: u64,
) -> Vec<Record> {
    let GameSearchers { player, labeler } = searchers;
    let mut rng = game_rng(settings.seed, index);
    let opening = if !openings.is_empty() && rng.random_bool(0.5) {
        openings[rng.random_range(0..openings.len())].clone()
    } else {
        random_opening(&mut rng)
    };
    let options = GameOptions {
        rule: settings.rule,
        size: DATA_BOARD,
        strict_forbidden: true,
    };
    let Ok(mut game) = Game::from_moves(options, &opening) else {
        return Vec::new();
    };
    for _ in 0..settings.random_plies {
        let Some(point) = sane_random_move(game.board(), settings.rule, &mut rng) else {
            break;
        };
        if game.play(point).is_err() || game.is_over() {
            return Vec::new();
        }
    }
    let start_ply = game.ply();
    let offset = rng.random_range(0..3usize);
    player.clear();
    let sampling = settings.leaves.per_move as usize;
    let tapped = leaf_tap::Tapped::default();
    let tap = (sampling > 0).then(|| {
        Box::new(leaf_tap::LeafTap::every(TAP_EVERY, tapped.clone())) as Box<dyn EvalWatcher>
    });
    player.watch_evaluations(tap);
    if sampling > 0 {
        labeler.clear();
    }
    let limits = Limits::nodes(settings.nodes);
    let stop = StopFlag::new();
    // (moves, side to move, score, chosen move) of the positions kept so far.
    let mut kept: Vec<(Vec<Point>, Color, i32, Option<Point>)> = Vec::new();
    while !game.is_over() {
        let result = player.search(game.board(), &limits, &stop, &mut |_| {});
        let leaves = leaf_tap::take(&tapped);
        let Some(best) = result.best_move else {
            break;
        };
        if (game.ply() - start_ply) % 3 == offset {
            if let Score::Eval(score) = result.score
                && recordable(game.board(), settings)
            {
                kept.push((game.moves(), game.to_move(), score, Some(best)));
            }
            for leaf in pick_leaves(leaves, sampling, &mut rng) {
                if let Some((to_move, score, chosen)) = label_leaf(&leaf, settings, labeler, &stop)
                {
                    kept.push((leaf, to_move, score, chosen));
                }
            }
        }
        if game.play(best).is_err() {
            // The searcher never plays an illegal move; if it did, the game means nothing.
            return Vec::new();
        }
    }
    let winner = game.result().and_then(|r| r.winner());
    kept.into_iter()
        .map(|(moves, to_move, score, best)| Record {
            rule: settings.rule,
            moves,
            result: match winner {
                None => 0.5,
                Some(color) if color == to_move => 1.0,
                Some(_) => 0.0,
            },
            score,
            game: index,
            best,
        })
        .collect()
}
