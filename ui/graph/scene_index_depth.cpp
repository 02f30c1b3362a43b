#include "graph/scene_index_depth.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    /// Qt's own default: ceil(log2(items)), at least 5 (QGraphicsSceneBspTreeIndex).
    int qtDefaultDepth(std::size_t items)
    {
        return items == 0 ? 0 : std::max(5, static_cast<int>(std::ceil(std::log2(static_cast<double>(items)))));
    }

    /// Cells of `count` equal slices over [low, low + length) that [a, b] touches.
    double cellsTouched(double a, double b, double low, double length, double count)
    {
        if (length <= 0)
            return 1;
        const double cell = length / count;
        const double first = std::clamp(std::floor((a - low) / cell), 0.0, count - 1);
        const double last = std::clamp(std::floor((b - low) / cell), 0.0, count - 1);
        return last - first + 1;
    }

    /// Below this depth (8 × 8 cells) an index hardly narrows a search: the scene goes without.
    constexpr int kShallowestUsefulDepth = 6;
}

double indexEntries(const std::vector<QRectF>& items, const QRectF& sceneRect, int depth)
{
    const double columns = std::ldexp(1.0, (depth + 1) / 2);
    const double rows = std::ldexp(1.0, depth / 2);
    double entries = 0;
    for (const QRectF& r : items)
        entries += cellsTouched(r.left(), r.right(), sceneRect.left(), sceneRect.width(), columns)
            * cellsTouched(r.top(), r.bottom(), sceneRect.top(), sceneRect.height(), rows);
    return entries;
}

int boundedIndexDepth(const std::vector<QRectF>& items, const QRectF& sceneRect, double entriesPerItem)
{
    const double budget = entriesPerItem * static_cast<double>(std::max<std::size_t>(items.size(), 1));
    for (int depth = qtDefaultDepth(items.size()); depth >= kShallowestUsefulDepth; --depth)
        if (indexEntries(items, sceneRect, depth) <= budget)
            return depth;
    return 0;
}

} // namespace quantlens
