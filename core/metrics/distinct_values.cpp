#include "metrics/distinct_values.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

namespace quantlens {

std::size_t countDistinctFinite(const std::vector<double>& values, std::size_t limit)
{
    // An open-addressing table of the values' bit patterns on the stack: a std::unordered_set made a
    // node per value and hashed every one, 2–6 ms at the start of an analysis that samples 32
    // tensors of 4,096 values. Slots hold +inf when empty (never a finite value's pattern).
    constexpr std::size_t kSlotBits = 11;
    constexpr std::size_t kSlots = std::size_t { 1 } << kSlotBits;
    static_assert(kSlots >= 4 * (kLargestDistinctLimit + 1));
    constexpr std::uint64_t kEmpty = 0x7ff0000000000000u;
    limit = std::min(limit, kLargestDistinctLimit); // a larger one could fill the table: never loop forever
    std::array<std::uint64_t, kSlots> table;
    table.fill(kEmpty);
    std::size_t distinct = 0;
    for (double v : values) {
        if (!std::isfinite(v))
            continue;
        const std::uint64_t bits = std::bit_cast<std::uint64_t>(v == 0 ? 0.0 : v);
        // Fibonacci hashing: the top bits of the product depend on every bit of the pattern.
        std::size_t slot = static_cast<std::size_t>((bits * 0x9e3779b97f4a7c15u) >> (64 - kSlotBits));
        while (table[slot] != kEmpty && table[slot] != bits)
            slot = (slot + 1) & (kSlots - 1);
        if (table[slot] == bits)
            continue;
        table[slot] = bits;
        if (++distinct > limit)
            break;
    }
    return distinct;
}

} // namespace quantlens
