#include "analysis/analysis_runner.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    bool lessCosine(const PairMetrics& a, const PairMetrics& b)
    {
        if (std::isnan(a.cosine) != std::isnan(b.cosine))
            return std::isnan(a.cosine); // an undefined similarity is the most suspicious
        return a.cosine < b.cosine;
    }
}

AnalysisSummary summarize(const std::vector<LayerRow>& rows, std::size_t candidate, double cosThreshold)
{
    AnalysisSummary s;
    s.cosThreshold = cosThreshold;
    s.tensorCount = rows.size();
    std::vector<std::size_t> compared;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& row = rows[i];
        if (row.isGraphOutput)
            s.finalOutputs.push_back(i);
        const auto& metrics = row.results[candidate].metrics;
        if (!metrics) {
            ++s.unmatchedCount;
            continue;
        }
        compared.push_back(i);
        if (!s.firstBelowThreshold && (std::isnan(metrics->cosine) || metrics->cosine < cosThreshold))
            s.firstBelowThreshold = i;
    }
    s.comparedCount = compared.size();
    std::stable_sort(compared.begin(), compared.end(), [&](std::size_t a, std::size_t b) {
        return lessCosine(*rows[a].results[candidate].metrics, *rows[b].results[candidate].metrics);
    });
    compared.resize(std::min<std::size_t>(compared.size(), 10));
    s.worst = compared;
    return s;
}

} // namespace quantlens
