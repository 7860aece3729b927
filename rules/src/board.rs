//! The board: stones, side to move, move stack, Zobrist hash and per-line bit keys.
//!
//! # Why this representation
//! The search built on top of this board asks, at every node and for every candidate point, "what
//! does the line through this point look like in each of the four directions?". So besides a plain
//! cell array (for `stone(p)`), the board keeps every line of the board (rows, columns and both
//! diagonals: 22 + 22 + 43 + 43 lines at most) as a `u64` with two bits per cell (`00` empty,
//! `01` black, `10` white, `11` wall). Cells off the board are walls, and every line has
//! [`LINE_PAD`] wall cells before its first cell, so the eleven cells centred on any point (±5) are
//! one shift and one mask away, with edges already encoded. Making or unmaking a move touches the
//! cell array, four line words (one OR/XOR each), the hash and the move stack: O(1) with no
//! branches on the board size. Pattern tables indexed by those windows (see `renju`) then replace
//! cell-by-cell scans.
//!
//! Cells are stored with a fixed stride of [`MAX_SIZE`], so one layout serves every board size and a
//! point's index never depends on the size.

use std::fmt;

use crate::point::{BoardSize, Color, Direction, MAX_SIZE, Point};
use crate::splitmix::SplitMix64;

const STRIDE: usize = MAX_SIZE as usize;
const CELLS: usize = STRIDE * STRIDE;
/// Lines per direction: diagonals need `2 * STRIDE - 1` slots; rows and columns use the first
/// `STRIDE`.
const LINES: usize = 2 * STRIDE - 1;
/// Wall cells stored before position 0 of every line, so a ±5 window never shifts below bit 0.
/// (The line words and their codes are public for the engine's pattern tables, which read them;
/// hidden from the docs: they are no part of the rules.)
#[doc(hidden)]
pub const LINE_PAD: u32 = 5;

/// Two-bit cell codes used in line keys.
#[doc(hidden)]
pub const CODE_BLACK: u64 = 0b01;
#[doc(hidden)]
pub const CODE_WHITE: u64 = 0b10;
#[doc(hidden)]
pub const CODE_WALL: u64 = 0b11;

#[doc(hidden)]
pub const fn color_code(color: Color) -> u64 {
    match color {
        Color::Black => CODE_BLACK,
        Color::White => CODE_WHITE,
    }
}

/// Zobrist keys, generated at compile time with splitmix64 so hashes are identical across builds
/// and platforms (tests and future opening books can rely on them).
const fn zobrist_table() -> [[u64; CELLS]; 2] {
    let mut table = [[0u64; CELLS]; 2];
    let mut rng = SplitMix64(0x9E37_79B9_7F4A_7C15);
    let mut color = 0;
    while color < 2 {
        let mut i = 0;
        while i < CELLS {
            let (key, after) = rng.step();
            table[color][i] = key;
            rng = after;
            i += 1;
        }
        color += 1;
    }
    table
}

static ZOBRIST: [[u64; CELLS]; 2] = zobrist_table();
/// Hashed in while white is to move.
const ZOBRIST_WHITE_TO_MOVE: u64 = 0xD1B5_4A32_D192_ED03;

/// Why a stone could not be placed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    OffBoard(Point),
    Occupied(Point),
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::OffBoard(p) => write!(f, "({}, {}) is off the board", p.x(), p.y()),
            PlaceError::Occupied(p) => write!(f, "({}, {}) is already occupied", p.x(), p.y()),
        }
    }
}

impl std::error::Error for PlaceError {}

/// One entry of the move stack: enough to undo exactly.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Placement {
    point: Point,
    side_before: Color,
}

/// A square board with stones, the side to move and an undo stack. See the module docs for the
/// layout.
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    cells: [Option<Color>; CELLS],
    /// `lines[direction][line]`: two bits per cell, see the module docs.
    lines: [[u64; LINES]; 4],
    hash: u64,
    side_to_move: Color,
    history: Vec<Placement>,
}

