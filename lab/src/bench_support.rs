//! Measurement helpers for the benches (`lab/benches/`) and the ladder test, in one home:
//! plausible mid-game positions, a game between two players, the make+undo loop (which reaches
//! the engine's position through `gomoku_engine::internals`). Not a stable interface.

use std::time::{Duration, Instant};

use gomoku_engine::ai::Ai;
use gomoku_engine::board::Board;
use gomoku_engine::game::{Game, GameOptions, GameResult};
use gomoku_engine::internals::Position;
use gomoku_engine::point::{BoardSize, Color, Point};
use gomoku_engine::rules::Rule;
use gomoku_engine::search::{Limits, StopFlag};
use gomoku_engine::splitmix::SplitMix64;

/// Makes and unmakes every candidate move of `board` (with the incremental pattern tables,
/// as the search does) `rounds` times. Returns the pairs done and the time taken.
pub fn pattern_make_undo(board: &Board, rule: Rule, rounds: u32) -> (u64, Duration) {
    let mut position = Position::new(board, rule);
    let moves: Vec<Point> = position.candidates().collect();
    let start = Instant::now();
    let mut pairs = 0u64;
    for _ in 0..rounds {
        for &point in &moves {
            position.make(point);
            position.undo();
            pairs += 1;
        }
    }
    std::hint::black_box(&position);
    (pairs, start.elapsed())
}

/// Plays one game between two AIs from `opening` (moves already on the board) and returns the
/// winner, `None` for a draw. `limits` are black's and white's. A player that returns no move
/// or an illegal one loses, as a referee would rule.
pub fn play_game(
    rule: Rule,
    size: BoardSize,
    opening: &[Point],
    black: &mut Ai,
    white: &mut Ai,
    limits: [&Limits; 2],
) -> Option<Color> {
    let options = GameOptions {
        rule,
        size,
        strict_forbidden: true,
    };
    let Ok(mut game) = Game::from_moves(options, opening) else {
        return None;
    };
    let stop = StopFlag::new();
    loop {
        match game.result() {
            Some(GameResult::Win { color, .. }) => return Some(color),
            Some(GameResult::ForbiddenLoss { .. }) => return Some(Color::White),
            Some(GameResult::Draw) => return None,
            None => {}
        }
        let mover = game.to_move();
        let player = if mover == Color::Black {
            &mut *black
        } else {
            &mut *white
        };
        let choice = player.choose_move(game.board(), limits[mover.index()], &stop, &mut |_| {});
        match choice.point.map(|point| game.play(point)) {
            Some(Ok(_)) => {}
            _ => return Some(mover.opponent()),
        }
    }
}

/// A plausible game: each move near an existing stone, renju-legal, stopping before the end.
pub fn clustered_game(rng: &mut SplitMix64, rule: Rule, plies: usize) -> Game {
    let size = BoardSize::STANDARD;
    let mut game = Game::new(rule, size);
    game.play(size.center()).expect("empty board");
    while game.ply() < plies && !game.is_over() {
        let stones = game.moves();
        let anchor = stones[rng.below(stones.len())];
        let x = anchor.x() as i64 + rng.below(5) as i64 - 2;
        let y = anchor.y() as i64 + rng.below(5) as i64 - 2;
        let Ok(point) = Point::try_new(x, y) else {
            continue;
        };
        let mut trial = game.clone();
        // Skip moves that end the game: benchmark positions are mid-game.
        if let Ok(None) = trial.play(point) {
            game = trial;
        }
    }
    game
}
