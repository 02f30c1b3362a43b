#include "report/input_runs_fields.h"

#include "analysis/bad_cases.h"
#include "report/markdown_cells.h"
#include "report/task_agreement_fields.h"
#include "util/number_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace quantlens {
namespace {
    using nlohmann::ordered_json;

    ordered_json number(double v) { return std::isfinite(v) ? ordered_json(v) : ordered_json(); }

    sim::Measurement measurementOf(const Analysis& a)
    {
        sim::Measurement m;
        for (const auto& run : a.inputRuns)
            m.samples.push_back(run.outputs);
        return m;
    }

    bool anyTask(const Analysis& a)
    {
        for (const auto& run : a.inputRuns)
            for (const auto& o : run.outputs)
                if (o.task)
                    return true;
        return false;
    }

    /// Rank (0 = worst) of each input in the bad-case order.
    std::vector<std::size_t> ranks(const Analysis& a)
    {
        const auto order = badCaseOrder(a.inputRuns);
        std::vector<std::size_t> rank(order.size());
        for (std::size_t r = 0; r < order.size(); ++r)
            rank[order[r]] = r;
        return rank;
    }

    std::string fixed(double v, int decimals)
    {
        if (!std::isfinite(v))
            return "–";
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
        return buffer;
    }
}

ordered_json modelInputsJson(const Analysis& a)
{
    ordered_json each = ordered_json::array();
    const auto rank = ranks(a);
    for (std::size_t i = 0; i < a.inputRuns.size(); ++i) {
        const auto& run = a.inputRuns[i];
        ordered_json item { { "input", i + 1 }, { "file", run.file }, { "bad_case_rank", rank[i] + 1 },
            { "output_cos", number(run.outputCos) } };
        if (const auto agreement = decodedAgreement(run)) {
            item["task_agreement"] = number(*agreement);
            item["answer_kept"] = decodedEqual(run).value_or(false);
        }
        ordered_json outputs = ordered_json::array();
        for (const auto& o : run.outputs) {
            ordered_json out { { "name", o.name }, { "cosine", number(o.cosine) }, { "sqnr_db", number(o.sqnrDb) } };
            if (o.task) {
                out["kind"] = sim::outputKindName(o.task->kind);
                out["agreement"] = number(o.task->agreement);
                out["equal"] = o.task->equal;
            }
            outputs.push_back(std::move(out));
        }
        if (!outputs.empty())
            item["outputs"] = std::move(outputs);
        each.push_back(std::move(item));
    }
    return each;
}

ordered_json dataSetTaskJson(const Analysis& a)
{
    if (!anyTask(a))
        return nullptr;
    std::vector<std::string> files;
    for (const auto& run : a.inputRuns)
        files.push_back(run.file);
    return taskAgreementJson(measurementOf(a), files);
}

std::string inputsMarkdown(const Analysis& a)
{
    if (a.inputRuns.empty())
        return {};
    std::vector<double> cos;
    for (const auto& run : a.inputRuns)
        if (std::isfinite(run.outputCos))
            cos.push_back(run.outputCos);
    std::sort(cos.begin(), cos.end());
    std::string out = "\n## Inputs\n\nThe models ran on " + std::to_string(a.inputRuns.size())
        + " inputs; the tensors below are input " + std::to_string(a.shownInput + 1)
        + "'s, the one whose outputs lost most; `cos_mean_inputs`, `cos_p5_inputs` and `cos_worst_inputs` give "
          "each tensor's cosine over all of them.";
    if (!cos.empty()) {
        double sum = 0;
        for (double c : cos)
            sum += c;
        const auto p5 = static_cast<std::size_t>(std::ceil(0.05 * static_cast<double>(cos.size())));
        out += " Output cosine over the inputs: mean " + fixed(sum / static_cast<double>(cos.size()), 5)
            + ", 5th percentile " + fixed(cos[std::max<std::size_t>(p5, 1) - 1], 5) + ", worst " + fixed(cos.front(), 5)
            + ".";
    }
    out += "\n";
    const bool task = anyTask(a);
    if (task)
        out += "\n" + taskAgreementMarkdown(measurementOf(a));
    out += task ? "\nBad cases first (lowest task agreement over the classification, sequence and mask outputs, "
                  "then lowest output cosine):\n\n| rank | input | file | output cos | task agreement | answer kept |\n"
                  "|---:|---:|---|---:|---:|---|\n"
                : "\nWorst first:\n\n| rank | input | file | output cos |\n|---:|---:|---|---:|\n";
    const auto order = badCaseOrder(a.inputRuns);
    for (std::size_t r = 0; r < order.size(); ++r) {
        const auto& run = a.inputRuns[order[r]];
        out += "| " + std::to_string(r + 1) + " | " + std::to_string(order[r] + 1) + " | `" + markdownCell(run.file)
            + "` | " + formatSignificant(run.outputCos, 6) + " |";
        if (task) {
            const auto agreement = decodedAgreement(run);
            const auto equal = decodedEqual(run);
            out += " " + (agreement ? fixed(*agreement, 4) : std::string("–")) + " | "
                + (equal ? (*equal ? "yes" : "**no**") : "–") + " |";
        }
        out += "\n";
    }
    return out;
}

} // namespace quantlens
