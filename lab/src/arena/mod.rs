//! Engine-vs-engine matches over the Gomocup protocol: any two brains (ours at different levels,
//! other builds, third-party `pbrain-*` programs) play openings with both colours, each under its
//! own time control or node budget; timeouts, crashes and illegal moves lose. The `gomoku-arena`
//! binary is the front end.

mod conversion;
mod openings;
mod pairs;
mod process;
mod sprt;
mod stats;

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

pub use conversion::{ToMove, positions_before_wins, won_positions};
pub use openings::{balanced_openings, format_openings, parse_openings, position_key};
pub use pairs::{PENTANOMIAL_NAMES, PairTally, describe_elo};
pub use process::{BrainFailure, BrainProcess, forward_lines};
pub use sprt::{SPRT_MIN_PAIRS, Sprt, SprtVerdict, summary_line};
pub use stats::{Tally, elo_from_score, score_from_elo};

use gomoku_engine::game::{Game, GameOptions, GameResult};
use gomoku_engine::notation::format_moves;
use gomoku_engine::point::{BoardSize, Color, Point};
use gomoku_engine::psq::{PsqRecord, write_psq};
use gomoku_engine::rules::Rule;

/// How long a brain may take to answer `START`.
const START_TIMEOUT: Duration = Duration::from_secs(10);

/// The time per move of an engine with a node budget and no time of its own given: long enough
/// that the budget, not the clock, ends every search, and still a guard against a brain that
/// hangs (it loses on time, as on any clock).
pub const NODE_TURN_GUARD: Duration = Duration::from_secs(60);

/// What one engine may spend on a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineLimits {
    /// Time per move, sent as `INFO timeout_turn`; a reply later than this (plus the match's
    /// tolerance) loses the game.
    pub turn: Duration,
    /// Nodes per move, sent as `INFO max_node` (none sent when unset).
    pub nodes: Option<u64>,
}

impl EngineLimits {
    /// A time per move and no node budget.
    pub fn turn(turn: Duration) -> EngineLimits {
        EngineLimits { turn, nodes: None }
    }

    /// A node budget, guarded by [`NODE_TURN_GUARD`] per move.
    pub fn nodes(nodes: u64) -> EngineLimits {
        EngineLimits {
            turn: NODE_TURN_GUARD,
            nodes: Some(nodes),
        }
    }

    /// `5000 nodes (60000 ms guard)` or `1000 ms`, "a move" understood.
    pub fn describe(&self) -> String {
        match self.nodes {
            Some(nodes) => format!("{nodes} nodes ({} ms guard)", self.turn.as_millis()),
            None => format!("{} ms", self.turn.as_millis()),
        }
    }
}

#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// The two brains' command lines (program and arguments).
    pub engines: [String; 2],
    pub names: [String; 2],
    /// The folder each brain starts in (its working directory); `None`: the arena's own. A
    /// brain that reads files from its working folder (Rapfi's `config.toml`) finds them there.
    pub dirs: [Option<PathBuf>; 2],
    pub rule: Rule,
    pub size: BoardSize,
    /// Each engine's time or nodes per move, in the order of `engines`.
    pub limits: [EngineLimits; 2],
    /// Whole-game time per side, if any.
    pub match_time: Option<Duration>,
    /// Grace on top of the limits before a reply counts as late.
    pub tolerance: Duration,
    /// Each opening is played twice, colours swapped (once under `convert`).
    pub openings: Vec<Vec<Point>>,
    /// The conversion test: each opening (a won position) is played once, the first engine
    /// on the side to move, and a game not won within this many plies is a draw.
    pub convert: Option<usize>,
    pub games: usize,
    /// Games played at once (1 or 2 on a 2-core machine).
    pub concurrency: usize,
    /// Threads each brain may use, sent as `INFO thread_num` (none sent when unset: the
    /// brains keep their own setting).
    pub threads: Option<u32>,
    /// The pentanomial GSPRT on the complete pairs, to stop the match once it decides.
    pub sprt: Option<Sprt>,
    /// Where to write the games (`game_NNNN.psq` and `games.txt`).
    pub out_dir: Option<PathBuf>,
}

/// How one game ended, from the board's point of view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win { color: Color, reason: String },
    Draw,
}

#[derive(Clone, Debug)]
pub struct FinishedGame {
    pub index: usize,
    pub opening: usize,
    /// Engine 0 played black.
    pub first_is_black: bool,
    pub moves: Vec<Point>,
    pub times_ms: Vec<u32>,
    pub outcome: Outcome,
}

