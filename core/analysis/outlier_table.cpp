#include "analysis/outlier_table.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens {
namespace {
    /// One quantization step of channel `c` (its scale), when the row's quantization gives one:
    /// a channel whose values all stay below it quantizes to zero, i.e. carries no information.
    std::optional<double> stepOf(const std::optional<QuantParams>& quant, int channelAxis, std::size_t c)
    {
        if (!quant || quant->dynamic)
            return std::nullopt;
        if (!quant->scales.empty()) {
            if (!quant->perChannel())
                return quant->scales.front();
            if (quant->axis == channelAxis && c < quant->scales.size())
                return quant->scales[c];
            return std::nullopt;
        }
        if (quant->hasRange() && !quant->perChannel() && quant->bits > 0 && quant->bits < 63)
            return (quant->rangeMaxs.front() - quant->rangeMins.front()) / (std::ldexp(1.0, quant->bits) - 1);
        return std::nullopt;
    }
}

std::vector<OutlierRow> outlierTable(const Analysis& a, const OutlierOptions& options)
{
    const double logOfBase = std::log(options.logBase);
    std::vector<OutlierRow> out;
    for (std::size_t r = 0; r < a.rows.size(); ++r) {
        const TensorStats* stats = a.rows[r].referenceStats();
        if (stats == nullptr || stats->channelMaxAbs.empty())
            continue;
        const auto& maxima = stats->channelMaxAbs;
        const double tensorMax = *std::max_element(maxima.begin(), maxima.end());
        if (!(tensorMax > 0))
            continue; // an all-zero tensor has no levels
        OutlierRow row;
        row.row = r;
        row.axis = stats->channelAxis;
        row.channels = maxima.size();
        std::size_t sparse = 0;
        std::array<std::size_t, 4> atLeast {};
        for (std::size_t c = 0; c < maxima.size(); ++c) {
            const double channelMax = maxima[c];
            // Sparse: all zero, denormal (below the smallest normal float) or below one quantization
            // step, so nothing of it survives quantization; not a "level 93" outlier.
            const auto step = stepOf(a.rows[r].quant, stats->channelAxis, c);
            if (!(channelMax >= std::numeric_limits<float>::min()) || (step && channelMax < *step)) {
                ++sparse;
                row.levels.push_back(std::numeric_limits<double>::infinity());
                continue;
            }
            const double level = std::log(tensorMax / channelMax) / logOfBase;
            row.levels.push_back(level);
            row.maxLevel = std::max(row.maxLevel.value_or(level), level);
            for (std::size_t k = 0; k < atLeast.size(); ++k)
                atLeast[k] += level >= static_cast<double>(k + 3);
        }
        const auto n = static_cast<double>(row.channels);
        for (std::size_t k = 0; k < atLeast.size(); ++k)
            row.shareAtLeast[k] = static_cast<double>(atLeast[k]) / n;
        row.sparseRatio = static_cast<double>(sparse) / n;
        out.push_back(std::move(row));
    }
    return out;
}

} // namespace quantlens
