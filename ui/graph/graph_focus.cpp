#include "graph/graph_focus.h"

namespace quantlens::graph_focus {

std::vector<char> reachedFrom(int from, const std::vector<OutlineEdge>& edges, std::size_t boxCount)
{
    std::vector<char> reached(boxCount, 0);
    if (from < 0 || static_cast<std::size_t>(from) >= boxCount)
        return reached;
    std::vector<std::vector<int>> next(boxCount);
    for (const OutlineEdge& e : edges)
        if (e.from >= 0 && e.to >= 0 && static_cast<std::size_t>(e.from) < boxCount
            && static_cast<std::size_t>(e.to) < boxCount)
            next[static_cast<std::size_t>(e.from)].push_back(e.to);
    std::vector<int> stack { from };
    reached[static_cast<std::size_t>(from)] = 1;
    while (!stack.empty()) {
        const int box = stack.back();
        stack.pop_back();
        for (const int to : next[static_cast<std::size_t>(box)])
            if (!reached[static_cast<std::size_t>(to)]) {
                reached[static_cast<std::size_t>(to)] = 1;
                stack.push_back(to);
            }
    }
    return reached;
}

QColor faded(const QColor& color)
{
    constexpr double kKeep = 0.25; // of the colour; the rest is white
    const auto mix = [](int c) { return static_cast<int>(c * kKeep + 255 * (1 - kKeep)); };
    return QColor(mix(color.red()), mix(color.green()), mix(color.blue()));
}

} // namespace quantlens::graph_focus
