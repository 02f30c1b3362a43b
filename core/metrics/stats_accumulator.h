#pragma once
#include "metrics/metric_kernel.h"
#include "metrics/stats_kernel.h"
#include "metrics/tail_values.h"
#include "metrics/tensor_stats.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace quantlens {

/// Gathers a job's TensorStats while the metrics engine walks its elements, one range at a time.
/// Counts, maxima and tails merge exactly in any order; the own-loss sums are floating point, so
/// the engine keeps them per range and merges them in order (see ownSums()).
class StatsAccumulator {
public:
    StatsAccumulator(const TensorStatsRequest& request, const std::vector<std::int64_t>& shape);

    /// Adds `n` aligned elements (row-major logical order) starting at element `first`. `range`: what
    /// the metric pass saw of these elements, which lets most chunks skip the tails' scan and the
    /// candidate's level count (the results are the same with or without it).
    void add(const double* reference, const double* candidate, std::size_t first, std::size_t n,
        const ChunkRange& range = {});
    void add(
        const float* reference, const float* candidate, std::size_t first, std::size_t n, const ChunkRange& range = {});
    /// The level the reference's own loss is computed with when one covers the whole tensor (and the
    /// reference's statistics are asked for): the metric pass then computes an OwnLossPart of each
    /// chunk along with its sums, and gives it to add() below.
    std::optional<OwnLossLevel> ownLossLevel() const;
    /// add() for a chunk whose own loss was computed along (accumulateChunk) into `own`.
    void add(const float* reference, const float* candidate, std::size_t first, std::size_t n, const ChunkRange& range,
        const OwnLossPart& own);

    /// Adds another range's counts, maxima and tails (not its own-loss sums).
    void mergeCounts(const StatsAccumulator& other);
    /// For the accumulators of one tensor's ranges, not the one they are merged into: they exchange
    /// the bars of their percentile tails through `bars` as they go (see SharedTailBars), so values
    /// any of them knows are not among the tensor's most extreme are not kept.
    void shareTailBars(SharedTailBars* bars) { m_sharedBars = bars; }
    const OwnLossSums& ownSums() const { return m_own; }

    /// The result, with the own-loss sums of every range merged in order by the caller.
    TensorStats finish(const OwnLossSums& ownLoss) const;

private:
    /// Elements `[inner·k, inner·(k+1))` of a row-major tensor share channel k mod `channels`.
    struct Axis {
        std::size_t inner = 1;
        std::size_t channels = 1; ///< 1: the whole tensor is one channel
    };
    struct Level { // one channel's quantization
        double scale = 0; ///< 0: ranges only (no fake quantization possible)
        double zeroPoint = 0;
        double low = 0; ///< representable float range
        double high = 0;
        double halfStep = 0;
    };
    template <class T>
    void addTyped(const T* reference, const T* candidate, std::size_t first, std::size_t n, const ChunkRange& range,
        const OwnLossPart* own);
    /// Elements within one quantization channel (`level`; nullptr without quantization) of a chunk
    /// whose pass saw `range`; `own`: their own loss's vector part, when computed along.
    template <class T>
    void addSegment(const T* reference, const T* candidate, std::size_t n, const Level* level, const ChunkRange& range,
        const OwnLossPart* own);
    template <class T> FiniteScan scanReference(const T* reference, std::size_t n, const ChunkRange& range);
    void exchangeTailBars()
    {
        if (m_sharedBars)
            m_sharedBars->exchange(m_highest, m_lowest);
    }
    /// Offers values to both tails (reordering them).
    void offerToTails(double* values, std::size_t count);
    template <class T>
    void countCandidateLevels(const T* candidate, std::size_t n, const Level& level, const ChunkRange& range);
    static Axis axisOf(const std::vector<std::int64_t>& shape, int axis, std::size_t channels);

    TensorStatsRequest m_request;
    Axis m_channelAxis; ///< the outlier table's axis
    Axis m_quantAxis; ///< the per-channel quantization axis
    std::vector<Level> m_levels;
    double m_qmin = 0;
    double m_qmax = 0;
    TailValues<std::less<double>> m_highest; ///< for the 99.99 % percentile
    TailValues<std::greater<double>> m_lowest; ///< for the 0.01 % percentile
    SharedTailBars* m_sharedBars = nullptr;
    std::vector<double> m_channelMaxAbs;
    OwnLossSums m_own;
    std::size_t m_clipped = 0;
    std::size_t m_referenceFinite = 0;
    std::size_t m_atMin = 0;
    std::size_t m_atMax = 0;
    std::size_t m_candidateFinite = 0;
};

} // namespace quantlens
