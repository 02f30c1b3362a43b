#include "report/report_columns.h"
#include "report/report_format.h"
#include "tensor/shape_text.h"

#include <cmath>
#include <cstdio>

namespace quantlens {
namespace {
    std::string fixed(std::optional<double> v, int decimals)
    {
        if (!v)
            return "–";
        if (!std::isfinite(*v))
            return formatNumber(*v);
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.*f", decimals, *v);
        return buffer;
    }

    std::string cell(std::string text)
    {
        std::string out;
        for (char c : text)
            out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
        return out;
    }

    std::string statusText(const LayerRow& r)
    {
        std::string text = r.primary().status.empty() ? "ok" : r.primary().status;
        if (const std::string flags = rowFlags(r); !flags.empty())
            text += " (" + flags + ")";
        return text;
    }

    std::string rowLine(const LayerRow& r)
    {
        const auto& metrics = r.primary().metrics;
        auto m = [&](double PairMetrics::*f) { return metrics ? std::optional(metrics.value().*f) : std::nullopt; };
        std::string quant = r.quant ? dtypeName(r.quant->dtype) + " [" + fixed(r.quant->rangeMin(), 3) + ", "
                + fixed(r.quant->rangeMax(), 3) + "]"
                                    : "";
        return "| " + std::to_string(r.order) + " | `" + cell(r.tensor) + "` | " + cell(r.opType) + " | "
            + shapeToString(r.shape, ",") + " | " + quant + " | " + fixed(m(&PairMetrics::cosine), 6) + " | "
            + fixed(m(&PairMetrics::rmse), 6) + " | " + fixed(m(&PairMetrics::maxAbsError), 6) + " | "
            + fixed(m(&PairMetrics::sqnrDb), 2) + " | " + cell(statusText(r)) + " |\n";
    }

    const char* kTableHeader = "| # | tensor | op | shape | quant | cos | RMSE | max abs | SQNR dB | status |\n"
                               "|---:|---|---|---|---|---:|---:|---:|---:|---|\n";
}

std::string renderMarkdownReport(const Analysis& a)
{
    const auto& s = a.summary();
    std::string out = "# QuantLens report\n\n";
    out += "- Float model: `" + a.floatModelPath + "` (" + std::to_string(a.floatNodeCount) + " nodes)\n";
    if (!a.quantModelPath.empty())
        out += "- Quantized model: `" + a.quantModelPath + "`\n";
    out += "- Reference dump (" + a.reference.label + "): `" + a.reference.path + "`\n";
    out += "- Candidate dump (" + a.candidates.front().label + "): `" + a.candidates.front().path + "`\n";
    out += "- Tensors: " + std::to_string(s.tensorCount) + ", compared: " + std::to_string(s.comparedCount)
        + ", not compared: " + std::to_string(s.unmatchedCount) + "\n\n## Summary\n\n";
    for (auto i : s.finalOutputs) {
        const auto& r = a.rows[i];
        out += "- Final output `" + r.tensor + "`: cos "
            + fixed(r.primary().metrics ? std::optional(r.primary().metrics->cosine) : std::nullopt, 6) + "\n";
    }
    if (s.firstBelowThreshold) {
        const auto& r = a.rows[*s.firstBelowThreshold];
        out += "- First tensor below cos " + fixed(s.cosThreshold, 4) + ": #" + std::to_string(r.order) + " `" + r.tensor
            + "` (" + r.opType + ", cos " + fixed(r.primary().metrics->cosine, 6) + ")\n";
    } else {
        out += "- No compared tensor is below cos " + fixed(s.cosThreshold, 4) + "\n";
    }
    out += "\nCosine similarity on one input is not dataset accuracy (mAP, top-1): confirm a fix on a data set.\n";
    out += "\n### Worst " + std::to_string(s.worst.size()) + " tensors\n\n" + kTableHeader;
    for (auto i : s.worst)
        out += rowLine(a.rows[i]);
    out += "\n## All tensors\n\n" + std::string(kTableHeader);
    for (const auto& r : a.rows)
        out += rowLine(r);
    for (const auto& [label, entries] : { std::pair { "reference", &a.unusedReferenceEntries },
             std::pair { "candidate", &a.unusedCandidateEntries.front() } }) {
        if (entries->empty())
            continue;
        out += "\n## Entries of the " + std::string(label) + " dump that match no float tensor ("
            + std::to_string(entries->size()) + ")\n\n";
        // A long list is usually one naming scheme the matcher does not know; the first few show it.
        constexpr std::size_t kShown = 20;
        for (std::size_t i = 0; i < entries->size() && i < kShown; ++i)
            out += "- `" + cell((*entries)[i]) + "`\n";
        if (entries->size() > kShown)
            out += "- … and " + std::to_string(entries->size() - kShown) + " more (all are in the JSON report)\n";
    }
    if (!a.warnings.empty()) {
        out += "\n## Warnings\n\n";
        for (const auto& w : a.warnings)
            out += "- " + cell(w.toString()) + "\n";
    }
    return out;
}

} // namespace quantlens
