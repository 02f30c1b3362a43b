#include "metrics/stats_accumulator.h"
#include "metrics/channel_pieces.h"

#include "tensor/dtype.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace quantlens {
namespace {
    constexpr double kLowQuantile = 0.0001; // 0.01 %
    constexpr double kHighQuantile = 0.9999; // 99.99 %
    // Values scanned for the tails between two tightenings of their thresholds (at least).
    constexpr std::size_t kTailPiece = 1024;
    // A tensor's first piece, scanned while its tails have no threshold yet (offering more than twice
    // a tail's size sets one, see offerToTails), is shorter (but at least four times a tail) when more
    // than a piece remains: every value of it is offered, and two partitions of a thousand values
    // for tails of a few were the inspection's largest cost after the kernels. What fits in one piece
    // stays one: many short pieces of a small tensor cost more in exchanges of the bars (a model with
    // 20,000 small tensors took 0.04 s longer).
    constexpr std::size_t kFirstTailPiece = 64;

    // Float segments without NaN or Inf (the scan counted them all finite) take the faster kernel.
    void addOwnLossOf(const float* x, std::size_t n, bool allFinite, double scale, double zeroPoint, double qmin,
        double qmax, OwnLossSums& sums)
    {
        if (allFinite)
            addOwnLossFinite(x, n, scale, zeroPoint, qmin, qmax, sums);
        else
            addOwnLoss(x, n, scale, zeroPoint, qmin, qmax, sums);
    }
    void addOwnLossOf(const double* x, std::size_t n, bool, double scale, double zeroPoint, double qmin, double qmax,
        OwnLossSums& sums)
    {
        addOwnLoss(x, n, scale, zeroPoint, qmin, qmax, sums);
    }

    /// numpy's default (linear) percentile at rank q·(n−1), from the values nearest that end.
    /// `tail`: the most extreme values first; `fromTop`: they are the largest.
    std::optional<double> percentile(const std::vector<double>& tail, std::size_t n, double q, bool fromTop)
    {
        if (n == 0)
            return std::nullopt;
        const double rank = q * static_cast<double>(n - 1);
        const auto below = static_cast<std::size_t>(std::floor(rank));
        const std::size_t above = std::min(below + 1, n - 1);
        auto at = [&](std::size_t ascending) -> std::optional<double> {
            const std::size_t k = fromTop ? n - 1 - ascending : ascending;
            return k < tail.size() ? std::optional(tail[k]) : std::nullopt;
        };
        const auto a = at(below), b = at(above);
        if (!a || !b)
            return std::nullopt;
        return *a + (rank - static_cast<double>(below)) * (*b - *a);
    }
}

StatsAccumulator::Axis StatsAccumulator::axisOf(const std::vector<std::int64_t>& shape, int axis, std::size_t channels)
{
    Axis a;
    if (axis < 0 || static_cast<std::size_t>(axis) >= shape.size() || channels <= 1
        || shape[static_cast<std::size_t>(axis)] != static_cast<std::int64_t>(channels))
        return a;
    a.channels = channels;
    for (std::size_t d = static_cast<std::size_t>(axis) + 1; d < shape.size(); ++d)
        a.inner *= static_cast<std::size_t>(std::max<std::int64_t>(shape[d], 1));
    return a;
}

