// The histograms view and the tensor distributions it draws, on the generated QDQ case.
#include "analysis/analysis_runner.h"
#include "analysis/tensor_distributions.h"
#include "plots/histograms_panel.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <numeric>

using namespace quantlens;

namespace {
std::shared_ptr<const Analysis> syntheticAnalysis()
{
    auto result = runAnalysis(analysisInputsOf(uitest::syntheticWorkspace()));
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    return result.ok() ? result.value() : nullptr;
}

std::uint64_t total(const std::vector<std::uint64_t>& counts)
{
    return std::accumulate(counts.begin(), counts.end(), std::uint64_t { 0 });
}
}

TEST(TensorDistributions, CountEveryValueOnceAndAgreeWithTheMetrics)
{
    const auto analysis = syntheticAnalysis();
    ASSERT_TRUE(analysis);
    int checked = 0;
    for (std::size_t r = 0; r < analysis->rows.size(); ++r) {
        const auto& m = analysis->rows[r].results[0].metrics;
        if (!m)
            continue;
        auto d = tensorDistributions(*analysis, r, 32);
        ASSERT_TRUE(d.ok()) << d.error().toString();
        EXPECT_EQ(d.value().bins(), 32);
        EXPECT_EQ(total(d.value().referenceCounts), m->reference.finiteCount) << analysis->rows[r].tensor;
        EXPECT_EQ(total(d.value().candidateCounts[0]), m->candidate.finiteCount);
        EXPECT_EQ(total(d.value().errorCounts[0]), m->comparedCount);
        if (!d.value().channelMin.empty()) {
            EXPECT_DOUBLE_EQ(
                *std::min_element(d.value().channelMin.begin(), d.value().channelMin.end()), m->reference.min);
            EXPECT_DOUBLE_EQ(
                *std::max_element(d.value().channelMax.begin(), d.value().channelMax.end()), m->reference.max);
            for (double c : d.value().channelCosine[0])
                EXPECT_LE(c, 1.0 + 1e-12);
        }
        ++checked;
    }
    EXPECT_GT(checked, 3);
}

TEST(TensorDistributions, CancelledWhenAskedTo)
{
    const auto analysis = syntheticAnalysis();
    ASSERT_TRUE(analysis);
    auto d = tensorDistributions(*analysis, 1, 16, [] { return false; });
    EXPECT_FALSE(d.ok());
}

TEST(HistogramsPanel, DrawsTheSelectedTensorForEveryRun)
{
    SessionContext context;
    HistogramsPanel panel(&context);
    context.setAnalysis(syntheticAnalysis());
    EXPECT_EQ(panel.valuePlot()->graphCount(), 0); // nothing selected yet
    context.select(QString::fromStdString(context.analysis()->rows[1].tensor));
    ASSERT_TRUE(panel.waitForData(10000));
    EXPECT_EQ(panel.valuePlot()->graphCount(), 2); // reference and the one run
    EXPECT_EQ(panel.errorPlot()->graphCount(), 1);
    EXPECT_GE(panel.channelPlot()->graphCount(), 2);
    context.select({});
    EXPECT_EQ(panel.valuePlot()->graphCount(), 0);
}
