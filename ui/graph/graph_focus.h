#pragma once
#include "layout/graph_outline.h"

#include <QColor>

#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

namespace quantlens {

/// What makes a suspect stand out in a graph where error has spread everywhere downstream of it (det:
/// most boxes red): the triage's suspects get numbered tags, and the boxes the selected one does not
/// reach can be faded, so that what remains is the selection and where its error flows.
namespace graph_focus {

    /// Boxes reached from `from` along the edges (from itself included), by box; all false for -1.
    std::vector<char> reachedFrom(int from, const std::vector<OutlineEdge>& edges, std::size_t boxCount);

    /// A colour as it is drawn faded: most of the way to the view's white, so the verdict still shows.
    QColor faded(const QColor& color);

    /// The suspect tags' purple: neither a verdict colour nor the magenta of where runs part.
    inline QColor suspectColor() { return QColor(106, 27, 154); }

    /// The opacity of a faded box's item (text included).
    constexpr double kFadedOpacity = 0.28;

    /// Each suspect's rank (1 = most likely) by box, for the boxes `boxOf` finds; the first rank wins
    /// when two suspects share a box (a collapsed group).
    template <typename BoxOf>
    std::unordered_map<int, int> suspectRanks(const std::vector<std::string>& suspects, BoxOf boxOf)
    {
        std::unordered_map<int, int> ranks;
        for (std::size_t i = 0; i < suspects.size(); ++i) {
            const int box = boxOf(suspects[i]);
            if (box >= 0)
                ranks.emplace(box, static_cast<int>(i) + 1);
        }
        return ranks;
    }

} // namespace graph_focus
} // namespace quantlens