StatsAccumulator::StatsAccumulator(const TensorStatsRequest& request, const std::vector<std::int64_t>& shape)
    : m_request(request)
{
    if (request.reference) {
        std::size_t elements = 1;
        for (auto d : shape)
            elements *= static_cast<std::size_t>(std::max<std::int64_t>(d, 0));
        // Enough to hold both ranks around the percentile: ⌈0.01 % of n⌉ + 2.
        const auto tail = static_cast<std::size_t>(std::ceil((1 - kHighQuantile) * static_cast<double>(elements))) + 2;
        m_highest = TailValues<std::less<double>>(tail);
        m_lowest = TailValues<std::greater<double>>(tail);
        const int axis = request.channelAxis;
        if (axis >= 0 && static_cast<std::size_t>(axis) < shape.size() && shape[static_cast<std::size_t>(axis)] > 0) {
            const auto channels = static_cast<std::size_t>(shape[static_cast<std::size_t>(axis)]);
            m_channelAxis = axisOf(shape, axis, channels);
            m_channelMaxAbs.assign(channels, 0.0);
        }
    }
    if (const auto& q = request.quant) {
        m_qmin = static_cast<double>(integerMin(q->dtype));
        m_qmax = static_cast<double>(integerMax(q->dtype));
        const std::size_t channels = std::max(q->scales.size(), q->rangeMins.size());
        for (std::size_t c = 0; c < channels; ++c) {
            Level level;
            if (c < q->scales.size()) {
                level.scale = q->scales[c];
                level.zeroPoint = q->zeroPoints.empty()
                    ? 0.0
                    : static_cast<double>(q->zeroPoints[std::min(c, q->zeroPoints.size() - 1)]);
            }
            level.low = c < q->rangeMins.size() ? q->rangeMins[c] : level.scale * (m_qmin - level.zeroPoint);
            level.high = c < q->rangeMaxs.size() ? q->rangeMaxs[c] : level.scale * (m_qmax - level.zeroPoint);
            // Ranges without a scale (SigmaStar's JSON): the step of 2^bits levels over the range.
            const double levels = std::ldexp(1.0, q->bits) - 1;
            level.halfStep = (level.scale > 0 ? level.scale : (level.high - level.low) / levels) / 2;
            m_levels.push_back(level);
        }
        if (m_levels.size() > 1)
            m_quantAxis = axisOf(shape, q->axis.value_or(-1), m_levels.size());
        if (m_levels.empty())
            m_request.quant.reset();
    }
}

void StatsAccumulator::add(
    const double* reference, const double* candidate, std::size_t first, std::size_t n, const ChunkRange& range)
{
    addTyped(reference, candidate, first, n, range, nullptr);
}

void StatsAccumulator::add(
    const float* reference, const float* candidate, std::size_t first, std::size_t n, const ChunkRange& range)
{
    addTyped(reference, candidate, first, n, range, nullptr);
}

void StatsAccumulator::add(const float* reference, const float* candidate, std::size_t first, std::size_t n,
    const ChunkRange& range, const OwnLossPart& own)
{
    addTyped(reference, candidate, first, n, range, own.computed ? &own : nullptr);
}

std::optional<OwnLossLevel> StatsAccumulator::ownLossLevel() const
{
    if (!m_request.reference || !m_request.quant || m_quantAxis.channels > 1 || m_levels.front().scale <= 0)
        return std::nullopt;
    return OwnLossLevel { m_levels.front().scale, m_levels.front().zeroPoint, m_qmin, m_qmax };
}

template <class T>
void StatsAccumulator::addTyped(const T* reference, const T* candidate, std::size_t first, std::size_t n,
    const ChunkRange& range, const OwnLossPart* own)
{
    // The outlier table's channel maxima in a walk of their own: channels can be a few dozen
    // elements long, too short to run every other statistic channel by channel.
    if (m_request.reference && !m_channelMaxAbs.empty()) {
        const bool split = m_channelAxis.channels > 1;
        maxAbsByChannel(reference, n, first, split ? m_channelAxis.inner : SIZE_MAX, split ? m_channelAxis.channels : 1,
            m_channelMaxAbs.data());
    }
    const Level* perTensor = m_request.quant ? &m_levels.front() : nullptr;
    if (m_quantAxis.channels <= 1) {
        addSegment(reference, candidate, n, perTensor, range, own);
        return;
    }
    // Per-channel quantization: segments that stay within one channel, so the inner loops are plain.
    forEachChannelPiece(first, n, m_quantAxis.inner, m_quantAxis.channels,
        [&](std::size_t at, std::size_t length, std::size_t channel) {
            addSegment(reference + at, candidate + at, length, &m_levels[std::min(channel, m_levels.size() - 1)], range,
                nullptr);
        });
}

