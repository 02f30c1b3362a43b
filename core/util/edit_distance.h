#pragma once
// Levenshtein distance of two sequences (strings, decoded class sequences): insertions, deletions and
// substitutions each cost one.
#include <algorithm>
#include <cstddef>
#include <vector>

namespace quantlens {

template <class Sequence> std::size_t editDistance(const Sequence& a, const Sequence& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({ row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1) });
            diagonal = up;
        }
    }
    return row[b.size()];
}

} // namespace quantlens