impl FinishedGame {
    /// +1 / 0 / -1 from engine 0's side.
    pub fn result_for_first(&self) -> i32 {
        match &self.outcome {
            Outcome::Draw => 0,
            Outcome::Win { color, .. } => {
                if (*color == Color::Black) == self.first_is_black {
                    1
                } else {
                    -1
                }
            }
        }
    }
}

/// Plays one game; engine 0 is black when `first_is_black`.
pub fn play_game(
    config: &ArenaConfig,
    opening: &[Point],
    first_is_black: bool,
) -> (Outcome, Vec<Point>, Vec<u32>) {
    let order = if first_is_black { [0, 1] } else { [1, 0] };
    let options = GameOptions {
        rule: config.rule,
        size: config.size,
        strict_forbidden: true,
    };
    let Ok(mut game) = Game::from_moves(options, opening) else {
        return (Outcome::Draw, opening.to_vec(), vec![0; opening.len()]);
    };
    let mut times = vec![0; opening.len()];
    let loss = |color: Color, reason: String| Outcome::Win {
        color: color.opponent(),
        reason,
    };
    // brains[0] plays black, brains[1] white.
    let mut brains = Vec::new();
    for (slot, color) in [Color::Black, Color::White].into_iter().enumerate() {
        let name = &config.names[order[slot]];
        let dir = config.dirs[order[slot]].as_deref();
        match BrainProcess::spawn(&config.engines[order[slot]], dir).and_then(|mut brain| {
            brain.send(&format!("START {}", config.size.get()))?;
            match brain.reply(START_TIMEOUT)? {
                reply if reply == "OK" => Ok(brain),
                reply => Err(BrainFailure::BadReply(reply)),
            }
        }) {
            Ok(brain) => brains.push(brain),
            Err(failure) => {
                return (
                    loss(color, format!("{name} {failure}")),
                    game.moves(),
                    times,
                );
            }
        }
    }
    for (slot, brain) in brains.iter_mut().enumerate() {
        let limits = config.limits[order[slot]];
        let setup = [
            format!("INFO rule {}", config.rule.gomocup_bits()),
            format!("INFO timeout_turn {}", limits.turn.as_millis()),
            format!(
                "INFO timeout_match {}",
                config.match_time.map_or(0, |t| t.as_millis())
            ),
            "INFO game_type 1".to_string(),
        ];
        let threads = config.threads.map(|n| format!("INFO thread_num {n}"));
        let nodes = limits.nodes.map(|n| format!("INFO max_node {n}"));
        for line in setup.into_iter().chain(threads).chain(nodes) {
            // A failed write shows up as a crash at the brain's next turn.
            let _ = brain.send(&line);
        }
    }
    let mut left = [config.match_time; 2];
    let mut synced = [false; 2];
    let last_ply = config.convert.map(|plies| opening.len() + plies);
    while game.result().is_none() {
        if last_ply.is_some_and(|last| game.ply() >= last) {
            return (Outcome::Draw, game.moves(), times);
        }
        let color = game.to_move();
        let slot = color.index();
        let name = config.names[order[slot]].clone();
        let brain = &mut brains[slot];
        let mut budget = config.limits[order[slot]].turn;
        if let Some(remaining) = left[slot] {
            let _ = brain.send(&format!("INFO time_left {}", remaining.as_millis()));
            budget = budget.min(remaining);
        }
        let first_turn = !synced[slot];
        synced[slot] = true;
        let mut retried = false;
        let (reply, elapsed) = loop {
            let sent = if !first_turn {
                let last = game.last_move().expect("the opponent moved");
                brain.send(&format!("TURN {},{}", last.x(), last.y()))
            } else if game.ply() == 0 {
                brain.send("BEGIN")
            } else {
                send_board(brain, &game.moves(), color)
            };
            let started = Instant::now();
            let reply = sent.and_then(|_| brain.reply(budget + config.tolerance));
            let elapsed = started.elapsed();
            match reply {
                // Some brains (Rapfi) skip a command that comes while they are still winding
                // down the search whose move they have just printed, then fail on the next
                // word: an `ERROR` gets the same command once more rather than the game.
                Ok(line) if !retried && is_error_reply(&line) => retried = true,
                reply => break (reply, elapsed),
            }
        };
        let reply = match reply {
            Ok(reply) => reply,
            Err(failure) => {
                return (
                    loss(color, format!("{name} {failure}")),
                    game.moves(),
                    times,
                );
            }
        };
        if let Some(remaining) = &mut left[slot] {
            if elapsed > *remaining + config.tolerance {
                return (
                    loss(color, format!("{name} ran out of game time")),
                    game.moves(),
                    times,
                );
            }
            *remaining = remaining.saturating_sub(elapsed);
        }
        let point = match gomoku_engine::protocol::parse_xy(&reply) {
            Ok(point) => point,
            Err(_) => {
                return (
                    loss(color, format!("{name} answered `{reply}`")),
                    game.moves(),
                    times,
                );
            }
        };
        if let Err(error) = game.play(point) {
            return (
                loss(color, format!("{name} played an illegal move: {error}")),
                game.moves(),
                times,
            );
        }
        times.push(elapsed.as_millis().min(u32::MAX as u128) as u32);
    }
    let outcome = match game.result() {
        Some(GameResult::Win { color, .. }) => Outcome::Win {
            color,
            reason: "five".into(),
        },
        Some(GameResult::ForbiddenLoss { kind, .. }) => Outcome::Win {
            color: Color::White,
            reason: format!("black played a forbidden {kind}"),
        },
        _ => Outcome::Draw,
    };
    (outcome, game.moves(), times)
}

