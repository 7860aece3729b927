//! Line patterns: what a stone on an empty point would make along one line, for one colour
//! (seed 000's per-point, per-direction pattern tables `Computer[15][15][4]` / `Player[..]`).
//!
//! # How
//! A pattern depends only on the ten cells around the point (±5 along the line), seen from the
//! colour's side: empty, own, opponent or wall. That is a 20-bit key, so every pattern is one
//! lookup in a table of 2^20 bytes, built once per five rule. The table is filled by the
//! recursive definition, memoised in the table itself:
//! - five: the stone completes a winning run through it (exact five, five or more, or caro's
//!   "not blocked at both ends", depending on the rule);
//! - four: one more stone on the line completes a five through this stone; two or more such
//!   points make it *flex* (an open four, or two fours on one line), one makes it a *block* four;
//! - three / two / one: one more stone can turn it into a flex (or block) four / three / two.
//!
//! Only patterns through the point count, so an unrelated four elsewhere on the line is not this
//! point's four.

use std::sync::LazyLock;

use crate::point::Color;
use crate::rules::Rule;

/// One colour's pattern along one line, weakest first. `B` = blocked (one way to grow), `F` =
/// flexible (two or more ways).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Pattern {
    Dead = 0,
    /// Under an exact-five rule the stone would make six or more: no five through it.
    Overline,
    B1,
    F1,
    B2,
    F2,
    B3,
    F3,
    B4,
    F4,
    F5,
}

pub const PATTERN_KINDS: usize = 11;

impl Pattern {
    const ALL: [Pattern; PATTERN_KINDS] = [
        Pattern::Dead,
        Pattern::Overline,
        Pattern::B1,
        Pattern::F1,
        Pattern::B2,
        Pattern::F2,
        Pattern::B3,
        Pattern::F3,
        Pattern::B4,
        Pattern::F4,
        Pattern::F5,
    ];

    #[inline]
    pub fn from_u8(value: u8) -> Pattern {
        Pattern::ALL[value as usize]
    }

    /// The pattern one level weaker: what a stone makes if one more stone gives `self`.
    fn grown_from(self) -> Pattern {
        match self {
            Pattern::F4 => Pattern::F3,
            Pattern::B4 => Pattern::B3,
            Pattern::F3 => Pattern::F2,
            Pattern::B3 => Pattern::B2,
            Pattern::F2 => Pattern::F1,
            Pattern::B2 => Pattern::B1,
            _ => Pattern::Dead,
        }
    }
}

/// What counts as a winning run along a line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum FiveRule {
    /// Five or more.
    AnyLength,
    /// Exactly five; six or more is an overline.
    Exact,
    /// Five or more, but an exact five blocked by opponent stones at both ends does not count.
    Caro,
}

impl FiveRule {
    pub(crate) fn for_color(rule: Rule, color: Color) -> FiveRule {
        match (rule, color) {
            (Rule::Freestyle, _) | (Rule::Renju, Color::White) => FiveRule::AnyLength,
            (Rule::Standard, _) | (Rule::Renju, Color::Black) => FiveRule::Exact,
            (Rule::Caro, _) => FiveRule::Caro,
        }
    }

    fn wins(self, length: usize, left: u8, right: u8) -> bool {
        match self {
            FiveRule::AnyLength => length >= 5,
            FiveRule::Exact => length == 5,
            FiveRule::Caro => length > 5 || (length == 5 && !(left == OPP && right == OPP)),
        }
    }

    /// The pattern table for this rule (built on first use).
    pub(crate) fn table(self) -> &'static PatternTable {
        match self {
            FiveRule::AnyLength => &ANY_LENGTH_TABLE,
            FiveRule::Exact => &EXACT_TABLE,
            FiveRule::Caro => &CARO_TABLE,
        }
    }
}

static ANY_LENGTH_TABLE: LazyLock<PatternTable> =
    LazyLock::new(|| PatternTable::build(FiveRule::AnyLength));
static EXACT_TABLE: LazyLock<PatternTable> = LazyLock::new(|| PatternTable::build(FiveRule::Exact));
static CARO_TABLE: LazyLock<PatternTable> = LazyLock::new(|| PatternTable::build(FiveRule::Caro));

/// Patterns by window key, stored as compactly as the rule allows so lookups stay in cache:
/// with five-or-more, the cells five away never matter (every five through the centre lies
/// within four cells of it), so 8 cells suffice (64 KiB); with exact five they matter only as
/// "own stone or not" (overlines), 8 cells + 2 bits (256 KiB); caro needs all ten (1 MiB).
pub(crate) struct PatternTable {
    rule: FiveRule,
    /// Full-key sized whatever the rule, so masked indexing needs no bounds check; the compact
    /// layouts only use (and touch) a prefix.
    data: Box<[u8; KEYS]>,
}