template <class T>
void StatsAccumulator::addSegment(
    const T* x, const T* c, std::size_t n, const Level* level, const ChunkRange& range, const OwnLossPart* own)
{
    if (m_request.reference) {
        const FiniteScan scan = scanReference(x, n, range);
        if (scan.count > 0) {
            m_referenceFinite += scan.count;
            if (level) {
                const double low = level->low - level->halfStep, high = level->high + level->halfStep;
                if (scan.low < low || scan.high > high)
                    m_clipped += countOutside(x, n, low, high);
                if (level->scale > 0 && own && scan.count == n) { // the vector part is valid: all finite
                    m_own.merge(own->vector);
                    m_own.merge(own->tail);
                } else if (level->scale > 0) {
                    addOwnLossOf(x, n, scan.count == n, level->scale, level->zeroPoint, m_qmin, m_qmax, m_own);
                }
            }
        }
    }
    if (level)
        countCandidateLevels(c, n, *level, range);
}

template <class T> FiniteScan StatsAccumulator::scanReference(const T* x, std::size_t n, const ChunkRange& range)
{
    exchangeTailBars();
    const double below = m_lowest.threshold(), above = m_highest.threshold();
    // A chunk of finite values none of which passes the tails' thresholds has nothing to offer them;
    // its range (the chunk's, which holds this segment's) is all the clipping check needs.
    if (range.allFinite && range.minA >= below && range.maxA <= above)
        return { n, range.minA, range.maxA };
    // One pass for count, min and max of the finite values, which also picks out the few values
    // beyond the tails' thresholds. Thresholds only grow more extreme, so a value not beyond them at
    // the start of a piece is never kept. Pieces of a thousand values or so: the tails tighten after
    // each, so a tensor's first chunk (when every value is beyond the empty tails) offers them only
    // its first pieces, not all its values; and those are short (kFirstTailPiece).
    // Scratch per thread, not per accumulator: one is made for every range, and a fresh buffer
    // of this size would be a fresh mapping to fault in each time.
    thread_local std::vector<double> candidates;
    const std::size_t piece = std::max<std::size_t>(kTailPiece, 4 * m_highest.capacity());
    if (candidates.size() < std::min(n, piece))
        candidates.resize(std::min(n, piece));
    FiniteScan total { 0, INFINITY, -INFINITY };
    for (std::size_t at = 0, m = 0; at < n; at += m) {
        const bool whole = m_highest.capacity() == 0 || (m_lowest.hasBar() && m_highest.hasBar()) || n - at <= piece;
        m = std::min(whole ? piece : std::max(kFirstTailPiece, 4 * m_highest.capacity()), n - at);
        if (range.allFinite) { // count and range known: only the values beyond the thresholds are wanted
            offerToTails(candidates.data(),
                selectBeyond(x + at, m, m_lowest.threshold(), m_highest.threshold(), candidates.data()));
            exchangeTailBars();
            continue;
        }
        std::size_t beyond = 0;
        const FiniteScan scan
            = scanFinite(x + at, m, m_lowest.threshold(), m_highest.threshold(), candidates.data(), beyond);
        offerToTails(candidates.data(), beyond);
        exchangeTailBars();
        total.count += scan.count;
        total.low = std::min(total.low, scan.low);
        total.high = std::max(total.high, scan.high);
    }
    return range.allFinite ? FiniteScan { n, range.minA, range.maxA } : total;
}

