#include "calibration/tensor_histogram.h"

#include "metrics/simd_clones.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

namespace quantlens::calib {

void TensorHistogram::cover(double low, double high)
{
    if (m_bins.empty()) {
        // The first values set the grid: a width that is a power of two, the origin a multiple of it, so
        // that doubling the width later merges whole pairs of bins and no count is split.
        m_bins.assign(kBins, 0);
        const double span = std::max(high - low, std::max(std::abs(low), std::abs(high)) * 1e-6);
        m_width = span > 0 ? std::exp2(std::ceil(std::log2(span / static_cast<double>(kBins - 1)))) : 1e-30;
        m_origin = std::floor(low / m_width) * m_width;
    }
    while (low < m_origin || high >= m_origin + m_width * static_cast<double>(kBins)) {
        const double wider = m_width * 2;
        const double origin = std::floor(m_origin / wider) * wider;
        const auto shift = static_cast<std::size_t>(std::llround((m_origin - origin) / m_width)); // 0 or 1
        std::vector<std::uint64_t> merged(kBins, 0);
        for (std::size_t i = 0; i < kBins; ++i)
            if (m_bins[i])
                merged[std::min((i + shift) / 2, kBins - 1)] += m_bins[i];
        // The merged counts fill at most the lower half (bins 0 … kBins/2): when the new values lie below,
        // move the origin down by whole bins into the free upper half.
        if (low < origin) {
            const auto room = static_cast<std::size_t>(
                std::min<double>(static_cast<double>(kBins / 2 - 1), std::ceil((origin - low) / wider)));
            std::rotate(merged.rbegin(), merged.rbegin() + static_cast<std::ptrdiff_t>(room), merged.rend());
            m_origin = origin - static_cast<double>(room) * wider;
        } else
            m_origin = origin;
        m_bins = std::move(merged);
        m_width = wider;
    }
}

namespace {
    /// Values per piece when a pool splits the work: large enough that merging 2048 bins is noise.
    constexpr std::size_t kPiece = 1 << 16;

    struct Extremes {
        float low = std::numeric_limits<float>::infinity(), high = -std::numeric_limits<float>::infinity();
        std::size_t finite = 0;
    };

    /// Running extremes of sixteen values at a time in two 8-float vectors (GCC's vector extensions: the
    /// same loop over lane arrays stayed scalar), with min/max selects that skip NaN by themselves and a
    /// "poison" lane, x · 0 summed, that turns NaN once any value was NaN or infinite.
    struct LaneExtremes {
        using Lanes = float __attribute__((vector_size(32)));
        static constexpr float kInf = std::numeric_limits<float>::infinity();
        Lanes low0 = Lanes {} + kInf, low1 = Lanes {} + kInf, high0 = Lanes {} - kInf, high1 = Lanes {} - kInf;
        Lanes poison = {};
        void add16(const float* p)
        {
            Lanes a, b;
            std::memcpy(&a, p, sizeof a);
            std::memcpy(&b, p + 8, sizeof b);
            low0 = a < low0 ? a : low0;
            low1 = b < low1 ? b : low1;
            high0 = a > high0 ? a : high0;
            high1 = b > high1 ? b : high1;
            poison += a * 0.0f + b * 0.0f;
        }
        /// The extremes so far; false when a value was not finite.
        bool fold(float& low, float& high) const
        {
            bool finite = true;
            for (int k = 0; k < 8; ++k) {
                low = std::min({ low, low0[k], low1[k] });
                high = std::max({ high, high0[k], high1[k] });
                finite &= poison[k] == 0.0f;
            }
            return finite;
        }
    };

    /// The common case in one vectorized pass; the exact count of finite values only when something was
    /// not finite.
    QUANTLENS_MULTIVERSION Extremes extremesOf(const float* values, std::size_t count)
    {
        LaneExtremes lanes;
        std::size_t i = 0;
        for (; i + 16 <= count; i += 16)
            lanes.add16(values + i);
        float lo = std::numeric_limits<float>::infinity(), hi = -lo;
        bool anyNaN = !lanes.fold(lo, hi);
        for (; i < count; ++i) {
            const float v = values[i];
            lo = v < lo ? v : lo;
            hi = v > hi ? v : hi;
            anyNaN |= v != v;
        }
        if (!anyNaN && std::isfinite(lo) && std::isfinite(hi))
            return { lo, hi, count };
        Extremes e;
        for (std::size_t k = 0; k < count; ++k)
            if (std::isfinite(values[k])) {
                e.low = std::min(e.low, values[k]), e.high = std::max(e.high, values[k]);
                ++e.finite;
            }
        return e;
    }