impl PatternTable {
    fn build(rule: FiveRule) -> PatternTable {
        let full = build_table(rule);
        let compact: Vec<u8> = match rule {
            FiveRule::Caro => full.clone(),
            FiveRule::AnyLength => (0..1 << 16)
                .map(|inner| full[representative(inner, false, false)])
                .collect(),
            FiveRule::Exact => (0..1 << 18)
                .map(|compact: usize| {
                    full[representative(
                        compact & 0xFFFF,
                        compact & (1 << 16) != 0,
                        compact & (1 << 17) != 0,
                    )]
                })
                .collect(),
        };
        let mut data = Box::new([0u8; KEYS]);
        data[..compact.len()].copy_from_slice(&compact);
        PatternTable { rule, data }
    }

    /// The pattern for a 20-bit key from [`window_key`] (seen from the pattern's colour).
    #[cfg(test)]
    pub(crate) fn lookup(&self, key: usize) -> Pattern {
        Pattern::from_u8(self.code(key))
    }

    /// [`Self::lookup`] as the pattern's `u8` code, for the incremental updates' hot path.
    #[inline(always)]
    pub(crate) fn code(&self, key: usize) -> u8 {
        let index = match self.rule {
            FiveRule::AnyLength => (key >> 2) & 0xFFFF,
            FiveRule::Exact => {
                let far_left = usize::from(key & 3 == OWN as usize);
                let far_right = usize::from((key >> 18) & 3 == OWN as usize);
                ((key >> 2) & 0xFFFF) | (far_left << 16) | (far_right << 17)
            }
            FiveRule::Caro => key,
        };
        self.data[index & (KEYS - 1)]
    }
}

/// Both colours' patterns under one rule in one byte (black's code in the low nibble, white's
/// in the high one), so an incremental update reads one table entry per window. Indexed as
/// compactly as the rule allows: freestyle ignores the cells five away (64 KiB used); renju
/// needs only whether those are black stones (black's overlines, 256 KiB); standard and caro
/// use the whole key.
pub(crate) struct PairTable {
    layout: Layout,
    data: Box<[u8; KEYS]>,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Layout {
    Inner,
    InnerAndFarOwn,
    Full,
}

static PAIR_TABLES: [LazyLock<PairTable>; 4] = [
    LazyLock::new(|| PairTable::build(Rule::Freestyle)),
    LazyLock::new(|| PairTable::build(Rule::Standard)),
    LazyLock::new(|| PairTable::build(Rule::Renju)),
    LazyLock::new(|| PairTable::build(Rule::Caro)),
];

impl PairTable {
    pub(crate) fn for_rule(rule: Rule) -> &'static PairTable {
        let index = match rule {
            Rule::Freestyle => 0,
            Rule::Standard => 1,
            Rule::Renju => 2,
            Rule::Caro => 3,
        };
        &PAIR_TABLES[index]
    }

    fn build(rule: Rule) -> PairTable {
        let black = FiveRule::for_color(rule, Color::Black).table();
        let white = FiveRule::for_color(rule, Color::White).table();
        let layout = match rule {
            Rule::Freestyle => Layout::Inner,
            Rule::Renju => Layout::InnerAndFarOwn,
            Rule::Standard | Rule::Caro => Layout::Full,
        };
        let mut data = Box::new([0u8; KEYS]);
        let used = match layout {
            Layout::Inner => 1 << 16,
            Layout::InnerAndFarOwn => 1 << 18,
            Layout::Full => KEYS,
        };
        for (index, entry) in data.iter_mut().enumerate().take(used) {
            let key = match layout {
                Layout::Inner => representative(index, false, false),
                Layout::InnerAndFarOwn => representative(
                    index & 0xFFFF,
                    index & (1 << 16) != 0,
                    index & (1 << 17) != 0,
                ),
                Layout::Full => index,
            };
            *entry = black.code(key) | (white.code(swap_colors(key)) << 4);
        }
        PairTable { layout, data }
    }

    /// Which index layout [`Self::pair_in`] must be called with: 0 inner, 1 inner and far
    /// own stones, 2 full. Callers dispatch once per move, not once per window.
    pub(crate) fn layout_id(&self) -> u8 {
        match self.layout {
            Layout::Inner => 0,
            Layout::InnerAndFarOwn => 1,
            Layout::Full => 2,
        }
    }

