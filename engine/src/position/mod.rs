//! The search's board: a [`Board`] plus, for every empty point and both colours, the line
//! [`Pattern`] in each direction and their [`Combo`], kept up to date incrementally. A move
//! changes patterns only within five cells along its four lines, so make/undo re-reads at most 40
//! windows (one shift and one table lookup each) instead of rescanning the board.
//!
//! Aggregates the search needs in O(1) are maintained alongside: how many points of each combo
//! each colour has (so "does the opponent threaten a five?" is a counter read) and the summed
//! line values used by the evaluation, the evaluation network's sums when it is on, and, when the
//! learned evaluation is on, its weighted sums.
//! The tables those sums add up are typed in `eval_tables.rs`; the evaluation (a layer above)
//! fills them, and adds the constructors that pick the engine's own ([`Position::new`],
//! [`Position::with_learned`]).
//!
//! The rest of the position lives beside this file: its threat queries, where a colour wins and
//! whether a five or a flex four really does (`winning_points.rs`), and the plain iterators over
//! its cells (`iter.rs`).

use crate::board::Board;
use crate::pattern::{
    COMBO_KINDS, COMBO_TABLE, Combo, PairTable, Pattern, may_be_forbidden, window_key,
};
use crate::point::{Color, Direction, MAX_SIZE, Point};
use crate::rules::Rule;
use iter::{Region, ThreatCells, span};

mod eval_tables;
mod iter;
mod net_sums;
mod winning_points;

pub(crate) use eval_tables::{CodeTable, EvalNet, OPP, OWN};
pub use eval_tables::{HandTables, LearnedView, NET_HIDDEN, NET_WIDTH, THREAT_MASKS, ThreatTable};

const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;
const WINDOW_MASK: u64 = (1 << 22) - 1;
const BIT_WORDS: usize = CELLS.div_ceil(64);
/// Cell-index step of each direction (the board stride is `MAX_SIZE`).
const CELL_STEP: [isize; 4] = [
    1,
    MAX_SIZE as isize,
    MAX_SIZE as isize + 1,
    1 - MAX_SIZE as isize,
];
/// Candidate moves are empty points within this Chebyshev distance of a stone.
const NEAR_RADIUS: i32 = 2;
/// Row length of the padded near-stone counts, and their size (eight bytes of slack so the
/// last row's square is still a whole word).
const NEAR_STRIDE: usize = MAX_SIZE as usize + 2 * NEAR_RADIUS as usize;
const NEAR_CELLS: usize = NEAR_STRIDE * NEAR_STRIDE + 8;

/// Where `point`'s count of near stones lives.
#[inline]
fn near_index(point: Point) -> usize {
    let pad = NEAR_RADIUS as usize;
    (point.y() as usize + pad) * NEAR_STRIDE + point.x() as usize + pad
}

/// Move-ordering weight of one direction's pattern at an empty point (the evaluation has its
/// own, fitted ones: [`HandTables::pattern`]). Padded to 16 so a masked nibble indexes it without
/// a bounds check.
pub(crate) const PATTERN_VALUE: [i32; 16] = [0, 0, 1, 2, 3, 8, 6, 24, 24, 64, 256, 0, 0, 0, 0, 0];

/// Summed [`PATTERN_VALUE`] of the four directions, for every packed code.
#[cfg(any(test, feature = "lab"))]
static CODE_VALUE: std::sync::LazyLock<Box<[i32; 1 << 16]>> = std::sync::LazyLock::new(|| {
    let mut table = Box::new([0; 1 << 16]);
    for (code, entry) in table.iter_mut().enumerate() {
        *entry = (0..4).map(|d| PATTERN_VALUE[(code >> (4 * d)) & 15]).sum();
    }
    table
});

fn unpack(code: u16) -> [Pattern; 4] {
    [0, 1, 2, 3].map(|d| Pattern::from_u8(((code >> (4 * d)) & 15) as u8))
}

