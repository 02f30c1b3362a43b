#include "report/markdown_cells.h"

#include "metrics/metric_list.h"
#include "report/report_columns.h"
#include "tensor/shape_text.h"

#include <cmath>
#include <cstdio>
#include <set>

namespace quantlens {

std::string markdownCell(const std::string& text)
{
    std::string out;
    for (char c : text)
        out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
    return out;
}

std::string fixedNumber(std::optional<double> v, int decimals)
{
    if (!v)
        return "–";
    if (!std::isfinite(*v))
        return formatNumber(*v);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, *v);
    return buffer;
}

namespace {
    std::string runCells(const Analysis& a, const LayerRow& r, std::size_t run)
    {
        const CandidateResult& res = r.results[run];
        std::string cells = std::string(verdictName(res.verdict(a.thresholds))) + " | ";
        for (const MetricDescriptor& m : metricList())
            if (m.inMarkdown)
                cells
                    += fixedNumber(res.metrics ? std::optional(res.metrics.value().*m.field) : std::nullopt, m.decimals)
                    + " | ";
        return cells;
    }

    /// Flags of every run; those the runs share (u8 range, reference NaN) once, the rest by run.
    std::string flagsCell(const Analysis& a, const LayerRow& r)
    {
        if (a.candidates.size() == 1)
            return rowFlags(r, 0);
        std::set<std::string> shared;
        std::string out;
        for (std::size_t run = 0; run < a.candidates.size(); ++run) {
            const std::string flags = rowFlags(r, run);
            std::size_t start = 0;
            while (start < flags.size()) {
                std::size_t end = flags.find(';', start);
                if (end == std::string::npos)
                    end = flags.size();
                const std::string flag = flags.substr(start, end - start);
                start = end + 1;
                const bool runOwn = flag.rfind("cand-", 0) == 0;
                if (!runOwn && !shared.insert(flag).second)
                    continue;
                out += (out.empty() ? "" : "; ") + (runOwn ? a.candidates[run].label + ": " : std::string()) + flag;
            }
        }
        return out;
    }

    std::string problemCell(const Analysis& a, const LayerRow& r)
    {
        std::string out;
        for (std::size_t run = 0; run < a.candidates.size(); ++run) {
            const std::string p = problemText(r, run);
            if (!p.empty())
                out += (out.empty() ? "" : "; ")
                    + (a.candidates.size() > 1 ? a.candidates[run].label + ": " : std::string()) + p;
        }
        return out;
    }
}

std::string markdownTableHeader(const Analysis& a)
{
    std::string head = "| # | tensor | op | shape | quant |";
    std::string rule = "|---:|---|---|---|---|";
    for (const auto& run : a.candidates) {
        const std::string prefix = a.candidates.size() > 1 ? markdownCell(run.label) + " " : std::string();
        head += " " + prefix + "verdict |";
        rule += "---|";
        for (const MetricDescriptor& m : metricList())
            if (m.inMarkdown) {
                head += " " + prefix + m.label + " |";
                rule += "---:|";
            }
    }
    return head + " flags | problem |\n" + rule + "---|---|\n";
}

std::string markdownTableRow(const Analysis& a, const LayerRow& r)
{
    std::string quant;
    if (r.quant && r.quant->hasRange())
        quant = dtypeName(r.quant->dtype) + " [" + fixedNumber(r.quant->rangeMin(), 3) + ", "
            + fixedNumber(r.quant->rangeMax(), 3) + "]";
    else if (r.quant) // no fixed range: dynamic quantization computes one per input at run time
        quant = dtypeName(r.quant->dtype) + (r.quant->dynamic ? " dynamic" : "");
    std::string line = "| " + std::to_string(r.order) + " | `" + markdownCell(r.tensor) + "` | "
        + markdownCell(r.opType) + " | " + shapeToString(r.shape, ",") + " | " + quant + " | ";
    for (std::size_t run = 0; run < a.candidates.size(); ++run)
        line += runCells(a, r, run);
    return line + markdownCell(flagsCell(a, r)) + " | " + markdownCell(problemCell(a, r)) + " |\n";
}

} // namespace quantlens
