#include "precision/plan_json.h"

#include "util/json_parse.h"
#include "util/json_text.h"

#include "util/atomic_file.h"
#include "util/relative_path.h"
#include "util/whole_file.h"

namespace quantlens {
namespace {
    using nlohmann::json;
    constexpr const char* kFormat = "quantlens-precision-plan";
    constexpr int kVersion = 1;

    /// Thrown inside planFromJson only, turned into a Problem at its end.
    struct WrongKey {
        std::string key;
        Text what;
    };

    Precision precisionAt(const json& j, const std::string& key)
    {
        if (!j.is_string())
            throw WrongKey { key, text("plan.bad_data_type", { jsonPreview(j) }) };
        if (auto p = precisionFromKey(j.get<std::string>()))
            return *p;
        throw WrongKey { key, text("plan.bad_data_type", { j.get<std::string>() }) };
    }

    const json& member(const json& j, const char* key, const std::string& where, json::value_t type)
    {
        if (!j.contains(key) || j.at(key).type() != type)
            throw WrongKey { where + key, text("plan.missing_key") };
        return j.at(key);
    }

    PlanEntry entryFrom(const json& e, const std::string& where)
    {
        PlanEntry entry;
        entry.precision = precisionAt(member(e, "data_type", where, json::value_t::string), where + "data_type");
        if (e.contains("source")) {
            const auto source
                = e.at("source").is_string() ? planSourceFromKey(e.at("source").get<std::string>()) : std::nullopt;
            if (!source)
                throw WrongKey { where + "source", text("plan.bad_source", { jsonPreview(e.at("source")) }) };
            entry.source = *source;
        }
        // The reason is for people reading the plan; one of another shape is dropped, not refused.
        if (e.contains("reason") && e.at("reason").is_object()) {
            const json& r = e.at("reason");
            if (r.contains("code") && r.at("code").is_string())
                entry.reason.code = r.at("code").get<std::string>();
            if (r.contains("args") && r.at("args").is_array())
                for (const auto& a : r.at("args"))
                    entry.reason.args.push_back(a.is_string() ? a.get<std::string>() : jsonPreview(a));
        }
        return entry;
    }
}

nlohmann::ordered_json planToJson(const PrecisionPlan& plan)
{
    nlohmann::ordered_json j;
    j["default"] = precisionKey(plan.defaultPrecision);
    j["whole_model"] = plan.wholeModel ? json(precisionKey(*plan.wholeModel)) : json(nullptr);
    nlohmann::ordered_json ops = nlohmann::ordered_json::object();
    for (const auto& [op, p] : plan.opTypes)
        ops[op] = precisionKey(p);
    j["op_types"] = ops;
    nlohmann::ordered_json tensors = nlohmann::ordered_json::array();
    for (const auto& [name, e] : plan.tensors) {
        nlohmann::ordered_json t;
        t["name"] = name;
        t["data_type"] = precisionKey(e.precision);
        t["source"] = planSourceKey(e.source);
        if (!e.reason.empty()) {
            t["reason"] = { { "code", e.reason.code }, { "args", e.reason.args } };
            t["reason_text"] = e.reason.english(); // for people reading the file
        }
        tensors.push_back(std::move(t));
    }
    j["tensors"] = tensors;
    return j;
}

Result<PrecisionPlan> planFromJson(const json& j, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    try {
        if (!j.is_object())
            throw WrongKey { "plan", text("plan.not_object") };
        PrecisionPlan plan;
        if (j.contains("default"))
            plan.defaultPrecision = precisionAt(j.at("default"), "default");
        if (j.contains("whole_model") && !j.at("whole_model").is_null())
            plan.wholeModel = precisionAt(j.at("whole_model"), "whole_model");
        if (j.contains("op_types")) {
            if (!j.at("op_types").is_object())
                throw WrongKey { "op_types", text("plan.not_object") };
            for (const auto& [op, p] : j.at("op_types").items())
                plan.opTypes[op] = precisionAt(p, "op_types." + op);
        }
        if (j.contains("tensors")) {
            if (!j.at("tensors").is_array())
                throw WrongKey { "tensors", text("plan.not_array") };
            std::size_t i = 0;
            for (const auto& e : j.at("tensors")) {
                const std::string where = "tensors[" + std::to_string(i++) + "].";
                if (!e.is_object())
                    throw WrongKey { where, text("plan.not_object") };
                const std::string name = member(e, "name", where, json::value_t::string).get<std::string>();
                if (name.empty() || plan.tensors.count(name))
                    throw WrongKey { where + "name",
                        text(name.empty() ? "plan.empty_name" : "plan.duplicate_name", { name }) };
                plan.tensors[name] = entryFrom(e, where);
            }
        }
        return R::success(std::move(plan));
    } catch (const WrongKey& wrong) {
        return R::failure(Problem::make(file, text("where.key", { wrong.key }), wrong.what));
    }
}

Result<PlanFile> loadPlanFile(const std::string& path)
{
    using R = Result<PlanFile>;
    const auto content = readWholeFile(path, file_limits::kConfig);
    if (!content)
        return R::failure(content.error());
    json doc;
    JsonParseError error;
    if (!parseJsonLimited(content.value(), doc, error))
        return R::failure(
            Problem::make(path, error.where, error.what.code == "json.syntax" ? text("plan.not_json") : error.what));
    if (!doc.is_object() || !doc.contains("format") || doc.at("format") != kFormat)
        return R::failure(Problem::make(path, {}, text("plan.wrong_format", { kFormat })));
    if (!doc.contains("version") || !doc.at("version").is_number_integer() || doc.at("version").get<int>() > kVersion)
        return R::failure(Problem::make(
            path, text("where.key", { "version" }), text("plan.bad_version", { std::to_string(kVersion) })));
    if (!doc.contains("plan"))
        return R::failure(Problem::make(path, text("where.key", { "plan" }), text("plan.missing_key")));
    auto plan = planFromJson(doc.at("plan"), path);
    if (!plan)
        return R::failure(plan.error());
    const auto base = std::filesystem::absolute(path).parent_path();
    PlanFile file;
    file.plan = std::move(plan).value();
    for (auto [key, target] :
        { std::pair { "float_model", &file.floatModel }, std::pair { "quant_model", &file.quantModel } }) {
        if (doc.contains(key) && !doc.at(key).is_string())
            return R::failure(Problem::make(path, text("where.key", { key }), text("plan.missing_key")));
        const auto resolved = resolveInside(doc.value(key, ""), base);
        if (!resolved)
            return R::failure(
                Problem::make(path, text("where.key", { key }), text("file.path_climbs_out", { doc.value(key, "") })));
        *target = *resolved;
    }
    return R::success(std::move(file));
}

std::string planFileText(const PlanFile& file, const std::string& folder)
{
    const auto base = std::filesystem::absolute(folder);
    nlohmann::ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    doc["float_model"] = relativePath(file.floatModel, base);
    doc["quant_model"] = relativePath(file.quantModel, base);
    doc["plan"] = planToJson(file.plan);
    return jsonText(doc, 2) + "\n";
}

Result<bool> savePlanFile(const PlanFile& file, const std::string& path)
{
    return writeFileAtomically(path, planFileText(file, std::filesystem::absolute(path).parent_path().string()));
}

} // namespace quantlens
