// The vendors' "input layer first" step: are the graph inputs of every run the same data, and if
// not, which preprocessing slip explains the difference.
#include "triage/input_hypotheses.h"
#include "triage/run_values.h"
#include "triage/triage_rules.h"

namespace quantlens::triage_rules {
namespace {
    std::string listText(const std::vector<double>& values)
    {
        std::string out;
        for (const double v : values)
            out += (out.empty() ? "" : ", ") + number(v);
        return "[" + out + "]";
    }

    std::string orderText(const std::vector<int>& order)
    {
        std::string out;
        for (const int i : order)
            out += (out.empty() ? "" : ", ") + std::to_string(i);
        return "[" + out + "]";
    }

    /// The evidence saying which correction makes the inputs agree.
    void explain(const InputExplanation& e, const std::string& tensor, TriageResult& result)
    {
        const std::string cos = number(e.cosine);
        if (e.layout)
            result.evidence.push_back({ "input_layout", tensor, e.cosine, text("triage.input_layout", { cos }) });
        if (!e.channelOrder.empty())
            result.evidence.push_back({ "channel_order", tensor, e.cosine,
                text("triage.input_channel_order", { orderText(e.channelOrder), cos }) });
        if (!e.scale.empty())
            result.evidence.push_back({ "input_affine", tensor, e.cosine,
                text("triage.input_affine", { listText(e.scale), listText(e.offset), cos }) });
    }

    bool isGraphInput(const Analysis& analysis, const LayerRow& row)
    {
        return analysis.floatGraph && analysis.floatGraph->producer(row.tensor) == nullptr && row.opType == "Input";
    }
}

bool checkInputs(const Context& c, TriageResult& result)
{
    const Analysis& a = c.analysis;
    bool found = false;
    for (const LayerRow& row : a.rows) {
        if (!isGraphInput(a, row))
            continue;
        auto reference = readRunValues(a, row, RunIndex::referenceRun());
        if (!reference)
            continue;
        for (std::size_t run = 0; run < a.candidates.size(); ++run) {
            if (!row.results[run].compared())
                continue;
            auto candidate = readRunValues(a, row, RunIndex::candidateRun(run));
            if (!candidate)
                continue;
            const InputDiagnosis d
                = diagnoseInput(reference.value(), candidate.value(), row.shape, c.options.preset.input);
            if (d.agrees)
                continue;
            found = true;
            result.evidence.push_back({ "input_cos", row.tensor, d.cosine,
                text("triage.input_differs",
                    { a.candidates[run].label, number(d.cosine), number(d.relativeError), a.reference.label }) });
            if (d.explanation)
                explain(*d.explanation, row.tensor, result);
            else
                result.evidence.push_back({ "input_unexplained", row.tensor, d.bestCorrectedCosine,
                    text("triage.input_unexplained", { number(d.bestCorrectedCosine) }) });
            if (std::find(result.culprits.begin(), result.culprits.end(), row.tensor) == result.culprits.end())
                result.culprits.push_back(row.tensor);
        }
    }
    if (found)
        result.category = TriageCategory::Preprocessing;
    return found;
}

} // namespace quantlens::triage_rules
