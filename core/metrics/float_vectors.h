#pragma once
// The explicit vector types of the float loops, by how many floats one step takes: eight fill an
// AVX2 register (the x86-64-v3 clone; two SSE2 registers in the default one), sixteen an AVX-512
// register (built for x86-64-v4 only, see simd_clones.h). A loop written against FloatVectors<W>
// is built once per width.
#include "metrics/simd_clones.h"

#include <cstddef>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi" // vectors never cross a call: every helper is always_inline

namespace quantlens {

template <std::size_t kFloats> struct FloatVectors;

template <> struct FloatVectors<8> {
    using Floats = float __attribute__((vector_size(32)));
    using Mask = int __attribute__((vector_size(32))); ///< a comparison's result: −1 true, 0 false
    using Doubles = double __attribute__((vector_size(32))); ///< half a step, widened
    /// Four floats widened element by element: one vcvtps2pd from memory (converting a vector of
    /// floats goes through two halves and the stack).
    static QUANTLENS_INLINE Doubles widen(const float* p) { return Doubles { p[0], p[1], p[2], p[3] }; }
};

template <> struct FloatVectors<16> {
    using Floats = float __attribute__((vector_size(64)));
    using Doubles = double __attribute__((vector_size(64)));
    static QUANTLENS_INLINE Doubles widen(const float* p)
    {
        return Doubles { p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7] };
    }
};

} // namespace quantlens

#pragma GCC diagnostic pop
