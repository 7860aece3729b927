//! Seed 002's move picker.
//!
//! After the Visual C++ forum answer: every empty point is scored by the first
//! matching rule of a fixed list (five 100000; open four, double closed four or closed four +
//! open three 10000; double open three 5000; closed three + open three 1000; closed four 500;
//! open three 200; double open two 100; closed three 50; open two + closed two 10; open two 5;
//! closed two 3), for the machine and for the human. A greedy first layer keeps the few best
//! points (`CalSeveralGoodPlace`), then minimax with alpha-beta searches them a few plies deep;
//! a five ends a branch (the answer's win check around the last stone).
//!
//! Shapes are read from the engine's line pattern tables; black never plays a renju-forbidden
//! point. The style weighs machine against human scores in the first layer.

use std::cmp::Reverse;

use rand::rngs::StdRng;

use super::legal::legal_points;
use crate::board::Board;
use crate::pattern::Pattern;
use crate::point::{Color, Point};
use crate::position::Position;
use crate::rules::Rule;
use crate::style::Style;

const WIN: i64 = 1_000_000;
/// Points kept by the greedy first layer, and at each deeper node.
const ROOT_WIDTH: usize = 8;
const NODE_WIDTH: usize = 6;

/// The answer's rules, checked in order; the first match scores.
fn rule_score(patterns: [Pattern; 4]) -> i64 {
    let count = |p: Pattern| patterns.iter().filter(|&&q| q == p).count();
    let (f4, b4, f3, b3, f2, b2) = (
        count(Pattern::F4),
        count(Pattern::B4),
        count(Pattern::F3),
        count(Pattern::B3),
        count(Pattern::F2),
        count(Pattern::B2),
    );
    if count(Pattern::F5) > 0 {
        100_000
    } else if f4 > 0 || b4 >= 2 || (b4 > 0 && f3 > 0) {
        10_000
    } else if f3 >= 2 {
        5_000
    } else if b3 > 0 && f3 > 0 {
        1_000
    } else if b4 > 0 {
        500
    } else if f3 > 0 {
        200
    } else if f2 >= 2 {
        100
    } else if b3 > 0 {
        50
    } else if f2 > 0 && b2 > 0 {
        10
    } else if f2 > 0 {
        5
    } else if b2 > 0 {
        3
    } else {
        0
    }
}

/// The side to move's candidate points, best first by machine + human importance.
fn good_places(position: &Position, width: usize, weights: (i64, i64)) -> Vec<(i64, i64, Point)> {
    let me = position.side_to_move();
    let mut places: Vec<(i64, i64, Point)> = position
        .candidates()
        .filter(|&p| position.is_legal(p))
        .map(|p| {
            let own = rule_score(position.patterns(p, me));
            let theirs = rule_score(position.patterns(p, me.opponent()));
            (own * weights.0 + theirs * weights.1, own, p)
        })
        .collect();
    places.sort_by_key(|&(score, _, _)| Reverse(score));
    places.truncate(width);
    places
}

/// Static value for `machine`: the side to move's best point counts fully, the other side's
/// half (it must wait a move).
fn evaluate(position: &Position, machine: Color) -> i64 {
    let best = |color: Color| {
        position
            .candidates()
            .map(|p| rule_score(position.patterns(p, color)))
            .max()
            .unwrap_or(0)
    };
    let mover = position.side_to_move();
    let value = best(mover) - best(mover.opponent()) / 2;
    if mover == machine { value } else { -value }
}

fn search(
    position: &mut Position,
    machine: Color,
    depth: u32,
    mut alpha: i64,
    mut beta: i64,
) -> i64 {
    if depth == 0 {
        return evaluate(position, machine);
    }
    let places = good_places(position, NODE_WIDTH, (1, 1));
    if places.is_empty() {
        return 0;
    }
    let maximizing = position.side_to_move() == machine;
    let mut best = if maximizing { -WIN } else { WIN };
    for (_, own, point) in places {
        let value = if own >= 100_000 {
            // The mover completes five: the branch ends here.
            if maximizing { WIN - 1 } else { -WIN + 1 }
        } else {
            position.make(point);
            let value = search(position, machine, depth - 1, alpha, beta);
            position.undo();
            value
        };
        if maximizing {
            best = best.max(value);
            alpha = alpha.max(value);
        } else {
            best = best.min(value);
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    best
}

pub(super) fn choose(board: &Board, rule: Rule, style: Style, _rng: &mut StdRng) -> Option<Point> {
    if board.is_full() {
        return None;
    }
    let mut position = Position::new(board, rule);
    let machine = position.side_to_move();
    let roots = good_places(&position, ROOT_WIDTH, style.weights());
    let Some(&(_, _, first)) = roots.first() else {
        // Only forbidden points (or none) remain near the stones.
        return legal_points(board, rule).first().copied();
    };
    let depth = if roots.len() <= 5 { 4 } else { 3 };
    let mut best = (-WIN - 1, first);
    let mut alpha = -WIN - 1;
    for (_, own, point) in roots {
        if own >= 100_000 {
            return Some(point);
        }
        position.make(point);
        let value = search(&mut position, machine, depth - 1, alpha, WIN + 1);
        position.undo();
        if value > best.0 {
            best = (value, point);
            alpha = value;
        }
    }
    Some(best.1)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::notation::{format_point, parse_moves};
    use crate::point::BoardSize;

    fn pick(moves: &str, rule: Rule) -> String {
        let mut board = Board::new(BoardSize::STANDARD);
        for p in parse_moves(moves, BoardSize::STANDARD).unwrap() {
            board.play(p).unwrap();
        }
        let point = choose(&board, rule, Style::Balanced, &mut StdRng::seed_from_u64(0)).unwrap();
        format_point(point, BoardSize::STANDARD)
    }

    #[test]
    fn rules_are_checked_in_order() {
        use Pattern::*;
        assert_eq!(rule_score([F5, Dead, Dead, Dead]), 100_000);
        assert_eq!(rule_score([B4, F3, Dead, Dead]), 10_000);
        assert_eq!(rule_score([F3, F3, Dead, Dead]), 5_000);
        assert_eq!(rule_score([B4, B2, Dead, Dead]), 500);
        assert_eq!(rule_score([B2, Dead, Dead, Dead]), 3);
    }

    #[test]
    fn wins_blocks_and_stops_open_threes() {
        assert!(["g8", "l8"].contains(&pick("h8a1i8a3j8a5k8a7", Rule::Freestyle).as_str()));
        assert_eq!(pick("h8g8i8a3j8a5k8", Rule::Freestyle), "l8");
        // White to move against black's open three h8-j8: a block at an end.
        let answer = pick("h8a1i8a3j8", Rule::Freestyle);
        assert!(
            ["g8", "k8", "f8", "l8"].contains(&answer.as_str()),
            "{answer}"
        );
    }
}