impl Board {
    /// An empty board; black to move.
    pub fn new(size: BoardSize) -> Self {
        let mut board = Board {
            size,
            cells: [None; CELLS],
            lines: [[u64::MAX; LINES]; 4],
            hash: 0,
            side_to_move: Color::Black,
            history: Vec::with_capacity(size.area()),
        };
        for point in size.points() {
            for direction in Direction::ALL {
                let (line, shift) = line_slot(point, direction);
                board.lines[direction.index()][line] &= !(CODE_WALL << shift);
            }
        }
        board
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone on `point`, `None` if empty or off the board.
    #[inline]
    pub fn stone(&self, point: Point) -> Option<Color> {
        self.cells[point.index()]
    }

    /// Whether `point` is on the board and empty.
    #[inline]
    pub fn is_empty(&self, point: Point) -> bool {
        self.size.contains(point) && self.cells[point.index()].is_none()
    }

    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// Number of stones on the board.
    pub fn stone_count(&self) -> usize {
        self.history.len()
    }

    /// True when no empty point is left.
    pub fn is_full(&self) -> bool {
        self.history.len() == self.size.area()
    }

    /// Zobrist hash of stones and side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash after the side to move plays `point` (which must be empty), without playing it:
    /// lets the search fetch the child's table entry while the move is being made.
    #[inline]
    pub fn hash_after(&self, point: Point) -> u64 {
        self.hash ^ ZOBRIST[self.side_to_move.index()][point.index()] ^ ZOBRIST_WHITE_TO_MOVE
    }

    /// The most recently placed stone.
    pub fn last_move(&self) -> Option<Point> {
        self.history.last().map(|placement| placement.point)
    }

    /// Placed stones in placement order.
    pub fn stones_in_order(&self) -> impl DoubleEndedIterator<Item = Point> + '_ {
        self.history.iter().map(|placement| placement.point)
    }

    /// Every empty point, row by row.
    pub fn empty_points(&self) -> impl Iterator<Item = Point> + '_ {
        self.size
            .points()
            .filter(|&p| self.cells[p.index()].is_none())
    }

    /// Places a stone of the side to move, then passes the turn.
    pub fn play(&mut self, point: Point) -> Result<(), PlaceError> {
        self.place(point, self.side_to_move)
    }

    /// Places a stone of `color` (for setting up positions); afterwards the other colour is to
    /// move.
    pub fn place(&mut self, point: Point, color: Color) -> Result<(), PlaceError> {
        if !self.size.contains(point) {
            return Err(PlaceError::OffBoard(point));
        }
        if self.cells[point.index()].is_some() {
            return Err(PlaceError::Occupied(point));
        }
        self.place_unchecked(point, color);
        Ok(())
    }

    /// The search's fast path: the caller guarantees `point` is an empty point of this board
    /// (checked in debug builds only).
    #[inline]
    pub fn make_move(&mut self, point: Point) {
        self.place_unchecked(point, self.side_to_move);
    }

    #[inline]
    fn place_unchecked(&mut self, point: Point, color: Color) {
        debug_assert!(
            self.is_empty(point),
            "make_move on a taken or off-board point"
        );
        let index = point.index();
        self.cells[index] = Some(color);
        let code = color_code(color);
        for direction in Direction::ALL {
            let (line, shift) = line_slot(point, direction);
            self.lines[direction.index()][line] |= code << shift;
        }
        self.hash ^= ZOBRIST[color.index()][index];
        self.history.push(Placement {
            point,
            side_before: self.side_to_move,
        });
        self.set_side(color.opponent());
    }

    /// Takes back the last stone and restores the side to move; `None` on an empty board.
    #[inline]
    pub fn undo(&mut self) -> Option<Point> {
        let Placement { point, side_before } = self.history.pop()?;
        let index = point.index();
        let color = self.cells[index].take().expect("history points at a stone");
        for direction in Direction::ALL {
            let (line, shift) = line_slot(point, direction);
            self.lines[direction.index()][line] &= !(CODE_WALL << shift);
        }
        self.hash ^= ZOBRIST[color.index()][index];
        self.set_side(side_before);
        Some(point)
    }

    /// Hands the move to the other side without placing a stone (for setting up positions).
    pub fn set_side_to_move(&mut self, color: Color) {
        self.set_side(color);
    }

    fn set_side(&mut self, color: Color) {
        if color != self.side_to_move {
            self.hash ^= ZOBRIST_WHITE_TO_MOVE;
            self.side_to_move = color;
        }
    }

    /// The `2 * radius + 1` cells centred on `point` along `direction`, two bits each, lowest bits
    /// = the cell `radius` steps in the negative direction. Off-board cells read as walls.
    /// `radius` is at most 5.
    #[doc(hidden)]
    #[inline]
    pub fn window(&self, point: Point, direction: Direction, radius: u32) -> u64 {
        debug_assert!(radius <= LINE_PAD);
        let (line, shift) = line_slot(point, direction);
        let bits = 2 * (2 * radius + 1);
        (self.lines[direction.index()][line] >> (shift - 2 * radius)) & ((1u64 << bits) - 1)
    }

    /// The whole line word through `point` in `direction` and the bit shift of `point`'s cell in
    /// it, so callers can read the windows of several points on one line with shifts alone.
    #[doc(hidden)]
    #[inline]
    pub fn line_bits(&self, point: Point, direction: Direction) -> (u64, u32) {
        let (line, shift) = line_slot(point, direction);
        (self.lines[direction.index()][line], shift)
    }

    /// Length of the unbroken run of `color` through `point` along `direction` (counting `point`
    /// itself as `color`), and the run's first point (the end in the negative direction).
    pub fn run_through(&self, point: Point, direction: Direction, color: Color) -> (u8, Point) {
        let mut start = point;
        let mut length = 1;
        while let Some(p) = start
            .step(direction, -1)
            .filter(|&p| self.stone(p) == Some(color))
        {
            start = p;
            length += 1;
        }
        let mut end = point;
        while let Some(p) = end
            .step(direction, 1)
            .filter(|&p| self.stone(p) == Some(color))
        {
            end = p;
            length += 1;
        }
        (length, start)
    }
}

