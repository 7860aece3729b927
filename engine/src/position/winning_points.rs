//! Threat queries on a [`Position`]: where a colour completes a five, and whether a five or a
//! flex four really wins (renju's forbidden points, caro's spoilable fives).

use super::{Position, WINDOW_MASK};
use crate::board::color_code;
use crate::pattern::{Combo, window_key};
use crate::point::{Color, Direction, Point};
use crate::rules::Rule;

impl Position {
    /// Up to two points on the lines through `point` (within four cells) where `color`
    /// completes a five, and how many there are (a point reached along two lines may count
    /// twice once two are found): after a four at `point`, its five points are all here.
    pub(crate) fn fives_near(&self, point: Point, color: Color) -> ([Option<Point>; 2], usize) {
        let mut found = [None; 2];
        let mut count = 0;
        for direction in Direction::ALL {
            let (word, shift) = self.board.line_bits(point, direction);
            for step in [-4i32, -3, -2, -1, 1, 2, 3, 4] {
                let q_shift = (shift as i32 + 2 * step) as u32;
                if (word >> q_shift) & 3 != 0 {
                    continue;
                }
                let Some(q) = point.step(direction, step) else {
                    continue;
                };
                if self.combo(q, color) == Combo::Five && !found.contains(&Some(q)) {
                    if count < 2 {
                        found[count] = Some(q);
                    }
                    count += 1;
                }
            }
        }
        (found, count)
    }

    /// The first point where `color` completes a five.
    pub fn five_point(&self, color: Color) -> Option<Point> {
        if !self.has_five_point(color) {
            return None;
        }
        self.threat_points(color, |c| c == Combo::Five).next()
    }

    /// Under caro an exact five blocked at both ends does not count, so the defender's stone
    /// next to one five point can spoil another, and two five points are not always a win.
    /// With the defender to move: a block among `color`'s five points that leaves `color` with
    /// none (never under other rules).
    pub(crate) fn spoiling_block(&mut self, color: Color) -> Option<Point> {
        if self.rule != Rule::Caro || self.side_to_move() == color {
            return None;
        }
        let fives: Vec<Point> = self.threat_points(color, |c| c == Combo::Five).collect();
        fives.into_iter().find(|&block| {
            self.make(block);
            let spoiled = !self.has_five_point(color);
            self.undo();
            spoiled
        })
    }

    /// Whether `color` playing `point` (its flex-four point, `color` to move) really wins next
    /// move: not forbidden, and under caro not spoilable by one block.
    pub(crate) fn flex_four_wins(&mut self, point: Point, color: Color) -> bool {
        if color == Color::Black && self.is_forbidden_for_black(point) {
            return false;
        }
        if self.rule != Rule::Caro {
            return true;
        }
        self.make(point);
        let spoiled = self.spoiling_block(color).is_some();
        self.undo();
        !spoiled
    }

    /// The legal flex-four point of `color` (an open four or double four next move) that
    /// really wins, if any.
    pub(crate) fn flex_four_point(&mut self, color: Color) -> Option<Point> {
        if self.combo_count(color, Combo::Flex4) == 0 {
            return None;
        }
        let points: Vec<Point> = self.threat_points(color, |c| c == Combo::Flex4).collect();
        points.into_iter().find(|&p| self.flex_four_wins(p, color))
    }

    /// `color`'s combo at the empty point `q` were `other` (empty, on one of `q`'s lines at
    /// most five cells away) to hold a stone of `stone`: only the pattern along the line
    /// through both changes, so one window is read instead of playing the stone.
    pub(crate) fn combo_with_stone(
        &self,
        q: Point,
        color: Color,
        other: Point,
        stone: Color,
    ) -> Combo {
        let dx = other.x() as i32 - q.x() as i32;
        let dy = other.y() as i32 - q.y() as i32;
        let (direction, step) = match (dx, dy) {
            (_, 0) => (Direction::Horizontal, dx),
            (0, _) => (Direction::Vertical, dy),
            _ if dx == dy => (Direction::Diagonal, dx),
            _ => (Direction::AntiDiagonal, dx),
        };
        debug_assert!(dx == 0 || dy == 0 || dx.abs() == dy.abs());
        debug_assert!((1..=5).contains(&step.abs()) && self.board.is_empty(other));
        let (word, shift) = self.board.line_bits(q, direction);
        let word = word | (color_code(stone) << (shift as i32 + 2 * step) as u32);
        let key = window_key((word >> (shift - 10)) & WINDOW_MASK);
        let pair = match self.pairs.layout_id() {
            0 => self.pairs.pair_in::<0>(key),
            1 => self.pairs.pair_in::<1>(key),
            _ => self.pairs.pair_in::<2>(key),
        };
        let pattern = if color == Color::Black {
            pair & 15
        } else {
            pair >> 4
        };
        let at = 4 * direction.index();
        let code = (self.codes[q.index()][color.index()] & !(15 << at)) | ((pattern as u16) << at);
        self.combo_table[code as usize]
    }
}
