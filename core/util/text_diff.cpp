#include "util/text_diff.h"

#include <string_view>
#include <unordered_map>
#include <vector>

namespace quantlens {
namespace {
    constexpr std::size_t kContext = 3;

    /// A text's lines, each with its line end ("\n", "\r\n", "\r" or none): lines compare with their
    /// ends, so that a changed line end or a final newline added shows.
    struct Lines {
        std::vector<std::string_view> text, end;
        std::vector<long> id; ///< equal lines of both texts share an id
    };

    Lines linesOf(std::string_view s, std::unordered_map<std::string_view, long>& ids)
    {
        Lines l;
        std::size_t at = 0;
        while (at < s.size()) {
            auto brk = s.find_first_of("\r\n", at);
            const std::size_t len = brk == std::string_view::npos ? 0 : s.compare(brk, 2, "\r\n") == 0 ? 2 : 1;
            if (brk == std::string_view::npos)
                brk = s.size();
            l.text.push_back(s.substr(at, brk - at));
            l.end.push_back(s.substr(brk, len));
            l.id.push_back(ids.try_emplace(s.substr(at, brk + len - at), static_cast<long>(ids.size())).first->second);
            at = brk + len;
        }
        return l;
    }

    /// Myers' O(ND) difference algorithm in linear space ("An O(ND) Difference Algorithm and Its
    /// Variations", 1986, section 4b): finds the middle snake of the shortest edit script, then solves
    /// the two halves. Marks the lines of `a` removed and of `b` added.
    class Myers {
    public:
        Myers(const std::vector<long>& a, const std::vector<long>& b)
            : m_a(a)
            , m_b(b)
            , m_removed(a.size(), false)
            , m_added(b.size(), false)
            , m_forward(a.size() + b.size() + 5)
            , m_backward(a.size() + b.size() + 5)
        {
            compare(0, static_cast<long>(a.size()), 0, static_cast<long>(b.size()));
        }
        const std::vector<bool>& removed() const { return m_removed; }
        const std::vector<bool>& added() const { return m_added; }

    private:
        struct Snake {
            long x0, y0, x1, y1; ///< from (x0, y0) to (x1, y1), all lines equal between
        };

        void compare(long aLo, long aHi, long bLo, long bHi)
        {
            while (aLo < aHi && bLo < bHi && m_a[aLo] == m_b[bLo])
                ++aLo, ++bLo;
            while (aLo < aHi && bLo < bHi && m_a[aHi - 1] == m_b[bHi - 1])
                --aHi, --bHi;
            if (aLo == aHi || bLo == bHi) {
                for (long i = aLo; i < aHi; ++i)
                    m_removed[i] = true;
                for (long j = bLo; j < bHi; ++j)
                    m_added[j] = true;
                return;
            }
            // Both halves hold fewer differences than the whole (at least two, with prefix and suffix gone).
            const Snake s = middleSnake(aLo, aHi, bLo, bHi);
            compare(aLo, s.x0, bLo, s.y0);
            compare(s.x1, aHi, s.y1, bHi);
        }

        Snake middleSnake(long aLo, long aHi, long bLo, long bHi)
        {
            const long n = aHi - aLo, m = bHi - bLo, delta = n - m;
            const bool odd = (delta & 1) != 0;
            const long maxD = (n + m + 1) / 2;
            // Diagonal k (x - y) lives at [k + offset]; the backward search runs on the reversed texts.
            const long offset = maxD + 1;
            long* vf = m_forward.data();
            long* vb = m_backward.data();
            vf[offset + 1] = 0;
            vb[offset + 1] = 0;
            for (long d = 0; d <= maxD; ++d) {
                for (long k = -d; k <= d; k += 2) {
                    long x = k == -d || (k != d && vf[offset + k - 1] < vf[offset + k + 1]) ? vf[offset + k + 1]
                                                                                            : vf[offset + k - 1] + 1;
                    long y = x - k;
                    const long x0 = x, y0 = y;
                    while (x < n && y < m && m_a[aLo + x] == m_b[bLo + y])
                        ++x, ++y;
                    vf[offset + k] = x;
                    const long back = delta - k; // the same diagonal in the backward search
                    if (odd && back >= -(d - 1) && back <= d - 1 && x + vb[offset + back] >= n)
                        return { aLo + x0, bLo + y0, aLo + x, bLo + y };
                }
                for (long k = -d; k <= d; k += 2) {
                    long x = k == -d || (k != d && vb[offset + k - 1] < vb[offset + k + 1]) ? vb[offset + k + 1]
                                                                                            : vb[offset + k - 1] + 1;
                    long y = x - k;
                    const long x0 = x, y0 = y;
                    while (x < n && y < m && m_a[aHi - 1 - x] == m_b[bHi - 1 - y])
                        ++x, ++y;
                    vb[offset + k] = x;
                    const long ahead = delta - k;
                    if (!odd && ahead >= -d && ahead <= d && x + vf[offset + ahead] >= n)
                        return { aHi - x, bHi - y, aHi - x0, bHi - y0 };
                }
            }
            return { aLo, bLo, aLo, bLo }; // not reached: the paths meet by maxD
        }

        const std::vector<long>& m_a;
        const std::vector<long>& m_b;
        std::vector<bool> m_removed, m_added;
        std::vector<long> m_forward, m_backward;
    };

    struct Op {
        char kind; // ' ', '-', '+'
        std::size_t a, b; // line indices in before / after
    };

    /// The edit script, removals before additions in each change as diff(1) prints them.
    std::vector<Op> editScript(const Lines& a, const Lines& b)
    {
        const Myers diff(a.id, b.id);
        std::vector<Op> ops;
        std::size_t i = 0, j = 0;
        while (i < a.id.size() || j < b.id.size()) {
            if (i < a.id.size() && diff.removed()[i])
                ops.push_back({ '-', i++, j });
            else if (j < b.id.size() && diff.added()[j])
                ops.push_back({ '+', i, j++ });
            else
                ops.push_back({ ' ', i++, j++ });
        }
        return ops;
    }
}

std::string unifiedDiff(const std::string& before, const std::string& after, const std::string& name)
{
    if (before == after)
        return {};
    std::unordered_map<std::string_view, long> ids;
    const Lines a = linesOf(before, ids), b = linesOf(after, ids);
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
        for (std::size_t t = start; t < end; ++t) {
            const bool added = ops[t].kind == '+';
            const Lines& from = added ? b : a;
            const std::size_t line = added ? ops[t].b : ops[t].a;
            out += ops[t].kind;
            out += from.text[line];
            out += from.end[line].empty() ? "\n\\ No newline at end of file\n" : "\n";
        }
        k = end;
    }
    return out;
}

} // namespace quantlens
