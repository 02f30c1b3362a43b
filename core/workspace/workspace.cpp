#include "workspace/workspace.h"

#include "calibration/range_methods.h"
#include "toolchain/toolchain.h"

#include "util/json_parse.h"
#include "util/json_text.h"

#include "analysis/run_list_check.h"
#include "precision/plan_json.h"
#include "util/atomic_file.h"
#include "util/json_fields.h"
#include "util/number_text.h"
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

    /// A path field of "inputs": resolved against the workspace's folder, refused when a relative
    /// path climbs out of it (see relativePath).
    std::string pathField(const json& object, const char* key, const std::string& parent, const fs::path& base)
    {
        const std::string written = jsonString(object, key, parent);
        const auto resolved = resolveInside(written, base);
        if (!resolved)
            throw JsonFieldError { jsonKeyPath(parent, key), text("file.path_climbs_out", { written }) };
        return *resolved;
    }

    RunInfo runFrom(const json& j, const std::string& where, const fs::path& base)
    {
        requireJsonObject(j, where);
        return { jsonString(j, "label", where), pathField(j, "path", where, base) };
    }

    Thresholds thresholdsFrom(const json& v)
    {
        Thresholds t;
        // Older workspaces called the warning level "cos_threshold" and the fail level
        // "cos_warning_threshold"; their "rmse_threshold" applied to true RMSE, which has no
        // scale-free threshold, so it is not carried over.
        t.cosWarnBelow
            = jsonNumber(v, "cos_warn_below", "view", jsonNumber(v, "cos_threshold", "view", t.cosWarnBelow));
        t.cosFailBelow
            = jsonNumber(v, "cos_fail_below", "view", jsonNumber(v, "cos_warning_threshold", "view", t.cosFailBelow));
        t.relL1WarnAbove = jsonNumber(v, "rel_l1_warn_above", "view", t.relL1WarnAbove);
        if (const auto wrong = t.problem())
            throw JsonFieldError { "view", *wrong };
        return t;
    }

    Workspace::View viewFrom(const json& v)
    {
        Workspace::View view;
        view.selectedTensor = jsonString(v, "selected_tensor", "view");
        view.thresholds = thresholdsFrom(v);
        if (v.contains("views")) {
            for (const auto& [id, state] : jsonObject(v, "views", "view").items())
                view.states[id] = state;
        } else if (v.contains("graph_metric")) { // before views had states of their own
            view.states["graph"] = { { "metric", jsonString(v, "graph_metric", "view", "cosine") },
                { "zoom", jsonNumber(v, "graph_zoom", "view", 0.0) },
                { "center_x", jsonNumber(v, "graph_center_x", "view", 0.0) },
                { "center_y", jsonNumber(v, "graph_center_y", "view", 0.0) } };
        }
        const json& panels = jsonArray(v, "visible_panels", "view");
        for (std::size_t i = 0; i < panels.size(); ++i)
            view.visiblePanels.push_back(jsonStringValue(panels[i], jsonIndexPath("view.visible_panels", i)));
        return view;
    }

    /// The "inputs" object. Runs beyond the limit are refused before any is read: a workspace
    /// listing thousands of runs must not take seconds to say so.
    void inputsFrom(const json& inputs, const fs::path& base, Workspace& w)
    {
        w.floatModel = pathField(inputs, "float_model", "inputs", base);
        w.quantModel = pathField(inputs, "quant_model", "inputs", base);
        if (inputs.contains("reference"))
            w.reference = runFrom(inputs.at("reference"), "inputs.reference", base);
        const json& candidates = jsonArray(inputs, "candidates", "inputs");
        if (candidates.size() > kMaxRuns)
            throw JsonFieldError { "inputs.candidates",
                text("inputs.too_many_runs", { std::to_string(candidates.size()), std::to_string(kMaxRuns) }) };
        for (std::size_t i = 0; i < candidates.size(); ++i)
            w.candidates.push_back(runFrom(candidates[i], jsonIndexPath("inputs.candidates", i), base));
        if (auto wrong = checkRunList(w.reference, w.candidates))
            throw JsonFieldError { "inputs.candidates", wrong->what };
        w.tensorMap = pathField(inputs, "tensor_map", "inputs", base);
        const json& modelInputs = jsonArray(inputs, "model_inputs", "inputs");
        for (std::size_t i = 0; i < modelInputs.size() && i < kMaxRuns; ++i) {
            const std::string where = jsonIndexPath("inputs.model_inputs", i);
            const json& item = modelInputs[i];
            requireJsonObject(item, where);
            const std::string name = jsonString(item, "name", where);
            w.modelInputs.push_back((name.empty() ? "" : name + "=") + pathField(item, "file", where, base));
        }
        const json& counted = jsonArray(inputs, "counted_outputs", "inputs");
        for (std::size_t i = 0; i < counted.size() && i < kMaxRuns; ++i)
            w.countedOutputs.push_back(jsonStringValue(counted[i], jsonIndexPath("inputs.counted_outputs", i)));
        if (inputs.contains("output_kinds"))
            for (const auto& [name, kind] : jsonObject(inputs, "output_kinds", "inputs").items()) {
                sim::OutputKind parsed {};
                if (!kind.is_string() || !sim::parseOutputKind(kind.get<std::string>(), parsed))
                    throw JsonFieldError { "inputs.output_kinds." + name,
                        text("inputs.output_kind_unknown",
                            { kind.is_string() ? kind.get<std::string>() : kind.dump() }) };
                w.outputKinds[name] = parsed;
            }
        const json& calibration = jsonArray(inputs, "calibration", "inputs");
        for (std::size_t i = 0; i < calibration.size() && i < kMaxRuns; ++i) {
            const std::string where = jsonIndexPath("inputs.calibration", i);
            const std::string written = jsonStringValue(calibration[i], where);
            const auto resolved = resolveInside(written, base);
            if (!resolved)
                throw JsonFieldError { where, text("file.path_climbs_out", { written }) };
            w.calibration.push_back(*resolved);
        }
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
    inputs.modelInputs = w.modelInputs;
    inputs.countedOutputs = w.countedOutputs;
    inputs.outputKinds = w.outputKinds;
    inputs.calibration = w.calibration;
    return inputs;
}

