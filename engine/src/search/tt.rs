//! Transposition table: a power-of-two array of two-entry buckets (one kept by depth, one
//! always replaced), sized from a memory budget.

use crate::point::Point;

use super::types::WIN_THRESHOLD;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    Lower,
    Upper,
}

impl Bound {
    /// What a fail-soft search of the window (`alpha`, `beta`) that returned `score` proved.
    pub(crate) fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    pub(crate) best: Option<Point>,
    pub(crate) score: i32,
    pub(crate) depth: i32,
    pub(crate) bound: Bound,
}

impl Entry {
    /// Whether the stored score settles a search of the window (`alpha`, `beta`).
    pub(crate) fn cuts(&self, alpha: i32, beta: i32) -> bool {
        match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score >= beta,
            Bound::Upper => self.score <= alpha,
        }
    }
}

#[derive(Copy, Clone, Default)]
struct Slot {
    key: u64,
    /// score: 16 bits, depth: 8, bound: 2 (0 = empty), move: x 8 + y 8.
    data: u64,
}

const NO_MOVE: u64 = 0xFFFF;

impl Slot {
    fn pack(entry: &Entry) -> u64 {
        let score = (entry.score as i16 as u16) as u64;
        let depth = (entry.depth.clamp(-1, 126) + 1) as u64;
        let bound = match entry.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let mv = entry
            .best
            .map_or(NO_MOVE, |p| ((p.x() as u64) << 8) | p.y() as u64);
        score | (depth << 16) | (bound << 24) | (mv << 32)
    }

    fn unpack(data: u64) -> Option<Entry> {
        let bound = match (data >> 24) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        let mv = (data >> 32) & 0xFFFF;
        Some(Entry {
            best: (mv != NO_MOVE).then(|| Point::new((mv >> 8) as u8, (mv & 0xFF) as u8)),
            score: data as u16 as i16 as i32,
            depth: ((data >> 16) & 0xFF) as i32 - 1,
            bound,
        })
    }
}

pub(crate) struct TranspositionTable {
    slots: Vec<[Slot; 2]>,
    mask: usize,
}

impl TranspositionTable {
    pub(crate) fn with_megabytes(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let buckets = (bytes / std::mem::size_of::<[Slot; 2]>()).next_power_of_two() / 2;
        let buckets = buckets.max(1024);
        TranspositionTable {
            slots: vec![[Slot::default(); 2]; buckets],
            mask: buckets - 1,
        }
    }

    pub(crate) fn clear(&mut self) {
        self.slots.fill([Slot::default(); 2]);
    }

    /// Mate scores are stored relative to this node so they stay right at other plies.
    pub(crate) fn probe(&self, key: u64, ply: u32) -> Option<Entry> {
        let bucket = &self.slots[key as usize & self.mask];
        let slot = bucket.iter().find(|s| s.key == key && s.data != 0)?;
        let mut entry = Slot::unpack(slot.data)?;
        entry.score = from_tt(entry.score, ply);
        Some(entry)
    }

    /// Asks the processor to load `key`'s bucket into its cache: issued before a move is made,
    /// the memory latency of the child's probe overlaps the pattern update.
    #[inline]
    pub(crate) fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const [Slot; 2] = &self.slots[key as usize & self.mask];
            // SAFETY: a prefetch is only a hint: it reads nothing the program sees, cannot fault,
            // and the address comes from a live reference into the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub(crate) fn store(&mut self, key: u64, ply: u32, mut entry: Entry) {
        entry.score = to_tt(entry.score, ply);
        let bucket = &mut self.slots[key as usize & self.mask];
        let data = Slot::pack(&entry);
        let deep = Slot::unpack(bucket[0].data).map_or(-2, |e| e.depth);
        let index = if bucket[0].key == key || entry.depth >= deep {
            0
        } else {
            1
        };
        bucket[index] = Slot { key, data };
    }
}

fn to_tt(score: i32, ply: u32) -> i32 {
    if score >= WIN_THRESHOLD {
        score + ply as i32
    } else if score <= -WIN_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: u32) -> i32 {
    if score >= WIN_THRESHOLD {
        score - ply as i32
    } else if score <= -WIN_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}
