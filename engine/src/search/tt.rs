//! Transposition table: a power-of-two array of two-entry buckets (one kept by depth, one
//! always replaced), sized from a memory budget. The search's threads share one table without
//! locks: a slot is two atomic words, and the key is stored XOR-ed with the data, so an entry
//! torn by two threads writing at once no longer matches its key and reads as a miss.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

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
    /// The node's static evaluation, if it made one (kept so that a later visit, as every
    /// iteration makes, need not evaluate again).
    pub(crate) eval: Option<i32>,
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

#[derive(Default)]
struct Slot {
    /// The position's key XOR `data`: a slot whose two words come from different writes fails
    /// the key check.
    check: AtomicU64,
    /// score: 16 bits, depth: 8, bound: 2 (0 = empty), move: x 8 + y 8, static evaluation: 16.
    data: AtomicU64,
}

impl Slot {
    /// The slot's data if it holds `key` (relaxed loads: a stale or torn pair only misses).
    #[inline]
    fn data_for(&self, key: u64) -> Option<u64> {
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        (data != 0 && check ^ data == key).then_some(data)
    }

    fn key(&self) -> u64 {
        self.check.load(Ordering::Relaxed) ^ self.data.load(Ordering::Relaxed)
    }

    fn write(&self, key: u64, data: u64) {
        self.data.store(data, Ordering::Relaxed);
        self.check.store(key ^ data, Ordering::Relaxed);
    }
}

/// Two slots, aligned so that a bucket never straddles two cache lines.
#[derive(Default)]
#[repr(align(32))]
struct Bucket([Slot; 2]);

const NO_MOVE: u64 = 0xFFFF;
/// A slot's static evaluation when the node made none (the evaluation stays within ±20,000).
const NO_EVAL_BITS: u64 = 0x8000;

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
        let eval = entry.eval.map_or(NO_EVAL_BITS, |eval| {
            debug_assert!(eval.abs() <= i16::MAX as i32);
            (eval as i16 as u16) as u64
        });
        score | (depth << 16) | (bound << 24) | (mv << 32) | (eval << 48)
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
            eval: match data >> 48 {
                NO_EVAL_BITS => None,
                bits => Some(bits as u16 as i16 as i32),
            },
        })
    }
}

pub(crate) struct TranspositionTable {
    /// The buckets start at `offset`, on a huge-page boundary when the table is large.
    slots: Vec<Bucket>,
    offset: usize,
    mask: usize,
    /// Whether anything was stored since the table was made or cleared: clearing an untouched
    /// table (a rule set before the first search) costs nothing.
    used: AtomicBool,
}

/// The size of a huge page on x86-64 and most ARM Linux systems.
const HUGE_PAGE: usize = 2 << 20;