    /// Counts of one piece, four interleaved sets so that runs of equal values do not wait on one
    /// counter; `allFinite` skips the check.
    QUANTLENS_MULTIVERSION void binPiece(const float* v, std::size_t n, float origin, float inverse, bool allFinite,
        std::uint32_t* counts /* 4 × kBins */)
    {
        constexpr int last = static_cast<int>(TensorHistogram::kBins) - 1;
        constexpr float kLargest = std::numeric_limits<float>::max();
        auto binOf = [&](float x) {
            return static_cast<std::size_t>(std::clamp(static_cast<int>((x - origin) * inverse), 0, last));
        };
        std::size_t i = 0;
        if (allFinite) {
            // Indices of 64 values at a time in vector registers, then the increments.
            constexpr std::size_t kBlock = 64;
            std::int32_t index[kBlock];
            for (; i + kBlock <= n; i += kBlock) {
                for (std::size_t j = 0; j < kBlock; ++j)
                    index[j] = std::clamp(static_cast<std::int32_t>((v[i + j] - origin) * inverse), 0, last);
                for (std::size_t j = 0; j < kBlock; j += 4) {
                    ++counts[static_cast<std::size_t>(index[j])];
                    ++counts[TensorHistogram::kBins + static_cast<std::size_t>(index[j + 1])];
                    ++counts[2 * TensorHistogram::kBins + static_cast<std::size_t>(index[j + 2])];
                    ++counts[3 * TensorHistogram::kBins + static_cast<std::size_t>(index[j + 3])];
                }
            }
        }
        for (; i < n; ++i)
            if (std::fabs(v[i]) <= kLargest)
                ++counts[binOf(v[i])];
    }

    /// One pass for a piece the grid probably covers (every input after the first, mostly): counts and
    /// extremes together, while each value is in a register. The counts are right only when the piece
    /// turns out to be finite and inside the grid (the caller checks the extremes and otherwise bins the
    /// piece again); a NaN or an index past either end lands in an end bin, never outside the counts.
    QUANTLENS_MULTIVERSION Extremes binCoveredPiece(
        const float* v, std::size_t n, float origin, float inverse, std::uint32_t* counts /* 4 × kBins */)
    {
        constexpr float last = static_cast<float>(TensorHistogram::kBins - 1);
        constexpr std::size_t kBlock = 64;
        LaneExtremes lanes;
        std::int32_t index[kBlock];
        auto indexOf = [&](float x) {
            float at = (x - origin) * inverse;
            at = at >= 0.0f ? at : 0.0f; // NaN too
            at = at <= last ? at : last;
            return static_cast<std::int32_t>(at);
        };
        std::size_t i = 0;
        // Each block in vector loops: the indices, then the extremes of the same values (in L1 by then),
        // then the increments.
        for (; i + kBlock <= n; i += kBlock) {
            for (std::size_t j = 0; j < kBlock; ++j)
                index[j] = indexOf(v[i + j]);
            for (std::size_t j = 0; j < kBlock; j += 16)
                lanes.add16(v + i + j);
            for (std::size_t j = 0; j < kBlock; j += 4) {
                ++counts[static_cast<std::size_t>(index[j])];
                ++counts[TensorHistogram::kBins + static_cast<std::size_t>(index[j + 1])];
                ++counts[2 * TensorHistogram::kBins + static_cast<std::size_t>(index[j + 2])];
                ++counts[3 * TensorHistogram::kBins + static_cast<std::size_t>(index[j + 3])];
            }
        }
        Extremes e;
        bool anyNaN = !lanes.fold(e.low, e.high);
        for (; i < n; ++i) {
            const float x = v[i];
            ++counts[static_cast<std::size_t>(indexOf(x))];
            e.low = x < e.low ? x : e.low;
            e.high = x > e.high ? x : e.high;
            anyNaN |= x != x;
        }
        if (anyNaN || !std::isfinite(e.low) || !std::isfinite(e.high))
            return extremesOf(v, n); // counts wrong: the caller bins the piece again
        e.finite = n;
        return e;
    }

