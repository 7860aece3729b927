//! What a tournament manager's clock sees: how long every reply to a move takes at a short
//! turn (games between two brains, each a fresh process per game, as c-gomoku-cli runs them),
//! how long a `YXSTOP` and the end of stdin take to end a search, and what a huge line costs
//! in reply bytes and memory.

use std::thread;
use std::time::{Duration, Instant};

use gomoku_engine::protocol::{board_block, parse_xy};
use gomoku_engine::{Color, Game, GameOptions, Point, Rule};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::{Figures, SoakBrain};

/// Games of a brain against itself at a fixed turn.
#[derive(Clone, Debug)]
pub struct MatchSetup {
    pub brain: String,
    /// Moves to time in all (games are played until this many are).
    pub moves: usize,
    pub turn: Duration,
    pub threads: u32,
    /// `INFO max_memory`, in bytes (0: not sent).
    pub max_memory: u64,
    pub rule: Rule,
    pub seed: u64,
}

/// Every reply's time, and the first reply of each process apart.
pub struct ReplyTimes {
    pub all: Figures,
    pub first: Figures,
    pub games: usize,
    /// The slowest replies: how long, the game, its ply, and the brain's last `MESSAGE`.
    pub slowest: Vec<(Duration, usize, usize, String)>,
}

/// How many of the slowest replies are kept to look at.
const SLOWEST_KEPT: usize = 8;

/// Plays games until `setup.moves` replies were timed.
pub fn reply_times(setup: &MatchSetup) -> Result<ReplyTimes, String> {
    let mut rng = StdRng::seed_from_u64(setup.seed);
    let mut all = Vec::new();
    let mut first = Vec::new();
    let mut slowest: Vec<(Duration, usize, usize, String)> = Vec::new();
    let mut games = 0;
    while all.len() < setup.moves {
        games += 1;
        let mut brains = [start(setup)?, start(setup)?];
        let options = GameOptions {
            rule: setup.rule,
            size: gomoku_engine::BoardSize::STANDARD,
            strict_forbidden: true,
        };
        let mut game = Game::with_options(options);
        for point in opening(&mut rng) {
            game.play(point).map_err(|e| format!("opening: {e}"))?;
        }
        let mut synced = [false; 2];
        while game.result().is_none() && !game.board().is_full() && all.len() < setup.moves {
            let slot = game.to_move().index();
            let brain = &mut brains[slot];
            let sent = Instant::now();
            if synced[slot] {
                let last = game.last_move().ok_or("no move to answer")?;
                brain.send(&format!("TURN {},{}", last.x(), last.y()));
            } else {
                send_board(brain, &game.moves(), game.to_move());
            }
            let reply = brain
                .reply(setup.turn + Duration::from_secs(5))
                .map_err(|silence| format!("game {games}: no reply ({silence:?})"))?;
            let took = reply.at.saturating_duration_since(sent);
            if !synced[slot] {
                first.push(took);
            }
            synced[slot] = true;
            all.push(took);
            let message = reply.messages.last().cloned().unwrap_or_default();
            slowest.push((took, games, game.ply(), message));
            slowest.sort_by_key(|entry| std::cmp::Reverse(entry.0));
            slowest.truncate(SLOWEST_KEPT);
            let point = parse_xy(&reply.line)
                .map_err(|_| format!("game {games}: answered `{}`", reply.line))?;
            game.play(point)
                .map_err(|e| format!("game {games}: illegal move {}: {e}", reply.line))?;
        }
    }
    Ok(ReplyTimes {
        all: Figures::new(all),
        first: Figures::new(first),
        games,
        slowest,
    })
}

/// A fresh brain told the match's settings, as a manager tells it before the first move.
fn start(setup: &MatchSetup) -> Result<SoakBrain, String> {
    let mut brain = SoakBrain::spawn(&setup.brain)?;
    brain.send("START 15");
    let reply = brain
        .reply(Duration::from_secs(30))
        .map_err(|silence| format!("START: {silence:?}"))?;
    if reply.line != "OK" {
        return Err(format!("START answered `{}`", reply.line));
    }
    let mut lines = vec![
        format!("INFO timeout_turn {}", setup.turn.as_millis()),
        "INFO timeout_match 0".to_owned(),
        format!("INFO rule {}", setup.rule.gomocup_bits()),
        format!("INFO thread_num {}", setup.threads),
    ];
    if setup.max_memory > 0 {
        lines.push(format!("INFO max_memory {}", setup.max_memory));
    }
    for line in lines {
        brain.send(&line);
    }
    Ok(brain)
}

