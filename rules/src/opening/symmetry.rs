//! The eight symmetries of a square board about its centre (four rotations, each with or
//! without a mirror). Renju's canonical openings are named up to them, and two fifth-move
//! offers that one of them maps onto each other, leaving the stones in place, are one offer.

use crate::board::Board;
use crate::point::{BoardSize, Point};

/// One of the square's eight symmetries.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    /// Quarter turns, clockwise on the screen.
    turns: u8,
    /// Mirrored left to right before turning.
    mirrored: bool,
}

impl Symmetry {
    pub const IDENTITY: Symmetry = Symmetry {
        turns: 0,
        mirrored: false,
    };

    /// All eight, the identity first.
    pub const ALL: [Symmetry; 8] = {
        let mut all = [Symmetry::IDENTITY; 8];
        let mut i = 0;
        while i < 8 {
            all[i] = Symmetry {
                turns: (i % 4) as u8,
                mirrored: i >= 4,
            };
            i += 1;
        }
        all
    };

    /// Where `point` goes on a board of `size`.
    pub fn apply(self, point: Point, size: BoardSize) -> Point {
        let last = size.get() - 1;
        let (mut x, mut y) = (point.x(), point.y());
        if self.mirrored {
            x = last - x;
        }
        for _ in 0..self.turns {
            (x, y) = (last - y, x);
        }
        Point::new(x, y)
    }

    /// Whether this symmetry leaves every stone of `board` where a stone of its colour is.
    pub fn keeps(self, board: &Board) -> bool {
        let size = board.size();
        board
            .stones_in_order()
            .all(|point| board.stone(self.apply(point, size)) == board.stone(point))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eight_are_distinct_and_fix_the_centre() {
        let size = BoardSize::STANDARD;
        let probe = Point::new(9, 4);
        let images: std::collections::HashSet<Point> =
            Symmetry::ALL.iter().map(|s| s.apply(probe, size)).collect();
        assert_eq!(images.len(), 8);
        for s in Symmetry::ALL {
            assert_eq!(s.apply(size.center(), size), size.center());
            for point in size.points() {
                assert!(size.contains(s.apply(point, size)));
            }
        }
        assert_eq!(Symmetry::IDENTITY.apply(probe, size), probe);
    }
}
