//! A point's line patterns combined over the four directions: the seeds' 双四 (double four),
//! 四三 (four-three) and 双三 (double three), ranked for move ordering and evaluation.

use std::sync::LazyLock;

use super::line::{PATTERN_KINDS, Pattern};

/// A point's patterns in the four directions, combined (the seeds' 双四 / 四三 / 双三), strongest
/// last. Renju's forbidden points are not marked here: that needs the whole board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Combo {
    None = 0,
    Flex2,
    Block3,
    Flex2x2,
    Block3Plus,
    Flex3,
    Flex3Plus,
    Flex3x2,
    Block4,
    Block4Plus,
    Block4Flex3,
    /// Open four or double four: wins next move unless the opponent has a five.
    Flex4,
    Five,
}

pub const COMBO_KINDS: usize = 13;

impl Combo {
    const ALL: [Combo; COMBO_KINDS] = [
        Combo::None,
        Combo::Flex2,
        Combo::Block3,
        Combo::Flex2x2,
        Combo::Block3Plus,
        Combo::Flex3,
        Combo::Flex3Plus,
        Combo::Flex3x2,
        Combo::Block4,
        Combo::Block4Plus,
        Combo::Block4Flex3,
        Combo::Flex4,
        Combo::Five,
    ];

    #[inline]
    pub fn from_u8(value: u8) -> Combo {
        Combo::ALL[value as usize]
    }

    /// Makes a four or better (a forcing move in threat search).
    #[inline]
    pub(crate) fn is_four(self) -> bool {
        self >= Combo::Block4
    }

    /// Makes an open three or better.
    #[inline]
    pub fn is_three_or_four(self) -> bool {
        self >= Combo::Flex3
    }
}

/// Combines four direction patterns.
pub(crate) fn combine(patterns: [Pattern; 4]) -> Combo {
    let mut counts = [0u8; PATTERN_KINDS];
    for p in patterns {
        counts[p as usize] += 1;
    }
    let count = |p: Pattern| counts[p as usize];
    let fours = count(Pattern::B4) + count(Pattern::F4);
    if count(Pattern::F5) > 0 {
        Combo::Five
    } else if count(Pattern::F4) > 0 || count(Pattern::B4) >= 2 {
        Combo::Flex4
    } else if count(Pattern::B4) == 1 {
        if count(Pattern::F3) > 0 {
            Combo::Block4Flex3
        } else if count(Pattern::B3) > 0 || count(Pattern::F2) > 0 {
            Combo::Block4Plus
        } else {
            Combo::Block4
        }
    } else if fours == 0 && count(Pattern::F3) >= 2 {
        Combo::Flex3x2
    } else if count(Pattern::F3) == 1 {
        if count(Pattern::B3) > 0 || count(Pattern::F2) > 0 {
            Combo::Flex3Plus
        } else {
            Combo::Flex3
        }
    } else if count(Pattern::B3) >= 2 || (count(Pattern::B3) == 1 && count(Pattern::F2) > 0) {
        Combo::Block3Plus
    } else if count(Pattern::F2) >= 2 {
        Combo::Flex2x2
    } else if count(Pattern::B3) == 1 {
        Combo::Block3
    } else if count(Pattern::F2) == 1 {
        Combo::Flex2
    } else {
        Combo::None
    }
}

/// Whether a black point with these patterns could be forbidden under renju (so the exact
/// check is needed): an overline, two fours, a four that may be two fours on one line, or two
/// threes. A five is never forbidden.
pub(crate) fn may_be_forbidden(patterns: [Pattern; 4]) -> bool {
    let mut fours = 0;
    let mut threes = 0;
    let mut flex_four = false;
    for p in patterns {
        match p {
            Pattern::F5 => return false,
            Pattern::Overline => return true,
            Pattern::F4 => {
                fours += 1;
                flex_four = true;
            }
            Pattern::B4 => fours += 1,
            Pattern::F3 => threes += 1,
            _ => {}
        }
    }
    fours >= 2 || flex_four || threes >= 2
}

/// `combine` for every packed quadruple of patterns (nibbles), so a point's combo is one
/// lookup with no bounds check.
pub(crate) static COMBO_TABLE: LazyLock<Box<[Combo; 1 << 16]>> = LazyLock::new(|| {
    let mut table = Box::new([Combo::None; 1 << 16]);
    for (code, entry) in table.iter_mut().enumerate() {
        let nibbles = [code & 15, (code >> 4) & 15, (code >> 8) & 15, code >> 12];
        if nibbles.iter().all(|&n| n < PATTERN_KINDS) {
            *entry = combine(nibbles.map(|n| Pattern::from_u8(n as u8)));
        }
    }
    table
});
