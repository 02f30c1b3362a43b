#include "analysis/measuring_inputs.h"
#include "compare/run_parting.h"
#include "report/input_runs_fields.h"
#include "report/markdown_cells.h"
#include "report/report_columns.h"
#include "report/report_format.h"
#include "simulation/calibration_ranges.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    constexpr std::size_t kUnusedShown = 20;
    constexpr std::size_t kDetailsShown = 10;

    bool severalRuns(const Analysis& a) { return a.candidates.size() > 1; }

    /// "`p2o.Mul.9` (#17, Mul, cos 0.989148, warn)" or "–".
    std::string rowMention(const Analysis& a, const std::optional<std::size_t>& index, std::size_t run)
    {
        if (!index)
            return "–";
        const auto& r = a.rows[*index];
        const auto& m = r.results[run].metrics;
        return "`" + markdownCell(r.tensor) + "` (#" + std::to_string(r.order) + ", " + markdownCell(r.opType)
            + (m ? ", cos " + fixedNumber(m->cosine, 6) : "") + ", " + verdictName(r.results[run].verdict(a.thresholds))
            + ")";
    }

    std::string thresholdsLine(const Thresholds& t)
    {
        std::string line = "- Verdicts: **pass** at cos ≥ " + fixedNumber(t.cosWarnBelow, 4);
        if (t.relL1WarnAbove > 0)
            line += " and SigmaStar relative L1 ≤ " + formatNumber(t.relL1WarnAbove);
        return line + "; **warn** below; **fail** below cos " + fixedNumber(t.cosFailBelow, 4)
            + " or with NaN/Inf the reference does not have\n";
    }

    std::string findingsSection(const Analysis& a)
    {
        std::string out;
        for (const auto& f : a.findings) {
            const bool error = f.severity == Finding::Severity::Error;
            out += std::string("> **") + (error ? "Error" : "Warning") + ":** "
                + markdownCell(f.problem.renderedMessage());
            if (!f.problem.file.empty())
                out += " (`" + markdownCell(f.problem.file) + "`)";
            out += "\n";
            for (std::size_t i = 0; i < f.details.size() && i < kDetailsShown; ++i)
                out += ">  - " + markdownCell(f.details[i]) + "\n";
            if (f.details.size() > kDetailsShown)
                out += ">  - … " + std::to_string(f.details.size() - kDetailsShown)
                    + " more (all are in the JSON report)\n";
            out += ">\n";
        }
        return out.empty() ? out : out + "\n";
    }

    std::string summaryTable(const Analysis& a)
    {
        std::string out = "|  |";
        std::string rule = "|---|";
        for (const auto& run : a.candidates) {
            out += " " + markdownCell(run.label) + " |";
            rule += "---|";
        }
        out += "\n" + rule + "\n";
        auto line = [&](const std::string& label, auto cell) {
            out += "| " + label + " |";
            for (std::size_t run = 0; run < a.candidates.size(); ++run)
                out += " " + cell(run) + " |";
            out += "\n";
        };
        line("compared", [&](std::size_t run) {
            // Of the float tensors: shape arithmetic (int64) is not an activation to compare.
            return std::to_string(a.summaries[run].comparedCount) + " of "
                + std::to_string(a.summaries[run].tensorCount);
        });
        line("pass / warn / fail", [&](std::size_t run) {
            const auto& s = a.summaries[run];
            return std::to_string(s.passCount) + " / " + std::to_string(s.warnCount) + " / "
                + std::to_string(s.failCount);
        });
        for (auto i : a.summaries.front().finalOutputs)
            line("final output `" + markdownCell(a.rows[i].tensor) + "`", [&](std::size_t run) {
                const auto& res = a.rows[i].results[run];
                return res.metrics
                    ? "cos " + fixedNumber(res.metrics->cosine, 6) + " (" + verdictName(res.verdict(a.thresholds)) + ")"
                    : std::string("not compared");
            });
        line("first tensor not passing",
            [&](std::size_t run) { return rowMention(a, a.summaries[run].firstWarn, run); });
        line("first failing tensor", [&](std::size_t run) { return rowMention(a, a.summaries[run].firstFail, run); });
        line("largest drop below its inputs", [&](std::size_t run) {
            const auto& s = a.summaries[run];
            return rowMention(a, s.largestDrop, run)
                + (s.largestDrop ? " −" + fixedNumber(s.largestDropAmount, 4) : "");
        });
        if (a.candidates.size() > 1)
            line("first parts from `" + markdownCell(a.candidates.front().label) + "` at", [&](std::size_t run) {
                if (run == 0)
                    return std::string("–");
                const auto parting = firstParting(a, 0, run);
                return parting ? rowMention(a, parting->row, run) + " (`" + markdownCell(a.candidates.front().label)
                        + "`: " + fixedNumber(parting->cosA, 4) + ")"
                               : std::string("nowhere");
            });
        return out;
    }

    /// Lowest cosine over every run first, so a tensor that only the board gets wrong shows too.
    std::vector<std::size_t> worstOverRuns(const Analysis& a)
    {
        std::vector<std::size_t> rows;
        auto lowest = [&](std::size_t i) {
            double low = 2.0;
            for (const auto& result : a.rows[i].results)
                if (result.metrics)
                    low = std::min(low, std::isnan(result.metrics->cosine) ? -2.0 : result.metrics->cosine);
            return low;
        };
        for (std::size_t i = 0; i < a.rows.size(); ++i)
            if (lowest(i) <= 1.0)
                rows.push_back(i);
        std::stable_sort(rows.begin(), rows.end(), [&](std::size_t x, std::size_t y) { return lowest(x) < lowest(y); });
        rows.resize(std::min<std::size_t>(rows.size(), 10));
        return rows;
    }

    std::string unusedSection(const std::string& what, const std::vector<std::string>& entries)
    {
        if (entries.empty())
            return {};
        std::string out = "\n## Entries of the " + what + " that match no float tensor ("
            + std::to_string(entries.size()) + ")\n\n";
        // A long list is usually one naming scheme the matcher does not know; the first few show it.
        for (std::size_t i = 0; i < entries.size() && i < kUnusedShown; ++i)
            out += "- `" + markdownCell(entries[i]) + "`\n";
        if (entries.size() > kUnusedShown)
            out += "- … and " + std::to_string(entries.size() - kUnusedShown) + " more (all are in the JSON report)\n";
        return out;
    }
}