void StatsAccumulator::offerToTails(double* values, std::size_t count)
{
    double* const last = values + count;
    const std::size_t keep = m_highest.capacity();
    if (count > 2 * keep) {
        // Only the `keep` largest and smallest of these can be among the tensor's: picked in
        // linear time rather than offering every value to the heaps.
        std::nth_element(values, last - keep, last);
        std::nth_element(values, values + keep, last - keep);
        for (const double* v = last - keep; v != last; ++v)
            if (m_highest.wouldKeep(*v))
                m_highest.offer(*v);
        for (const double* v = values; v != values + keep; ++v)
            if (m_lowest.wouldKeep(*v))
                m_lowest.offer(*v);
        // The k-th largest and k-th smallest of these are bars now: each tail holds k values at least
        // that extreme (or had a bar beyond it already). Without them a tail got its first bar only
        // once it had held 2k values, so a tensor's second piece was offered whole as well.
        if (keep > 0) {
            m_highest.raiseBar(*(last - keep));
            m_lowest.raiseBar(*std::max_element(values, values + keep));
        }
        return;
    }
    for (const double* v = values; v != last; ++v) {
        if (m_highest.wouldKeep(*v))
            m_highest.offer(*v);
        if (m_lowest.wouldKeep(*v))
            m_lowest.offer(*v);
    }
}

template <class T>
void StatsAccumulator::countCandidateLevels(const T* c, std::size_t n, const Level& level, const ChunkRange& range)
{
    // Finite candidate values all more than half a step inside both end levels: none is at either.
    // Compared as countLevels() compares, in the data's precision (subtraction is monotonic there).
    const T low = static_cast<T>(level.low), high = static_cast<T>(level.high), half = static_cast<T>(level.halfStep);
    if (range.allFinite && static_cast<T>(range.minB) - low > half && high - static_cast<T>(range.maxB) > half) {
        m_candidateFinite += n;
        return;
    }
    const LevelCounts counts = countLevels(c, n, level.low, level.high, level.halfStep);
    m_candidateFinite += counts.finite;
    m_atMin += counts.atLow;
    m_atMax += counts.atHigh;
}

OwnLoss OwnLossSums::finish() const
{
    OwnLoss loss;
    const double refNorm = std::sqrt(referenceSq), fakeNorm = std::sqrt(fakeSq);
    if (refNorm == 0 && fakeNorm == 0)
        loss.cosine = 1.0;
    else if (refNorm == 0 || fakeNorm == 0)
        loss.cosine = 0.0;
    else
        loss.cosine = std::clamp((referenceSq + fakeSq - differenceSq) / 2 / (refNorm * fakeNorm), -1.0, 1.0);
    const double eps = std::numeric_limits<double>::epsilon();
    loss.sqnrDb = 20.0 * std::log10(std::max(refNorm, eps) / std::max(std::sqrt(differenceSq), eps));
    return loss;
}

void StatsAccumulator::mergeCounts(const StatsAccumulator& other)
{
    m_highest.merge(other.m_highest);
    m_lowest.merge(other.m_lowest);
    for (std::size_t c = 0; c < m_channelMaxAbs.size() && c < other.m_channelMaxAbs.size(); ++c)
        m_channelMaxAbs[c] = std::max(m_channelMaxAbs[c], other.m_channelMaxAbs[c]);
    m_clipped += other.m_clipped;
    m_referenceFinite += other.m_referenceFinite;
    m_atMin += other.m_atMin;
    m_atMax += other.m_atMax;
    m_candidateFinite += other.m_candidateFinite;
}

TensorStats StatsAccumulator::finish(const OwnLossSums& ownLoss) const
{
    TensorStats s;
    if (m_request.reference) {
        s.lowPercentile = percentile(m_lowest.sorted(), m_referenceFinite, kLowQuantile, false);
        s.highPercentile = percentile(m_highest.sorted(), m_referenceFinite, kHighQuantile, true);
    }
    if (!m_channelMaxAbs.empty()) {
        s.channelAxis = m_request.channelAxis;
        s.channelMaxAbs = m_channelMaxAbs;
    }
    if (m_request.reference && m_request.quant && m_levels.front().scale > 0)
        s.ownLoss = ownLoss.finish();
    s.clippedCount = m_clipped;
    s.referenceFiniteCount = m_referenceFinite;
    s.candidateAtMin = m_atMin;
    s.candidateAtMax = m_atMax;
    s.candidateFiniteCount = m_candidateFinite;
    return s;
}

} // namespace quantlens
