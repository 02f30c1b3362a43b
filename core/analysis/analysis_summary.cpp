#include "analysis/analysis_runner.h"

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

    /// How far a row's cosine falls below the lowest cosine among the compared tensors its node
    /// reads: the error this op adds rather than the error it inherits. nullopt for graph inputs and
    /// for ops reading nothing compared.
    std::optional<double> dropBelowInputs(const Analysis& a, const LayerRow& row, std::size_t candidate)
    {
        const Graph* graph = a.floatGraph.get();
        const auto& metrics = row.results[candidate].metrics;
        if (graph == nullptr || !metrics || std::isnan(metrics->cosine))
            return std::nullopt;
        const Node* node = graph->producer(row.tensor);
        if (node == nullptr)
            return std::nullopt;
        std::optional<double> inputCos;
        for (const auto& input : node->inputs) {
            const int r = a.rowOf(input);
            if (r < 0)
                continue;
            const auto& m = a.rows[static_cast<std::size_t>(r)].results[candidate].metrics;
            if (m && !std::isnan(m->cosine))
                inputCos = std::min(inputCos.value_or(m->cosine), m->cosine);
        }
        if (!inputCos)
            return std::nullopt;
        return *inputCos - metrics->cosine;
    }
}

AnalysisSummary summarize(const Analysis& a, std::size_t candidate, const Thresholds& thresholds)
{
    AnalysisSummary s;
    s.thresholds = thresholds;
    s.tensorCount = a.rows.size();
    std::vector<std::size_t> compared;
    std::optional<std::size_t> dropFail, dropWarn;
    double dropFailAmount = 0, dropWarnAmount = 0;
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const auto& row = a.rows[i];
        if (row.isGraphOutput)
            s.finalOutputs.push_back(i);
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
        const auto drop = dropBelowInputs(a, row, candidate);
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
