#include "workspace/workspace.h"

#include "precision/plan_json.h"
#include "util/atomic_file.h"
#include "util/relative_path.h"
#include "util/whole_file.h"

#include <filesystem>
#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    namespace fs = std::filesystem;
    using nlohmann::json;
    constexpr const char* kFormat = "quantlens-workspace";
    constexpr int kVersion = 1;

    json runJson(const RunInfo& run, const fs::path& base)
    {
        return { { "label", run.label }, { "path", relativePath(run.path, base) } };
    }

    // Throws json exceptions on wrong types; the caller turns them into a Problem.
    RunInfo runFrom(const json& j, const fs::path& base)
    {
        return { j.at("label").get<std::string>(), resolvePath(j.at("path").get<std::string>(), base) };
    }
}

AnalysisInputs analysisInputsOf(const Workspace& w)
{
    AnalysisInputs inputs;
    inputs.floatModel = w.floatModel;
    inputs.quantModel = w.quantModel;
    inputs.reference = w.reference;
    inputs.candidates = w.candidates;
    inputs.thresholds = w.view.thresholds;
    inputs.tensorMap = w.tensorMap;
    return inputs;
}

Result<Workspace> loadWorkspace(const std::string& path)
{
    using R = Result<Workspace>;
    const auto content = readWholeFile(path);
    if (!content)
        return R::failure(Problem::make(path, {}, text("workspace.cannot_open")));
    const fs::path base = fs::absolute(path).parent_path();
    try {
        const json doc = json::parse(*content);
        if (!doc.is_object() || doc.value("format", "") != kFormat)
            return R::failure(Problem::make(path, {}, text("workspace.wrong_format", { kFormat })));
        if (doc.value("version", 0) > kVersion)
            return R::failure(Problem::make(path, text("where.key", { "version" }),
                text(
                    "workspace.newer_version", { std::to_string(doc.value("version", 0)), std::to_string(kVersion) })));
        Workspace w;
        const json& inputs = doc.at("inputs");
        w.floatModel = resolvePath(inputs.value("float_model", ""), base);
        w.quantModel = resolvePath(inputs.value("quant_model", ""), base);
        if (inputs.contains("reference"))
            w.reference = runFrom(inputs.at("reference"), base);
        for (const auto& c : inputs.value("candidates", json::array()))
            w.candidates.push_back(runFrom(c, base));
        w.tensorMap = resolvePath(inputs.value("tensor_map", ""), base);
        if (doc.contains("view")) {
            const json& v = doc.at("view");
            w.view.selectedTensor = v.value("selected_tensor", "");
            Thresholds& t = w.view.thresholds;
            // Older workspaces called the warning level "cos_threshold" and the fail level
            // "cos_warning_threshold"; their "rmse_threshold" applied to true RMSE, which has no
            // scale-free threshold, so it is not carried over.
            t.cosWarnBelow = v.value("cos_warn_below", v.value("cos_threshold", t.cosWarnBelow));
            t.cosFailBelow = v.value("cos_fail_below", v.value("cos_warning_threshold", t.cosFailBelow));
            t.relL1WarnAbove = v.value("rel_l1_warn_above", t.relL1WarnAbove);
            if (const auto wrong = t.problem())
                return R::failure(Problem::make(path, text("where.key", { "view" }), *wrong));
            if (v.contains("views")) {
                for (const auto& [id, state] : v.at("views").items())
                    w.view.states[id] = state;
            } else if (v.contains("graph_metric")) { // before views had states of their own
                w.view.states["graph"] = { { "metric", v.value("graph_metric", "cosine") },
                    { "zoom", v.value("graph_zoom", 0.0) }, { "center_x", v.value("graph_center_x", 0.0) },
                    { "center_y", v.value("graph_center_y", 0.0) } };
            }
            w.view.visiblePanels = v.value("visible_panels", std::vector<std::string> {});
        }
        if (doc.contains("plan")) {
            auto plan = planFromJson(doc.at("plan"), path);
            if (!plan)
                return R::failure(plan.error());
            w.plan = std::move(plan).value();
        }
        return R::success(std::move(w));
    } catch (const json::parse_error& e) {
        return R::failure(
            Problem::make(path, text("where.byte", { std::to_string(e.byte) }), text("workspace.not_json")));
    } catch (const json::exception& e) {
        return R::failure(Problem::make(path, {}, text("workspace.unexpected_content", { e.what() })));
    }
}

Result<bool> saveWorkspace(const Workspace& w, const std::string& path)
{
    const fs::path base = fs::absolute(path).parent_path();
    nlohmann::ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    json candidates = json::array();
    for (const auto& c : w.candidates)
        candidates.push_back(runJson(c, base));
    doc["inputs"] = { { "float_model", relativePath(w.floatModel, base) },
        { "quant_model", relativePath(w.quantModel, base) }, { "reference", runJson(w.reference, base) },
        { "candidates", candidates } };
    if (!w.tensorMap.empty())
        doc["inputs"]["tensor_map"] = relativePath(w.tensorMap, base);
    const Thresholds& t = w.view.thresholds;
    doc["view"] = { { "selected_tensor", w.view.selectedTensor }, { "cos_warn_below", t.cosWarnBelow },
        { "cos_fail_below", t.cosFailBelow }, { "rel_l1_warn_above", t.relL1WarnAbove },
        { "views", json(w.view.states) }, { "visible_panels", w.view.visiblePanels } };
    if (!w.plan.empty())
        doc["plan"] = planToJson(w.plan);
    return writeFileAtomically(path, doc.dump(2) + "\n");
}

} // namespace quantlens
