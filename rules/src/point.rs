//! Typed coordinates: board sizes, points, stone colours and line directions.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Smallest supported board edge.
pub const MIN_SIZE: u8 = 5;
/// Largest supported board edge (Gomocup allows up to 22).
pub const MAX_SIZE: u8 = 22;

/// The edge length of a square board, always within `MIN_SIZE..=MAX_SIZE`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct BoardSize(u8);

/// A board size outside `MIN_SIZE..=MAX_SIZE`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SizeError(pub u32);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {} is not supported (sizes {MIN_SIZE}..={MAX_SIZE} are)",
            self.0
        )
    }
}

impl std::error::Error for SizeError {}

impl BoardSize {
    /// The 15x15 board of gomoku and renju.
    pub const STANDARD: BoardSize = BoardSize(15);
    /// The 20x20 board of Gomocup freestyle.
    pub const GOMOCUP: BoardSize = BoardSize(20);

    /// A validated size.
    pub fn new(edge: u32) -> Result<Self, SizeError> {
        if (MIN_SIZE as u32..=MAX_SIZE as u32).contains(&edge) {
            Ok(BoardSize(edge as u8))
        } else {
            Err(SizeError(edge))
        }
    }

    /// The edge length.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Number of intersections.
    pub const fn area(self) -> usize {
        self.0 as usize * self.0 as usize
    }

    /// Whether `point` lies on this board.
    pub const fn contains(self, point: Point) -> bool {
        point.x < self.0 && point.y < self.0
    }

    /// The centre point (`h8` on 15x15; for even sizes the lower-right of the four central points).
    pub const fn center(self) -> Point {
        Point::new(self.0 / 2, self.0 / 2)
    }

    /// Every point of the board, row by row from the top-left.
    pub fn points(self) -> impl Iterator<Item = Point> {
        let n = self.0;
        (0..n).flat_map(move |y| (0..n).map(move |x| Point::new(x, y)))
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize::STANDARD
    }
}

impl TryFrom<u32> for BoardSize {
    type Error = SizeError;
    fn try_from(edge: u32) -> Result<Self, SizeError> {
        BoardSize::new(edge)
    }
}

impl From<BoardSize> for u32 {
    fn from(size: BoardSize) -> u32 {
        size.0 as u32
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.0, self.0)
    }
}

/// An intersection: `x` is the column from the left, `y` the row from the top (both 0-based, as in
/// the Gomocup protocol). Whether it is on a given board is [`BoardSize::contains`]'s business;
/// `Point` itself only guarantees both coordinates are below [`MAX_SIZE`].
///
/// Serialised as a two-element array `[x, y]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "[u8; 2]", into = "[u8; 2]")]
pub struct Point {
    x: u8,
    y: u8,
}

/// Coordinates beyond the largest board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PointError {
    pub x: i64,
    pub y: i64,
}

impl fmt::Display for PointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "point ({}, {}) is outside every board (coordinates run 0..{MAX_SIZE})",
            self.x, self.y
        )
    }
}

impl std::error::Error for PointError {}

impl Point {
    /// A point from 0-based coordinates known to be below [`MAX_SIZE`]; anything else is a bug in
    /// the caller and panics. Use [`Point::try_new`] for untrusted input.
    pub const fn new(x: u8, y: u8) -> Self {
        assert!(
            x < MAX_SIZE && y < MAX_SIZE,
            "point beyond the largest board"
        );
        Point { x, y }
    }

    /// A point from untrusted coordinates.
    pub fn try_new(x: i64, y: i64) -> Result<Self, PointError> {
        if (0..MAX_SIZE as i64).contains(&x) && (0..MAX_SIZE as i64).contains(&y) {
            Ok(Point {
                x: x as u8,
                y: y as u8,
            })
        } else {
            Err(PointError { x, y })
        }
    }

    /// Column from the left, 0-based.
    pub const fn x(self) -> u8 {
        self.x
    }

    /// Row from the top, 0-based.
    pub const fn y(self) -> u8 {
        self.y
    }

    /// The point `steps` away along `direction`, if it is still within the largest board.
    pub fn step(self, direction: Direction, steps: i32) -> Option<Point> {
        let (dx, dy) = direction.delta();
        let x = self.x as i32 + dx * steps;
        let y = self.y as i32 + dy * steps;
        Point::try_new(x as i64, y as i64).ok()
    }

    /// Chebyshev distance (king moves), the usual "near a stone" measure.
    pub fn distance(self, other: Point) -> u8 {
        self.x.abs_diff(other.x).max(self.y.abs_diff(other.y))
    }

    /// Index into `MAX_SIZE`-strided cell arrays.
    pub const fn index(self) -> usize {
        self.y as usize * MAX_SIZE as usize + self.x as usize
    }
}

impl TryFrom<[u8; 2]> for Point {
    type Error = PointError;
    fn try_from([x, y]: [u8; 2]) -> Result<Self, PointError> {
        Point::try_new(x.into(), y.into())
    }
}

impl From<Point> for [u8; 2] {
    fn from(point: Point) -> [u8; 2] {
        [point.x, point.y]
    }
}

/// Stone colour; black moves first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    /// The other colour.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for black, 1 for white: for per-colour arrays.
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// One of the four line directions through a point. Each is a step `(dx, dy)` with `y` growing
/// downwards; the opposite direction is the negative step.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Along a row, left to right.
    Horizontal,
    /// Along a column, top to bottom.
    Vertical,
    /// Top-left to bottom-right.
    Diagonal,
    /// Bottom-left to top-right.
    AntiDiagonal,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// The unit step `(dx, dy)` of this direction.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::Horizontal => (1, 0),
            Direction::Vertical => (0, 1),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }

    /// 0..4, for per-direction arrays.
    pub const fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_validated() {
        assert!(BoardSize::new(4).is_err());
        assert!(BoardSize::new(23).is_err());
        assert_eq!(BoardSize::new(5).unwrap().get(), 5);
        assert_eq!(BoardSize::new(22).unwrap().area(), 484);
        assert_eq!(BoardSize::STANDARD.center(), Point::new(7, 7));
        assert_eq!(BoardSize::STANDARD.points().count(), 225);
    }

    #[test]
    fn points_step_and_serialise() {
        let p = Point::new(3, 4);
        assert_eq!(p.step(Direction::AntiDiagonal, 2), Some(Point::new(5, 2)));
        assert_eq!(p.step(Direction::Horizontal, -4), None);
        assert_eq!(serde_json::to_string(&p).unwrap(), "[3,4]");
        assert!(serde_json::from_str::<Point>("[30,1]").is_err());
        assert!(serde_json::from_str::<BoardSize>("99").is_err());
        assert_eq!(p.distance(Point::new(6, 2)), 3);
    }
}
