// Reads a Pulsar2 config's quant.layer_configs back into a plan (comments allowed, as Pulsar2 allows).
#include "precision/plan_format.h"
#include "precision/pulsar2_items.h"
#include "precision/relaxed_json.h"
#include "util/json_parse.h"

#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    using nlohmann::json;

    PlanEntry imported(Precision p, const std::string& file)
    {
        return { p, PlanSource::Imported, text("plan.reason_imported", { file }) };
    }
}

Result<PrecisionPlan> readPulsar2Config(const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    const RelaxedJson relaxed(content);
    const auto root = relaxed.root();
    json doc;
    try {
        if (!root)
            throw std::runtime_error("not JSON");
        doc = json::parse(relaxed.strictText(*root), depthLimited<json>());
    } catch (const JsonTooDeep&) {
        return R::failure(Problem::make(file, {}, text("json.too_deep", { std::to_string(kMaxJsonDepth) })));
    } catch (const std::exception&) {
        return R::failure(Problem::make(file, {}, text("plan.pulsar2_not_json")));
    }
    const json* configs = nullptr;
    if (doc.is_object() && doc.contains("quant") && doc.at("quant").is_object()
        && doc.at("quant").contains("layer_configs"))
        configs = &doc.at("quant").at("layer_configs");
    else if (doc.is_object() && doc.contains("layer_configs"))
        configs = &doc.at("layer_configs");
    if (!configs)
        return R::failure(Problem::make(file, text("where.key", { "quant.layer_configs" }), text("plan.missing_key")));
    if (!configs->is_array())
        return R::failure(
            Problem::make(file, text("where.key", { "quant.layer_configs" }), text("plan.pulsar2_configs_not_array")));

    PrecisionPlan plan;
    std::vector<Problem> warnings;
    std::vector<std::string> unknown;
    // Pulsar2's priority is layer > op type > subgraph: subgraphs first, layers last, so layers win.
    std::vector<std::pair<std::string, Precision>> layerChoices;
    const ConsumerMap consumers = context.graph ? consumersOf(*context.graph) : ConsumerMap {};
    for (std::size_t i = 0; i < configs->size(); ++i) {
        const json& item = configs->at(i);
        const std::string where = "quant.layer_configs[" + std::to_string(i) + "]";
        const auto type = item.is_object() && item.contains("data_type") && item.at("data_type").is_string()
            ? precisionFromKey(item.at("data_type").get<std::string>())
            : std::nullopt;
        if (!type) {
            warnings.push_back(Problem::make(file, text("where.key", { where }), text("plan.pulsar2_item_skipped")));
            continue;
        }
        for (const auto& op : pulsar2Names(item, "op_type", "op_types"))
            plan.opTypes[op] = *type;
        const auto starts = pulsar2Names(item, nullptr, "start_tensor_names");
        const auto ends = pulsar2Names(item, nullptr, "end_tensor_names");
        if (starts == std::vector<std::string> { "DEFAULT" }) {
            plan.wholeModel = *type;
        } else if (!starts.empty() && context.graph) {
            for (const auto& name : starts)
                if (!context.find(name))
                    unknown.push_back(name);
            for (const auto& t : tensorsBetween(*context.graph, consumers, starts, ends.empty() ? starts : ends))
                if (context.find(t))
                    plan.tensors[t] = imported(*type, file);
        }
        for (const auto& layer : pulsar2Names(item, "layer_name", "layer_names")) {
            const int node = context.graph ? context.graph->nodeIndex(layer) : -1;
            if (node < 0) {
                unknown.push_back(layer);
                continue;
            }
            for (const auto& out : context.graph->nodes()[static_cast<std::size_t>(node)].outputs)
                if (context.find(out))
                    layerChoices.emplace_back(out, *type);
        }
    }
    for (const auto& [tensor, type] : layerChoices)
        plan.tensors[tensor] = imported(type, file);
    if (!unknown.empty())
        warnings.push_back(unknownNamesProblem(file, unknown));
    return R::success(std::move(plan), std::move(warnings));
}

} // namespace quantlens
