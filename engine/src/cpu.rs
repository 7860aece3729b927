//! What the processor offers beyond the build's baseline, asked once at run time: the shipped
//! builds target plain x86-64 (SSE2), so the network's few hot loops carry a second copy
//! compiled for AVX2 and take it where the machine has it. Integer arithmetic, so both copies
//! give the same values exactly. Other processors run the portable code.

/// Whether this machine runs AVX2 (the standard library caches the answer).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn has_avx2() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
}