/// Asks the kernel to back `buckets` (not yet touched) with huge pages: a probe's address is
/// random, so with 4 KiB pages nearly every probe also misses the address-translation cache.
#[cfg(target_os = "linux")]
fn advise_huge_pages(buckets: *const Bucket, len: usize) {
    let bytes = len * std::mem::size_of::<Bucket>();
    // SAFETY: madvise only changes how the kernel backs the range, never its contents; the
    // range lies inside the vector's allocation. A refusal (old kernel, huge pages off) is
    // harmless, so its result is ignored.
    unsafe {
        libc::madvise(buckets as *mut libc::c_void, bytes, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_buckets: *const Bucket, _len: usize) {}

impl TranspositionTable {
    pub(crate) fn with_megabytes(megabytes: usize) -> TranspositionTable {
        TranspositionTable::with_megabytes_paced(megabytes, &mut || {})
    }

    /// [`TranspositionTable::with_megabytes`] made 2 MiB at a time, calling `pace` before each
    /// step (to wait while something more urgent runs).
    pub(crate) fn with_megabytes_paced(
        megabytes: usize,
        pace: &mut dyn FnMut(),
    ) -> TranspositionTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let bucket_bytes = std::mem::size_of::<Bucket>();
        let buckets = (bytes / bucket_bytes).next_power_of_two() / 2;
        let buckets = buckets.max(1024);
        // A table of several huge pages starts on a huge-page boundary (at the cost of one
        // page of padding) and is advised before its first write.
        let huge = buckets * bucket_bytes >= 4 * HUGE_PAGE;
        let padding = if huge { HUGE_PAGE / bucket_bytes } else { 0 };
        let mut slots: Vec<Bucket> = Vec::with_capacity(buckets + padding);
        let mut offset = 0;
        if huge {
            let address = slots.as_ptr() as usize;
            offset = (address.next_multiple_of(HUGE_PAGE) - address) / bucket_bytes;
            advise_huge_pages(slots.as_ptr().wrapping_add(offset), buckets);
        }
        let step = (2 << 20) / bucket_bytes;
        while slots.len() < offset + buckets {
            pace();
            let next = (slots.len() + step).min(offset + buckets);
            // Within the capacity: no reallocation, only the new buckets are written.
            slots.resize_with(next, Bucket::default);
        }
        TranspositionTable {
            slots,
            offset,
            mask: buckets - 1,
            used: AtomicBool::new(false),
        }
    }

    /// Where `key`'s bucket is in `slots`.
    #[inline]
    fn index(&self, key: u64) -> usize {
        self.offset + (key as usize & self.mask)
    }

    /// Empties the table; only while no search uses it.
    pub(crate) fn clear(&self) {
        if self.used.swap(false, Ordering::Relaxed) {
            for slot in self.slots.iter().flat_map(|bucket| &bucket.0) {
                slot.write(0, 0);
            }
        }
    }

    /// Mate scores are stored relative to this node so they stay right at other plies.
    pub(crate) fn probe(&self, key: u64, ply: u32) -> Option<Entry> {
        let bucket = &self.slots[self.index(key)];
        let data = bucket.0.iter().find_map(|slot| slot.data_for(key))?;
        let mut entry = Slot::unpack(data)?;
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
            let bucket: *const Bucket = &self.slots[self.index(key)];
            // SAFETY: a prefetch is only a hint: it reads nothing the program sees, cannot fault,
            // and the address comes from a live reference into the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub(crate) fn store(&self, key: u64, ply: u32, mut entry: Entry) {
        entry.score = to_tt(entry.score, ply);
        let bucket = &self.slots[self.index(key)];
        let data = Slot::pack(&entry);
        let first = &bucket.0[0];
        let deep = Slot::unpack(first.data.load(Ordering::Relaxed)).map_or(-2, |e| e.depth);
        let index = if first.key() == key || entry.depth >= deep {
            0
        } else {
            1
        };
        bucket.0[index].write(key, data);
        if !self.used.load(Ordering::Relaxed) {
            self.used.store(true, Ordering::Relaxed);
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(score: i32, depth: i32) -> Entry {
        Entry {
            best: Some(Point::new(7, 7)),
            score,
            depth,
            bound: Bound::Exact,
            eval: Some(-1234),
        }
    }

    #[test]
    fn a_large_table_starts_on_a_huge_page_and_keeps_entries_at_both_ends() {
        let table = TranspositionTable::with_megabytes(16);
        let first = &table.slots[table.offset] as *const Bucket as usize;
        assert_eq!(first % HUGE_PAGE, 0);
        assert_eq!(table.slots.len() - table.offset, table.mask + 1);
        for key in [0u64, table.mask as u64, u64::MAX] {
            table.store(key, 3, entry(42, 5));
            let found = table.probe(key, 3).expect("stored");
            assert_eq!(
                (found.score, found.depth, found.best),
                (42, 5, Some(Point::new(7, 7)))
            );
        }
        table.clear();
        assert!(table.probe(u64::MAX, 3).is_none());
    }

    #[test]
    fn clearing_forgets_what_was_stored_and_a_cleared_table_stays_empty() {
        let table = TranspositionTable::with_megabytes(1);
        assert!(
            !table.used.load(Ordering::Relaxed),
            "a new table is untouched"
        );
        table.store(9, 0, entry(10, 3));
        assert!(table.used.load(Ordering::Relaxed));
        table.clear();
        assert!(!table.used.load(Ordering::Relaxed) && table.probe(9, 0).is_none());
        table.clear();
        assert!(table.probe(9, 0).is_none());
        table.store(9, 0, entry(11, 4));
        assert_eq!(table.probe(9, 0).map(|e| e.score), Some(11));
    }

    #[test]
    fn a_small_table_is_not_padded_and_buckets_never_straddle_cache_lines() {
        let table = TranspositionTable::with_megabytes(1);
        assert_eq!(table.offset, 0);
        assert_eq!(std::mem::align_of::<Bucket>(), 32);
        assert_eq!(table.slots.as_ptr() as usize % 32, 0);
    }

    #[test]
    fn the_static_evaluation_comes_back_as_stored_or_as_none() {
        let table = TranspositionTable::with_megabytes(1);
        for (key, eval) in [
            (1u64, Some(-20_000)),
            (2, Some(0)),
            (3, Some(20_000)),
            (4, Some(-1)),
            (5, None),
        ] {
            table.store(
                key,
                0,
                Entry {
                    eval,
                    ..entry(-7, 2)
                },
            );
            let found = table.probe(key, 0).expect("stored");
            assert_eq!((found.eval, found.score, found.depth), (eval, -7, 2));
        }
    }

    #[test]
    fn mate_scores_are_stored_relative_to_the_node() {
        let table = TranspositionTable::with_megabytes(1);
        table.store(9, 4, entry(WIN_THRESHOLD + 100, 2));
        assert_eq!(table.probe(9, 6).unwrap().score, WIN_THRESHOLD + 98);
    }

    #[test]
    fn a_slot_torn_between_two_writes_reads_as_a_miss() {
        let table = TranspositionTable::with_megabytes(1);
        table.store(9, 0, entry(10, 3));
        let slot = &table.slots[table.index(9)].0[0];
        // Another thread's data lands between this entry's two words.
        let foreign = Slot::pack(&entry(-77, 9));
        slot.data.store(foreign, Ordering::Relaxed);
        assert!(table.probe(9, 0).is_none(), "a torn entry is never trusted");
        slot.write(9, foreign);
        assert_eq!(table.probe(9, 0).map(|e| e.score), Some(-77));
    }

    #[test]
    fn threads_storing_at_once_leave_only_whole_entries() {
        let table = TranspositionTable::with_megabytes(1);
        // Every thread writes keys that collide in the same few buckets, each entry's score
        // derived from its key: any entry read back must carry its own key's score.
        let score_of = |key: u64| (key % 1_000) as i32;
        std::thread::scope(|scope| {
            for thread in 0..4u64 {
                let table = &table;
                scope.spawn(move || {
                    for round in 0..20_000u64 {
                        let key = ((round * 4 + thread) << 32) | (round % 8);
                        table.store(key, 0, entry(score_of(key), (round % 20) as i32));
                        let probe = ((round * 4 + (thread + 1) % 4) << 32) | (round % 8);
                        if let Some(found) = table.probe(probe, 0) {
                            assert_eq!(found.score, score_of(probe));
                        }
                    }
                });
            }
        });
    }
}
