// A plan's target in the task's terms (plan --target top1>=0.99 / text>= / iou>= / sqnr>=): parsed, scored
// over the inputs as the task agreement says, and reached by the search when it can be.
#include "simulation_test_models.h"

#include "simulation/plan_search.h"
#include "simulation/sensitivity.h"
#include "simulation/task_target.h"

#include <gtest/gtest.h>

using namespace quantlens;

TEST(TaskTarget, ParsesTheFourKindsAndRefusesTheRest)
{
    auto top1 = sim::parseTaskTarget("top1>=0.99");
    ASSERT_TRUE(top1);
    EXPECT_EQ(top1->kind, sim::OutputKind::Classification);
    EXPECT_DOUBLE_EQ(top1->atLeast, 0.99);
    EXPECT_EQ(sim::parseTaskTarget("text>=0.9")->kind, sim::OutputKind::Sequence);
    EXPECT_EQ(sim::parseTaskTarget("iou>=0.98")->kind, sim::OutputKind::Mask);
    EXPECT_EQ(sim::parseTaskTarget("sqnr>=30")->kind, sim::OutputKind::Regression);
    EXPECT_EQ(sim::taskTargetText(*top1), "top1>=0.99");
    for (const char* bad : { "top1>0.99", "top1>=1.5", "iou>=-0.1", "cos>=0.9", "text>=", "sqnr>=inf", "top1>=0.9x" })
        EXPECT_FALSE(sim::parseTaskTarget(bad)) << bad;
}

TEST(TaskTarget, TheScoreIsTheMeanOverInputsOfTheLowestOutputOfThatKind)
{
    auto output = [](sim::OutputKind kind, double agreement) {
        sim::OutputMeasure o;
        o.task = sim::TaskAgreement { kind, agreement, agreement == 1.0, std::nullopt };
        return o;
    };
    sim::Measurement m;
    m.samples = { { output(sim::OutputKind::Mask, 0.9), output(sim::OutputKind::Mask, 0.7) },
        { output(sim::OutputKind::Mask, 1.0), output(sim::OutputKind::Regression, 20) } };
    EXPECT_DOUBLE_EQ(*sim::taskScore(m, {}, sim::OutputKind::Mask), (0.7 + 1.0) / 2);
    EXPECT_DOUBLE_EQ(*sim::taskScore(m, { 0 }, sim::OutputKind::Mask), 0.7);
    EXPECT_FALSE(sim::taskScore(m, {}, sim::OutputKind::Classification));
}

TEST(TaskTarget, TheSearchGoesOnUntilTheTaskScoreHolds)
{
    const auto simulator = sim_test::simulatorOf(sim_test::makeWeights(), 3);
    ASSERT_TRUE(simulator);
    auto ranking = sim::measureSensitivity(*simulator);
    ASSERT_TRUE(ranking.ok());
    // The test model's output is a feature map: its task score is the SQNR.
    const auto before = sim::taskScore(simulator->baseline(), {}, sim::OutputKind::Regression);
    ASSERT_TRUE(before);
    sim::SearchOptions options;
    options.targetCos = -1; // the task alone
    // Out of reach: not reached, said so, and the best the picks give is kept.
    options.task = sim::TaskTarget { sim::OutputKind::Regression, 1000 };
    auto far = sim::searchPlan(*simulator, ranking.value(), options);
    ASSERT_TRUE(far.ok()) << far.error().toString();
    EXPECT_FALSE(far.value().reached);
    ASSERT_TRUE(far.value().task);
    const double best = *far.value().task;
    EXPECT_GT(best, *before);
    EXPECT_NEAR(*far.value().path.front().task, *before, 1e-12);
    // Half way there: reached, and the plan holds the score.
    options.task = sim::TaskTarget { sim::OutputKind::Regression, (*before + best) / 2 };
    auto found = sim::searchPlan(*simulator, ranking.value(), options);
    ASSERT_TRUE(found.ok()) << found.error().toString();
    ASSERT_TRUE(found.value().task);
    EXPECT_TRUE(found.value().reached) << "SQNR " << *found.value().task << " from " << *before;
    EXPECT_GE(*found.value().task, options.task->atLeast);
    EXPECT_FALSE(found.value().chosen.empty());
}
