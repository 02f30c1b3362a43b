// The diff shown before a config file is changed: a shortest one, whose hunks rebuild the new text.
#include "util/text_diff.h"

#include <gtest/gtest.h>

#include <sstream>
#include <vector>

using namespace quantlens;

namespace {
std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::stringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

std::string textOf(const std::vector<std::string>& lines)
{
    std::string out;
    for (const auto& l : lines)
        out += l + "\n";
    return out;
}

/// Applies a unified diff's hunks to `before`, checking each context and removed line and each
/// header's counts; the failure says where.
std::vector<std::string> applyHunks(const std::vector<std::string>& before, const std::string& diff)
{
    const auto d = linesOf(diff);
    std::vector<std::string> out;
    std::size_t at = 0; // lines of `before` used
    for (std::size_t k = 2; k < d.size();) {
        unsigned long aStart = 0, aCount = 0, bStart = 0, bCount = 0;
        EXPECT_EQ(std::sscanf(d[k].c_str(), "@@ -%lu,%lu +%lu,%lu @@", &aStart, &aCount, &bStart, &bCount), 4) << d[k];
        const std::size_t from = aCount ? aStart - 1 : aStart;
        EXPECT_GE(from, at) << d[k];
        EXPECT_EQ(bStart, (bCount ? out.size() + 1 : out.size()) + (from - at)) << d[k];
        while (at < from && at < before.size())
            out.push_back(before[at++]);
        std::size_t aSeen = 0, bSeen = 0;
        for (++k; k < d.size() && d[k].rfind("@@", 0) != 0; ++k) {
            const char kind = d[k][0];
            const std::string line = d[k].substr(1);
            if (kind != '+') {
                EXPECT_LT(at, before.size());
                EXPECT_EQ(before[at], line) << "line " << at + 1;
                ++at;
                ++aSeen;
            }
            if (kind != '-') {
                out.push_back(line);
                ++bSeen;
            }
        }
        EXPECT_EQ(aSeen, aCount);
        EXPECT_EQ(bSeen, bCount);
    }
    while (at < before.size())
        out.push_back(before[at++]);
    return out;
}

std::vector<std::string> numbered(std::size_t n, const char* tag)
{
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < n; ++i)
        lines.push_back(std::string(tag) + std::to_string(i) + ": [" + std::to_string(i * 0.0078125) + "]");
    return lines;
}
}

TEST(TextDiff, UnifiedHunksWithContextAndLineEnds)
{
    EXPECT_EQ(unifiedDiff("a\nb\n", "a\nb\n", "f"), "");
    EXPECT_EQ(unifiedDiff("a\rb\r", "a\rc\r", "f"), "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n");
    EXPECT_EQ(unifiedDiff("a\nb", "a\nb\n", "f"),
        "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n");
}

TEST(TextDiff, AFewLinesAddedToALongFileShowAsThoseLines)
{
    auto before = numbered(5000, "tensor_");
    auto after = before;
    const auto added = numbered(12, "custom_");
    after.insert(after.begin() + 2500, added.begin(), added.end());
    const std::string diff = unifiedDiff(textOf(before), textOf(after), "m.quantization.cfg");
    const auto d = linesOf(diff);
    ASSERT_EQ(d.size(), 2u + 1u + 6u + 12u) << diff.substr(0, 2000);
    EXPECT_EQ(d[2], "@@ -2498,6 +2498,18 @@");
    for (std::size_t i = 0; i < 12; ++i)
        EXPECT_EQ(d[6 + i], "+" + added[i]);
    EXPECT_EQ(applyHunks(before, diff), after);
}

TEST(TextDiff, TheHunksOfScatteredEditsRebuildTheNewText)
{
    // 10,000 lines with edits everywhere: removed, changed, added, at both ends, close together.
    const auto before = numbered(10000, "t");
    std::vector<std::string> after;
    std::size_t edits = 0;
    for (std::size_t i = 0; i < before.size(); ++i) {
        const std::size_t r = (i * 2654435761u) % 97;
        if (r == 0 || i == 0) {
            ++edits; // removed
        } else if (r == 1) {
            after.push_back(before[i] + " changed");
            edits += 2;
        } else {
            after.push_back(before[i]);
            if (r == 2 || i + 1 == before.size()) {
                after.push_back("added after " + std::to_string(i));
                ++edits;
            }
        }
    }
    const std::string diff = unifiedDiff(textOf(before), textOf(after), "big.cfg");
    EXPECT_EQ(applyHunks(before, diff), after);
    std::size_t changed = 0;
    for (const auto& l : linesOf(diff))
        changed += (l[0] == '+' || l[0] == '-') && l.rfind("+++", 0) != 0 && l.rfind("---", 0) != 0;
    EXPECT_LE(changed, edits); // no longer than the edits made
    // Two texts with nothing in common, Myers' worst case: every line goes, every line comes. (How long
    // that takes is a benchmark's question, not a test's: under the sanitizers this is 50 times slower.)
    const std::vector<std::string> some(before.begin(), before.begin() + 2000);
    const auto other = numbered(2000, "u");
    EXPECT_EQ(applyHunks(some, unifiedDiff(textOf(some), textOf(other), "big.cfg")), other);
}
