#include "report/task_agreement_fields.h"

#include "util/number_text.h"

#include <cmath>

namespace quantlens {

namespace {
    nlohmann::ordered_json number(double v)
    {
        return std::isfinite(v) ? nlohmann::ordered_json(v) : nlohmann::ordered_json();
    }
}

nlohmann::ordered_json taskAgreementJson(
    const sim::Measurement& measured, const std::vector<std::string>& inputs, const sim::Measurement* baseline)
{
    const auto now = sim::taskSummaries(measured);
    const auto before = baseline ? sim::taskSummaries(*baseline) : std::vector<sim::TaskSummary> {};
    nlohmann::ordered_json outputs = nlohmann::ordered_json::array();
    for (std::size_t o = 0; o < now.size(); ++o) {
        const auto& s = now[o];
        if (s.count == 0)
            continue;
        nlohmann::ordered_json item { { "name", s.output }, { "kind", sim::outputKindName(s.kind) },
            { "mean", number(s.mean()) }, { "equal_share", s.equalShare() } };
        if (o < before.size() && before[o].count > 0) {
            item["baseline_mean"] = number(before[o].mean());
            item["baseline_equal_share"] = before[o].equalShare();
        }
        nlohmann::ordered_json perInput = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < measured.samples.size(); ++i) {
            if (o >= measured.samples[i].size() || !measured.samples[i][o].task)
                continue;
            const auto& t = *measured.samples[i][o].task;
            nlohmann::ordered_json entry { { "input", i < inputs.size() ? inputs[i] : std::to_string(i) },
                { "agreement", number(t.agreement) }, { "equal", t.equal } };
            if (t.top5)
                entry["top5"] = *t.top5;
            if (baseline && i < baseline->samples.size() && o < baseline->samples[i].size()
                && baseline->samples[i][o].task) {
                entry["baseline_agreement"] = number(baseline->samples[i][o].task->agreement);
                entry["baseline_equal"] = baseline->samples[i][o].task->equal;
            }
            perInput.push_back(std::move(entry));
        }
        item["per_input"] = std::move(perInput);
        outputs.push_back(std::move(item));
    }
    return { { "outputs", outputs } };
}

std::string taskAgreementMarkdown(const sim::Measurement& measured, const sim::Measurement* baseline)
{
    const auto now = sim::taskSummaries(measured);
    const auto before = baseline ? sim::taskSummaries(*baseline) : std::vector<sim::TaskSummary> {};
    std::string out = "| output | kind | agreement | identical results |\n|---|---|---|---|\n";
    for (std::size_t o = 0; o < now.size(); ++o) {
        const auto& s = now[o];
        if (s.count == 0)
            continue;
        const double mean = s.mean();
        std::string agreement = formatSignificant(mean, 5),
                    identical = std::to_string(s.equal) + "/" + std::to_string(s.count);
        if (o < before.size() && before[o].count > 0) {
            agreement = formatSignificant(before[o].mean(), 5) + " → " + agreement;
            identical = std::to_string(before[o].equal) + "/" + std::to_string(before[o].count) + " → " + identical;
        }
        out += "| " + s.output + " | " + sim::outputKindName(s.kind) + " | " + agreement + " | " + identical + " |\n";
    }
    return out;
}

} // namespace quantlens
