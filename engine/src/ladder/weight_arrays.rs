//! Seed 003's move picker, the Beginner level.
//!
//! After the Java Swing blog post: two weight arrays, one for the opponent
//! ("player") and one for the side to move ("computer"), refilled before every move. At each
//! empty point and in each direction it counts the side's stones touching the point on both
//! sides and the open ends of that run ("vacant"); the direction with the most stones sets the
//! weight. Then it compares the two arrays' maxima: `player <= computer` attacks (plays the
//! computer's best point), otherwise it defends (plays the player's best point).
//!
//! Interpretation: the post's vacancy counting is tangled; here "vacant" is simply how many ends
//! of the run are empty (0, 1 or 2). Ties inside one array go to the first point in scan order,
//! as the post's `getMAXVALUE` does.

use rand::RngExt;
use rand::rngs::StdRng;

use super::legal::legal_points;
use crate::board::Board;
use crate::point::{Color, Direction, Point};
use crate::rules::Rule;
use crate::style::Style;

/// The post's `setValue`: weight by stones in the best direction and its open ends.
fn weight(stones: u32, open_ends: u32) -> i64 {
    match (stones.min(4), open_ends) {
        (4, _) => 10_000,
        (1, 1) => 100,
        (1, 2) => 500,
        (2, 1) => 200,
        (2, 2) => 2_400,
        (3, 1) => 1_000,
        (3, 2) => 5_000,
        _ => 0,
    }
}

/// Stones of `color` touching `point` along `direction` (both ways) and the run's open ends.
fn run_at(board: &Board, point: Point, direction: Direction, color: Color) -> (u32, u32) {
    let size = board.size();
    let mut stones = 0;
    let mut open_ends = 0;
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
                    open_ends += 1;
                    break;
                }
                _ => break,
            }
        }
    }
    (stones, open_ends)
}

/// The weight of `point` for `color`: the direction with the most stones decides.
fn point_weight(board: &Board, point: Point, color: Color) -> i64 {
    let mut best = (0, 0);
    for direction in Direction::ALL {
        let run = run_at(board, point, direction, color);
        if run.0 > best.0 {
            best = run;
        }
    }
    weight(best.0, best.1)
}

/// The first point (scan order) with the largest weight for `color`.
fn best_point(board: &Board, points: &[Point], color: Color) -> Option<(Point, i64)> {
    let mut best: Option<(Point, i64)> = None;
    for &point in points {
        let value = point_weight(board, point, color);
        if best.is_none_or(|(_, v)| value > v) {
            best = Some((point, value));
        }
    }
    best
}

pub(super) fn choose(board: &Board, rule: Rule, style: Style, rng: &mut StdRng) -> Option<Point> {
    let me = board.side_to_move();
    let points = legal_points(board, rule);
    let (computer_point, computer) = best_point(board, &points, me)?;
    let (player_point, player) = best_point(board, &points, me.opponent())?;
    let attack = match style {
        Style::Attack => player <= computer,
        Style::Defence => player < computer,
        Style::Balanced => player < computer || (player == computer && rng.random_range(0..2) == 0),
    };
    Some(if attack { computer_point } else { player_point })
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::notation::{parse_moves, parse_point};
    use crate::point::BoardSize;

    fn board(moves: &str) -> Board {
        let mut board = Board::new(BoardSize::STANDARD);
        for p in parse_moves(moves, BoardSize::STANDARD).unwrap() {
            board.play(p).unwrap();
        }
        board
    }

    #[test]
    fn completes_its_own_four_and_blocks_the_opponents() {
        let mut rng = StdRng::seed_from_u64(1);
        // Black h8..k8 with white elsewhere: black to move completes the five.
        let b = board("h8a1i8a3j8a5k8a7");
        let point = choose(&b, Rule::Freestyle, Style::Attack, &mut rng).unwrap();
        assert!(
            ["g8", "l8"]
                .contains(&crate::notation::format_point(point, BoardSize::STANDARD).as_str())
        );
        // White to move must answer black's open three / four: the block is where black's weight peaks.
        let b = board("h8a1i8a3j8a5k8");
        let point = choose(&b, Rule::Freestyle, Style::Defence, &mut rng).unwrap();
        assert!(
            [
                parse_point("g8", BoardSize::STANDARD).unwrap(),
                parse_point("l8", BoardSize::STANDARD).unwrap()
            ]
            .contains(&point)
        );
    }

    #[test]
    fn full_board_gives_no_move() {
        let size = BoardSize::new(5).unwrap();
        let mut b = Board::new(size);
        for (i, p) in size.points().enumerate() {
            // A pattern without five in a row: colours by (x + 2y) mod 4 < 2.
            let color = if (p.x() as usize + 2 * p.y() as usize + i / 25) % 4 < 2 {
                Color::Black
            } else {
                Color::White
            };
            b.place(p, color).unwrap();
        }
        assert_eq!(
            choose(
                &b,
                Rule::Freestyle,
                Style::Balanced,
                &mut StdRng::seed_from_u64(0)
            ),
            None
        );
    }
}