    /// Black's and white's pattern codes for a 20-bit key from [`window_key`] (black's view),
    /// with the layout fixed at compile time (`LAYOUT` = [`Self::layout_id`]).
    #[inline(always)]
    pub(crate) fn pair_in<const LAYOUT: u8>(&self, key: usize) -> u8 {
        debug_assert_eq!(LAYOUT, self.layout_id());
        let index = match LAYOUT {
            0 => (key >> 2) & 0xFFFF,
            1 => {
                let far_left = usize::from(key & 3 == OWN as usize);
                let far_right = usize::from((key >> 18) & 3 == OWN as usize);
                ((key >> 2) & 0xFFFF) | (far_left << 16) | (far_right << 17)
            }
            _ => key,
        };
        self.data[index & (KEYS - 1)]
    }
}

/// A full 20-bit key with the given inner eight cells whose two far cells are own stones where
/// asked, else empty (or walls, where the line already ended).
fn representative(inner: usize, own_left: bool, own_right: bool) -> usize {
    let key = inner << 2;
    let inner_left_is_wall = inner & 3 == WALL as usize;
    let inner_right_is_wall = (inner >> 14) & 3 == WALL as usize;
    let left = if inner_left_is_wall {
        WALL
    } else if own_left {
        OWN
    } else {
        EMPTY
    };
    let right = if inner_right_is_wall {
        WALL
    } else if own_right {
        OWN
    } else {
        EMPTY
    };
    key | left as usize | ((right as usize) << 18)
}

/// Cell codes in a window, from the pattern's colour's side (black's view matches the board's
/// line codes).
const EMPTY: u8 = 0;
const OWN: u8 = 1;
const OPP: u8 = 2;
const WALL: u8 = 3;

const CENTER: usize = 5;
const WINDOW: usize = 11;
const KEYS: usize = 1 << 20;
const UNKNOWN: u8 = 0xFF;

/// The table key of an 11-cell window (22 bits, cell `i` at bits `2i`), the centre left out.
#[inline]
pub(crate) fn window_key(window: u64) -> usize {
    ((window & 0x3FF) | ((window >> 12) << 10)) as usize
}

/// Swaps own and opponent in a key (walls stay walls), for white's view of a line.
#[inline]
pub(crate) fn swap_colors(key: usize) -> usize {
    const LOW: usize = 0x5_5555;
    let low = key & LOW;
    let high = (key >> 1) & LOW;
    // Cells that are walls (both bits) stay; own <-> opponent swap.
    (low << 1) | high
}

fn cells_of(key: usize) -> [u8; WINDOW] {
    let mut cells = [OWN; WINDOW];
    for (i, cell) in cells.iter_mut().enumerate() {
        if i != CENTER {
            let slot = if i < CENTER { i } else { i - 1 };
            *cell = ((key >> (2 * slot)) & 3) as u8;
        }
    }
    cells
}

fn key_of(cells: &[u8; WINDOW]) -> usize {
    let mut key = 0;
    for (i, &cell) in cells.iter().enumerate() {
        if i != CENTER {
            let slot = if i < CENTER { i } else { i - 1 };
            key |= (cell as usize) << (2 * slot);
        }
    }
    key
}

/// Walls can only extend inwards from the ends of a real line.
fn is_reachable(cells: &[u8; WINDOW]) -> bool {
    let left_ok = (1..CENTER).all(|i| cells[i - 1] == WALL || cells[i] != WALL);
    let right_ok = (CENTER + 1..WINDOW - 1).all(|i| cells[i + 1] == WALL || cells[i] != WALL);
    left_ok && right_ok
}

/// Length of the own run through the centre and the cells just beyond its ends (walls past the
/// window).
fn run_through_center(cells: &[u8; WINDOW]) -> (usize, u8, u8) {
    let mut start = CENTER;
    while start > 0 && cells[start - 1] == OWN {
        start -= 1;
    }
    let mut end = CENTER;
    while end < WINDOW - 1 && cells[end + 1] == OWN {
        end += 1;
    }
    let left = if start > 0 { cells[start - 1] } else { WALL };
    let right = if end < WINDOW - 1 {
        cells[end + 1]
    } else {
        WALL
    };
    (end - start + 1, left, right)
}

