//! Renju forbidden moves for black (RIF rules): double-three, double-four and overline, with the
//! recursive definition of a three.
//!
//! # How
//! Everything a black stone does along one line is decided by the eleven cells centred on it (±5):
//! a five or overline through it, the fours it makes (a four = one more stone gives *exactly* five
//! including it; `XXX.X.XXX` and `XX.XX.XX` hold two on one line, an open four `.XXXX.` one), and
//! the points that would turn it into a straight four (its "three" candidates). Those answers are
//! precomputed for all 3^10 neighbourhoods (empty / black / blocked, where blocked = white or
//! edge) in [`LINE_TABLE`], so a check costs four window reads and four lookups.
//!
//! Only a three needs the whole board: it is real only if some candidate point is itself not
//! forbidden for black once the stone is placed (RIF 9.3), and that question recurses. Instead of
//! mutating the board, the recursion carries a short list of hypothetical black stones that are
//! OR-ed into the windows, so the check works on `&Board`.

use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::board::{Board, CODE_BLACK};
use crate::point::{Color, Direction, Point};

/// Why a black move is forbidden under renju.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ForbiddenKind {
    /// Two or more real threes at once.
    DoubleThree,
    /// Two or more fours at once (possibly on one line).
    DoubleFour,
    /// Six or more in a row.
    Overline,
}

impl fmt::Display for ForbiddenKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ForbiddenKind::DoubleThree => "double three",
            ForbiddenKind::DoubleFour => "double four",
            ForbiddenKind::Overline => "overline",
        })
    }
}

/// Cell states in the line table's base-3 index.
const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const BLOCKED: u8 = 2;

/// Window cells: index 5 is the stone itself, 0..=4 the five cells before it, 6..=10 after.
const CENTER: usize = 5;
const WINDOW: usize = 11;

/// What a black stone makes along one line, packed in a `u16`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct LineShape(u16);

impl LineShape {
    const FIVE: u16 = 1;
    const OVERLINE: u16 = 1 << 1;
    const FOURS_SHIFT: u16 = 2;
    const THREE_SHIFT: u16 = 4;

    fn is_five(self) -> bool {
        self.0 & Self::FIVE != 0
    }

    fn is_overline(self) -> bool {
        self.0 & Self::OVERLINE != 0
    }

    /// Distinct fours through the stone on this line (0..=2).
    fn fours(self) -> u16 {
        (self.0 >> Self::FOURS_SHIFT) & 0b11
    }

    /// Bit `k` set: a black stone at offset `k - 4` (never 0) makes a straight four with this
    /// stone. Empty when the line already holds a four.
    fn three_candidates(self) -> u16 {
        self.0 >> Self::THREE_SHIFT
    }
}

/// Base-3 value (cells weighted 1, 3, 9, 27, 81) of five two-bit cell codes.
static HALF_TO_BASE3: [u16; 1024] = {
    let mut table = [0u16; 1024];
    let mut bits = 0;
    while bits < 1024 {
        let mut value = 0u16;
        let mut weight = 1u16;
        let mut cell = 0;
        while cell < 5 {
            let code = (bits >> (2 * cell)) & 0b11;
            let state = if code >= 2 { BLOCKED } else { code as u8 };
            value += state as u16 * weight;
            weight *= 3;
            cell += 1;
        }
        table[bits] = value;
        bits += 1;
    }
    table
};

/// [`LineShape`] for every neighbourhood; index = base-3 of cells 0..=4 + 243 × base-3 of 6..=10.
static LINE_TABLE: LazyLock<Box<[LineShape]>> = LazyLock::new(|| {
    (0..243 * 243)
        .map(|index| shape_of(&decode(index)))
        .collect()
});

fn decode(mut index: usize) -> [u8; WINDOW] {
    let mut cells = [EMPTY; WINDOW];
    for (i, cell) in cells.iter_mut().enumerate() {
        if i == CENTER {
            *cell = BLACK;
            continue;
        }
        *cell = (index % 3) as u8;
        index /= 3;
    }
    cells
}

/// Inclusive bounds of the black run through `at`.
fn run(cells: &[u8; WINDOW], at: usize) -> (usize, usize) {
    let mut low = at;
    while low > 0 && cells[low - 1] == BLACK {
        low -= 1;
    }
    let mut high = at;
    while high + 1 < WINDOW && cells[high + 1] == BLACK {
        high += 1;
    }
    (low, high)
}

