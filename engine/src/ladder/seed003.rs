use rand::rngs::StdRng;

use crate::ai::Style;
use crate::board::Board;
use crate::point::Point;
use crate::rules::Rule;

pub(super) fn choose(board: &Board, rule: Rule, style: Style, rng: &mut StdRng) -> Option<Point> {
    let _ = (board, rule, style, rng);
    todo!()
}
