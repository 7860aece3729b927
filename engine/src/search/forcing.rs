//! What the rules force at a node before any search: a five to make, a loss no move prevents,
//! or the one move that stops the opponent's five. The interior search, the quiescence and the
//! root's move list all ask this first.

use crate::pattern::Combo;
use crate::point::Point;
use crate::position::Position;

use super::wincheck;

/// What the rules force at a node before any search.
pub(super) enum Forcing {
    /// The side to move wins; the winning move and the plies to the five.
    Win(Point, i32),
    /// The side to move loses in this many plies whatever it does.
    Loss(i32),
    /// Only this move avoids losing at once.
    Block(Point),
    /// Nothing forced.
    Free,
}

pub(super) fn forcing(position: &mut Position) -> Forcing {
    let me = position.side_to_move();
    let them = me.opponent();
    if let Some(five) = position.five_point(me) {
        return Forcing::Win(five, 1);
    }
    if position.has_five_point(them) {
        let (block, several) = {
            let mut fives = position.threat_points(them, |c| c == Combo::Five);
            (fives.next().expect("counted"), fives.next().is_some())
        };
        if several {
            return match position.spoiling_block(them) {
                Some(block) if position.is_legal(block) => Forcing::Block(block),
                _ => Forcing::Loss(2),
            };
        }
        if !position.is_legal(block) {
            return Forcing::Loss(2);
        }
        return Forcing::Block(block);
    }
    if let Some(flex) = position.flex_four_point(me) {
        return Forcing::Win(flex, 3);
    }
    if let Some(mate) = wincheck::mate_in_five(position) {
        return Forcing::Win(mate, 5);
    }
    Forcing::Free
}
