//! Pattern codes ("pcodes"): a cell's four direction patterns as an *unordered* multiset, the
//! learned evaluation's feature. With 11 pattern kinds there are C(11 + 3, 4) = 1001 of them;
//! every packed 16-bit code (direction `d` in the nibble at bits `4d`) maps to its class by one
//! table lookup.

use std::sync::LazyLock;

use crate::pattern::{PATTERN_KINDS, Pattern};

/// Number of pcode classes: multisets of four patterns out of the 11 kinds.
pub const PCODES: usize = 1001;

/// The pcode of four dead directions: what stones (and cells with no prospects at all) have.
/// The model gives it no weight, so stones need no special case.
pub const DEAD_PCODE: usize = 0;

/// Sorted pattern quadruples in lexicographic order: the pcode is the index.
static QUADRUPLES: LazyLock<Vec<[u8; 4]>> = LazyLock::new(|| {
    let kinds = PATTERN_KINDS as u8;
    let mut all = Vec::with_capacity(PCODES);
    for a in 0..kinds {
        for b in a..kinds {
            for c in b..kinds {
                for d in c..kinds {
                    all.push([a, b, c, d]);
                }
            }
        }
    }
    all
});

/// The pcode of every packed code; codes with a nibble that is no pattern map to 0.
static PCODE_TABLE: LazyLock<Box<[u16; 1 << 16]>> = LazyLock::new(|| {
    let kinds = PATTERN_KINDS;
    // Index of each sorted quadruple, by its base-11 value.
    let mut rank = vec![0u16; kinds.pow(4)];
    for (index, q) in QUADRUPLES.iter().enumerate() {
        let key = q.iter().fold(0, |key, &n| key * kinds + n as usize);
        rank[key] = index as u16;
    }
    let mut table = Box::new([0u16; 1 << 16]);
    for (code, entry) in table.iter_mut().enumerate() {
        let mut nibbles = [0, 1, 2, 3].map(|d| (code >> (4 * d)) & 15);
        if nibbles.iter().all(|&n| n < kinds) {
            nibbles.sort_unstable();
            let key = nibbles.iter().fold(0, |key, &n| key * kinds + n);
            *entry = rank[key];
        }
    }
    table
});

/// The pcode table itself, for callers that look up many codes.
pub(crate) fn pcode_table() -> &'static [u16; 1 << 16] {
    &PCODE_TABLE
}

/// The pcode of a packed code (four 4-bit direction patterns).
#[inline]
pub fn pcode(code: u16) -> usize {
    PCODE_TABLE[code as usize] as usize
}

/// The packed code of a pcode's four patterns, weakest first (one of the codes it stands for).
pub(crate) fn pcode_code(pcode: usize) -> u16 {
    QUADRUPLES[pcode]
        .iter()
        .enumerate()
        .fold(0, |code, (d, &n)| code | (n as u16) << (4 * d))
}

/// The four patterns of a pcode, weakest first, as their names (`F3`, `B4`, ...), for reports.
/// `None` past the last pcode.
pub fn pcode_name(pcode: usize) -> Option<String> {
    let quadruple = QUADRUPLES.get(pcode)?;
    let names: Vec<String> = quadruple
        .iter()
        .map(|&n| format!("{:?}", Pattern::from_u8(n)))
        .collect();
    Some(names.join("+"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pcodes_are_order_free_and_cover_all_classes() {
        assert_eq!(QUADRUPLES.len(), PCODES);
        assert_eq!(pcode(0), DEAD_PCODE);
        // F3 (7) east, B4 (8) south, F1 (3) on both diagonals, in two orders.
        let a = 7 | (8 << 4) | (3 << 8) | (3 << 12);
        let b = 3 | (3 << 4) | (8 << 8) | (7 << 12);
        assert_eq!(pcode(a), pcode(b));
        assert_ne!(pcode(a), pcode(7 | (7 << 4) | (3 << 8) | (3 << 12)));
        assert_eq!(pcode_name(pcode(a)).unwrap(), "F1+F1+F3+B4");
        // A nibble that is no pattern maps to the dead class.
        assert_eq!(pcode(0x00F1), DEAD_PCODE);
        let mut seen = vec![false; PCODES];
        for code in 0..=u16::MAX {
            seen[pcode(code)] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(pcode_name(PCODES), None);
        for class in 0..PCODES {
            assert_eq!(pcode(pcode_code(class)), class);
        }
    }
}
