#include "layout/layout_fold.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens {
namespace {
    constexpr double kGutter = 96; // between columns: room for the edges that climb it
    constexpr double kMargin = 24; // below a column's last rank and above its first
    constexpr double kLane = 6; // between edges sharing the gutter

    /// Vertical extent of each rank, in rank order.
    struct Bands {
        std::vector<double> top, bottom;
    };

    Bands rankBands(const LayeredLayout& layout, const LayoutGraph& graph)
    {
        int ranks = 0;
        for (int r : layout.ranks)
            ranks = std::max(ranks, r + 1);
        Bands b { std::vector<double>(static_cast<std::size_t>(ranks), std::numeric_limits<double>::infinity()),
            std::vector<double>(static_cast<std::size_t>(ranks), -std::numeric_limits<double>::infinity()) };
        for (std::size_t v = 0; v < layout.centers.size(); ++v) {
            const auto r = static_cast<std::size_t>(layout.ranks[v]);
            b.top[r] = std::min(b.top[r], layout.centers[v].y - graph.heights[v] / 2);
            b.bottom[r] = std::max(b.bottom[r], layout.centers[v].y + graph.heights[v] / 2);
        }
        // Ranks holding only dummy nodes have no boxes: give them their neighbour's line.
        for (std::size_t r = 0; r < b.top.size(); ++r)
            if (!std::isfinite(b.top[r])) {
                b.top[r] = r > 0 ? b.bottom[r - 1] : 0;
                b.bottom[r] = b.top[r];
            }
        return b;
    }

    /// First rank of each column: cuts near equal heights where the fewest edges cross.
    std::vector<int> chooseCuts(const LayeredLayout& layout, const LayoutGraph& graph, const Bands& bands, int columns)
    {
        const auto ranks = static_cast<int>(bands.top.size());
        std::vector<int> crossing(static_cast<std::size_t>(ranks) + 1, 0); // edges spanning boundary r|r+1
        for (const auto& [from, to] : graph.edges) {
            if (from < 0 || to < 0 || static_cast<std::size_t>(std::max(from, to)) >= layout.ranks.size())
                continue;
            const int a
                = std::min(layout.ranks[static_cast<std::size_t>(from)], layout.ranks[static_cast<std::size_t>(to)]);
            const int b
                = std::max(layout.ranks[static_cast<std::size_t>(from)], layout.ranks[static_cast<std::size_t>(to)]);
            ++crossing[static_cast<std::size_t>(a)];
            --crossing[static_cast<std::size_t>(b)];
        }
        for (int r = 1; r <= ranks; ++r)
            crossing[static_cast<std::size_t>(r)] += crossing[static_cast<std::size_t>(r - 1)];
        const double height = bands.bottom.back() - bands.top.front();
        const double piece = height / columns;
        std::vector<int> starts { 0 };
        for (int k = 1; k < columns; ++k) {
            const double ideal = bands.top.front() + piece * k;
            int best = -1;
            double bestScore = std::numeric_limits<double>::infinity();
            for (int r = starts.back() + 1; r < ranks; ++r) {
                const double off = std::abs(bands.top[static_cast<std::size_t>(r)] - ideal);
                if (off > 0.1 * piece && best >= 0)
                    continue;
                // Fewest crossings first; among equals (and when nothing lies close) the nearest.
                const double score
                    = (off <= 0.1 * piece ? crossing[static_cast<std::size_t>(r - 1)] * piece : 1e12) + off;
                if (score < bestScore)
                    bestScore = score, best = r;
            }
            if (best < 0)
                break;
            starts.push_back(best);
        }
        return starts;
    }
}

int columnsForView(double layoutWidth, double layoutHeight, double viewWidth, double viewHeight, int maxColumns)
{
    constexpr double kReadable = 0.6; // labels are legible from here on
    if (layoutWidth <= 0 || layoutHeight <= 0 || viewWidth <= 0 || viewHeight <= 0)
        return 1;
    // The zoom at which n columns fit the view: limited by the width n·W + (n − 1)·g or the
    // height H / n. Folding is worth it only when it at least doubles that zoom; otherwise the
    // reader's single column is kept.
    auto fitZoom = [&](int n) {
        return std::min(viewWidth / (n * layoutWidth + (n - 1) * kGutter), viewHeight * n / layoutHeight);
    };
    if (fitZoom(1) >= kReadable)
        return 1;
    int best = 1;
    for (int n = 2; n <= maxColumns; ++n)
        if (fitZoom(n) > fitZoom(best))
            best = n;
    return fitZoom(best) >= 2 * fitZoom(1) ? best : 1;
}

