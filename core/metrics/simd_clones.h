#pragma once
// Hot loops are built several times and the best copy for the CPU is picked at load time:
// x86-64-v4 (AVX-512: twice the registers, no spills) and x86-64-v3 (AVX2, FMA, and rounding in one
// instruction), while the binary still runs on any x86-64. Helpers must be inlined into each clone
// (QUANTLENS_INLINE), or they are compiled for the baseline only.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define QUANTLENS_MULTIVERSION __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
// Loops written for 512-bit vectors (twice the values per instruction of the clones above, whose
// vector types are 256 bits wide): built for x86-64-v4 only, called when hasWideVectors()
// (metrics/wide_vectors.h).
#define QUANTLENS_WIDE_VECTORS 1
#define QUANTLENS_AVX512 __attribute__((target("arch=x86-64-v4")))
// Calls `name16` (the 512-bit build) when the CPU runs it, else `name8`.
#define QUANTLENS_WIDEST(name, ...) (hasWideVectors() ? name##16(__VA_ARGS__) : name##8(__VA_ARGS__))
#else
#define QUANTLENS_MULTIVERSION
#define QUANTLENS_WIDE_VECTORS 0
#define QUANTLENS_WIDEST(name, ...) name##8(__VA_ARGS__)
#endif
#define QUANTLENS_INLINE inline __attribute__((always_inline))
