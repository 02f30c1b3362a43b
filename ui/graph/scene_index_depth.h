#pragma once
// QGraphicsScene's BSP index files every item in each leaf cell its bounding rectangle touches, and picks
// as many cells as there are items. That is right for boxes and short edges; a few thousand lines that
// each span the picture (a node feeding thousands of others) would be filed millions of times: gigabytes
// before the first paint. This picks the depth from the items themselves.
#include <QRectF>

#include <cstddef>
#include <vector>

namespace quantlens {

/// Cells a leaf of the index may hold per item on average before a shallower tree is chosen.
constexpr double kIndexEntriesPerItem = 16;

/// The BSP depth for items with these scene rectangles inside `sceneRect`: Qt's own choice (about one
/// cell per item) while the index stays within `entriesPerItem` entries per item, otherwise the deepest
/// tree that does; 0 when even a shallow tree would not (the scene should then go without an index).
int boundedIndexDepth(
    const std::vector<QRectF>& items, const QRectF& sceneRect, double entriesPerItem = kIndexEntriesPerItem);

/// Entries a BSP index of `depth` holds for these items (Qt splits x first, then alternates).
double indexEntries(const std::vector<QRectF>& items, const QRectF& sceneRect, int depth);

} // namespace quantlens