#[derive(Clone)]
pub struct Position {
    board: Board,
    rule: Rule,
    /// The hand-set evaluation's numbers for the rule: `line_values` sums its patterns.
    hand: &'static HandTables,
    pairs: &'static PairTable,
    combo_table: &'static [Combo; 1 << 16],
    /// `codes[cell][color]`: the four direction patterns packed as nibbles (direction `d` at
    /// bits `4d`); all `Dead` (0) on stones.
    codes: Box<[[u16; 2]; CELLS]>,
    /// `combos[cell][color]`; `None` on stones.
    combos: Box<[[Combo; 2]; CELLS]>,
    /// Stones within [`NEAR_RADIUS`] of each cell, at [`near_index`]: rows padded by the
    /// radius on every side so a stone's square is five plain 8-byte words.
    near: Box<[u8; NEAR_CELLS]>,
    combo_counts: [[u16; COMBO_KINDS]; 2],
    line_values: [i32; 2],
    /// The learned evaluation's tables, if it is on, and `learned_sums[color][role]`: the
    /// colour's codes at empty cells summed through its `role` table (fixed point).
    learned: Option<LearnedView>,
    learned_sums: [[i32; 2]; 2],
    /// The evaluation network, if it is on, and each colour's sums of its first layer over
    /// that colour's codes at empty cells. Brought up to date only when the search asks for
    /// them (`net_sums.rs`): about a third of the moves made are never evaluated. `net_fresh`
    /// says whether they are up to date.
    net: Option<&'static EvalNet>,
    net_sums: [[i32; NET_WIDTH]; 2],
    net_fresh: bool,
    /// Per colour, a bit per cell whose combo is an open three or better: the threat solvers'
    /// move lists come from here instead of a board scan.
    threat_bits: [[u64; BIT_WORDS]; 2],
    /// Stones per row and per column, for the candidates' bounding box.
    stones_per_row: [u8; MAX_SIZE as usize],
    stones_per_column: [u8; MAX_SIZE as usize],
    /// The board's points, in scan order, for candidate loops.
    points: Vec<Point>,
    /// Undo support: cells as they were before each change, and per move the aggregates and
    /// where its log entries start. Undo restores instead of recomputing.
    undo_log: Vec<LoggedCell>,
    frames: Vec<Frame>,
}

#[derive(Copy, Clone)]
struct LoggedCell {
    cell: u16,
    codes: [u16; 2],
    combos: [Combo; 2],
    /// The codes the move left (a cell changes at most once a move), for the network's sums.
    new_codes: [u16; 2],
}

#[derive(Copy, Clone)]
struct Frame {
    log_len: usize,
    combo_counts: [[u16; COMBO_KINDS]; 2],
    line_values: [i32; 2],
    learned_sums: [[i32; 2]; 2],
    net_sums: [[i32; NET_WIDTH]; 2],
    net_fresh: bool,
    threat_bits: [[u64; BIT_WORDS]; 2],
}

impl Position {
    /// The position keeping the evaluation's sums for these tables: the hand-set `hand`, and the
    /// learned ones if `learned` is given.
    pub(crate) fn with_tables(
        board: &Board,
        rule: Rule,
        learned: Option<LearnedView>,
        hand: &'static HandTables,
    ) -> Position {
        let mut position = Position {
            board: board.clone(),
            rule,
            hand,
            pairs: PairTable::for_rule(rule),
            combo_table: &COMBO_TABLE,
            codes: Box::new([[0; 2]; CELLS]),
            combos: Box::new([[Combo::None; 2]; CELLS]),
            near: Box::new([0; NEAR_CELLS]),
            combo_counts: [[0; COMBO_KINDS]; 2],
            line_values: [0; 2],
            learned,
            learned_sums: [[0; 2]; 2],
            net: None,
            net_sums: [[0; NET_WIDTH]; 2],
            net_fresh: true,
            threat_bits: [[0; BIT_WORDS]; 2],
            stones_per_row: [0; MAX_SIZE as usize],
            stones_per_column: [0; MAX_SIZE as usize],
            points: board.size().points().collect(),
            undo_log: Vec::with_capacity(4096),
            frames: Vec::with_capacity(256),
        };
        // Every cell of the arrays starts as `None`; stones and off-board cells stay so.
        for counts in position.combo_counts.iter_mut() {
            counts[Combo::None as usize] = CELLS as u16;
        }
        for i in 0..position.points.len() {
            let point = position.points[i];
            if position.board.is_empty(point) {
                position.refresh_all_directions(point);
            } else {
                position.adjust_near(point, 1);
            }
        }
        position
    }

    #[inline]
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    #[inline]
    pub(crate) fn rule(&self) -> Rule {
        self.rule
    }

