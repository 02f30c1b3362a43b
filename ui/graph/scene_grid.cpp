#include "graph/scene_grid.h"

#include <cmath>

namespace quantlens {

SceneGrid::Span SceneGrid::spanOf(const QRectF& rect) const
{
    const QRectF r = rect.normalized();
    const auto cell = [this](double coordinate) { return static_cast<std::int64_t>(std::floor(coordinate / m_cell)); };
    return { cell(r.left()), cell(r.top()), cell(r.right()), cell(r.bottom()) };
}

void SceneGrid::add(Cells& cells, int id, const QRectF& rect)
{
    const Span s = spanOf(rect);
    for (std::int64_t row = s.top; row <= s.bottom; ++row)
        for (std::int64_t column = s.left; column <= s.right; ++column)
            cells[keyOf(column, row)].push_back(id);
}

} // namespace quantlens
