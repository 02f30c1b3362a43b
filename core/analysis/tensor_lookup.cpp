#include "analysis/tensor_lookup.h"

#include "util/edit_distance.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace quantlens {
namespace {
    std::string lower(std::string s)
    {
        std::transform(
            s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return s;
    }
}

std::optional<std::size_t> findRow(const Analysis& analysis, const std::string& name)
{
    if (const int row = analysis.rowOf(name); row >= 0)
        return static_cast<std::size_t>(row);
    if (!analysis.floatGraph)
        return std::nullopt;
    const int node = analysis.floatGraph->nodeIndex(name);
    if (node < 0)
        return std::nullopt;
    for (const auto& output : analysis.floatGraph->nodes()[static_cast<std::size_t>(node)].outputs)
        if (const int row = analysis.rowOf(output); row >= 0)
            return static_cast<std::size_t>(row);
    return std::nullopt;
}

std::vector<std::string> closestNames(const Analysis& analysis, const std::string& name, std::size_t count)
{
    std::set<std::string> names;
    for (const auto& row : analysis.rows) {
        names.insert(row.tensor);
        if (!row.nodeName.empty())
            names.insert(row.nodeName);
    }
    const std::string wanted = lower(name);
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const auto& candidate : names) {
        const std::string c = lower(candidate);
        // A name containing what was typed is the likeliest meaning; rank those by length.
        const std::size_t score
            = c.find(wanted) != std::string::npos ? c.size() - wanted.size() : 1000 + editDistance(wanted, c);
        scored.emplace_back(score, candidate);
    }
    std::sort(scored.begin(), scored.end());
    std::vector<std::string> out;
    for (std::size_t i = 0; i < scored.size() && i < count; ++i)
        out.push_back(scored[i].second);
    return out;
}

} // namespace quantlens