LayeredLayout foldIntoColumns(const LayeredLayout& layout, const LayoutGraph& graph, int columns)
{
    if (columns <= 1 || layout.centers.empty() || graph.heights.size() != layout.centers.size())
        return layout;
    const Bands bands = rankBands(layout, graph);
    const std::vector<int> starts = chooseCuts(layout, graph, bands, columns);
    if (starts.size() < 2)
        return layout;
    const auto pieces = static_cast<int>(starts.size());
    std::vector<int> columnOfRank(bands.top.size());
    for (int k = 0; k < pieces; ++k)
        for (int r = starts[static_cast<std::size_t>(k)]; r < static_cast<int>(bands.top.size()); ++r)
            columnOfRank[static_cast<std::size_t>(r)] = k;
    // Each column starts at the top of its first rank; boundaries in the original y.
    std::vector<double> dy(static_cast<std::size_t>(pieces)), dx(static_cast<std::size_t>(pieces));
    std::vector<double> boundary(static_cast<std::size_t>(pieces) + 1);
    double tallest = 0;
    for (int k = 0; k < pieces; ++k) {
        const auto first = static_cast<std::size_t>(starts[static_cast<std::size_t>(k)]);
        const auto last = static_cast<std::size_t>(
            k + 1 < pieces ? starts[static_cast<std::size_t>(k + 1)] - 1 : static_cast<int>(bands.top.size()) - 1);
        dy[static_cast<std::size_t>(k)] = bands.top[first] - bands.top.front();
        dx[static_cast<std::size_t>(k)] = k * (layout.width + kGutter);
        boundary[static_cast<std::size_t>(k)]
            = k == 0 ? -std::numeric_limits<double>::infinity() : (bands.bottom[first - 1] + bands.top[first]) / 2;
        tallest = std::max(tallest, bands.bottom[last] - bands.top[first]);
    }
    boundary.back() = std::numeric_limits<double>::infinity();
    auto columnOfY = [&](double y) {
        int k = 0;
        while (k + 1 < pieces && y >= boundary[static_cast<std::size_t>(k + 1)])
            ++k;
        return k;
    };
    auto moved = [&](LayoutPoint p, int k) {
        return LayoutPoint { p.x + dx[static_cast<std::size_t>(k)], p.y - dy[static_cast<std::size_t>(k)] };
    };

    LayeredLayout out = layout;
    for (std::size_t v = 0; v < out.centers.size(); ++v)
        out.centers[v] = moved(layout.centers[v], columnOfRank[static_cast<std::size_t>(layout.ranks[v])]);
    const double top = bands.top.front();
    const double columnBottom = top + tallest + kMargin;
    std::vector<int> lanes(static_cast<std::size_t>(pieces), 0); // edges already climbing each gutter
    for (auto& route : out.edgeRoutes) {
        if (route.empty())
            continue;
        std::vector<LayoutPoint> folded { moved(route.front(), columnOfY(route.front().y)) };
        for (std::size_t i = 1; i < route.size(); ++i) {
            const int from = columnOfY(route[i - 1].y), to = columnOfY(route[i].y);
            // Downward steps into a later column: out at the bottom, up the gutter, in at the top.
            // (Reversed edges run upwards; they are rare and simply jump.)
            for (int k = from; k < to; ++k) {
                const auto lane = static_cast<double>(lanes[static_cast<std::size_t>(k)]++ % 8);
                const double gutterX
                    = dx[static_cast<std::size_t>(k)] + layout.width + kGutter / 2 + (lane - 3.5) * kLane;
                const double x = folded.back().x;
                folded.push_back({ x, columnBottom - lane * kLane / 2 });
                folded.push_back({ gutterX, columnBottom - lane * kLane / 2 });
                folded.push_back({ gutterX, top - kMargin + lane * kLane / 2 });
                const LayoutPoint next = moved(route[i], k + 1);
                folded.push_back({ next.x, top - kMargin + lane * kLane / 2 });
            }
            folded.push_back(moved(route[i], to));
        }
        route = std::move(folded);
    }
    out.columns = pieces;
    out.width = pieces * layout.width + (pieces - 1) * kGutter;
    out.height = top + tallest + kMargin;
    return out;
}

} // namespace quantlens