Result<Workspace> loadWorkspace(const std::string& path)
{
    using R = Result<Workspace>;
    const auto content = readWholeFile(path, file_limits::kWorkspace);
    if (!content)
        return R::failure(content.error());
    const fs::path base = fs::absolute(path).parent_path();
    auto parsed = parseJsonFile<json>(content.value(), path);
    if (!parsed)
        return R::failure(parsed.error());
    try {
        const json& doc = parsed.value();
        if (!doc.is_object() || !doc.contains("format") || doc.at("format") != kFormat)
            return R::failure(Problem::make(path, {}, text("workspace.wrong_format", { kFormat })));
        const double version = jsonNumber(doc, "version", "", 0);
        if (version > kVersion)
            return R::failure(Problem::make(path, text("where.key", { "version" }),
                text("workspace.newer_version", { formatNumber(version), std::to_string(kVersion) })));
        Workspace w;
        if (!doc.contains("inputs"))
            return R::failure(Problem::make(path, text("where.key", { "inputs" }), text("workspace.no_inputs")));
        inputsFrom(jsonObject(doc, "inputs", ""), base, w);
        if (doc.contains("view"))
            w.view = viewFrom(jsonObject(doc, "view", ""));
        if (doc.contains("toolchain")) {
            w.toolchain = jsonString(doc, "toolchain", "");
            const Toolchain* known = findToolchain(w.toolchain);
            if (!known)
                return R::failure(Problem::make(path, text("where.key", { "toolchain" }),
                    text("toolchain.unknown", { w.toolchain, toolchainKeys() })));
            w.toolchain = known->key;
        }
        if (doc.contains("calibration_method")) {
            w.calibrationMethod = jsonString(doc, "calibration_method", "");
            if (!calib::rangeMethod(w.calibrationMethod))
                return R::failure(Problem::make(path, text("where.key", { "calibration_method" }),
                    text("calib.unknown_method", { w.calibrationMethod, calib::rangeMethodKeys() })));
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
    } catch (const JsonFieldError& wrong) {
        return R::failure(Problem::make(path, text("where.key", { wrong.key }), wrong.what));
    } catch (const json::exception& e) {
        return R::failure(Problem::make(path, {}, text("workspace.unexpected_content", { e.what() })));
    }
}

Result<bool> saveWorkspace(const Workspace& w, const std::string& path)
{
    return writeFileAtomically(path, workspaceJson(w, fs::absolute(path).parent_path().string()));
}

std::string workspaceJson(const Workspace& w, const std::string& folder)
{
    const fs::path base = fs::absolute(folder);
    nlohmann::ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    json candidates = json::array();
    for (const auto& c : w.candidates)
        candidates.push_back(runJson(c, base));
    doc["inputs"]
        = { { "float_model", relativePath(w.floatModel, base) }, { "quant_model", relativePath(w.quantModel, base) },
              { "reference", runJson(w.reference, base) }, { "candidates", candidates } };
    if (!w.tensorMap.empty())
        doc["inputs"]["tensor_map"] = relativePath(w.tensorMap, base);
    if (!w.modelInputs.empty()) {
        json items = json::array();
        for (const auto& given : w.modelInputs) {
            const auto eq = given.find('=');
            const std::string name = eq == std::string::npos ? "" : given.substr(0, eq);
            const std::string file = eq == std::string::npos ? given : given.substr(eq + 1);
            items.push_back({ { "name", name }, { "file", relativePath(file, base) } });
        }
        doc["inputs"]["model_inputs"] = items;
    }
    if (!w.countedOutputs.empty())
        doc["inputs"]["counted_outputs"] = w.countedOutputs;
    for (const auto& [name, kind] : w.outputKinds)
        doc["inputs"]["output_kinds"][name] = sim::outputKindName(kind);
    if (!w.calibration.empty()) {
        json paths = json::array();
        for (const auto& path : w.calibration)
            paths.push_back(relativePath(path, base));
        doc["inputs"]["calibration"] = paths;
    }
    const Thresholds& t = w.view.thresholds;
    doc["view"] = { { "selected_tensor", w.view.selectedTensor }, { "cos_warn_below", t.cosWarnBelow },
        { "cos_fail_below", t.cosFailBelow }, { "rel_l1_warn_above", t.relL1WarnAbove },
        { "views", json(w.view.states) }, { "visible_panels", w.view.visiblePanels } };
    if (!w.toolchain.empty() && w.toolchain != genericToolchain().key)
        doc["toolchain"] = w.toolchain;
    if (!w.calibrationMethod.empty())
        doc["calibration_method"] = w.calibrationMethod;
    if (!w.plan.empty())
        doc["plan"] = planToJson(w.plan);
    return jsonText(doc, 2) + "\n";
}

} // namespace quantlens