    /// The hand-set evaluation's numbers for the rule.
    #[inline]
    pub(crate) fn hand_tables(&self) -> &'static HandTables {
        self.hand
    }

    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.board.side_to_move()
    }

    #[inline]
    pub(crate) fn hash(&self) -> u64 {
        self.board.hash()
    }

    #[cfg(test)]
    pub(crate) fn ply(&self) -> usize {
        self.board.stone_count()
    }

    #[inline]
    pub(crate) fn combo(&self, point: Point, color: Color) -> Combo {
        self.combos[point.index()][color.index()]
    }

    #[inline]
    pub(crate) fn pattern(&self, point: Point, color: Color, direction: Direction) -> Pattern {
        let code = self.codes[point.index()][color.index()];
        Pattern::from_u8(((code >> (4 * direction.index())) & 15) as u8)
    }

    #[inline]
    pub(crate) fn patterns(&self, point: Point, color: Color) -> [Pattern; 4] {
        unpack(self.codes[point.index()][color.index()])
    }

    /// The packed code (four direction patterns) of an empty point; 0 on stones.
    #[inline]
    pub fn code(&self, point: Point, color: Color) -> u16 {
        self.codes[point.index()][color.index()]
    }

    /// The learned evaluation's tables, if this position keeps its sums.
    #[inline]
    pub(crate) fn learned(&self) -> Option<LearnedView> {
        self.learned
    }

    /// `color`'s codes at empty cells summed through its `role` table ([`OWN`] / [`OPP`]),
    /// fixed point; 0 without the learned evaluation.
    #[inline]
    pub(crate) fn learned_sum(&self, color: Color, role: usize) -> i32 {
        self.learned_sums[color.index()][role]
    }

    /// The four directions' [`PATTERN_VALUE`]s summed (the hand-set ordering's part of it).
    #[cfg(any(test, feature = "lab"))]
    #[inline]
    pub fn pattern_value(&self, point: Point, color: Color) -> i32 {
        CODE_VALUE[self.codes[point.index()][color.index()] as usize]
    }

    /// How many empty points give `color` this combo (not meaningful for `Combo::None`, which
    /// also counts stones).
    #[inline]
    pub fn combo_count(&self, color: Color, combo: Combo) -> u16 {
        self.combo_counts[color.index()][combo as usize]
    }

    /// Points where `color` would complete a five right now.
    #[inline]
    pub fn has_five_point(&self, color: Color) -> bool {
        self.combo_count(color, Combo::Five) > 0
    }

    /// The colour's direction patterns at empty points summed through its hand-set pattern
    /// values.
    #[inline]
    pub(crate) fn line_value(&self, color: Color) -> i32 {
        self.line_values[color.index()]
    }

    /// Empty points near stones (or the centre on an empty board), in scan order. Only the
    /// stones' bounding box (plus the candidate radius) is scanned.
    pub fn candidates(&self) -> impl Iterator<Item = Point> + '_ {
        let empty_board = self.board.stone_count() == 0;
        let center = self.board.size().center();
        self.region(NEAR_RADIUS as usize).filter(move |&p| {
            if empty_board {
                p == center
            } else {
                self.near[near_index(p)] > 0 && self.board.is_empty(p)
            }
        })
    }

    /// All empty points where `color`'s combo satisfies `keep`. Only the stones' bounding box
    /// grown by four is scanned: no pattern reaches further from the stones.
    pub(crate) fn points_where<'a>(
        &'a self,
        color: Color,
        keep: impl Fn(Combo) -> bool + Copy + 'a,
    ) -> impl Iterator<Item = Point> + 'a {
        self.region(4)
            .filter(move |&p| self.board.is_empty(p) && keep(self.combo(p, color)))
    }

    /// The points of the stones' bounding box grown by `margin` (clamped to the board), row by
    /// row; the centre alone on an empty board.
    fn region(&self, margin: usize) -> Region {
        let size = self.board.size().get() as usize;
        let grow = |(low, high): (usize, usize)| {
            (low.saturating_sub(margin), (high + margin).min(size - 1))
        };
        let ((y0, y1), (x0, x1)) = match (
            span(&self.stones_per_row[..size]),
            span(&self.stones_per_column[..size]),
        ) {
            (Some(rows), Some(columns)) => (grow(rows), grow(columns)),
            _ => {
                let center = self.board.size().center();
                let (x, y) = (center.x() as usize, center.y() as usize);
                ((y, y), (x, x))
            }
        };
        Region {
            x0: x0 as u8,
            x1: x1 as u8,
            y1: y1 as u8,
            x: x0 as u8,
            y: y0 as u8,
        }
    }

    /// Whether the side to move may play `point` (empty, and not renju-forbidden for black).
    pub fn is_legal(&self, point: Point) -> bool {
        self.board.is_empty(point)
            && !(self.side_to_move() == Color::Black && self.is_forbidden_for_black(point))
    }

    /// Renju-forbidden for black, whoever is to move (the line patterns rule out most points
    /// before the full check).
    #[inline]
    pub(crate) fn is_forbidden_for_black(&self, point: Point) -> bool {
        self.rule == Rule::Renju
            && may_be_forbidden(self.patterns(point, Color::Black))
            && self.board.is_forbidden(point)
    }

    pub fn make(&mut self, point: Point) {
        debug_assert!(self.board.is_empty(point));
        self.frames.push(Frame {
            log_len: self.undo_log.len(),
            combo_counts: self.combo_counts,
            line_values: self.line_values,
            learned_sums: self.learned_sums,
            net_sums: self.net_sums,
            net_fresh: self.net_fresh,
            threat_bits: self.threat_bits,
        });
        self.net_fresh = false;
        let cell = point.index();
        self.log(cell, [0; 2]);
        for c in 0..2 {
            let value: i32 = unpack(self.codes[cell][c])
                .iter()
                .map(|&p| self.hand.pattern[c][p as usize])
                .sum();
            self.line_values[c] -= value;
            if let Some(view) = &self.learned {
                let values = view.tables[c][self.codes[cell][c] as usize];
                for (sum, value) in self.learned_sums[c].iter_mut().zip(values) {
                    *sum -= value;
                }
            }
            self.combo_counts[c][self.combos[cell][c] as usize] -= 1;
            self.combo_counts[c][Combo::None as usize] += 1;
        }
        self.codes[cell] = [0; 2];
        self.combos[cell] = [Combo::None; 2];
        for c in 0..2 {
            self.set_threat_bit(cell, c, Combo::None);
        }
        self.board.make_move(point);
        self.adjust_near(point, 1);
        self.refresh_lines_around(point);
    }

    pub fn undo(&mut self) -> Option<Point> {
        let Some(frame) = self.frames.pop() else {
            // Moves made before this position was built: recompute around the stone.
            let point = self.board.undo()?;
            self.adjust_near(point, -1);
            self.refresh_all_directions(point);
            self.refresh_lines_around(point);
            self.recompute_net_sums();
            return Some(point);
        };
        let point = self.board.undo()?;
        self.adjust_near(point, -1);
        while self.undo_log.len() > frame.log_len {
            let entry = self.undo_log.pop().expect("checked length");
            let cell = entry.cell as usize;
            self.codes[cell] = entry.codes;
            self.combos[cell] = entry.combos;
        }
        self.combo_counts = frame.combo_counts;
        self.line_values = frame.line_values;
        self.learned_sums = frame.learned_sums;
        self.net_sums = frame.net_sums;
        self.net_fresh = frame.net_fresh;
        self.threat_bits = frame.threat_bits;
        Some(point)
    }

    #[inline(always)]
    fn set_threat_bit(&mut self, cell: usize, color: usize, combo: Combo) {
        let (word, bit) = (cell / 64, 1u64 << (cell % 64));
        if combo.is_three_or_four() {
            self.threat_bits[color][word] |= bit;
        } else {
            self.threat_bits[color][word] &= !bit;
        }
    }

    /// Empty points where `color` makes an open three or better and `keep` holds, in cell
    /// order, read from the threat bitset.
    pub fn threat_points<'a>(
        &'a self,
        color: Color,
        keep: impl Fn(Combo) -> bool + Copy + 'a,
    ) -> impl Iterator<Item = Point> + 'a {
        let combos = &self.combos;
        ThreatCells {
            words: &self.threat_bits[color.index()],
            word: 0,
            bits: self.threat_bits[color.index()][0],
        }
        .filter(move |&cell| keep(combos[cell][color.index()]))
        .map(|cell| {
            Point::new(
                (cell % MAX_SIZE as usize) as u8,
                (cell / MAX_SIZE as usize) as u8,
            )
        })
    }

    #[inline(always)]
    fn log(&mut self, cell: usize, new_codes: [u16; 2]) {
        if !self.frames.is_empty() {
            self.undo_log.push(LoggedCell {
                cell: cell as u16,
                codes: self.codes[cell],
                combos: self.combos[cell],
                new_codes,
            });
        }
    }

    /// Re-reads the patterns of the empty points within five cells of `point` on its lines.
    /// Cells are addressed by index steps and their state read from the line word itself, so
    /// walls and stones are skipped without any bounds arithmetic.
    fn refresh_lines_around(&mut self, point: Point) {
        // The learned sums' upkeep is compiled in or out here, once per move.
        match (self.pairs.layout_id(), self.learned.is_some()) {
            (0, false) => self.refresh_lines_in::<0, false>(point),
            (1, false) => self.refresh_lines_in::<1, false>(point),
            (_, false) => self.refresh_lines_in::<2, false>(point),
            (0, true) => self.refresh_lines_in::<0, true>(point),
            (1, true) => self.refresh_lines_in::<1, true>(point),
            (_, true) => self.refresh_lines_in::<2, true>(point),
        }
    }

    #[inline(always)]
    fn refresh_lines_in<const LAYOUT: u8, const LEARNED: bool>(&mut self, point: Point) {
        // Freestyle's patterns reach four cells (layout 0), the other rules' five: a constant
        // per instantiation, so the loops below unroll.
        let steps: &[isize] = if LAYOUT == 0 {
            &[-4, -3, -2, -1, 1, 2, 3, 4]
        } else {
            &[-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]
        };
        let base = point.index() as isize;
        for direction in Direction::ALL {
            let (word, shift) = self.board.line_bits(point, direction);
            let stride = CELL_STEP[direction.index()];
            for &step in steps {
                let q_shift = (shift as isize + 2 * step) as u32;
                if (word >> q_shift) & 3 != 0 {
                    continue; // a stone or off the board
                }
                let window = (word >> (q_shift - 10)) & WINDOW_MASK;
                self.update_direction::<LAYOUT, LEARNED>(
                    (base + stride * step) as usize,
                    direction.index(),
                    window,
                );
            }
        }
    }

    fn refresh_all_directions(&mut self, point: Point) {
        for direction in Direction::ALL {
            let window = self.board.window(point, direction, 5);
            match self.pairs.layout_id() {
                0 => self.update_direction::<0, true>(point.index(), direction.index(), window),
                1 => self.update_direction::<1, true>(point.index(), direction.index(), window),
                _ => self.update_direction::<2, true>(point.index(), direction.index(), window),
            }
        }
    }

    /// Sets one direction's patterns of an empty cell from its window and keeps the combo and
    /// the aggregates in step (the learned sums only when `LEARNED`, and they are kept; the
    /// network's sums catch up from the log when asked for).
    #[inline(always)]
    fn update_direction<const LAYOUT: u8, const LEARNED: bool>(
        &mut self,
        cell: usize,
        direction: usize,
        window: u64,
    ) {
        let key = window_key(window);
        let pair = self.pairs.pair_in::<LAYOUT>(key);
        let new = [pair & 15, pair >> 4];
        let shift = 4 * direction;
        let current = self.codes[cell];
        let old = [
            (current[0] >> shift) as u8 & 15,
            (current[1] >> shift) as u8 & 15,
        ];
        if old == new {
            return;
        }
        let codes = [0, 1].map(|c| (current[c] & !(15 << shift)) | ((new[c] as u16) << shift));
        self.log(cell, codes);
        self.codes[cell] = codes;
        for c in 0..2 {
            let pattern = &self.hand.pattern[c];
            self.line_values[c] +=
                pattern[(new[c] & 15) as usize] - pattern[(old[c] & 15) as usize];
            let code = codes[c];
            if LEARNED
                && code != current[c]
                && let Some(view) = &self.learned
            {
                let (added, removed) = (
                    view.tables[c][code as usize],
                    view.tables[c][current[c] as usize],
                );
                for role in 0..2 {
                    self.learned_sums[c][role] += added[role] - removed[role];
                }
            }
            let combo = self.combo_table[code as usize];
            let previous = self.combos[cell][c];
            if combo != previous {
                self.combos[cell][c] = combo;
                self.combo_counts[c][previous as usize] -= 1;
                self.combo_counts[c][combo as usize] += 1;
                if combo.is_three_or_four() != previous.is_three_or_four() {
                    self.set_threat_bit(cell, c, combo);
                }
            }
        }
    }

    fn adjust_near(&mut self, point: Point, delta: i8) {
        let row = &mut self.stones_per_row[point.y() as usize];
        *row = row.wrapping_add_signed(delta);
        let column = &mut self.stones_per_column[point.x() as usize];
        *column = column.wrapping_add_signed(delta);
        // One byte per cell of the 5-wide square, in one word per row: counts stay below 26,
        // so no byte carries into the next.
        const SQUARE_ROW: u64 = 0x01_0101_0101;
        let top_left = near_index(point) - NEAR_RADIUS as usize * (NEAR_STRIDE + 1);
        for dy in 0..=2 * NEAR_RADIUS as usize {
            let at = top_left + dy * NEAR_STRIDE;
            let bytes: &mut [u8; 8] = (&mut self.near[at..at + 8])
                .try_into()
                .expect("eight bytes");
            let word = u64::from_le_bytes(*bytes);
            let word = if delta > 0 {
                word + SQUARE_ROW
            } else {
                word - SQUARE_ROW
            };
            *bytes = word.to_le_bytes();
        }
    }
}

#[cfg(test)]
mod tests;
