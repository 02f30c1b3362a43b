// The dump set's name index: every name found at its position, absent names not found, the first of
// two equal names kept unless replacing is asked for, and all of it through growth.
#include "tensor/name_index.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace quantlens;

namespace {
struct Listed {
    std::vector<std::string> names;
    NameIndex index;

    auto nameAt() const
    {
        return [this](std::size_t i) -> const std::string& { return names[i]; };
    }
    std::size_t add(const std::string& name, bool replace = false)
    {
        const std::size_t before = index.insert(name, names.size(), nameAt(), replace);
        names.push_back(name);
        return before;
    }
};
}

TEST(NameIndex, FindsEveryNameThroughGrowthAndNoOther)
{
    Listed listed; // no reserve: the table grows many times
    for (int i = 0; i < 5000; ++i)
        EXPECT_EQ(listed.add("t" + std::to_string(i)), NameIndex::npos);
    for (int i = 0; i < 5000; ++i)
        EXPECT_EQ(listed.index.find("t" + std::to_string(i), listed.nameAt()), static_cast<std::size_t>(i));
    EXPECT_EQ(listed.index.find("t5000", listed.nameAt()), NameIndex::npos);
    EXPECT_EQ(listed.index.find("", listed.nameAt()), NameIndex::npos);
    listed.index.clear();
    EXPECT_EQ(listed.index.find("t1", listed.nameAt()), NameIndex::npos);
}

TEST(NameIndex, AnEqualNameReportsTheFirstAndReplacesOnlyWhenAsked)
{
    Listed listed;
    listed.index.reserve(3);
    listed.add("conv1");
    listed.add("relu1");
    EXPECT_EQ(listed.add("conv1"), 0u); // a clash: the first one's position
    EXPECT_EQ(listed.index.find("conv1", listed.nameAt()), 0u);
    EXPECT_EQ(listed.add("conv1", /*replace=*/true), 0u);
    EXPECT_EQ(listed.index.find("conv1", listed.nameAt()), 3u);
    EXPECT_EQ(listed.index.find("relu1", listed.nameAt()), 1u);
}
