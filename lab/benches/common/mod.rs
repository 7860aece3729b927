//! Shared by the benchmarks: a deterministic generator and plausible mid-game positions.

use gomoku_engine::{BoardSize, Game, Point, Rule};

/// splitmix64: a tiny deterministic generator so runs are comparable.
pub use gomoku_engine::splitmix::SplitMix64 as SplitMix;

/// A plausible game: each move near an existing stone, renju-legal, stopping before the end.
pub fn clustered_game(rng: &mut SplitMix, rule: Rule, plies: usize) -> Game {
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
