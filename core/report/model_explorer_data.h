#pragma once
// Model Explorer interop: our per-tensor numbers as its "node data" files, so users of that viewer
// can overlay them on their own graph (README: "Model Explorer").
#include "analysis/analysis.h"
#include "metrics/metric_list.h"
#include "model/graph.h"

#include <string>
#include <utility>
#include <vector>

namespace quantlens {

/// One metric of one candidate run in Model Explorer's per-graph node-data format:
/// {"results": {"<node name>": {"value": v}}, "thresholds": [...]} for cosine and SQNR (our pass / warn
/// / fail bands at the analysis's thresholds), {"results", "gradient": [...]} (green to red, from the
/// best to the worst value) for the others. Keys are what the viewer's ONNX adapter names its nodes:
/// the producing node's name (its first output's value), and "[value] <tensor>" for graph outputs;
/// nodes the model leaves unnamed are left out. Non-finite values (SQNR of identical tensors) are left
/// out too: JSON has no infinity.
std::string modelExplorerNodeData(const Analysis& analysis, MetricId metric, std::size_t candidate);

/// Every file `report --model-explorer DIR` writes: (file name, content), one per metric of each
/// candidate run: "<metric key>.json" for one run, "<run label>.<metric key>.json" for several.
std::vector<std::pair<std::string, std::string>> modelExplorerFiles(const Analysis& analysis);

} // namespace quantlens
