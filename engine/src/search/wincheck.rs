//! Wins spotted without search: a four-three or a double three for the side to move is a mate in
//! five plies when the opponent cannot make a four. Seeing these at every node (leaves and the
//! quiescence included) lets the search cut four plies of obvious play, which is where threat
//! sequences used to slip past it.

use crate::pattern::Combo;
use crate::point::{Color, Point};
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
            let wins = !position.has_five_point(them) && position.flex_four_point(me).is_some();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::games::{solver_proves_win, visit_random_games};

    /// Every mate the pattern check claims is confirmed by the threat solver, which plays the
    /// moves out (its defender tries every block and its own fours).
    #[test]
    fn claimed_mates_are_real_wins() {
        let mut claims = 0;
        let mut seed = 0x9E37_79B9_7F4A_7C15;
        for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
            visit_random_games(rule, 150, 60, seed, |position| {
                if position.has_five_point(Color::Black) || position.has_five_point(Color::White) {
                    return false;
                }
                if let Some(mate) = mate_in_five(position) {
                    claims += 1;
                    assert!(
                        solver_proves_win(position, 9),
                        "{rule:?}: claimed mate at {mate:?} not confirmed in {:?}",
                        position.board().stones_in_order().collect::<Vec<_>>()
                    );
                }
                true
            });
            seed = seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1;
        }
        assert!(
            claims > 50,
            "only {claims} mates claimed: the test sees too few"
        );
    }
}
