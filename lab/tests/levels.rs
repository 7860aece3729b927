//! The difficulty ladder is ordered: in short matches each rung beats the one below it more
//! often than it loses (drawn full boards happen between the weakest rungs). Every level is
//! deterministic for its seed and the engine levels run on node limits, so the outcome is
//! reproducible. Larger matches are in the benchmark.

use gomoku_engine::{Ai, BoardSize, Color, Level, Limits, Rule};
use gomoku_lab::bench_support::play_game;

fn match_score(upper: Level, lower: Level, games: usize) -> (usize, usize, usize) {
    let limits = Limits::nodes(15_000);
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    for game in 0..games {
        let mut high = Ai::new(upper, Rule::Freestyle, 100 + game as u64);
        let mut low = Ai::new(lower, Rule::Freestyle, 200 + game as u64);
        let upper_is_black = game % 2 == 0;
        let winner = if upper_is_black {
            play_game(
                Rule::Freestyle,
                BoardSize::STANDARD,
                &[],
                &mut high,
                &mut low,
                [&limits, &limits],
            )
        } else {
            play_game(
                Rule::Freestyle,
                BoardSize::STANDARD,
                &[],
                &mut low,
                &mut high,
                [&limits, &limits],
            )
        };
        match winner {
            None => draws += 1,
            Some(color) if (color == Color::Black) == upper_is_black => wins += 1,
            Some(_) => losses += 1,
        }
    }
    (wins, losses, draws)
}

#[test]
fn each_rung_beats_the_one_below() {
    for (upper, lower, games) in [
        (Level::Novice, Level::Beginner, 8),
        (Level::Easy, Level::Novice, 6),
        (Level::Hard, Level::Medium, 4),
    ] {
        let (wins, losses, draws) = match_score(upper, lower, games);
        assert!(
            wins > losses,
            "{upper} vs {lower}: {wins} wins, {losses} losses, {draws} draws"
        );
    }
}
