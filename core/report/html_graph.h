#pragma once
// The graph the one-file HTML report draws: boxes with their positions and routed edges, laid out
// here (the page only draws), so a browser opens a 20,000-node model as fast as it parses JSON.
#include "model/graph.h"

#include <cstddef>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

namespace quantlens {

/// {"width", "height", "nodes": [{"kind": "op"|"group", "name", "label", "subtitle", "x", "y", "w", "h",
/// "tensors", "select"}], "edges": [{"from", "to", "tensor", "points": [[x, y], ...]}]}: x and y of a
/// node are its centre; "tensors" are the outputs the box produces in order (a group's: all its
/// members'), "select" the tensor a click selects by the window's rule (layout/box_tensor.h, with
/// `compared` saying which tensors have a row). Scopes are collapsed into groups while more than
/// `maxBoxes` boxes would show, as the window does.
nlohmann::ordered_json htmlGraphDocument(
    const Graph& graph, const std::function<bool(const std::string&)>& compared, std::size_t maxBoxes = 4000);

} // namespace quantlens
