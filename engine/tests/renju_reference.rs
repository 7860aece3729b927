//! The table-driven forbidden-move check against a direct, slow transcription of the RIF
//! definitions (cell scans on a plain grid, real placement and removal of stones, no tables, no
//! window limits), on many random positions.

use gomoku_engine::{Board, BoardSize, Color, ForbiddenKind, Point};
use proptest::prelude::*;

const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

struct Grid {
    n: i32,
    cells: Vec<Option<Color>>,
}

impl Grid {
    fn from_board(board: &Board) -> Self {
        let n = board.size().get() as i32;
        let cells = board.size().points().map(|p| board.stone(p)).collect();
        Grid { n, cells }
    }

    fn get(&self, x: i32, y: i32) -> Option<Option<Color>> {
        (x >= 0 && y >= 0 && x < self.n && y < self.n)
            .then(|| self.cells[(y * self.n + x) as usize])
    }

    fn set(&mut self, x: i32, y: i32, value: Option<Color>) {
        self.cells[(y * self.n + x) as usize] = value;
    }

    fn black(&self, x: i32, y: i32) -> bool {
        self.get(x, y) == Some(Some(Color::Black))
    }

    fn empty(&self, x: i32, y: i32) -> bool {
        self.get(x, y) == Some(None)
    }

    /// Inclusive step bounds (relative to (x, y)) of the black run through (x, y).
    fn run(&self, x: i32, y: i32, (dx, dy): (i32, i32)) -> (i32, i32) {
        let mut low = 0;
        while self.black(x + (low - 1) * dx, y + (low - 1) * dy) {
            low -= 1;
        }
        let mut high = 0;
        while self.black(x + (high + 1) * dx, y + (high + 1) * dy) {
            high += 1;
        }
        (low, high)
    }

    fn run_length(&self, x: i32, y: i32, d: (i32, i32)) -> i32 {
        let (low, high) = self.run(x, y, d);
        high - low + 1
    }

    /// Distinct fours through the black stone at (x, y) along `d`: sets of four stones that one
    /// more stone turns into exactly five.
    fn fours(&mut self, x: i32, y: i32, d: (i32, i32)) -> usize {
        let mut sets: Vec<Vec<i32>> = Vec::new();
        for k in -4..=4 {
            let (qx, qy) = (x + k * d.0, y + k * d.1);
            if k == 0 || !self.empty(qx, qy) {
                continue;
            }
            self.set(qx, qy, Some(Color::Black));
            let (low, high) = self.run(x, y, d);
            if high - low + 1 == 5 && (low..=high).contains(&k) {
                let stones: Vec<i32> = (low..=high).filter(|&s| s != k).collect();
                if !sets.contains(&stones) {
                    sets.push(stones);
                }
            }
            self.set(qx, qy, None);
        }
        sets.len()
    }

    /// With black on (x, y) and (qx, qy): is there a straight four `.XXXX.` through (x, y) whose
    /// two completions are both exact fives?
    fn straight_four(&self, x: i32, y: i32, d: (i32, i32)) -> bool {
        let (low, high) = self.run(x, y, d);
        if high - low + 1 != 4 {
            return false;
        }
        [low - 1, high + 1].into_iter().all(|end| {
            let (ex, ey) = (x + end * d.0, y + end * d.1);
            if !self.empty(ex, ey) {
                return false;
            }
            let beyond = if end < 0 { end - 1 } else { end + 1 };
            !self.black(x + beyond * d.0, y + beyond * d.1)
        })
    }

    fn forbidden(&mut self, x: i32, y: i32) -> Option<ForbiddenKind> {
        self.set(x, y, Some(Color::Black));
        let verdict = self.forbidden_placed(x, y);
        self.set(x, y, None);
        verdict
    }

