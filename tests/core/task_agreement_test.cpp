// Task-level agreement on hand-made outputs whose answer is known.
#include "simulation/task_agreement.h"

#include <gtest/gtest.h>

#include <cmath>

namespace quantlens::sim {
namespace {
    using runtime::makeFloatTensor;

    /// [1, T, C] one-hot rows of `classes` per step (C = 4).
    runtime::Tensor steps(const std::vector<int>& classes)
    {
        std::vector<float> v(classes.size() * 4, 0.0f);
        for (std::size_t t = 0; t < classes.size(); ++t)
            v[t * 4 + static_cast<std::size_t>(classes[t])] = 1.0f;
        return makeFloatTensor({ 1, static_cast<std::int64_t>(classes.size()), 4 }, v);
    }
}

TEST(TaskAgreement, KindsFollowTheShape)
{
    EXPECT_EQ(outputKindOf({ 1, 1000 }), OutputKind::Classification);
    EXPECT_EQ(outputKindOf({ 1, 40, 6625 }), OutputKind::Sequence);
    EXPECT_EQ(outputKindOf({ 1, 1, 64, 64 }), OutputKind::Mask);
    EXPECT_EQ(outputKindOf({ 1, 64, 64, 1 }), OutputKind::Mask);
    EXPECT_EQ(outputKindOf({ 1, 8400, 85, 2, 2 }), OutputKind::Regression);
    OutputKind k {};
    EXPECT_TRUE(parseOutputKind("mask", k));
    EXPECT_EQ(k, OutputKind::Mask);
}

TEST(TaskAgreement, CtcStringsAreDecodedBeforeTheyAreCompared)
{
    // "1 1 0 2 2 3" decodes to 1 2 3; "1 0 1 2 0 3" to 1 1 2 3 (a blank splits the repeat): one insertion.
    const auto a = taskAgreement(steps({ 1, 1, 0, 2, 2, 3 }), steps({ 1, 0, 1, 2, 0, 3 }), OutputKind::Sequence);
    ASSERT_TRUE(a);
    EXPECT_FALSE(a->equal);
    EXPECT_DOUBLE_EQ(a->agreement, 1.0 - 1.0 / 4.0);
    // Different steps, the same string: equal, though per-step top-1 differs.
    const auto b = taskAgreement(steps({ 1, 1, 0, 2, 2, 3 }), steps({ 1, 0, 0, 2, 3, 3 }), OutputKind::Sequence);
    ASSERT_TRUE(b);
    EXPECT_TRUE(b->equal);
    EXPECT_DOUBLE_EQ(b->agreement, 1.0);
}

TEST(TaskAgreement, MasksAreComparedAtOneHalf)
{
    const auto f = makeFloatTensor({ 1, 1, 2, 2 }, { 0.9f, 0.8f, 0.2f, 0.6f });
    const auto q = makeFloatTensor({ 1, 1, 2, 2 }, { 0.7f, 0.4f, 0.1f, 0.51f });
    const auto a = taskAgreement(f, q, OutputKind::Mask);
    ASSERT_TRUE(a);
    EXPECT_DOUBLE_EQ(a->agreement, 2.0 / 3.0); // both: pixels 0 and 3; either: 0, 1, 3
    EXPECT_FALSE(a->equal);
    const auto empty = makeFloatTensor({ 1, 1, 1, 2 }, { 0.1f, 0.2f });
    EXPECT_DOUBLE_EQ(taskAgreement(empty, empty, OutputKind::Mask)->agreement, 1.0);
}

TEST(TaskAgreement, ClassificationKeepsTopOneAndTopFive)
{
    const auto f = makeFloatTensor({ 1, 7 }, { 0.1f, 0.9f, 0, 0, 0, 0, 0 });
    const auto q = makeFloatTensor({ 1, 7 }, { 0.6f, 0.5f, 0.55f, 0, 0, 0, 0 });
    const auto a = taskAgreement(f, q, OutputKind::Classification);
    ASSERT_TRUE(a);
    EXPECT_EQ(a->agreement, 0.0);
    EXPECT_TRUE(*a->top5);
    const auto far = makeFloatTensor({ 1, 7 }, { 0.6f, 0.0f, 0.55f, 0.5f, 0.4f, 0.3f, 0.2f });
    EXPECT_FALSE(*taskAgreement(f, far, OutputKind::Classification)->top5);
    EXPECT_FALSE(taskAgreement(f, makeFloatTensor({ 1, 6 }, { 0, 0, 0, 0, 0, 0 }), OutputKind::Classification));
}

TEST(TaskAgreement, RegressionIsTheSqnr)
{
    const auto f = makeFloatTensor({ 1, 4 }, { 1, -1, 1, -1 });
    const auto q = makeFloatTensor({ 1, 4 }, { 1.1f, -1, 1, -1 });
    EXPECT_NEAR(taskAgreement(f, q, OutputKind::Regression)->agreement, 10 * std::log10(4.0 / 0.01), 1e-4);
}

} // namespace quantlens::sim
