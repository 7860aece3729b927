//! The seeds' own move pickers, kept as the lowest rungs of the difficulty ladder. Each is a
//! faithful implementation of the algorithm its seed document describes (see
//! `../shared/notes/seeds.md`), adapted only where the rules demand it: they never pick a point
//! that is forbidden for black under renju.

use rand::rngs::StdRng;

use crate::ai::Style;
use crate::board::Board;
use crate::point::Point;
use crate::rules::Rule;

mod seed001;
mod seed002;
mod seed003;

/// Beginner: seed 003's two weight arrays, greedy.
pub(crate) fn beginner_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    seed003::choose(board, rule, style, rng)
}

/// Easy: seed 001's per-direction counts scored with its F/L tables, greedy.
pub(crate) fn easy_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    seed001::choose(board, rule, style, rng)
}

/// Medium: seed 002's rule scores with alpha-beta over the few best candidates.
pub(crate) fn medium_move(
    board: &Board,
    rule: Rule,
    style: Style,
    rng: &mut StdRng,
) -> Option<Point> {
    seed002::choose(board, rule, style, rng)
}

/// Empty points the side to move may play: under renju, black's forbidden points are left out
/// unless nothing else remains (then black has to play one and lose).
fn legal_points(board: &Board, rule: Rule) -> Vec<Point> {
    let empty: Vec<Point> = board.empty_points().collect();
    if rule != Rule::Renju || board.side_to_move() != crate::point::Color::Black {
        return empty;
    }
    let allowed: Vec<Point> = empty
        .iter()
        .copied()
        .filter(|&p| !board.is_forbidden(p))
        .collect();
    if allowed.is_empty() { empty } else { allowed }
}