    fn forbidden_placed(&mut self, x: i32, y: i32) -> Option<ForbiddenKind> {
        if DIRECTIONS.iter().any(|&d| self.run_length(x, y, d) == 5) {
            return None;
        }
        if DIRECTIONS.iter().any(|&d| self.run_length(x, y, d) >= 6) {
            return Some(ForbiddenKind::Overline);
        }
        let fours: Vec<usize> = DIRECTIONS.iter().map(|&d| self.fours(x, y, d)).collect();
        if fours.iter().sum::<usize>() >= 2 {
            return Some(ForbiddenKind::DoubleFour);
        }
        let mut threes = 0;
        for (i, &d) in DIRECTIONS.iter().enumerate() {
            if fours[i] > 0 {
                continue;
            }
            for k in -4..=4 {
                let (qx, qy) = (x + k * d.0, y + k * d.1);
                if k == 0 || !self.empty(qx, qy) {
                    continue;
                }
                self.set(qx, qy, Some(Color::Black));
                let makes_straight_four = self.straight_four(x, y, d);
                self.set(qx, qy, None);
                if makes_straight_four && self.forbidden(qx, qy).is_none() {
                    threes += 1;
                    break;
                }
            }
        }
        (threes >= 2).then_some(ForbiddenKind::DoubleThree)
    }
}

/// A board from a list of (x, y, colour-bit) triples; repeats are skipped.
fn board_from(size: u8, stones: &[(u8, u8, bool)]) -> Board {
    let mut board = Board::new(BoardSize::new(size as u32).unwrap());
    for &(x, y, black) in stones {
        let color = if black { Color::Black } else { Color::White };
        let _ = board.place(Point::new(x % size, y % size), color);
    }
    board.set_side_to_move(Color::Black);
    board
}

fn check_against_reference(board: &Board) {
    let mut grid = Grid::from_board(board);
    for point in board.empty_points() {
        let expected = grid.forbidden(point.x() as i32, point.y() as i32);
        assert_eq!(
            board.forbidden_kind(point),
            expected,
            "at {point:?} on\n{board}"
        );
    }
    let listed = board.forbidden_points();
    let expected: Vec<Point> = board
        .empty_points()
        .filter(|&p| grid.forbidden(p.x() as i32, p.y() as i32).is_some())
        .collect();
    assert_eq!(listed, expected);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Dense black clusters on a small board produce many threes, fours and overlines, including
    /// nested fake threes.
    #[test]
    fn matches_reference_on_dense_small_boards(
        size in 7u8..=11,
        stones in prop::collection::vec((0u8..11, 0u8..11, prop::bool::weighted(0.7)), 10..45),
    ) {
        check_against_reference(&board_from(size, &stones));
    }

    /// Sparser, game-like positions near the centre of 15x15.
    #[test]
    fn matches_reference_on_standard_boards(
        stones in prop::collection::vec((3u8..12, 3u8..12, prop::bool::weighted(0.55)), 10..60),
    ) {
        check_against_reference(&board_from(15, &stones));
    }
}

/// The random positions above really reach every kind of verdict (otherwise agreeing with the
/// reference would prove little): a fixed-seed sweep that counts them.
#[test]
fn random_positions_cover_every_verdict() {
    let mut state = 7u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as u8
    };
    let mut counts = [0usize; 4];
    for _ in 0..400 {
        let size = 7 + next() % 5;
        let stones: Vec<(u8, u8, bool)> = (0..10 + next() % 30)
            .map(|_| (next() % size, next() % size, next() % 10 < 7))
            .collect();
        let board = board_from(size, &stones);
        check_against_reference(&board);
        for point in board.empty_points() {
            let slot = match board.forbidden_kind(point) {
                None => 0,
                Some(ForbiddenKind::DoubleThree) => 1,
                Some(ForbiddenKind::DoubleFour) => 2,
                Some(ForbiddenKind::Overline) => 3,
            };
            counts[slot] += 1;
        }
    }
    assert!(counts.iter().all(|&c| c >= 20), "verdict counts {counts:?}");
}
