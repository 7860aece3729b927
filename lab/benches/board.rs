//! Board benchmark: prints figures, asserts nothing about speed.
//!
//! `cargo bench -p gomoku-lab --bench board`
//!
//! - make+undo per second over random games (the search's inner loop);
//! - `forbidden_points()` on midgame renju positions (µs per call), and the per-point cost of
//!   `is_forbidden` (what a search pays per candidate move).

use std::hint::black_box;
use std::time::{Duration, Instant};

use gomoku_engine::splitmix::SplitMix64 as SplitMix;
use gomoku_engine::{Board, BoardSize, Color, Point, Rule};
use gomoku_lab::bench_support::clustered_game;

fn per_second(count: u64, elapsed: Duration) -> f64 {
    count as f64 / elapsed.as_secs_f64()
}

fn bench_make_undo(rng: &mut SplitMix) {
    let size = BoardSize::STANDARD;
    let games: Vec<Vec<Point>> = (0..200)
        .map(|_| {
            let mut points: Vec<Point> = size.points().collect();
            for i in (1..points.len()).rev() {
                points.swap(i, rng.below(i + 1));
            }
            points.truncate(120);
            points
        })
        .collect();
    let mut board = Board::new(size);
    let mut pairs = 0u64;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(2) {
        for game in &games {
            // Search-like traffic: descend, back up a few plies, descend again.
            for (i, &point) in game.iter().enumerate() {
                board.make_move(point);
                if i % 8 == 7 {
                    for _ in 0..3 {
                        board.undo();
                    }
                    for &again in &game[i - 2..=i] {
                        board.make_move(again);
                    }
                    pairs += 3;
                }
            }
            pairs += game.len() as u64;
            while board.undo().is_some() {}
        }
    }
    black_box(board.hash());
    let rate = per_second(pairs, start.elapsed());
    println!(
        "make+undo: {:.1} M pairs/s ({:.1} ns per pair)",
        rate / 1e6,
        1e9 / rate
    );
}

fn bench_forbidden(rng: &mut SplitMix) {
    let positions: Vec<Board> = (0..300)
        .map(|i| {
            // Even plies leave black to move: that is when forbidden points matter.
            let plies = 20 + 2 * (i % 25);
            clustered_game(rng, Rule::Renju, plies).board().clone()
        })
        .filter(|board| board.side_to_move() == Color::Black)
        .collect();
    let stones: usize = positions.iter().map(Board::stone_count).sum();
    let mut found = 0usize;
    let mut calls = 0u64;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(2) {
        for board in &positions {
            found += black_box(board.forbidden_points()).len();
            calls += 1;
        }
    }
    let elapsed = start.elapsed();
    println!(
        "forbidden_points: {:.2} µs per call over {} renju positions (avg {:.0} stones, {:.2} forbidden points each)",
        elapsed.as_secs_f64() * 1e6 / calls as f64,
        positions.len(),
        stones as f64 / positions.len() as f64,
        found as f64 / calls as f64,
    );

    let near: Vec<(usize, Point)> = positions
        .iter()
        .enumerate()
        .flat_map(|(i, board)| {
            board
                .empty_points()
                .filter(|&p| board.stones_in_order().any(|s| s.distance(p) <= 2))
                .map(move |p| (i, p))
                .collect::<Vec<_>>()
        })
        .collect();
    let mut checks = 0u64;
    let mut forbidden = 0usize;
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(2) {
        for &(i, point) in &near {
            forbidden += black_box(positions[i].is_forbidden(point)) as usize;
            checks += 1;
        }
    }
    let rate = per_second(checks, start.elapsed());
    println!(
        "is_forbidden: {:.1} ns per candidate point ({:.1} M/s; {:.2}% of candidates forbidden)",
        1e9 / rate,
        rate / 1e6,
        100.0 * forbidden as f64 / checks as f64
    );
}

fn main() {
    // `cargo test` runs benches in test mode with `--bench` absent: keep that instant.
    if !std::env::args().any(|arg| arg == "--bench") {
        return;
    }
    let mut rng = SplitMix(2026);
    bench_make_undo(&mut rng);
    bench_forbidden(&mut rng);
}
