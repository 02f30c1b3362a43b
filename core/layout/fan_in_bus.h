#pragma once
// Buses for wide joins. Without them, every input of a Concat or Sum of thousands of inputs draws a line
// from its producer across the picture to the join: a 100,000-input Sum drew 100,000 lines the width of
// the graph, the scene's spatial index filed each of them in thousands of cells (23 GB), and any view of
// that rank painted tens of thousands of lines. A bus is what a schematic does: each input drops a short
// stub onto one horizontal line just above the join, and that line enters the join once.
#include "layout/layered_layout.h"

#include <cstddef>

namespace quantlens {

/// Nodes with at least this many inputs from above get a bus.
constexpr std::size_t kMinBusInputs = 16;

/// Ends the route of every edge coming down into a node of at least `minInputs` such edges on a bus above
/// that node, and lists the buses in `layout.buses`. Call it on final coordinates (after any fold). Edges
/// entering from below (reversed by cycle breaking), straight from above, or reaching the join's height
/// elsewhere keep their route and arrow.
void addFanInBuses(const LayoutGraph& graph, LayeredLayout& layout, std::size_t minInputs = kMinBusInputs);

} // namespace quantlens
