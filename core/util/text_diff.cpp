#include "util/text_diff.h"

#include "util/text_lines.h"

#include <vector>

namespace quantlens {
namespace {
    constexpr std::size_t kContext = 3;
    /// Above this many cells the table of common subsequences is not worth building: the diff
    /// then shows the whole file replaced (config files are far smaller).
    constexpr std::size_t kMaxCells = 16'000'000;

    struct Op {
        char kind; // ' ', '-', '+'
        std::size_t a, b; // line indices in before / after
    };

    std::vector<Op> editScript(const std::vector<std::string>& a, const std::vector<std::string>& b)
    {
        std::vector<Op> ops;
        const std::size_t n = a.size(), m = b.size();
        if ((n + 1) * (m + 1) > kMaxCells) {
            for (std::size_t i = 0; i < n; ++i)
                ops.push_back({ '-', i, 0 });
            for (std::size_t j = 0; j < m; ++j)
                ops.push_back({ '+', n, j });
            return ops;
        }
        // lcs[i][j]: longest common subsequence of a[i..] and b[j..].
        std::vector<std::vector<unsigned>> lcs(n + 1, std::vector<unsigned>(m + 1, 0));
        for (std::size_t i = n; i-- > 0;)
            for (std::size_t j = m; j-- > 0;)
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
        std::size_t i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a[i] == b[j])
                ops.push_back({ ' ', i++, j++ });
            else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]))
                ops.push_back({ '-', i++, j }); // removals before additions, as diff(1) prints them
            else
                ops.push_back({ '+', i, j++ });
        }
        return ops;
    }
}

std::string unifiedDiff(const std::string& before, const std::string& after, const std::string& name)
{
    if (before == after)
        return {};
    const auto a = splitLines(before), b = splitLines(after);
    const auto ops = editScript(a, b);
    std::string out = "--- a/" + name + "\n+++ b/" + name + "\n";
    std::size_t k = 0;
    while (k < ops.size()) {
        if (ops[k].kind == ' ') {
            ++k;
            continue;
        }
        // A hunk: this change, with context, merged with changes closer than twice the context.
        std::size_t start = k >= kContext ? k - kContext : 0;
        std::size_t end = k;
        for (std::size_t quiet = 0; end < ops.size() && quiet <= 2 * kContext; ++end)
            quiet = ops[end].kind == ' ' ? quiet + 1 : 0;
        std::size_t trailing = 0; // keep kContext lines of the quiet run that ended the hunk
        while (trailing < end - k && ops[end - 1 - trailing].kind == ' ')
            ++trailing;
        if (trailing > kContext)
            end -= trailing - kContext;
        std::size_t aCount = 0, bCount = 0;
        for (std::size_t t = start; t < end; ++t) {
            aCount += ops[t].kind != '+';
            bCount += ops[t].kind != '-';
        }
        const std::size_t aStart = ops[start].a + (aCount ? 1 : 0), bStart = ops[start].b + (bCount ? 1 : 0);
        out += "@@ -" + std::to_string(aStart) + "," + std::to_string(aCount) + " +" + std::to_string(bStart) + ","
            + std::to_string(bCount) + " @@\n";
        for (std::size_t t = start; t < end; ++t)
            out += ops[t].kind + (ops[t].kind == '+' ? b[ops[t].b] : a[ops[t].a]) + "\n";
        k = end;
    }
    return out;
}

} // namespace quantlens