/// Which line word holds `point` in `direction`, and the bit shift of its cell there.
#[inline]
const fn line_slot(point: Point, direction: Direction) -> (usize, u32) {
    let x = point.x() as usize;
    let y = point.y() as usize;
    let (line, position) = match direction {
        Direction::Horizontal => (y, x),
        Direction::Vertical => (x, y),
        Direction::Diagonal => (x + STRIDE - 1 - y, x),
        Direction::AntiDiagonal => (x + y, x),
    };
    (line, 2 * (position as u32 + LINE_PAD))
}

impl PartialEq for Board {
    /// Same size, stones, side to move and move order.
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
            && self.side_to_move == other.side_to_move
            && self.history == other.history
            && self.cells == other.cells
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {} ({} to move)", self.size, self.side_to_move)?;
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Board {
    /// The board as a diagram: `X` black, `O` white, `.` empty, one row per line from the top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size.get();
        for y in 0..n {
            for x in 0..n {
                if x > 0 {
                    f.write_str(" ")?;
                }
                f.write_str(match self.stone(Point::new(x, y)) {
                    Some(Color::Black) => "X",
                    Some(Color::White) => "O",
                    None => ".",
                })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell_code(board: &Board, point: Point, dx: i32, dy: i32) -> u64 {
        let x = point.x() as i32 + dx;
        let y = point.y() as i32 + dy;
        let n = board.size().get() as i32;
        if x < 0 || y < 0 || x >= n || y >= n {
            return CODE_WALL;
        }
        match board.stone(Point::new(x as u8, y as u8)) {
            None => 0b00,
            Some(color) => color_code(color),
        }
    }

    #[test]
    fn windows_match_cells_including_walls() {
        let mut board = Board::new(BoardSize::new(9).unwrap());
        for (x, y) in [(0, 0), (1, 1), (4, 4), (8, 0), (3, 5), (8, 8)] {
            board.play(Point::new(x, y)).unwrap();
        }
        for point in board.size().points() {
            for direction in Direction::ALL {
                let window = board.window(point, direction, 5);
                let (dx, dy) = direction.delta();
                for k in -5i32..=5 {
                    let expected = cell_code(&board, point, dx * k, dy * k);
                    let got = (window >> (2 * (k + 5))) & 0b11;
                    assert_eq!(got, expected, "{point:?} {direction:?} offset {k}");
                }
            }
        }
    }

    #[test]
    fn undo_restores_everything() {
        let mut board = Board::new(BoardSize::STANDARD);
        let empty = board.clone();
        board.play(Point::new(7, 7)).unwrap();
        board.place(Point::new(8, 8), Color::Black).unwrap();
        assert_eq!(board.side_to_move(), Color::White);
        assert_eq!(
            board.play(Point::new(7, 7)),
            Err(PlaceError::Occupied(Point::new(7, 7)))
        );
        assert_eq!(
            board.play(Point::new(15, 0)),
            Err(PlaceError::OffBoard(Point::new(15, 0)))
        );
        board.undo();
        board.undo();
        assert_eq!(board.undo(), None);
        assert_eq!(board, empty);
        assert_eq!(board.hash(), empty.hash());
        assert_eq!(board.lines, empty.lines);
    }

    #[test]
    fn runs_are_measured_both_ways() {
        let mut board = Board::new(BoardSize::STANDARD);
        for x in 3..7 {
            board.place(Point::new(x, 2), Color::Black).unwrap();
        }
        let (length, start) =
            board.run_through(Point::new(7, 2), Direction::Horizontal, Color::Black);
        assert_eq!((length, start), (5, Point::new(3, 2)));
    }
}