    /// Runs body(begin, end) over pieces of [0, count), on the pool when there is one and enough work.
    void inPieces(
        std::size_t count, runtime::ThreadPool* pool, const std::function<void(std::size_t, std::size_t)>& body)
    {
        const std::size_t pieces = (count + kPiece - 1) / kPiece;
        if (!pool || pieces < 2) {
            body(0, pieces);
            return;
        }
        pool->parallelFor(pieces, 1, body);
    }
}

std::optional<std::pair<double, double>> TensorHistogram::add(
    const float* values, std::size_t count, runtime::ThreadPool* pool)
{
    const std::size_t pieces = (count + kPiece - 1) / kPiece;
    auto pieceSize = [&](std::size_t p) { return std::min(kPiece, count - p * kPiece); };
    // A piece whose values the grid already covers is binned in the pass that finds its extremes; the
    // others once the grid has widened to the whole input's range.
    std::vector<Extremes> parts(pieces);
    std::vector<char> binned(pieces, 0);
    std::vector<std::vector<std::uint32_t>> counts(pieces);
    const bool gridExists = !m_bins.empty();
    const double coveredEnd = m_origin + m_width * static_cast<double>(kBins);
    auto origin = static_cast<float>(m_origin);
    auto inverse = static_cast<float>(gridExists ? 1.0 / m_width : 0.0);
    inPieces(count, pool, [&](std::size_t begin, std::size_t end) {
        for (std::size_t p = begin; p < end; ++p) {
            const float* piece = values + p * kPiece;
            if (!gridExists) {
                parts[p] = extremesOf(piece, pieceSize(p));
                continue;
            }
            counts[p].assign(4 * kBins, 0);
            parts[p] = binCoveredPiece(piece, pieceSize(p), origin, inverse, counts[p].data());
            if (parts[p].finite == pieceSize(p) && parts[p].low >= m_origin && parts[p].high < coveredEnd)
                binned[p] = 1;
            else
                counts[p].clear();
        }
    });
    Extremes all;
    for (const auto& e : parts)
        all.low = std::min(all.low, e.low), all.high = std::max(all.high, e.high), all.finite += e.finite;
    m_nonFinite += count - all.finite;
    if (all.finite == 0)
        return std::nullopt;
    auto merge = [&] {
        for (auto& local : counts) {
            for (std::size_t b = 0; b < local.size(); ++b)
                m_bins[b % kBins] += local[b];
            local.clear();
        }
    };
    merge(); // on the grid as it was
    m_min = m_count == 0 ? all.low : std::min(m_min, static_cast<double>(all.low));
    m_max = m_count == 0 ? all.high : std::max(m_max, static_cast<double>(all.high));
    if (std::find(binned.begin(), binned.end(), 0) != binned.end()) {
        cover(all.low, all.high); // merges what is binned
        // Bin indices in float: 2048 bins need 11 of float's 24 bits; an index rounded past either end
        // is clamped into the end bin the value belongs to anyway.
        origin = static_cast<float>(m_origin);
        inverse = static_cast<float>(1.0 / m_width);
        inPieces(count, pool, [&](std::size_t begin, std::size_t end) {
            for (std::size_t p = begin; p < end; ++p)
                if (!binned[p]) {
                    counts[p].assign(4 * kBins, 0);
                    binPiece(values + p * kPiece, pieceSize(p), origin, inverse, parts[p].finite == pieceSize(p),
                        counts[p].data());
                }
        });
        merge();
    }
    m_count += all.finite;
    return std::pair { static_cast<double>(all.low), static_cast<double>(all.high) };
}

double TensorHistogram::quantile(double q) const
{
    if (m_count == 0)
        return 0.0;
    const double wanted = std::clamp(q, 0.0, 1.0) * static_cast<double>(m_count);
    double below = 0;
    for (std::size_t i = 0; i < kBins; ++i) {
        const auto here = static_cast<double>(m_bins[i]);
        if (here > 0 && below + here >= wanted) {
            const double at = m_origin + m_width * (static_cast<double>(i) + (wanted - below) / here);
            return std::clamp(at, m_min, m_max);
        }
        below += here;
    }
    return m_max;
}

} // namespace quantlens::calib
