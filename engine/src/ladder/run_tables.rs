//! Seed 001's move picker.
//!
//! After the eight-direction article: at every empty point near the stones, scan the four
//! lines (eight directions, opposite ones paired) and record for each colour the stones touching
//! the point and whether the run is "live" (both ends open) or "rush" (冲, one end open). Each
//! shape is worth `F[live][stones]` for the side that moved first and `L[live][stones]` for the
//! second mover; a point's value sums both colours over the four lines, and the best point is
//! played, at random among equal maxima.
//!
//! Additions the rules demand: an immediate five is always taken, and black never plays a
//! renju-forbidden point. The style scales own and opponent values (attack / defence).

use rand::RngExt;
use rand::rngs::StdRng;

use super::legal::legal_points;
use crate::board::Board;
use crate::point::{Color, Direction, Point};
use crate::rules::{Rule, winning_line};
use crate::style::Style;

/// The article's tables: `[closed=0 / open=1][stones touching the point]`, first mover.
const FIRST: [[i64; 5]; 2] = [[0, 2, 5, 50, 16_000], [0, 10, 30, 750, 16_000]];
/// The same for the second mover.
const SECOND: [[i64; 5]; 2] = [[0, 1, 5, 50, 3_750], [0, 10, 30, 150, 4_000]];

/// Stones of `color` touching `point` along `direction` (both ways) and how many run ends are
/// open: the article's gStyle counts.
fn g_style(board: &Board, point: Point, direction: Direction, color: Color) -> (usize, usize) {
    let size = board.size();
    let (mut stones, mut open) = (0, 0);
    for sign in [-1, 1] {
        let mut k = 1;
        loop {
            match point
                .step(direction, sign * k)
                .filter(|&p| size.contains(p))
            {
                Some(p) if board.stone(p) == Some(color) => {
                    stones += 1;
                    k += 1;
                }
                Some(p) if board.is_empty(p) => {
                    open += 1;
                    break;
                }
                _ => break,
            }
        }
    }
    (stones.min(4), open)
}

fn shape_value(color: Color, stones: usize, open: usize) -> i64 {
    let table = if color == Color::Black {
        &FIRST
    } else {
        &SECOND
    };
    match open {
        // A run with no open end can still complete five only if it already has four.
        0 if stones < 4 => 0,
        0 | 1 => table[0][stones],
        _ => table[1][stones],
    }
}

fn point_value(board: &Board, point: Point, me: Color, style: Style) -> i64 {
    let (attack, defence) = style.weights();
    let mut value = 0;
    for color in [me, me.opponent()] {
        let sum: i64 = Direction::ALL
            .iter()
            .map(|&d| {
                let (stones, open) = g_style(board, point, d, color);
                shape_value(color, stones, open)
            })
            .sum();
        value += sum * if color == me { attack } else { defence };
    }
    value
}

/// A point where the side to move completes a winning five now.
pub(super) fn winning_point(board: &Board, points: &[Point], rule: Rule) -> Option<Point> {
    let mut scratch = board.clone();
    points.iter().copied().find(|&p| {
        scratch.make_move(p);
        let wins = winning_line(&scratch, p, rule).is_some();
        scratch.undo();
        wins
    })
}

pub(super) fn choose(board: &Board, rule: Rule, style: Style, rng: &mut StdRng) -> Option<Point> {
    let me = board.side_to_move();
    let all = legal_points(board, rule);
    if let Some(five) = winning_point(board, &all, rule) {
        return Some(five);
    }
    // As in the article, only points near stones are worth scanning.
    let near: Vec<Point> = all
        .iter()
        .copied()
        .filter(|&p| board.stones_in_order().any(|s| s.distance(p) <= 2))
        .collect();
    let points = if near.is_empty() { all } else { near };
    let values: Vec<i64> = points
        .iter()
        .map(|&p| point_value(board, p, me, style))
        .collect();
    let best = *values.iter().max()?;
    let ties: Vec<Point> = points
        .iter()
        .zip(&values)
        .filter(|&(_, &v)| v == best)
        .map(|(&p, _)| p)
        .collect();
    Some(ties[rng.random_range(0..ties.len())])
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::notation::{format_point, parse_moves};
    use crate::point::BoardSize;

    fn board(moves: &str) -> Board {
        let mut board = Board::new(BoardSize::STANDARD);
        for p in parse_moves(moves, BoardSize::STANDARD).unwrap() {
            board.play(p).unwrap();
        }
        board
    }

    fn pick(moves: &str, rule: Rule, seed: u64) -> String {
        let point = choose(
            &board(moves),
            rule,
            Style::Balanced,
            &mut StdRng::seed_from_u64(seed),
        )
        .unwrap();
        format_point(point, BoardSize::STANDARD)
    }

    #[test]
    fn takes_a_five_and_blocks_a_four() {
        assert!(["g8", "l8"].contains(&pick("h8a1i8a3j8a5k8a7", Rule::Freestyle, 0).as_str()));
        // White to move, black has a closed four h8-k8 blocked at g8: white must take l8.
        assert_eq!(pick("h8g8i8a3j8a5k8", Rule::Freestyle, 0), "l8");
    }

    #[test]
    fn equal_maxima_are_chosen_at_random_but_reproducibly() {
        let picks: std::collections::HashSet<String> = (0..16)
            .map(|seed| pick("h8", Rule::Freestyle, seed))
            .collect();
        assert!(picks.len() > 1, "{picks:?}");
        assert_eq!(
            pick("h8", Rule::Freestyle, 7),
            pick("h8", Rule::Freestyle, 7)
        );
    }

    #[test]
    fn black_avoids_forbidden_points() {
        // h7 is a double three for black.
        let b = board("h8a1h9a3i7a5j7a7");
        for seed in 0..8 {
            let point = choose(
                &b,
                Rule::Renju,
                Style::Attack,
                &mut StdRng::seed_from_u64(seed),
            )
            .unwrap();
            assert!(!b.is_forbidden(point));
        }
    }
}