std::string renderMarkdownReport(const Analysis& a)
{
    std::string out = "# QuantLens report\n\n" + findingsSection(a);
    out += "- Float model: `" + a.floatModelPath + "` (" + std::to_string(a.floatNodeCount) + " nodes)\n";
    if (!a.quantModelPath.empty())
        out += "- Quantized model: `" + a.quantModelPath + "`\n";
    out += "- Reference dump (" + markdownCell(a.reference.label) + "): `" + a.reference.path + "`\n";
    for (const auto& run : a.candidates)
        out += "- Compared run (" + markdownCell(run.label) + "): `" + run.path + "`\n";
    out += thresholdsLine(a.thresholds);
    if (a.measured)
        out += "- Measured by running the models on " + std::to_string(a.measured->inputs) + " input(s); "
            + rendered(sim::sixteenBitRangesNote(a.measured->calibrationInputs, a.measured->wideEncoding)) + "\n"
            + (a.measured->subset ? "- " + rendered(measuredSubsetText(*a.measured->subset)) + "\n" : std::string());
    out += inputsMarkdown(a);
    out += "\n## Summary\n\n" + summaryTable(a);
    out += "\nCosine similarity on one input is not dataset accuracy (mAP, top-1): confirm a fix on a data set.\n";
    const auto worst = worstOverRuns(a);
    out += "\n### Worst " + std::to_string(worst.size()) + " tensors"
        + (severalRuns(a) ? std::string(" (lowest cosine in any run)") : std::string()) + "\n\n"
        + markdownTableHeader(a);
    for (auto i : worst)
        out += markdownTableRow(a, a.rows[i]);
    out += "\n## All tensors\n\n" + markdownTableHeader(a);
    for (const auto& r : a.rows)
        out += markdownTableRow(a, r);
    out += unusedSection("reference dump", a.unusedReferenceEntries);
    for (std::size_t run = 0; run < a.candidates.size(); ++run)
        out += unusedSection(a.candidates[run].label + " dump", a.unusedCandidateEntries[run]);
    if (!a.warnings.empty()) {
        out += "\n## Warnings\n\n";
        for (const auto& w : a.warnings)
            out += "- " + markdownCell(w.toString()) + "\n";
    }
    return out;
}

} // namespace quantlens
