//! splitmix64: a tiny generator whose sequence never changes. The board's Zobrist keys are made
//! with it at compile time (so hashes are the same in every build), and tests and benches draw
//! reproducible games from it.

/// The generator's state; `SplitMix64(seed)` starts one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(pub u64);

const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

impl SplitMix64 {
    /// The next number and the generator after it: a `const fn`, for tables made at compile
    /// time.
    pub const fn step(self) -> (u64, SplitMix64) {
        let state = self.0.wrapping_add(GAMMA);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31), SplitMix64(state))
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let (value, after) = self.step();
        *self = after;
        value
    }

    /// A number below `n` (at least 1; the slight bias of `%` does not matter to its users).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_splitmix64s() {
        // The reference output of splitmix64 seeded with 0.
        let mut rng = SplitMix64(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert!(rng.below(7) < 7);
    }
}
