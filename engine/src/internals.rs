//! The engine's insides, for the `gomoku-lab` crate only (its tuners, data and puzzle
//! generators and benches): compiled with the `lab` feature, hidden from the documentation, and
//! no stable interface. The game, the Web Worker and the brain never build it.
//!
//! This is the one door from outside the crate to its private pieces: the position with its
//! incremental pattern tables, the pattern and combo classes, and the static evaluation. They
//! stay `pub(crate)` in the core; the thin wrappers here forward to them, so the core's own
//! visibility and layout are not shaped by the lab.

use std::fmt;

use crate::board::Board;
use crate::eval::Weights;
use crate::point::{Color, Point};
use crate::rules::Rule;

/// How many line pattern classes there are ([`Pattern`]).
pub const PATTERN_KINDS: usize = crate::pattern::PATTERN_KINDS;

/// How many combo classes there are ([`Combo`]).
pub const COMBO_KINDS: usize = crate::pattern::COMBO_KINDS;

/// The learned evaluation's scale over the search's (hand-set) one: sigmoid(eval / 400) against
/// about sigmoid(eval / 800).
pub const LEARNED_TO_SEARCH_UNITS: i64 = crate::eval::LEARNED_TO_SEARCH_UNITS;

/// One colour's pattern along one line, weakest first (the engine's `Pattern`). Its index is
/// the slot of the hand-set evaluation's `pattern` tables.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pattern(crate::pattern::Pattern);

impl Pattern {
    pub const DEAD: Pattern = Pattern(crate::pattern::Pattern::Dead);
    pub const OVERLINE: Pattern = Pattern(crate::pattern::Pattern::Overline);
    pub const F5: Pattern = Pattern(crate::pattern::Pattern::F5);

    /// The pattern of index `index` (below [`PATTERN_KINDS`]).
    pub fn from_index(index: usize) -> Pattern {
        Pattern(crate::pattern::Pattern::from_u8(index as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The engine's name of the pattern (`F3`, `B4`, ...).
impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A point's patterns in the four directions, combined, strongest last (the engine's `Combo`).
/// Its index is the slot of the hand-set evaluation's `own` and `their` tables.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Combo(crate::pattern::Combo);

impl Combo {
    pub const NONE: Combo = Combo(crate::pattern::Combo::None);
    /// Open four or double four.
    pub const FLEX4: Combo = Combo(crate::pattern::Combo::Flex4);
    pub const FIVE: Combo = Combo(crate::pattern::Combo::Five);

    /// The combo of index `index` (below [`COMBO_KINDS`]).
    pub fn from_index(index: usize) -> Combo {
        Combo(crate::pattern::Combo::from_u8(index as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Makes an open three or better.
    pub fn is_three_or_four(self) -> bool {
        self.0.is_three_or_four()
    }
}

/// The engine's name of the combo (`Flex3`, `Block4Flex3`, ...).
impl fmt::Debug for Combo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

pub use crate::eval::net::{NetFloat, NetModel};
pub use crate::position::{NET_HIDDEN, NET_WIDTH};
/// The move ordering's values by pcode (the engine's `OrderTable`) and the hand-set one, which
/// the search uses.
pub use crate::search::order_table::{HAND_ORDER, OrderTable};

/// The learned evaluation's tables for one rule, as a position keeps them.
#[derive(Copy, Clone)]
pub struct LearnedView(crate::position::LearnedView);

/// Tables for `weights` under `rule` (kept for the rest of the process).
pub fn leaked_view(weights: &Weights, rule: Rule) -> LearnedView {
    LearnedView(crate::eval::leaked_view(weights, rule))
}

/// A board with the search's incremental pattern tables (the engine's `Position`).
#[derive(Clone)]
pub struct Position(crate::position::Position);

impl Position {
    /// The position with the engine-wide evaluation choice.
    #[inline]
    pub fn new(board: &Board, rule: Rule) -> Position {
        Position(crate::position::Position::new(board, rule))
    }

    /// The position keeping the learned evaluation's sums for `learned`, or none.
    #[inline]
    pub fn with_learned(board: &Board, rule: Rule, learned: Option<LearnedView>) -> Position {
        Position(crate::position::Position::with_learned(
            board,
            rule,
            learned.map(|view| view.0),
        ))
    }

    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.0.side_to_move()
    }

    /// The packed code (four direction patterns) of an empty point; 0 on stones.
    #[inline]
    pub fn code(&self, point: Point, color: Color) -> u16 {
        self.0.code(point, color)
    }

    /// How many empty points give `color` this combo (not meaningful for `Combo::NONE`, which
    /// also counts stones).
    #[inline]
    pub fn combo_count(&self, color: Color, combo: Combo) -> u16 {
        self.0.combo_count(color, combo.0)
    }

    /// The four directions' pattern values summed, for move ordering.
    #[inline]
    pub fn pattern_value(&self, point: Point, color: Color) -> i32 {
        self.0.pattern_value(point, color)
    }

    /// Whether `color` could complete a five right now.
    #[inline]
    pub fn has_five_point(&self, color: Color) -> bool {
        self.0.has_five_point(color)
    }

    /// The first point where `color` completes a five.
    #[inline]
    pub fn five_point(&self, color: Color) -> Option<Point> {
        self.0.five_point(color)
    }

    /// Whether the side to move may play `point` (empty, and not renju-forbidden for black).
    #[inline]
    pub fn is_legal(&self, point: Point) -> bool {
        self.0.is_legal(point)
    }

    /// Empty points near stones (or the centre on an empty board), in scan order.
    #[inline]
    pub fn candidates(&self) -> impl Iterator<Item = Point> + '_ {
        self.0.candidates()
    }

    /// Empty points where `color` makes an open three or better and `keep` holds.
    #[inline]
    pub fn threat_points<'a>(
        &'a self,
        color: Color,
        keep: impl Fn(Combo) -> bool + Copy + 'a,
    ) -> impl Iterator<Item = Point> + 'a {
        self.0.threat_points(color, move |combo| keep(Combo(combo)))
    }

    /// Plays `point` for the side to move, updating the tables.
    #[inline]
    pub fn make(&mut self, point: Point) {
        self.0.make(point);
    }

    /// Takes back the last move made, if any.
    #[inline]
    pub fn undo(&mut self) -> Option<Point> {
        self.0.undo()
    }
}

/// The static evaluation the search uses, from the side to move's point of view: the learned
/// one if the position keeps its sums, else the hand-set formula.
pub fn evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    crate::eval::evaluate(&position.0, attack, defence)
}

/// The position's threat mask: the index into the hand-set evaluation's threat table.
pub fn threat_mask(position: &Position) -> usize {
    crate::eval::threat_mask::threat_mask(&position.0)
}

/// The hand-set formula.
pub fn hand_evaluate(position: &Position, attack: i32, defence: i32) -> i32 {
    crate::eval::hand_evaluate(&position.0, attack, defence)
}
