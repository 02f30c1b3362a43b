// How two dumps of one tensor line up: declared layouts decide only when both are declared.
#include "match/shape_alignment.h"

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
const std::optional<std::string> kNone;
const std::optional<std::string> kNchw { "NCHW" };
const std::optional<std::string> kNhwc { "NHWC" };
}

TEST(ShapeAlignment, UndeclaredLayoutsGoByTheShapes)
{
    EXPECT_TRUE(alignShapes({ 1, 8, 4, 4 }, kNone, { 1, 8, 4, 4 }, kNone).permutation.empty());
    const auto nhwc = alignShapes({ 1, 16, 8, 6 }, kNone, { 1, 8, 6, 16 }, kNone);
    ASSERT_TRUE(nhwc.compatible);
    EXPECT_EQ(nhwc.permutation, (std::vector<int> { 0, 3, 1, 2 }));
    EXPECT_FALSE(alignShapes({ 1, 16, 8, 6 }, kNone, { 1, 16, 6, 8 }, kNone).compatible);
}

TEST(ShapeAlignment, OneDeclaredLayoutDoesNotForceAPermutation)
{
    // A reference declared NHWC against a candidate directory that says nothing and has the same
    // shape: the same layout, not a mismatch.
    const auto a = alignShapes({ 1, 8, 6, 16 }, kNhwc, { 1, 8, 6, 16 }, kNone);
    EXPECT_TRUE(a.compatible);
    EXPECT_TRUE(a.permutation.empty());
}

TEST(ShapeAlignment, TwoDifferentDeclaredLayoutsPermuteEvenSquareMaps)
{
    const auto square = alignShapes({ 1, 8, 8, 8 }, kNchw, { 1, 8, 8, 8 }, kNhwc);
    ASSERT_TRUE(square.compatible);
    EXPECT_EQ(square.permutation, (std::vector<int> { 0, 3, 1, 2 }));
    EXPECT_FALSE(alignShapes({ 1, 16, 8, 6 }, kNchw, { 1, 16, 8, 6 }, kNhwc).compatible);
}

TEST(ShapeAlignment, SizeOneDimensionsAreIgnored)
{
    const auto a = alignShapes({ 1, 16, 1, 1 }, kNone, { 16, 1 }, kNone);
    EXPECT_TRUE(a.compatible);
    EXPECT_TRUE(a.reshaped);
}
