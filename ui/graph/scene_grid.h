#pragma once
#include <QRectF>

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace quantlens {

/// Which boxes and edges lie near a part of a big scene, without a scene item for each: a uniform
/// grid of cells, each listing the ids whose rectangles (an edge's per segment) touch it. Building
/// it is linear in the items; a query is linear in the cells it covers and what they hold.
class SceneGrid {
public:
    explicit SceneGrid(double cellSize = 1024)
        : m_cell(cellSize)
    { }

    void addBox(int box, const QRectF& rect) { add(m_boxes, box, rect); }
    /// An edge is added once per segment, so a long route lists it only along its way.
    void addEdgeSegment(int edge, const QRectF& segmentBounds) { add(m_edges, edge, segmentBounds); }

    /// Calls `visit(id)` for each box (edge) in a cell the area touches; an id may come more than once.
    template <typename Visit> void boxesNear(const QRectF& area, Visit&& visit) const { near(m_boxes, area, visit); }
    template <typename Visit> void edgesNear(const QRectF& area, Visit&& visit) const { near(m_edges, area, visit); }

private:
    using Cells = std::unordered_map<std::int64_t, std::vector<int>>;
    struct Span {
        std::int64_t left, top, right, bottom;
    };
    Span spanOf(const QRectF& rect) const;
    static std::int64_t keyOf(std::int64_t column, std::int64_t row) { return (row << 32) ^ (column & 0xffffffff); }
    void add(Cells& cells, int id, const QRectF& rect);

    template <typename Visit> void near(const Cells& cells, const QRectF& area, Visit& visit) const
    {
        const Span s = spanOf(area);
        for (std::int64_t row = s.top; row <= s.bottom; ++row)
            for (std::int64_t column = s.left; column <= s.right; ++column)
                if (const auto it = cells.find(keyOf(column, row)); it != cells.end())
                    for (int id : it->second)
                        visit(id);
    }

    double m_cell;
    Cells m_boxes;
    Cells m_edges;
};

} // namespace quantlens
