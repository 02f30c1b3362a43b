#include "report/check_report.h"

#include "report/task_agreement_fields.h"
#include "util/json_parse.h"
#include "util/json_text.h"
#include "util/whole_file.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace quantlens {

namespace {
    nlohmann::ordered_json number(double v)
    {
        return std::isfinite(v) ? nlohmann::ordered_json(v) : nlohmann::ordered_json();
    }
}

std::string renderCheckReport(const CheckReport& r)
{
    nlohmann::ordered_json doc;
    doc["verdict"] = checkVerdictName(r.outcome.verdict);
    doc["exit_code"] = checkExitCode(r.outcome.verdict);
    nlohmann::ordered_json reasons = nlohmann::ordered_json::array();
    for (const Text& t : r.outcome.reasons)
        reasons.push_back(rendered(t));
    doc["reasons"] = reasons;
    nlohmann::ordered_json inputs = nlohmann::ordered_json::array();
    std::vector<std::string> labels;
    for (const auto& i : r.inputs) {
        inputs.push_back({ { "input", i.label }, { "sha256", i.sha256 } });
        labels.push_back(i.label);
    }
    doc["inputs"] = inputs;
    doc["summary"] = { { "cos_mean", number(r.measured.meanCos()) }, { "cos_worst", number(r.measured.worstCos()) } };
    nlohmann::ordered_json outputs = nlohmann::ordered_json::array();
    for (const auto& [name, cos] : meanCosByOutput(r.measured))
        outputs.push_back({ { "name", name }, { "cos_mean", number(cos) } });
    doc["outputs"] = outputs;
    doc["task"] = taskAgreementJson(r.measured, labels);
    doc["tolerance"]
        = { { "cos", r.tolerance.cos }, { "agreement", r.tolerance.agreement }, { "sqnr_db", r.tolerance.sqnrDb } };
    doc["baseline"] = r.baselineFile.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.baselineFile);
    return jsonText(doc, 2) + "\n";
}

Result<CheckBaseline> readCheckBaseline(const std::string& path)
{
    using R = Result<CheckBaseline>;
    auto content = readWholeFile(path, file_limits::kConfig);
    if (!content)
        return R::failure(content.error());
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(content.value(), depthLimited<nlohmann::json>());
    } catch (const std::exception&) {
        return R::failure(Problem::make(path, {}, text("gate.baseline_not_verdict")));
    }
    if (!doc.is_object() || !doc.contains("verdict") || !doc.contains("outputs") || !doc.at("outputs").is_array()
        || !doc.contains("inputs") || !doc.at("inputs").is_array())
        return R::failure(Problem::make(path, {}, text("gate.baseline_not_verdict")));
    CheckBaseline b;
    b.file = path;
    try {
        for (const auto& i : doc.at("inputs"))
            b.inputHashes.push_back(i.at("sha256").get<std::string>());
        for (const auto& o : doc.at("outputs"))
            if (o.at("cos_mean").is_number())
                b.outputs[o.at("name").get<std::string>()].cosMean = o.at("cos_mean").get<double>();
        if (doc.contains("task") && doc.at("task").contains("outputs"))
            for (const auto& t : doc.at("task").at("outputs"))
                if (auto it = b.outputs.find(t.at("name").get<std::string>());
                    it != b.outputs.end() && t.at("mean").is_number()) {
                    it->second.kind = t.at("kind").get<std::string>();
                    it->second.taskMean = t.at("mean").get<double>();
                }
    } catch (const std::exception&) {
        return R::failure(Problem::make(path, {}, text("gate.baseline_not_verdict")));
    }
    return R::success(std::move(b));
}

} // namespace quantlens
