#include "triage/curve_shape.h"

#include "analysis/local_drop.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    std::size_t elements(const std::vector<std::int64_t>& shape)
    {
        std::size_t n = 1;
        for (const auto d : shape)
            n *= static_cast<std::size_t>(std::max<std::int64_t>(d, 1));
        return n;
    }

    /// The cosine `depth` nodes downstream of `tensor` (or as deep as the graph goes): among the
    /// compared rows at that depth, those with the most elements (the feature maps, not the pooled
    /// vectors of a side branch), the lowest of their cosines. nullopt when nothing is reached.
    std::optional<double> downstreamCos(const Analysis& a, const std::string& tensor, std::size_t run, int depth)
    {
        const Graph& g = *a.floatGraph;
        std::optional<double> deepest;
        std::vector<std::string> frontier { tensor };
        for (int step = 0; step < depth && !frontier.empty(); ++step) {
            std::vector<std::string> next;
            for (const auto& name : frontier)
                if (const Value* v = g.value(name))
                    for (const int consumer : v->consumers)
                        for (const auto& out : g.nodes()[static_cast<std::size_t>(consumer)].outputs)
                            next.push_back(out);
            std::sort(next.begin(), next.end());
            next.erase(std::unique(next.begin(), next.end()), next.end());
            std::size_t largest = 0;
            std::optional<double> cos;
            for (const auto& out : next) {
                const int r = a.rowOf(out);
                if (r < 0)
                    continue;
                const LayerRow& row = a.rows[static_cast<std::size_t>(r)];
                const auto& m = row.results[run].metrics;
                if (!m || std::isnan(m->cosine))
                    continue;
                const std::size_t n = elements(row.shape);
                if (n > largest || (n == largest && m->cosine < cos.value_or(2))) {
                    cos = n > largest ? m->cosine : std::min(*cos, m->cosine);
                    largest = n;
                }
            }
            if (cos)
                deepest = cos;
            frontier = std::move(next);
        }
        return deepest;
    }
}

bool inputCarriesError(const Analysis& a, const LayerRow& row, std::size_t run)
{
    const auto drop = localDrop(a, row, run);
    if (!drop || run >= row.results.size() || !row.results[run].metrics)
        return false;
    return row.results[run].metrics->cosine + *drop < a.thresholds.cosWarnBelow;
}

std::vector<std::optional<double>> persistentDrops(const Analysis& a, std::size_t run, int depth)
{
    std::vector<std::optional<double>> out(a.rows.size());
    if (!a.floatGraph)
        return out;
    for (std::size_t r = 0; r < a.rows.size(); ++r) {
        const LayerRow& row = a.rows[r];
        const auto drop = localDrop(a, row, run);
        if (!drop)
            continue;
        if (*drop <= 0) {
            out[r] = *drop;
            continue;
        }
        const double inputCos = row.results[run].metrics->cosine + *drop;
        const auto after = downstreamCos(a, row.tensor, run, depth);
        out[r] = after ? std::min(*drop, std::max(0.0, inputCos - *after)) : *drop;
    }
    return out;
}

} // namespace quantlens
