// Where two runs of one model part: the first tensor in topological order whose cosines differ by
// more than the tolerance or where one passes and the other fails.
#include "compare/run_parting.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace quantlens;

namespace {
/// One row per entry: the cosine of run 0 and run 1 (NaN: that run did not compare it).
std::shared_ptr<Analysis> twoRuns(const std::vector<std::pair<double, double>>& cosines)
{
    auto a = std::make_shared<Analysis>();
    a->candidates = { { "simulator", "" }, { "board", "" } };
    for (std::size_t i = 0; i < cosines.size(); ++i) {
        LayerRow row;
        row.order = static_cast<int>(i);
        row.tensor = "t" + std::to_string(i);
        for (double cos : { cosines[i].first, cosines[i].second }) {
            CandidateResult result;
            if (!std::isnan(cos)) {
                PairMetrics m;
                m.cosine = cos;
                m.rmse = 1 - cos;
                result.metrics = m;
            }
            row.results.push_back(result);
        }
        a->rows.push_back(row);
    }
    return a;
}
constexpr double kNotCompared = std::numeric_limits<double>::quiet_NaN();
}

TEST(RunParting, FindsTheFirstTensorWhoseCosinesPartBeyondTheTolerance)
{
    const auto a = twoRuns({ { 0.9999, 0.9998 }, { 0.995, 0.991 }, { 0.97, 0.90 }, { 0.5, 0.2 } });
    const auto parting = firstParting(*a, 0, 1);
    ASSERT_TRUE(parting);
    EXPECT_EQ(a->rows[parting->row].tensor, "t2");
    EXPECT_DOUBLE_EQ(parting->cosA, 0.97);
    EXPECT_DOUBLE_EQ(parting->cosB, 0.90);
    EXPECT_EQ(parting->verdictA, Verdict::Fail);
    // Symmetric, and a tighter tolerance finds the earlier, smaller parting.
    EXPECT_EQ(firstParting(*a, 1, 0)->row, 2u);
    EXPECT_EQ(firstParting(*a, 0, 1, 0.001)->row, 1u);
}

TEST(RunParting, OnePassingWhereTheOtherFailsPartsEvenWhenClose)
{
    // At the default levels (0.99 / 0.98) 0.991 against 0.9895 (pass and warn, 0.0015 apart) does not
    // part; 0.9901 against 0.9799 (pass and fail) does, even where the tolerance alone would not say so.
    EXPECT_FALSE(firstParting(*twoRuns({ { 0.991, 0.9895 } }), 0, 1));
    const auto a = twoRuns({ { 0.991, 0.9895 }, { 0.9901, 0.9799 } });
    EXPECT_EQ(firstParting(*a, 0, 1, 0.5)->row, 1u); // only the verdicts say so at this tolerance
}

TEST(RunParting, SkipsTensorsOneRunDidNotCompareAndAgreeingRunsDoNotPart)
{
    const auto a = twoRuns({ { 0.99, kNotCompared }, { 0.999, 0.9989 } });
    EXPECT_FALSE(firstParting(*a, 0, 1));
    EXPECT_FALSE(firstParting(*a, 0, 0)); // a run against itself
    EXPECT_FALSE(firstParting(*a, 0, 5)); // no such run
}

TEST(RunParting, DifferencesAreAbsoluteAndEmptyWhereARunDidNotCompare)
{
    const auto a = twoRuns({ { 0.9, 0.95 }, { 0.99, kNotCompared } });
    EXPECT_NEAR(*runDifference(a->rows[0], MetricId::Cosine, 0, 1), 0.05, 1e-12);
    EXPECT_NEAR(*runDifference(a->rows[0], MetricId::Cosine, 1, 0), 0.05, 1e-12);
    EXPECT_FALSE(runDifference(a->rows[1], MetricId::Cosine, 0, 1));
    EXPECT_FALSE(runDifference(a->rows[0], MetricId::Cosine, 0, 2));
}
