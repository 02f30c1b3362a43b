// The message catalog is the one registry of core's user-facing texts: every code core uses is in
// it (else the window shows a bare code), codes are unique, and placeholders fill as documented.
#include "triage/triage.h"
#include "util/message_catalog.h"
#include "util/problem.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace quantlens;

TEST(MessageCatalog, EveryCodeCoreUsesIsInTheCatalog)
{
    const std::regex use(R"re(\btext\(\s*"([a-z_][a-z0-9_.]*)")re");
    int uses = 0;
    for (const auto& entry :
        std::filesystem::recursive_directory_iterator(std::filesystem::path(QUANTLENS_SOURCE_DIR) / "core")) {
        if (entry.path().extension() != ".cpp" && entry.path().extension() != ".h")
            continue;
        std::ifstream in(entry.path());
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string source = buffer.str();
        for (auto it = std::sregex_iterator(source.begin(), source.end(), use); it != std::sregex_iterator(); ++it) {
            ++uses;
            EXPECT_NE(englishTemplate((*it)[1].str()), nullptr) << (*it)[1] << " in " << entry.path();
        }
    }
    EXPECT_GT(uses, 40);
}

// The triage's category texts are looked up by a code built from the category's name, which the test
// above cannot see: each category, up to the last one, has its own name and its text.
TEST(MessageCatalog, EveryTriageCategoryHasItsNameAndText)
{
    std::set<std::string> names;
    for (int c = 0; c <= static_cast<int>(TriageCategory::Failed); ++c) {
        const auto category = static_cast<TriageCategory>(c);
        EXPECT_TRUE(names.insert(triageCategoryName(category)).second) << c;
        EXPECT_NE(englishTemplate(triageCategoryText(category).code), nullptr) << triageCategoryName(category);
    }
    EXPECT_EQ(std::string(triageCategoryName(TriageCategory::Failed)), "failed");
}

TEST(MessageCatalog, CodesAreUnique)
{
    std::set<std::string> codes;
    for (const auto& m : messageCatalog())
        EXPECT_TRUE(codes.insert(m.code).second) << m.code;
}

TEST(MessageCatalog, ProblemsCarryEnglishAndTheirCodes)
{
    const Problem p = Problem::make(
        "/d/x.npy", text("where.tensor", { "conv1" }), text("match.shape_mismatch", { "[1, 8]", "[1, 9]" }));
    EXPECT_EQ(p.toString(), "/d/x.npy: tensor 'conv1': shape mismatch: reference [1, 8], candidate [1, 9]");
    EXPECT_EQ(p.what.code, "match.shape_mismatch");
    EXPECT_EQ(fillPlaceholders("%2 before %1, %3 stays", { "a", "b" }), "b before a, %3 stays");
}
