#pragma once
// Which tensor a graph box stands for: the one rule the window's graph and the HTML page's follow, so
// a box shows and selects the same tensor in both.
#include "layout/graph_outline.h"
#include "model/graph.h"

#include <functional>
#include <string>

namespace quantlens {

/// The tensor a click on `box` selects: an op's first output `compared` accepts; for a group, what
/// leaves it first (the edges show those), then its members' outputs; else the first output, so a
/// click always selects something. An op box is coloured by the same tensor (the first output that
/// has a value speaks for Split and friends); a group by its worst member output.
std::string tensorOfBox(
    const OutlineNode& box, const Graph& graph, const std::function<bool(const std::string&)>& compared);

} // namespace quantlens
