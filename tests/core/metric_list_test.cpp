#include "metrics/metric_list.h"
#include "report/report_columns.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace quantlens;

TEST(MetricList, EveryMetricOnceWithAUniqueKeyAndAReportColumn)
{
    std::set<std::string> keys;
    std::vector<double PairMetrics::*> fields;
    std::set<std::string> reportKeys;
    for (const auto& c : reportColumns())
        reportKeys.insert(c.key);
    for (const auto& m : metricList()) {
        EXPECT_TRUE(keys.insert(m.key).second) << m.key;
        EXPECT_EQ(std::count(fields.begin(), fields.end(), m.field), 0) << m.key;
        fields.push_back(m.field);
        EXPECT_TRUE(reportKeys.count(m.key)) << "no report column " << m.key;
        EXPECT_EQ(&metricDescriptor(m.id), &m);
        EXPECT_EQ(findMetric(m.key), &m);
    }
    // PairMetrics holds eight double metrics besides counts and side statistics.
    EXPECT_EQ(fields.size(), 8u);
}

TEST(MetricList, ValuesAndDirections)
{
    PairMetrics m;
    m.cosine = 0.5;
    m.sqnrDb = 12;
    m.rmse = 3;
    EXPECT_EQ(metricValue(m, MetricId::Cosine), 0.5);
    EXPECT_EQ(metricValue(m, MetricId::Sqnr), 12);
    EXPECT_EQ(metricValue(m, MetricId::Rmse), 3);
    EXPECT_TRUE(metricDescriptor(MetricId::Cosine).higherIsBetter);
    EXPECT_FALSE(metricDescriptor(MetricId::MaxAbsError).higherIsBetter);
    EXPECT_EQ(findMetric("sqnr"), &metricDescriptor(MetricId::Sqnr)); // older workspaces' name
    EXPECT_EQ(findMetric("nope"), nullptr);
}
