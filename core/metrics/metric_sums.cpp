#include "metrics/metric_sums.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace quantlens {
namespace {
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    constexpr double kInf = std::numeric_limits<double>::infinity();

    SideStats finishSide(const SideSums& s)
    {
        SideStats out;
        out.finiteCount = s.n;
        out.nanCount = s.nanCount;
        out.infCount = s.infCount;
        out.l2Norm = std::sqrt(s.sumSquares);
        if (s.n == 0) {
            out.min = out.max = out.mean = out.std = kNaN;
            return out;
        }
        out.min = s.min;
        out.max = s.max;
        out.mean = s.mean;
        out.std = std::sqrt(std::max(0.0, s.m2 / static_cast<double>(s.n)));
        return out;
    }

    // x / y for error ratios: 0/0 means "no error", x/0 means "infinitely wrong".
    double errorRatio(double x, double y)
    {
        if (y != 0)
            return x / y;
        return x == 0 ? 0.0 : kInf;
    }
}

void SideSums::addChunk(std::size_t count, double sum, double sumSq, double chunkMin, double chunkMax)
{
    if (count == 0)
        return;
    SideSums chunk;
    chunk.n = count;
    chunk.mean = sum / static_cast<double>(count);
    // Within one small chunk the cancellation of Σx² − (Σx)²/n stays tiny; across chunks Chan's
    // merge keeps it from growing with the tensor size. A chunk of one value has no spread at all,
    // however its sums were rounded (numpy's two passes give exactly 0 there too).
    chunk.m2 = chunkMin == chunkMax ? 0.0 : std::max(0.0, sumSq - sum * chunk.mean);
    chunk.sumSquares = sumSq;
    chunk.min = chunkMin;
    chunk.max = chunkMax;
    merge(chunk);
}

void SideSums::merge(const SideSums& other)
{
    nanCount += other.nanCount;
    infCount += other.infCount;
    if (other.n == 0)
        return;
    if (n == 0) {
        const auto nans = nanCount, infs = infCount;
        *this = other;
        nanCount = nans, infCount = infs;
        return;
    }
    const double total = static_cast<double>(n + other.n);
    const double delta = other.mean - mean;
    mean += delta * static_cast<double>(other.n) / total;
    m2 += other.m2 + delta * delta * static_cast<double>(n) * static_cast<double>(other.n) / total;
    n += other.n;
    sumSquares += other.sumSquares;
    min = std::min(min, other.min);
    max = std::max(max, other.max);
}

void MetricSums::merge(const MetricSums& other)
{
    elementCount += other.elementCount;
    compared += other.compared;
    sumRefSq += other.sumRefSq;
    sumCandSq += other.sumCandSq;
    sumProduct += other.sumProduct;
    sumDiffSq += other.sumDiffSq;
    sumAbsDiff += other.sumAbsDiff;
    sumAbsRef += other.sumAbsRef;
    maxAbsDiff = std::max(maxAbsDiff, other.maxAbsDiff);
    reference.merge(other.reference);
    candidate.merge(other.candidate);
}

PairMetrics MetricSums::finish() const
{
    PairMetrics m;
    m.elementCount = elementCount;
    m.comparedCount = compared;
    m.reference = finishSide(reference);
    m.candidate = finishSide(candidate);
    if (compared == 0) {
        m.cosine = m.mse = m.rmse = m.maxAbsError = m.meanAbsError = kNaN;
        m.relativeL2NormError = m.sqnrDb = m.sigmaStarRelativeL1 = kNaN;
        return m;
    }
    const double n = static_cast<double>(compared);
    const double refNorm = std::sqrt(sumRefSq);
    const double candNorm = std::sqrt(sumCandSq);
    if (refNorm == 0 && candNorm == 0)
        m.cosine = 1.0;
    else if (refNorm == 0 || candNorm == 0)
        m.cosine = 0.0;
    else // rounding can push |cos| a hair past 1 for identical tensors
        m.cosine = std::clamp(sumProduct / (refNorm * candNorm), -1.0, 1.0);
    m.mse = sumDiffSq / n;
    m.rmse = std::sqrt(m.mse);
    m.maxAbsError = maxAbsDiff;
    m.meanAbsError = sumAbsDiff / n;
    m.relativeL2NormError = errorRatio(candNorm - refNorm, refNorm);
    m.sqnrDb = 20.0 * std::log10(std::max(refNorm, DBL_EPSILON) / std::max(std::sqrt(sumDiffSq), DBL_EPSILON));
    m.sigmaStarRelativeL1 = errorRatio(sumAbsDiff, sumAbsRef);
    return m;
}

} // namespace quantlens
