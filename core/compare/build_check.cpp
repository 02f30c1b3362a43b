#include "compare/build_check.h"

#include "util/number_text.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace quantlens {

namespace {
    std::string number(double v) { return formatSignificant(v, 6); }
}

const char* checkVerdictName(CheckVerdict verdict)
{
    switch (verdict) {
    case CheckVerdict::Regression: return "regression";
    case CheckVerdict::Anomalous: return "anomalous";
    case CheckVerdict::Accept: break;
    }
    return "accept";
}

int checkExitCode(CheckVerdict verdict)
{
    return verdict == CheckVerdict::Accept ? 0 : verdict == CheckVerdict::Regression ? 4 : 5;
}

std::map<std::string, double> meanCosByOutput(const sim::Measurement& measured)
{
    std::map<std::string, std::pair<double, std::size_t>> sums;
    for (const auto& sample : measured.samples)
        for (const auto& o : sample) {
            sums[o.name].first += o.cosine;
            ++sums[o.name].second;
        }
    std::map<std::string, double> out;
    for (const auto& [name, sum] : sums)
        out[name] = sum.first / static_cast<double>(sum.second);
    return out;
}

CheckOutcome judgeBuild(const std::vector<CheckInput>& inputs, const sim::Measurement& measured,
    const CheckBaseline* baseline, const CheckTolerance& tolerance)
{
    CheckOutcome out;
    auto anomalous = [&](Text why) {
        out.verdict = CheckVerdict::Anomalous;
        out.reasons.push_back(std::move(why));
    };
    const auto cos = meanCosByOutput(measured);
    if (measured.samples.empty() || cos.empty()) {
        anomalous(text("gate.nothing"));
        return out;
    }
    // A "quantized" model that gives the float model's outputs bit for bit is not what was meant to be checked.
    bool allExact = true;
    for (const auto& sample : measured.samples)
        for (const auto& o : sample)
            allExact = allExact && o.cosine > 1.0 - 1e-12 && o.sqnrDb > 250;
    if (allExact)
        anomalous(text("gate.same_as_float"));
    if (!baseline) {
        if (out.verdict == CheckVerdict::Accept)
            out.reasons.push_back(text("gate.no_baseline"));
        return out;
    }
    std::multiset<std::string> now, before(baseline->inputHashes.begin(), baseline->inputHashes.end());
    for (const auto& i : inputs)
        now.insert(i.sha256);
    if (now != before) {
        std::size_t differing = 0;
        for (const auto& h : now)
            differing += before.count(h) == 0;
        anomalous(text("gate.inputs_differ",
            { std::to_string(std::max<std::size_t>(differing, 1)), std::to_string(inputs.size()), baseline->file }));
        return out;
    }
    std::map<std::string, sim::TaskSummary> task;
    for (const auto& t : sim::taskSummaries(measured))
        if (t.count > 0)
            task[t.output] = t;
    bool compared = false;
    for (const auto& [name, was] : baseline->outputs) {
        const auto c = cos.find(name);
        if (c == cos.end())
            continue;
        compared = true;
        if (c->second < was.cosMean - tolerance.cos) {
            out.verdict = out.verdict == CheckVerdict::Anomalous ? out.verdict : CheckVerdict::Regression;
            out.reasons.push_back(
                text("gate.cos_worse", { name, number(c->second), number(was.cosMean), number(tolerance.cos) }));
        }
        const auto t = task.find(name);
        if (t == task.end() || was.kind.empty())
            continue;
        const double mean = t->second.mean();
        const double allowed = t->second.kind == sim::OutputKind::Regression ? tolerance.sqnrDb : tolerance.agreement;
        if (mean < was.taskMean - allowed) {
            out.verdict = out.verdict == CheckVerdict::Anomalous ? out.verdict : CheckVerdict::Regression;
            out.reasons.push_back(text("gate.task_worse",
                { name, sim::outputKindName(t->second.kind), number(mean), number(was.taskMean), number(allowed) }));
        }
    }
    if (!compared)
        anomalous(text("gate.no_common_output", { baseline->file }));
    else if (out.verdict == CheckVerdict::Accept)
        out.reasons.push_back(text("gate.accept", { baseline->file }));
    return out;
}

} // namespace quantlens
