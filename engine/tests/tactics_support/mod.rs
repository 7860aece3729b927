//! An independent referee for the tactics suite: plain cell scans on the board, none of the
//! engine's pattern tables or search. Generated positions are checked with it, so the suite's
//! answers do not come from the code under test.

#![allow(dead_code)]

use gomoku_engine::{Board, BoardSize, Color, Direction, Game, Point, Rule};

/// Length of `color`'s run through `point` in `direction`, counting `point` as `color`.
fn run_length(board: &Board, point: Point, direction: Direction, color: Color) -> usize {
    let size = board.size();
    let mut length = 1;
    for sign in [-1, 1] {
        let mut k = 1;
        while let Some(p) = point
            .step(direction, sign * k)
            .filter(|&p| size.contains(p))
        {
            if board.stone(p) != Some(color) {
                break;
            }
            length += 1;
            k += 1;
        }
    }
    length
}

/// Whether `color` playing the empty `point` completes a winning line (not caro).
pub fn makes_five(board: &Board, point: Point, color: Color, rule: Rule) -> bool {
    Direction::ALL.iter().any(|&d| {
        let length = run_length(board, point, d, color);
        match (rule, color) {
            (Rule::Standard, _) | (Rule::Renju, Color::Black) => length == 5,
            _ => length >= 5,
        }
    })
}

pub fn five_points(board: &Board, color: Color, rule: Rule) -> Vec<Point> {
    board
        .empty_points()
        .filter(|&p| makes_five(board, p, color, rule))
        .collect()
}

/// Renju-legal for the side to move (a five is always allowed).
pub fn is_legal(board: &Board, point: Point, rule: Rule) -> bool {
    let mover = board.side_to_move();
    board.is_empty(point)
        && !(rule == Rule::Renju
            && mover == Color::Black
            && !makes_five(board, point, mover, rule)
            && board.is_forbidden(point))
}

/// Replays `line` (attacker first) and checks it is a victory by continuous fours.
pub fn is_valid_vcf(board: &Board, rule: Rule, line: &[Point]) -> bool {
    let attacker = board.side_to_move();
    let defender = attacker.opponent();
    let mut board = board.clone();
    for (index, &point) in line.iter().enumerate() {
        let attacking = index % 2 == 0;
        if attacking {
            if !is_legal(&board, point, rule) {
                return false;
            }
            if makes_five(&board, point, attacker, rule) {
                return index == line.len() - 1;
            }
            // Before the attacker's four the defender must have no five of its own.
            if !five_points(&board, defender, rule).is_empty() {
                return false;
            }
            board.play(point).expect("legal");
            if five_points(&board, attacker, rule).is_empty() {
                return false; // not a four
            }
        } else {
            let threats = five_points(&board, attacker, rule);
            // The defender has one block (or several threats, after which anything loses).
            if threats.len() == 1 && point != threats[0] && is_legal(&board, threats[0], rule) {
                return false;
            }
            if board.play(point).is_err() {
                return false;
            }
        }
    }
    false
}

/// A depth-limited VCF search written directly on cells: does the side to move have one?
pub fn has_vcf(board: &mut Board, rule: Rule, plies: u32) -> bool {
    let attacker = board.side_to_move();
    let defender = attacker.opponent();
    if !five_points(board, attacker, rule).is_empty() {
        return true;
    }
    if plies < 3 || !five_points(board, defender, rule).is_empty() {
        return false;
    }
    let empties: Vec<Point> = board.empty_points().collect();
    for point in empties {
        if !is_legal(board, point, rule) {
            continue;
        }
        board.make_move(point);
        let threats = five_points(board, attacker, rule);
        let wins = match threats.as_slice() {
            [] => false,
            [block] => {
                if !is_legal(board, *block, rule) {
                    true
                } else {
                    board.make_move(*block);
                    let found = has_vcf(board, rule, plies - 2);
                    board.undo();
                    found
                }
            }
            _ => true,
        };
        board.undo();
        if wins {
            return true;
        }
    }
    false
}

/// splitmix64, so generated suites are the same on every run.
pub use gomoku_engine::splitmix::SplitMix64 as Rng;

/// A plausible game position: each move near an earlier stone, no five on the board.
pub fn clustered_position(rng: &mut Rng, rule: Rule, plies: usize) -> Board {
    let size = BoardSize::STANDARD;
    let mut game = Game::new(rule, size);
    game.play(size.center()).expect("empty board");
    let mut attempts = 0;
    while game.ply() < plies && attempts < 10_000 {
        attempts += 1;
        let stones = game.moves();
        let anchor = stones[rng.below(stones.len())];
        let x = anchor.x() as i64 + rng.below(5) as i64 - 2;
        let y = anchor.y() as i64 + rng.below(5) as i64 - 2;
        let Ok(point) = Point::try_new(x, y) else {
            continue;
        };
        let mut trial = game.clone();
        if let Ok(None) = trial.play(point) {
            game = trial;
        }
    }
    game.board().clone()
}
