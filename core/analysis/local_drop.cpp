#include "analysis/local_drop.h"

#include <algorithm>
#include <cmath>

namespace quantlens {

std::optional<double> localDrop(const Analysis& a, const LayerRow& row, std::size_t run)
{
    const Graph* graph = a.floatGraph.get();
    if (graph == nullptr || run >= row.results.size())
        return std::nullopt;
    const auto& metrics = row.results[run].metrics;
    if (!metrics || std::isnan(metrics->cosine))
        return std::nullopt;
    const Node* node = graph->producer(row.tensor);
    if (node == nullptr)
        return std::nullopt;
    std::optional<double> inputCos;
    for (const auto& input : node->inputs) {
        const int r = a.rowOf(input);
        if (r < 0)
            continue;
        const auto& m = a.rows[static_cast<std::size_t>(r)].results[run].metrics;
        if (m && !std::isnan(m->cosine))
            inputCos = std::min(inputCos.value_or(m->cosine), m->cosine);
    }
    if (!inputCos)
        return std::nullopt;
    return *inputCos - metrics->cosine;
}

} // namespace quantlens
