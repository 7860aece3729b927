//! What the rungs share: the points the side to move may play.

use crate::board::Board;
use crate::point::{Color, Point};
use crate::rules::Rule;

/// Empty points the side to move may play: under renju, black's forbidden points are left out
/// unless nothing else remains (then black has to play one and lose).
pub(super) fn legal_points(board: &Board, rule: Rule) -> Vec<Point> {
    let empty: Vec<Point> = board.empty_points().collect();
    if rule != Rule::Renju || board.side_to_move() != Color::Black {
        return empty;
    }
    let allowed: Vec<Point> = empty
        .iter()
        .copied()
        .filter(|&p| !board.is_forbidden(p))
        .collect();
    if allowed.is_empty() { empty } else { allowed }
}