/// A protocol `ERROR` line (the brain did not understand or could not do what it was sent).
fn is_error_reply(line: &str) -> bool {
    line.get(..5)
        .is_some_and(|word| word.eq_ignore_ascii_case("ERROR"))
}

fn send_board(brain: &mut BrainProcess, moves: &[Point], me: Color) -> Result<(), BrainFailure> {
    for line in gomoku_engine::protocol::board_block(moves, me) {
        brain.send(&line)?;
    }
    Ok(())
}

/// A match's result: what its games and its complete pairs scored, and every game played.
#[derive(Clone, Debug, Default)]
pub struct MatchResult {
    /// The games counted (all of them, unless the SPRT stopped the match).
    pub tally: Tally,
    /// The complete pairs among the games counted: what the SPRT decided on.
    pub pairs: PairTally,
    /// Every game played, in order, those still in flight when the SPRT decided too.
    pub games: Vec<FinishedGame>,
}

/// Runs the match, calling `on_game` after every game with the games' and the pairs' tallies
/// (for a live table). Stops early when the SPRT on the pairs decides, which it can only do as
/// a pair is completed; games that were still being played then are returned but not tallied,
/// so the tallies are the ones the SPRT decided on.
pub fn run_match(
    config: &ArenaConfig,
    on_game: &mut dyn FnMut(&FinishedGame, &Tally, &PairTally),
) -> MatchResult {
    let jobs: VecDeque<(usize, usize, bool)> = match config.convert {
        // The first engine moves next: black after an even number of stones.
        Some(_) => (0..config.games.min(config.openings.len()))
            .map(|index| (index, index, config.openings[index].len().is_multiple_of(2)))
            .collect(),
        None => (0..config.games)
            .map(|index| {
                (
                    index,
                    (index / 2) % config.openings.len().max(1),
                    index % 2 == 0,
                )
            })
            .collect(),
    };
    let jobs = Arc::new(Mutex::new(jobs));
    let decided = Arc::new(AtomicBool::new(false));
    let (sender, results) = mpsc::channel();
    let mut result = MatchResult::default();
    // The games tallied, for the pairs among them.
    let mut counted: Vec<FinishedGame> = Vec::new();
    thread::scope(|scope| {
        for _ in 0..config.concurrency.clamp(1, 8) {
            let (jobs, decided, sender) = (Arc::clone(&jobs), Arc::clone(&decided), sender.clone());
            scope.spawn(move || {
                loop {
                    if decided.load(Ordering::Relaxed) {
                        break;
                    }
                    let Some((index, opening, first_is_black)) =
                        jobs.lock().ok().and_then(|mut q| q.pop_front())
                    else {
                        break;
                    };
                    let moves = config.openings.get(opening).cloned().unwrap_or_default();
                    let (outcome, moves, times_ms) = play_game(config, &moves, first_is_black);
                    let game = FinishedGame {
                        index,
                        opening,
                        first_is_black,
                        moves,
                        times_ms,
                        outcome,
                    };
                    if sender.send(game).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for game in results {
            if decided.load(Ordering::Relaxed) {
                // A game still in flight when the SPRT decided: kept with the others, but the
                // test stopped where it decided, so its result would only blur the verdict.
                result.games.push(game);
                continue;
            }
            let tally = &mut result.tally;
            match game.result_for_first() {
                1 => tally.wins += 1,
                -1 => tally.losses += 1,
                _ => tally.draws += 1,
            }
            // (Under `convert` no two games share an opening: no pairs.)
            counted.push(game.clone());
            result.pairs = PairTally::of(&counted);
            on_game(&game, &result.tally, &result.pairs);
            if config
                .sprt
                .is_some_and(|sprt| sprt.verdict(&result.pairs) != SprtVerdict::Continue)
            {
                decided.store(true, Ordering::Relaxed);
            }
            result.games.push(game);
        }
    });
    result.games.sort_by_key(|g| g.index);
    result
}

/// Writes every game as `game_NNNN.psq` and one line per game to `games.txt` (index, result,
/// position string).
pub fn write_games(config: &ArenaConfig, games: &[FinishedGame]) -> std::io::Result<()> {
    let Some(dir) = &config.out_dir else {
        return Ok(());
    };
    std::fs::create_dir_all(dir)?;
    let mut summary = String::new();
    for game in games {
        let (black, white) = if game.first_is_black { (0, 1) } else { (1, 0) };
        let mut record = PsqRecord::new(config.size, game.moves.clone());
        record.times_ms = game.times_ms.clone();
        record.levels = [1, 1];
        let code = match game.outcome {
            Outcome::Draw => 0,
            Outcome::Win {
                color: Color::Black,
                ..
            } => 1,
            Outcome::Win {
                color: Color::White,
                ..
            } => 2,
        };
        record.trailer = vec![
            config.names[black].clone(),
            config.names[white].clone(),
            code.to_string(),
        ];
        std::fs::write(
            dir.join(format!("game_{:04}.psq", game.index + 1)),
            write_psq(&record),
        )?;
        let result = match &game.outcome {
            Outcome::Draw => "draw".to_string(),
            Outcome::Win { color, reason } => format!("{color} wins ({reason})"),
        };
        summary.push_str(&format!(
            "{} black={} white={} {} {}\n",
            game.index + 1,
            config.names[black],
            config.names[white],
            result,
            format_moves(&game.moves, config.size)
        ));
    }
    std::fs::write(dir.join("games.txt"), summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn formatted_openings_read_back_the_same() {
        for size in [BoardSize::STANDARD, BoardSize::new(20).unwrap()] {
            let text = "0,0, 1,1, -1,2\n2,-1, 0,0\n-7,-7, 7,7, 0,-1\n";
            let openings = parse_openings(text, size).unwrap();
            assert_eq!(format_openings(&openings, size), text);
            assert_eq!(
                parse_openings(&format_openings(&openings, size), size).unwrap(),
                openings
            );
        }
        assert_eq!(format_openings(&[], BoardSize::STANDARD), "");
    }

    #[test]
    fn a_position_keys_the_same_in_any_order_of_play_and_under_symmetry() {
        let size = BoardSize::STANDARD;
        let key = |text: &str| {
            let opening = parse_openings(text, size).unwrap().remove(0);
            position_key(&opening, size.center())
        };
        let original = key("0,0, 1,1, -1,2");
        // Black's stones played the other way round.
        assert_eq!(key("-1,2, 1,1, 0,0"), original);
        // Turned a quarter (x, y) -> (-y, x), mirrored (x, y) -> (-x, y), and both.
        assert_eq!(key("0,0, -1,1, -2,-1"), original);
        assert_eq!(key("0,0, -1,1, 1,2"), original);
        assert_eq!(key("0,0, 1,1, 2,-1"), original);
        // The colours swapped, or a stone moved: another position.
        assert_ne!(key("1,1, 0,0, -1,2"), original);
        assert_ne!(key("0,0, 1,1, -1,1"), original);
    }

    #[test]
    fn balanced_openings_are_distinct_up_to_symmetry_and_widen_past_the_square() {
        let size = BoardSize::STANDARD;
        let openings = balanced_openings(12, size, Rule::Freestyle, 3);
        assert_eq!(openings.len(), 12);
        assert_eq!(openings, balanced_openings(12, size, Rule::Freestyle, 3));
        let keys: HashSet<_> = openings
            .iter()
            .map(|o| position_key(o, size.center()))
            .collect();
        assert_eq!(keys.len(), 12);
        // A 7x7 board's 3x3 square holds about 40 positions up to symmetry, fewer than the
        // 120 candidates 20 openings draw: the draws reach past it.
        let small = BoardSize::new(7).unwrap();
        let many = balanced_openings(20, small, Rule::Freestyle, 1);
        let far = |o: &Vec<Point>| {
            o.iter()
                .any(|p| (p.x() as i64 - 3).abs() > 1 || (p.y() as i64 - 3).abs() > 1)
        };
        assert!(many.iter().any(far), "{}", format_openings(&many, small));
    }
}