fn classify(cells: &mut [u8; WINDOW], rule: FiveRule, memo: &mut [u8]) -> Pattern {
    let key = key_of(cells);
    if memo[key] != UNKNOWN {
        return Pattern::from_u8(memo[key]);
    }
    let (length, left, right) = run_through_center(cells);
    let pattern = if rule.wins(length, left, right) {
        Pattern::F5
    } else if rule == FiveRule::Exact && length > 5 {
        Pattern::Overline
    } else {
        let mut five_points = 0;
        for i in 0..WINDOW {
            if cells[i] == EMPTY {
                cells[i] = OWN;
                let (length, left, right) = run_through_center(cells);
                if rule.wins(length, left, right) {
                    five_points += 1;
                }
                cells[i] = EMPTY;
            }
        }
        match five_points {
            0 => {
                let mut best = Pattern::Dead;
                for i in 0..WINDOW {
                    if cells[i] == EMPTY {
                        cells[i] = OWN;
                        best = best.max(classify(cells, rule, memo).grown_from());
                        cells[i] = EMPTY;
                    }
                }
                best
            }
            1 => Pattern::B4,
            _ => Pattern::F4,
        }
    };
    memo[key] = pattern as u8;
    pattern
}

fn build_table(rule: FiveRule) -> Vec<u8> {
    let mut table = vec![UNKNOWN; KEYS];
    for key in 0..KEYS {
        let mut cells = cells_of(key);
        if table[key] == UNKNOWN && is_reachable(&cells) {
            classify(&mut cells, rule, &mut table);
        }
    }
    // Unreachable keys are never looked up; make them harmless anyway.
    for entry in table.iter_mut() {
        if *entry == UNKNOWN {
            *entry = Pattern::Dead as u8;
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pattern(line: &str, rule: FiveRule) -> Pattern {
        // `line` is 11 chars: x own, o opponent, . empty, # wall, _ the (empty) centre.
        assert_eq!(line.len(), WINDOW);
        assert_eq!(line.find('_'), Some(CENTER), "{line}");
        let mut cells = [EMPTY; WINDOW];
        for (i, ch) in line.chars().enumerate() {
            cells[i] = match ch {
                'x' => OWN,
                'o' => OPP,
                '#' => WALL,
                _ => EMPTY,
            };
        }
        assert_eq!(cells[CENTER], EMPTY);
        rule.table().lookup(key_of(&cells))
    }

    #[test]
    fn basic_shapes() {
        let any = FiveRule::AnyLength;
        assert_eq!(pattern("...xx_xx...", any), Pattern::F5);
        assert_eq!(pattern("....x_xx...", any), Pattern::F4);
        assert_eq!(pattern("...o._xxx..", any), Pattern::F4, "_xxx. with room");
        assert_eq!(pattern("...ox_xx...", any), Pattern::B4);
        assert_eq!(pattern("....x_x....", any), Pattern::F3);
        assert_eq!(pattern("...ox_x....", any), Pattern::B3);
        assert_eq!(pattern("....._x....", any), Pattern::F2);
        assert_eq!(pattern("....o_x....", any), Pattern::B2);
        assert_eq!(pattern("....._.....", any), Pattern::F1);
        assert_eq!(pattern("#####_o....", any), Pattern::Dead);
        assert_eq!(
            pattern("#####_...o.", any),
            Pattern::Dead,
            "only four cells of room"
        );
        // Two fours on one line through the point.
        assert_eq!(pattern("..x.x_x.x..", any), Pattern::F4);
    }

    #[test]
    fn exact_five_and_caro() {
        assert_eq!(pattern("x.xxx_xx...", FiveRule::AnyLength), Pattern::F5);
        assert_eq!(pattern("..xxx_xx...", FiveRule::Exact), Pattern::Overline);
        assert_eq!(pattern("x.xxx_.....", FiveRule::Exact), Pattern::B4);
        assert_eq!(pattern("x.xxx_.....", FiveRule::AnyLength), Pattern::F4);
        assert_eq!(pattern(".oxxx_.o...", FiveRule::Caro), Pattern::Dead);
        assert_eq!(pattern(".oxxx_o....", FiveRule::Caro), Pattern::Dead);
        assert_eq!(pattern("#xxx._o....", FiveRule::Caro), Pattern::B4);
        assert_eq!(pattern("oxxxx_o....", FiveRule::Caro), Pattern::Dead);
        assert_eq!(pattern("oxxxx_.....", FiveRule::Caro), Pattern::F5);
        assert_eq!(
            pattern("oxxxx_x....", FiveRule::Caro),
            Pattern::F5,
            "overlines win"
        );
    }

    #[test]
    fn swapping_colours_is_an_involution() {
        for key in [0usize, 0x12345, 0xF_FFFF, 0x9_6A5C] {
            assert_eq!(swap_colors(swap_colors(key)), key);
        }
        // own (01) <-> opp (10); wall (11) and empty stay.
        assert_eq!(swap_colors(0b11_10_01_00), 0b11_01_10_00);
    }
}
