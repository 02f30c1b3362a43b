#pragma once
#include "model/conv_neighbours.h"
#include "precision/plan_context.h"
#include "precision/precision_plan.h"
#include "util/result.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace quantlens {

/// The plan as Pulsar2 layer_configs items: the whole model (["DEFAULT"]), op-type rules, then layers
/// by node name where the plan sets all of a node's outputs alike, single tensors by tensor range
/// otherwise. Fails on what Pulsar2 refuses (a Conv at FP32).
Result<std::vector<nlohmann::ordered_json>> pulsar2Items(
    const PrecisionPlan& plan, const PlanContext& context, const std::string& file);

/// Whether an existing item is the plan's to replace when merging: it has only a selector and
/// "data_type", and selects layers or single tensors of this model that the plan decides (an entry
/// for every one of them), or the whole model / op types the plan has rules for. Everything else
/// is the user's and is kept as written, also a single tensor the plan says nothing about.
bool isPlanItem(const std::string& strictItemText, const PrecisionPlan& plan, const PlanContext& context);

/// The names an item gives under a single key (`one`, may be null) and a list key (`many`).
std::vector<std::string> pulsar2Names(const nlohmann::json& item, const char* one, const char* many);

/// Tensors on a path from one of `starts` to one of `ends`, both included (Pulsar2's subgraph selector).
/// `consumers` is consumersOf(graph), built once by the caller for all of a config's items.
std::vector<std::string> tensorsBetween(const Graph& graph, const ConsumerMap& consumers,
    const std::vector<std::string>& starts, const std::vector<std::string>& ends);

} // namespace quantlens
