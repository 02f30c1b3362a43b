#include "analysis/analysis_runner.h"
#include "analysis/local_drop.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    constexpr std::size_t kWorstShown = 10;

    bool lessCosine(const PairMetrics& a, const PairMetrics& b)
    {
        if (std::isnan(a.cosine) != std::isnan(b.cosine))
            return std::isnan(a.cosine); // an undefined similarity is the most suspicious
        return a.cosine < b.cosine;
    }
}

AnalysisSummary summarize(const Analysis& a, std::size_t candidate, const Thresholds& thresholds)
{
    AnalysisSummary s;
    s.thresholds = thresholds;
    std::vector<std::size_t> compared;
    std::optional<std::size_t> dropFail, dropWarn;
    double dropFailAmount = 0, dropWarnAmount = 0;
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const auto& row = a.rows[i];
        if (row.isGraphOutput)
            s.finalOutputs.push_back(i);
        if (!row.isFloat)
            continue; // shape arithmetic: not an activation whose accuracy is in question
        ++s.tensorCount;
        const Verdict verdict = row.results[candidate].verdict(thresholds);
        switch (verdict) {
        case Verdict::NotCompared: ++s.notComparedCount; continue;
        case Verdict::Pass: ++s.passCount; break;
        case Verdict::Warn: ++s.warnCount; break;
        case Verdict::Fail: ++s.failCount; break;
        }
        compared.push_back(i);
        if (verdict == Verdict::Pass)
            continue;
        if (!s.firstWarn)
            s.firstWarn = i;
        if (verdict == Verdict::Fail && !s.firstFail)
            s.firstFail = i;
        const auto drop = localDrop(a, row, candidate);
        if (!drop || *drop <= 0)
            continue;
        auto& best = verdict == Verdict::Fail ? dropFail : dropWarn;
        double& amount = verdict == Verdict::Fail ? dropFailAmount : dropWarnAmount;
        if (!best || *drop > amount)
            best = i, amount = *drop;
    }
    s.largestDrop = dropFail ? dropFail : dropWarn;
    s.largestDropAmount = dropFail ? dropFailAmount : dropWarnAmount;
    s.comparedCount = compared.size();
    std::stable_sort(compared.begin(), compared.end(), [&](std::size_t x, std::size_t y) {
        return lessCosine(*a.rows[x].results[candidate].metrics, *a.rows[y].results[candidate].metrics);
    });
    compared.resize(std::min(compared.size(), kWorstShown));
    s.worst = compared;
    return s;
}

} // namespace quantlens
