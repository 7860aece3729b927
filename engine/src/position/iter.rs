//! Plain iterators over a position's cells: the set bits of a threat bitset and the
//! rectangle around the stones.

use crate::point::Point;

/// The cells whose bit is set in a threat bitset of `WORDS` words, in cell order.
pub(super) struct ThreatCells<'a, const WORDS: usize> {
    pub(super) words: &'a [u64; WORDS],
    pub(super) word: usize,
    pub(super) bits: u64,
}

impl<const WORDS: usize> Iterator for ThreatCells<'_, WORDS> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            self.word += 1;
            if self.word >= WORDS {
                return None;
            }
            self.bits = self.words[self.word];
        }
        let bit = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.word * 64 + bit)
    }
}

/// A rectangle of points, row by row (a plain iterator: nested adaptors cost too much in the
/// search's inner loops).
pub(super) struct Region {
    pub(super) x0: u8,
    pub(super) x1: u8,
    pub(super) y1: u8,
    pub(super) x: u8,
    pub(super) y: u8,
}

impl Iterator for Region {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.y > self.y1 {
            return None;
        }
        let point = Point::new(self.x, self.y);
        if self.x == self.x1 {
            self.x = self.x0;
            self.y += 1;
        } else {
            self.x += 1;
        }
        Some(point)
    }
}

/// First and last index with a non-zero count.
pub(super) fn span(counts: &[u8]) -> Option<(usize, usize)> {
    let first = counts.iter().position(|&c| c > 0)?;
    let last = counts.iter().rposition(|&c| c > 0)?;
    Some((first, last))
}
