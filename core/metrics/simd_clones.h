#pragma once
// Hot loops are built several times and the best copy for the CPU is picked at load time:
// x86-64-v4 (AVX-512: twice the registers, no spills) and x86-64-v3 (AVX2, FMA, and rounding in one
// instruction), while the binary still runs on any x86-64. Helpers must be inlined into each clone
// (QUANTLENS_INLINE), or they are compiled for the baseline only.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define QUANTLENS_MULTIVERSION __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define QUANTLENS_MULTIVERSION
#endif
#define QUANTLENS_INLINE inline __attribute__((always_inline))
