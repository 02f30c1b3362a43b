#include "precision/pulsar2_items.h"

#include "model/conv_neighbours.h"
#include "precision/plan_format.h"

#include <set>

namespace quantlens {
namespace {
    using ojson = nlohmann::ordered_json;

    const std::set<std::string> kSelectorKeys { "layer_name", "layer_names", "op_type", "op_types",
        "start_tensor_names", "end_tensor_names" };
}

Result<std::vector<ojson>> pulsar2Items(const PrecisionPlan& plan, const PlanContext& context, const std::string& file)
{
    using R = Result<std::vector<ojson>>;
    std::vector<ojson> items;
    if (plan.wholeModel)
        items.push_back({ { "start_tensor_names", { "DEFAULT" } }, { "end_tensor_names", { "DEFAULT" } },
            { "data_type", precisionKey(*plan.wholeModel) } });
    std::map<Precision, std::vector<std::string>> opTypesBy;
    for (const auto& [op, p] : plan.opTypes) {
        if (op == "Conv" && p == Precision::Float)
            return R::failure(
                Problem::make(file, text("where.key", { "op_types.Conv" }), text("plan.pulsar2_conv_float")));
        opTypesBy[p].push_back(op);
    }
    for (const auto& [p, ops] : opTypesBy)
        items.push_back({ { "op_types", ops }, { "data_type", precisionKey(p) } });

    std::map<Precision, std::vector<std::string>> layersBy;
    std::set<std::string> layersDone;
    std::vector<ojson> ranges;
    for (const PlanTensor& t : context.tensors) {
        const auto it = plan.tensors.find(t.name);
        if (it == plan.tensors.end() || it->second.precision == plan.precisionByRules(t.opType))
            continue; // no entry, or one that changes nothing
        const Precision p = it->second.precision;
        if (t.opType == "Conv" && p == Precision::Float)
            return R::failure(Problem::make(file, text("where.tensor", { t.name }), text("plan.pulsar2_conv_float")));
        // A layer setting reaches all of the node's outputs: use it only when they all agree.
        bool wholeLayer = t.nodeNamed && context.graph;
        if (wholeLayer)
            for (const auto& out : context.graph->producer(t.name)->outputs) {
                const auto o = plan.tensors.find(out);
                wholeLayer = wholeLayer && o != plan.tensors.end() && o->second.precision == p;
            }
        if (wholeLayer) {
            if (layersDone.insert(t.nodeName).second)
                layersBy[p].push_back(t.nodeName);
        } else {
            ranges.push_back({ { "start_tensor_names", { t.name } }, { "end_tensor_names", { t.name } },
                { "data_type", precisionKey(p) } });
        }
    }
    for (const auto& [p, layers] : layersBy)
        items.push_back({ { "layer_names", layers }, { "data_type", precisionKey(p) } });
    items.insert(items.end(), ranges.begin(), ranges.end());
    return R::success(std::move(items));
}

std::vector<std::string> pulsar2Names(const nlohmann::json& item, const char* one, const char* many)
{
    std::vector<std::string> out;
    if (one && item.contains(one) && item.at(one).is_string())
        out.push_back(item.at(one).get<std::string>());
    if (item.contains(many) && item.at(many).is_array())
        for (const auto& v : item.at(many))
            if (v.is_string())
                out.push_back(v.get<std::string>());
    return out;
}

bool isPlanItem(const std::string& strictItemText, const PrecisionPlan& plan, const PlanContext& context)
{
    nlohmann::json item;
    try {
        item = nlohmann::json::parse(strictItemText);
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    if (!item.is_object() || !item.contains("data_type"))
        return false;
    for (const auto& [key, value] : item.items())
        if (key != "data_type" && !kSelectorKeys.count(key))
            return false; // output_data_type, weight_data_type, ...: the user's
    const auto layers = pulsar2Names(item, "layer_name", "layer_names");
    const auto ops = pulsar2Names(item, "op_type", "op_types");
    const auto starts = pulsar2Names(item, nullptr, "start_tensor_names");
    const auto ends = pulsar2Names(item, nullptr, "end_tensor_names");
    if (!layers.empty()) {
        // The user's own layer settings stay unless the plan decides every output of those layers.
        for (const auto& l : layers) {
            const int n = context.graph ? context.graph->nodeIndex(l) : -1;
            if (n < 0)
                return false;
            for (const auto& out : context.graph->nodes()[static_cast<std::size_t>(n)].outputs)
                if (!plan.tensors.count(out))
                    return false;
        }
        return ops.empty() && starts.empty();
    }
    if (!ops.empty()) {
        for (const auto& op : ops)
            if (!plan.opTypes.count(op))
                return false;
        return starts.empty();
    }
    if (starts == std::vector<std::string> { "DEFAULT" })
        return plan.wholeModel.has_value();
    // A single tensor: the plan's only when the plan decides that tensor.
    return starts.size() == 1 && starts == ends && context.find(starts.front()) && plan.tensors.count(starts.front());
}

std::vector<std::string> tensorsBetween(const Graph& graph, const ConsumerMap& consumers,
    const std::vector<std::string>& starts, const std::vector<std::string>& ends)
{
    const std::set<std::string> endSet(ends.begin(), ends.end()), startSet(starts.begin(), starts.end());
    std::set<std::string> forward;
    std::vector<std::string> stack(starts.begin(), starts.end());
    while (!stack.empty()) {
        const std::string t = stack.back();
        stack.pop_back();
        if (!forward.insert(t).second || endSet.count(t))
            continue;
        if (auto it = consumers.find(t); it != consumers.end())
            for (const Node* node : it->second)
                stack.insert(stack.end(), node->outputs.begin(), node->outputs.end());
    }
    std::set<std::string> between;
    stack.assign(ends.begin(), ends.end());
    while (!stack.empty()) {
        const std::string t = stack.back();
        stack.pop_back();
        if (!forward.count(t) || !between.insert(t).second || startSet.count(t))
            continue;
        if (const Node* producer = graph.producer(t))
            stack.insert(stack.end(), producer->inputs.begin(), producer->inputs.end());
    }
    return { between.begin(), between.end() };
}

} // namespace quantlens