fn shape_of(cells: &[u8; WINDOW]) -> LineShape {
    let (low, high) = run(cells, CENTER);
    match high - low + 1 {
        5 => return LineShape(LineShape::FIVE),
        6.. => return LineShape(LineShape::OVERLINE),
        _ => {}
    }
    // Fours: empty points within ±4 that complete an exact five through the centre. Two
    // completions of the same four stones (an open four) are one four.
    let mut four_stone_sets: Vec<u16> = Vec::new();
    let mut scratch = *cells;
    for q in 1..WINDOW - 1 {
        if scratch[q] != EMPTY {
            continue;
        }
        scratch[q] = BLACK;
        let (low, high) = run(&scratch, q);
        if high - low + 1 == 5 && (low..=high).contains(&CENTER) {
            let stones = (low..=high)
                .filter(|&i| i != q)
                .fold(0u16, |m, i| m | 1 << i);
            if !four_stone_sets.contains(&stones) {
                four_stone_sets.push(stones);
            }
        }
        scratch[q] = EMPTY;
    }
    let fours = four_stone_sets.len().min(2) as u16;
    if fours > 0 {
        return LineShape(fours << LineShape::FOURS_SHIFT);
    }
    // Three candidates: one more stone gives `.XXXX.` through the centre, each end completing an
    // exact five (so the cell beyond each end must not be black).
    let mut candidates = 0u16;
    for q in 1..WINDOW - 1 {
        if scratch[q] != EMPTY {
            continue;
        }
        scratch[q] = BLACK;
        let (low, high) = run(&scratch, CENTER);
        // A run of four through the centre spans 2..=8, so low - 2 and high + 2 stay in the window.
        let straight = high - low + 1 == 4
            && (low..=high).contains(&q)
            && scratch[low - 1] == EMPTY
            && scratch[high + 1] == EMPTY
            && scratch[low - 2] != BLACK
            && scratch[high + 2] != BLACK;
        if straight {
            candidates |= 1 << (q - 1);
        }
        scratch[q] = EMPTY;
    }
    LineShape(candidates << LineShape::THREE_SHIFT)
}

/// Black cells in a window of two-bit codes (`01`; walls are `11`).
fn black_cells(window: u64) -> u32 {
    (window & !(window >> 1) & 0x5555_5555_5555_5555).count_ones()
}

/// What a black stone makes along a line, from its ±5 window (the centre cell is ignored).
fn shape_of_window(window: u64) -> LineShape {
    let low = HALF_TO_BASE3[(window & 0x3FF) as usize] as usize;
    let high = HALF_TO_BASE3[((window >> 12) & 0x3FF) as usize] as usize;
    LINE_TABLE[low + 243 * high]
}

/// Signed step count from `from` to `to` along `direction`, if both are on one such line.
fn offset_along(from: Point, to: Point, direction: Direction) -> Option<i32> {
    let dx = to.x() as i32 - from.x() as i32;
    let dy = to.y() as i32 - from.y() as i32;
    let on_line = match direction {
        Direction::Horizontal => dy == 0,
        Direction::Vertical => dx == 0,
        Direction::Diagonal => dx == dy,
        Direction::AntiDiagonal => dx == -dy,
    };
    on_line.then_some(if direction == Direction::Vertical {
        dy
    } else {
        dx
    })
}

impl Board {
    /// What a black stone at `point` would make along `direction`, with the hypothetical black
    /// stones `extra` added.
    /// The ±5 window around `point` along `direction`, with the hypothetical black stones `extra`
    /// added.
    fn black_window(&self, point: Point, direction: Direction, extra: &[Point]) -> u64 {
        let mut window = self.window(point, direction, 5);
        for &stone in extra {
            if let Some(k) = offset_along(point, stone, direction).filter(|k| k.abs() <= 5) {
                window |= CODE_BLACK << (2 * (k + 5));
            }
        }
        window
    }

    /// Why a black stone on `point` would be forbidden under renju, or `None` if it is allowed
    /// (including when it makes a five, which wins whatever else it makes). Points that are not
    /// empty points of the board are never forbidden.
    pub fn forbidden_kind(&self, point: Point) -> Option<ForbiddenKind> {
        if !self.is_empty(point) {
            return None;
        }
        self.forbidden_kind_with(point, &mut Vec::new())
    }

