//! Wins spotted without search: a four-three or a double three for the side to move is a mate in
//! five plies when the opponent cannot make a four, and an opponent's such point leaves only the
//! moves that spoil it. Seeing these at every node (leaves included) lets the main search cut four
//! plies of obvious play, which is where threat sequences used to slip past it.

use crate::pattern::Combo;
use crate::point::{Color, Direction, Point};
use crate::position::Position;
use crate::rules::Rule;

/// Combos that make a four (a forcing move the opponent must answer).
const FOURS: [Combo; 4] = [
    Combo::Block4,
    Combo::Block4Plus,
    Combo::Block4Flex3,
    Combo::Flex4,
];

/// Whether `color` has any point where it makes a four (or a five).
pub(super) fn can_make_four(position: &Position, color: Color) -> bool {
    position.has_five_point(color) || FOURS.iter().any(|&c| position.combo_count(color, c) > 0)
}

fn has_mate_shape(position: &Position, color: Color) -> bool {
    position.combo_count(color, Combo::Block4Flex3) > 0
        || position.combo_count(color, Combo::Flex3x2) > 0
}

/// Whether `color`'s four-three or double three at a point wins by itself under `rule`, from
/// the patterns alone: the forced reply lies on another line, so the three survives it. Not
/// so for renju's black (forbidden and fake threes need the board) or caro (a blocked five).
fn shape_is_exact(rule: Rule, color: Color, combo: Combo) -> bool {
    match (rule, combo) {
        (Rule::Caro, _) => false,
        (Rule::Renju, _) if color == Color::Black => false,
        (_, Combo::Block4Flex3 | Combo::Flex3x2) => true,
        _ => false,
    }
}

/// A mate in five plies for the side to move by a four-three or double three, when the
/// opponent has no five point and cannot make a four. Renju black's four-three and caro's are
/// played out to check that the open four really follows; black's double three is forbidden.
pub(super) fn mate_in_five(position: &mut Position) -> Option<Point> {
    let me = position.side_to_move();
    let them = me.opponent();
    if !has_mate_shape(position, me) || can_make_four(position, them) {
        return None;
    }
    let rule = position.rule();
    let shapes: Vec<(Point, Combo)> = position
        .threat_points(me, |c| c == Combo::Block4Flex3 || c == Combo::Flex3x2)
        .map(|p| (p, position.combo(p, me)))
        .collect();
    // Exact shapes first: they need no playing out.
    if let Some(&(point, _)) = shapes
        .iter()
        .find(|&&(_, combo)| shape_is_exact(rule, me, combo))
    {
        return Some(point);
    }
    shapes
        .into_iter()
        .filter(|&(_, combo)| combo == Combo::Block4Flex3)
        .map(|(point, _)| point)
        .find(|&point| four_three_plays_out(position, point))
}

/// Plays `me`'s four-three at `point` and the forced block, then checks for a winning open four.
fn four_three_plays_out(position: &mut Position, point: Point) -> bool {
    let me = position.side_to_move();
    if !position.is_legal(point) {
        return false;
    }
    position.make(point);
    let fives: Vec<Point> = position
        .threat_points(me, |c| c == Combo::Five)
        .take(2)
        .collect();
    let wins = match fives.as_slice() {
        [block] if position.is_legal(*block) => {
            position.make(*block);
            let them = me.opponent();
            let wins = !position.has_five_point(them) && flex_four_point(position, me).is_some();
            position.undo();
            wins
        }
        // A forbidden block, or two fives (caro's double five may be spoiled; the main search
        // handles it): leave it to the search unless the block is simply forbidden.
        [_] => true,
        _ => false,
    };
    position.undo();
    wins
}

/// The legal flex-four point of `color` (an open four or double four next move), if any.
pub(super) fn flex_four_point(position: &mut Position, color: Color) -> Option<Point> {
    if position.combo_count(color, Combo::Flex4) == 0 {
        return None;
    }
    let points: Vec<Point> = position
        .threat_points(color, |c| c == Combo::Flex4)
        .collect();
    points
        .into_iter()
        .find(|&p| position.flex_four_wins(p, color))
}

/// With the side to move unable to make a four, and the opponent holding a four-three or double
/// three that wins by itself (see [`shape_is_exact`]): the moves after which the opponent has no
/// mate in five, best candidates first as given by `order`. `None` when there is no such threat
/// (or it cannot be judged without playing it), so the caller searches as usual; an empty list
/// never comes back (if nothing spoils the threat, the caller's usual moves lose just the same).
pub(super) fn defences_against_mate(
    position: &mut Position,
    order: impl Fn(&Position, Point) -> i32,
) -> Option<Vec<Point>> {
    let me = position.side_to_move();
    let them = me.opponent();
    if !has_mate_shape(position, them) || can_make_four(position, me) {
        return None;
    }
    let rule = position.rule();
    let threats: Vec<Point> = position
        .threat_points(them, |c| shape_is_exact(rule, them, c))
        .take(4)
        .collect();
    if threats.is_empty() {
        return None;
    }
    let size = position.board().size();
    let mut candidates: Vec<Point> = Vec::with_capacity(32 * threats.len());
    for &threat in &threats {
        candidates.push(threat);
        for direction in Direction::ALL {
            for step in [-4i32, -3, -2, -1, 1, 2, 3, 4] {
                if let Some(p) = threat.step(direction, step)
                    && size.contains(p)
                    && position.board().is_empty(p)
                    && !candidates.contains(&p)
                {
                    candidates.push(p);
                }
            }
        }
    }
    let mut defences: Vec<(i32, Point)> = Vec::new();
    for point in candidates {
        if !position.is_legal(point) {
            continue;
        }
        position.make(point);
        let spoiled = flex_four_point(position, them).is_none() && mate_in_five(position).is_none();
        position.undo();
        if spoiled {
            defences.push((order(position, point), point));
        }
    }
    if defences.is_empty() {
        return None;
    }
    defences.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    Some(defences.into_iter().map(|(_, p)| p).collect())
}
