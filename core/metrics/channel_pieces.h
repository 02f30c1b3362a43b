#pragma once
// Walking a run of a tensor's elements channel by channel.
#include "metrics/simd_clones.h"

#include <algorithm>
#include <cstddef>

namespace quantlens {

/// Calls visit(at, length, channel) for each piece of the elements [first, first + n) that stays
/// within one channel, `at` counted from `first`, for an axis whose channels are `inner` elements
/// long and repeat every `channels` (NCHW, channel axis 1: inner = H·W). Two divisions a call, none a
/// piece: channels of a few dozen values are common, and dividing for every piece cost more than the
/// piece's own work.
// Always inlined: the SIMD clones of its callers must compile the visit for their CPU.
template <class Visit>
QUANTLENS_INLINE void forEachChannelPiece(
    std::size_t first, std::size_t n, std::size_t inner, std::size_t channels, Visit&& visit)
{
    if (n == 0)
        return;
    std::size_t offset = first % inner;
    std::size_t channel = (first / inner) % channels;
    for (std::size_t at = 0; at < n;) {
        const std::size_t length = std::min(n - at, inner - offset);
        visit(at, length, channel);
        at += length;
        offset = 0;
        if (++channel == channels)
            channel = 0;
    }
}

} // namespace quantlens