    /// Whether a black stone on `point` is forbidden under renju.
    pub fn is_forbidden(&self, point: Point) -> bool {
        self.forbidden_kind(point).is_some()
    }

    /// Every forbidden point for the side to move: empty unless black is to move.
    pub fn forbidden_points(&self) -> Vec<Point> {
        if self.side_to_move() != Color::Black {
            return Vec::new();
        }
        self.empty_points()
            .filter(|&p| self.forbidden_kind(p).is_some())
            .collect()
    }

    fn forbidden_kind_with(&self, point: Point, extra: &mut Vec<Point>) -> Option<ForbiddenKind> {
        let windows = Direction::ALL.map(|d| self.black_window(point, d, extra));
        // Every forbidden shape (and a five) needs at least four other black stones nearby:
        // `X.XXX.X` on one line, or two threes of two stones each.
        if windows.iter().map(|&w| black_cells(w)).sum::<u32>() < 4 {
            return None;
        }
        let shapes = windows.map(shape_of_window);
        if shapes.iter().any(|s| s.is_five()) {
            return None;
        }
        if shapes.iter().any(|s| s.is_overline()) {
            return Some(ForbiddenKind::Overline);
        }
        if shapes.iter().map(|s| s.fours()).sum::<u16>() >= 2 {
            return Some(ForbiddenKind::DoubleFour);
        }
        let three_lines = shapes.iter().filter(|s| s.three_candidates() != 0).count();
        if three_lines < 2 {
            return None;
        }
        extra.push(point);
        let mut threes = 0;
        let mut lines_left = three_lines;
        for (direction, shape) in Direction::ALL.into_iter().zip(shapes) {
            let candidates = shape.three_candidates();
            if candidates == 0 {
                continue;
            }
            lines_left -= 1;
            let real = (0..9).filter(|k| candidates & (1 << k) != 0).any(|k| {
                let target = point
                    .step(direction, k - 4)
                    .expect("candidates are empty cells on the board");
                self.forbidden_kind_with(target, extra).is_none()
            });
            threes += real as usize;
            if threes >= 2 || threes + lines_left < 2 {
                break;
            }
        }
        extra.pop();
        (threes >= 2).then_some(ForbiddenKind::DoubleThree)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(line: &str) -> LineShape {
        // `line` is 11 cells, the centre (index 5) must be 'X'.
        let cells: Vec<u8> = line
            .bytes()
            .map(|b| match b {
                b'X' => BLACK,
                b'.' => EMPTY,
                _ => BLOCKED,
            })
            .collect();
        assert_eq!(cells[CENTER], BLACK);
        shape_of(&cells.try_into().unwrap())
    }

    #[test]
    fn line_shapes() {
        assert!(shape("...XXXXX...").is_five());
        assert!(shape("..XXXXXX...").is_overline());
        assert_eq!(shape("...XXXX....").fours(), 1);
        assert_eq!(shape("...XXX.X...").fours(), 1);
        assert_eq!(shape(".XXX.X.XXX.").fours(), 2);
        assert_eq!(shape("..XX.XX.XX.").fours(), 2);
        assert_eq!(shape("..X.XXX.X..").fours(), 2);
        assert_eq!(shape("..OXXXX....").fours(), 1);
        assert_eq!(shape(".OXXXXO....").fours(), 0);
        // Completing to six is not a four.
        assert_eq!(shape("X.XXXX.....").fours(), 1);
        assert_eq!(shape("....XXX....").three_candidates().count_ones(), 2);
        assert_eq!(shape("...OXXX....").three_candidates(), 0);
        assert_eq!(shape("....XX.X...").three_candidates().count_ones(), 1);
        // `X.XXX..` style: the far completion would be an overline.
        assert_eq!(shape(".X..XXX.O..").three_candidates(), 0);
    }

    #[test]
    fn line_table_indexing_matches_decode() {
        for index in [0, 1, 242, 243, 1000, 59048] {
            let cells = decode(index);
            assert_eq!(cells[CENTER], BLACK);
            assert_eq!(LINE_TABLE[index], shape_of(&cells));
        }
    }
}
