//! The evaluation network's layers above the position's sums: the first layer's activations,
//! the hidden layer, the output. Integer arithmetic throughout; where the machine runs AVX2 the
//! hidden layer takes vector instructions (`vpmaddwd`: all 32 units at once, one input pair at a
//! time), which give the portable code's value exactly.

use super::net::{ONE, OUTPUT_ONE, ROW_ONE, ROW_SHIFT, WEIGHT_ONE};
use crate::position::{EvalNet, NET_HIDDEN, NET_WIDTH, Position};

impl EvalNet {
    /// The network's value of `position` for the side to move, in evaluation units.
    #[inline]
    pub(crate) fn value(&self, position: &Position) -> i32 {
        let me = position.side_to_move().index();
        let sums = position.net_sums_now();
        self.value_of_sums(&sums[me], &sums[1 - me])
    }

    /// The value from the side to move's sums and the opponent's.
    #[inline]
    pub(crate) fn value_of_sums(&self, own: &[i32; NET_WIDTH], theirs: &[i32; NET_WIDTH]) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if crate::cpu::has_avx2() {
            // SAFETY: the machine runs AVX2.
            return unsafe { self.value_of_sums_avx2(own, theirs) };
        }
        let inputs = self.inputs(own, theirs);
        self.output(self.hidden_sums(&inputs))
    }

    /// [`Self::value_of_sums`] for AVX2: the hidden layer in vector instructions, the rest the
    /// same code compiled for the wider vectors.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn value_of_sums_avx2(&self, own: &[i32; NET_WIDTH], theirs: &[i32; NET_WIDTH]) -> i32 {
        let inputs = self.inputs(own, theirs);
        self.output(avx2::hidden_sums(self, &inputs))
    }

    /// The first layer's activations: the sums plus their biases, clipped to [0, 1] and
    /// rounded to the activation's steps (the shift floors, so half a step first).
    #[inline(always)]
    fn inputs(&self, own: &[i32; NET_WIDTH], theirs: &[i32; NET_WIDTH]) -> [i16; 2 * NET_WIDTH] {
        let activation = |sum: i32| {
            let sum = sum.clamp(0, ROW_ONE);
            ((sum + (1 << ROW_SHIFT >> 1)) >> ROW_SHIFT) as i16
        };
        let mut inputs = [0i16; 2 * NET_WIDTH];
        // Plain indexed loops: the compiler turns them into a few vector instructions.
        for i in 0..NET_WIDTH {
            inputs[i] = activation(own[i] + self.bias0[i]);
            inputs[NET_WIDTH + i] = activation(theirs[i] + self.bias0[NET_WIDTH + i]);
        }
        inputs
    }

    /// Each hidden unit's bias plus its weighted inputs: all units at once, an input pair at a
    /// time, as the vector code adds them (`avx2` below).
    #[inline(always)]
    fn hidden_sums(&self, inputs: &[i16; 2 * NET_WIDTH]) -> [i32; NET_HIDDEN] {
        let mut hidden = self.bias1;
        for (pair, weights) in self.weights1_by_pair.iter().enumerate() {
            let (a, b) = (inputs[2 * pair] as i32, inputs[2 * pair + 1] as i32);
            for (sum, w) in hidden.iter_mut().zip(weights) {
                *sum += a * w[0] as i32 + b * w[1] as i32;
            }
        }
        hidden
    }

    /// The output from the hidden units' sums, in evaluation units.
    #[inline(always)]
    fn output(&self, hidden: [i32; NET_HIDDEN]) -> i32 {
        let mut output = self.bias2 as i64;
        for (&sum, &out) in hidden.iter().zip(&self.weights2) {
            let unit = (sum / WEIGHT_ONE).clamp(0, ONE);
            output += unit as i64 * out as i64;
        }
        (output / (OUTPUT_ONE * ONE) as i64) as i32
    }
}

/// The hidden layer in AVX2 vector instructions.
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use std::arch::x86_64::{
        __m256i, _mm256_add_epi32, _mm256_loadu_si256, _mm256_madd_epi16, _mm256_set1_epi32,
        _mm256_storeu_si256,
    };

    use super::{EvalNet, NET_HIDDEN, NET_WIDTH};

    /// Hidden units (32-bit) in one vector.
    const LANES: usize = 8;
    const VECTORS: usize = NET_HIDDEN / LANES;

    /// Each hidden unit's bias plus its weighted inputs, before the activation.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(super) fn hidden_sums(net: &EvalNet, inputs: &[i16; 2 * NET_WIDTH]) -> [i32; NET_HIDDEN] {
        let mut sums = [0i32; NET_HIDDEN];
        // SAFETY: every load and store is of 32 bytes inside an array of at least that many
        // (`bias1` and `sums` hold 32 × 4 bytes, a pair's weights 32 × 2 × 2), unaligned allowed.
        unsafe {
            let mut acc: [__m256i; VECTORS] = std::array::from_fn(|k| {
                _mm256_loadu_si256(net.bias1.as_ptr().add(k * LANES).cast())
            });
            for (pair, weights) in net.weights1_by_pair.iter().enumerate() {
                // The pair of inputs as one 32-bit lane, repeated: the low input in the low half.
                let bits =
                    inputs[2 * pair] as u16 as u32 | (inputs[2 * pair + 1] as u16 as u32) << 16;
                let x = _mm256_set1_epi32(bits as i32);
                let weights: *const __m256i = weights.as_ptr().cast();
                for (k, acc) in acc.iter_mut().enumerate() {
                    *acc = _mm256_add_epi32(
                        *acc,
                        _mm256_madd_epi16(x, _mm256_loadu_si256(weights.add(k))),
                    );
                }
            }
            for (k, acc) in acc.iter().enumerate() {
                _mm256_storeu_si256(sums.as_mut_ptr().add(k * LANES).cast(), *acc);
            }
        }
        sums
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::net::net_for;
    use crate::rules::Rule;

    /// The vector path (taken where the machine runs AVX2) gives the portable code's value
    /// exactly, over sums from far below to far above the activations' clipping.
    #[test]
    fn the_vector_path_gives_the_portable_value() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for rule in [Rule::Freestyle, Rule::Renju] {
            let net = net_for(rule).expect("built-in network");
            for _ in 0..2000 {
                let mut sums = [[0i32; NET_WIDTH]; 2];
                for sum in sums.iter_mut().flatten() {
                    *sum = (next() % 6000) as i32 - 2500;
                }
                let portable = net.output(net.hidden_sums(&net.inputs(&sums[0], &sums[1])));
                assert_eq!(net.value_of_sums(&sums[0], &sums[1]), portable, "{rule}");
            }
        }
    }
}