/// Two to four stones near the centre, each game its own.
fn opening(rng: &mut StdRng) -> Vec<Point> {
    let mut stones: Vec<Point> = Vec::new();
    let count = rng.random_range(2..=4);
    while stones.len() < count {
        let point = Point::new(rng.random_range(5..10), rng.random_range(5..10));
        if !stones.contains(&point) {
            stones.push(point);
        }
    }
    stones
}

fn send_board(brain: &mut SoakBrain, moves: &[Point], me: Color) {
    for line in board_block(moves, me) {
        brain.send(&line);
    }
}

/// How long a search takes to end after `YXSTOP` (`close_input: false`) or after its stdin
/// closes (`true`): the time to its move and, for a closed input, to the process's end.
pub struct StopTimes {
    pub to_move: Figures,
    pub to_exit: Option<Figures>,
}

/// `samples` long thinks on `threads` threads, each stopped after 100 to 400 ms.
pub fn stop_times(
    command: &str,
    threads: u32,
    samples: usize,
    close_input: bool,
    seed: u64,
) -> Result<StopTimes, String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut to_move = Vec::new();
    let mut to_exit = Vec::new();
    let mut brain = None;
    for sample in 0..samples {
        if close_input || brain.is_none() {
            let mut fresh = SoakBrain::spawn(command)?;
            for line in [
                "START 15".to_owned(),
                "INFO timeout_turn 60000".to_owned(),
                "INFO timeout_match 0".to_owned(),
                format!("INFO thread_num {threads}"),
            ] {
                fresh.send(&line);
            }
            fresh
                .reply(Duration::from_secs(30))
                .map_err(|silence| format!("START: {silence:?}"))?;
            brain = Some(fresh);
        }
        let brain = brain.as_mut().expect("made above");
        let mut moves = opening(&mut rng);
        moves.extend(
            opening(&mut rng)
                .into_iter()
                .map(|p| Point::new(p.x() - 3, p.y() + 3)),
        );
        moves.dedup();
        let mut game = Game::with_options(GameOptions {
            rule: Rule::Freestyle,
            size: gomoku_engine::BoardSize::STANDARD,
            strict_forbidden: true,
        });
        let moves: Vec<Point> = moves
            .into_iter()
            .filter(|&p| game.play(p).is_ok())
            .collect();
        send_board(brain, &moves, game.to_move());
        thread::sleep(Duration::from_millis(rng.random_range(100..400)));
        let asked = Instant::now();
        if close_input {
            brain.close_input();
        } else {
            brain.send("YXSTOP");
        }
        let reply = brain
            .reply(Duration::from_secs(10))
            .map_err(|silence| format!("sample {sample}: no move ({silence:?})"))?;
        parse_xy(&reply.line).map_err(|_| format!("sample {sample}: `{}`", reply.line))?;
        to_move.push(reply.at.saturating_duration_since(asked));
        if close_input {
            if !brain.exited_within(Duration::from_secs(10)) {
                return Err(format!("sample {sample}: still running 10 s after EOF"));
            }
            to_exit.push(asked.elapsed());
        }
    }
    Ok(StopTimes {
        to_move: Figures::new(to_move),
        to_exit: close_input.then(|| Figures::new(to_exit)),
    })
}

/// What one huge line costs: the reply's length, and how much the peak memory grew.
pub struct HugeLine {
    pub reply: String,
    pub peak_growth_kib: Option<u64>,
    pub answered_in: Duration,
}

/// Sends a line of `bytes` bytes (no line end inside) to a started brain.
pub fn huge_line(command: &str, bytes: usize) -> Result<HugeLine, String> {
    let mut brain = SoakBrain::spawn(command)?;
    brain.send("START 15");
    brain
        .reply(Duration::from_secs(30))
        .map_err(|silence| format!("START: {silence:?}"))?;
    let before = brain.peak_memory_kib();
    let line = "Z".repeat(bytes);
    let sent = Instant::now();
    brain.send(&line);
    let reply = brain
        .reply(Duration::from_secs(30))
        .map_err(|silence| format!("no reply to the line ({silence:?})"))?;
    let answered_in = reply.at.saturating_duration_since(sent);
    // The brain still answers after it.
    brain.send("ABOUT");
    brain
        .reply(Duration::from_secs(5))
        .map_err(|silence| format!("no reply to ABOUT after it ({silence:?})"))?;
    let after = brain.peak_memory_kib();
    Ok(HugeLine {
        reply: reply.line,
        peak_growth_kib: before.zip(after).map(|(b, a)| a.saturating_sub(b)),
        answered_in,
    })
}
