#include "precision/plan_cost.h"
#include "precision/plan_suggestion.h"
#include "precision_test_model.h"

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
/// The small network's analysis with an 8-bit quantization on every activation and the given own
/// losses (1 − cos) per tensor; the other inspection numbers stay empty.
struct Case {
    Analysis analysis;
    std::vector<TensorInspection> inspections;
    PlanContext context;
};

Case caseWithOwnLoss(const std::map<std::string, double>& ownLoss)
{
    Case c;
    c.analysis.floatGraph = precision_test::smallNetwork();
    c.context = planContextOf(c.analysis.floatGraph);
    for (const auto& t : c.context.tensors) {
        LayerRow row;
        row.tensor = t.name;
        row.opType = t.opType;
        QuantParams q;
        q.scales = { 0.1 };
        q.zeroPoints = { 128 };
        q.computeRanges();
        row.quant = q;
        TensorInspection inspection;
        inspection.row = c.analysis.rows.size();
        if (auto it = ownLoss.find(t.name); it != ownLoss.end()) {
            inspection.ownCos = 1 - it->second;
            inspection.ownSqnrDb = 20;
        }
        c.analysis.rows.push_back(row);
        c.inspections.push_back(inspection);
    }
    c.analysis.indexRows();
    return c;
}

std::set<std::string> namesOf(const PrecisionPlan& plan)
{
    std::set<std::string> names;
    for (const auto& [name, e] : plan.tensors)
        names.insert(name);
    return names;
}
}

TEST(PlanSuggestion, LargestOwnLossFirstWithinTheTensorBudget)
{
    const Case c = caseWithOwnLoss({ { "x", 1e-4 }, { "c1", 3e-3 }, { "r1", 2e-3 }, { "a1", 5e-3 }, { "y", 0 } });
    SuggestionOptions options;
    options.maxTensors = 2;
    const PrecisionPlan plan = suggestPlan({}, c.analysis, c.inspections, c.context, options);
    EXPECT_EQ(namesOf(plan), (std::set<std::string> { "a1", "c1" }));
    EXPECT_EQ(plan.tensors.at("a1").source, PlanSource::Suggested);
    EXPECT_EQ(plan.tensors.at("a1").reason.code, "plan.reason_own_loss");
    EXPECT_EQ(plan.tensors.at("a1").reason.args.front(), "1"); // its rank
    options.maxTensors = 10; // a tensor without own loss is never picked
    EXPECT_EQ(namesOf(suggestPlan({}, c.analysis, c.inspections, c.context, options)).count("y"), 0u);
}

TEST(PlanSuggestion, CostBudgetSkipsWhatDoesNotFitAndTakesWhatDoes)
{
    const Case c = caseWithOwnLoss({ { "x", 9e-3 }, { "c1", 3e-3 }, { "r1", 2e-3 } });
    SuggestionOptions options;
    // x alone moves conv1's 6912 of 7936 MACs (87 %): over a 20 % budget. c1 is 256 of 1472
    // elements (17 %) and feeds no MAC; r1 would add another 17 %.
    options.maxCostShare = 0.2;
    const PrecisionPlan plan = suggestPlan({}, c.analysis, c.inspections, c.context, options);
    EXPECT_EQ(namesOf(plan), (std::set<std::string> { "c1" }));
    EXPECT_LE(planCost(plan, c.context).share(), 0.2);
}

TEST(PlanSuggestion, KeepsTheUsersChoicesAndReplacesEarlierSuggestions)
{
    const Case c = caseWithOwnLoss({ { "c1", 3e-3 }, { "r1", 2e-3 }, { "a1", 1e-3 } });
    PrecisionPlan base;
    base.tensors["y"] = { Precision::U16, PlanSource::User, {} };
    base.tensors["x"] = { Precision::U16, PlanSource::Suggested, {} };
    SuggestionOptions options;
    options.maxTensors = 2;
    const PrecisionPlan plan = suggestPlan(base, c.analysis, c.inspections, c.context, options);
    EXPECT_EQ(namesOf(plan), (std::set<std::string> { "y", "c1" }));
}

TEST(PlanSuggestion, SigmaStarMovesTheNeighbouringConvolutionInputs)
{
    // a1 is an Add output: SigmaStar can only set INT16 on the inputs of the convolutions before it.
    const Case c = caseWithOwnLoss({ { "a1", 5e-3 } });
    SuggestionOptions options;
    options.rule = { Precision::S16, true }; // SigmaStar's
    const PrecisionPlan plan = suggestPlan({}, c.analysis, c.inspections, c.context, options);
    EXPECT_EQ(namesOf(plan), (std::set<std::string> { "r1", "x" }));
    EXPECT_EQ(plan.tensors.at("r1").reason.code, "plan.reason_conv_input_for");
    EXPECT_EQ(plan.tensors.at("r1").reason.args.front(), "a1");
    EXPECT_EQ(plan.tensors.at("r1").precision, Precision::S16);
    for (const auto& [name, e] : plan.tensors)
        EXPECT_TRUE(c.context.find(name)->convolutionInput) << name;
}

TEST(PlanSuggestion, MeasuredSigmaStarTakesTheConvolutionInputsByTheirOwnGain)
{
    // Measured, a1 (an Add output) gains most, but SigmaStar cannot widen it; its stand-ins would be a
    // guess, while r1 and x carry gains of their own. On det the stand-ins made the output worse.
    Case c = caseWithOwnLoss({ { "a1", 5e-3 }, { "r1", 1e-3 } });
    const std::map<std::string, double> gains { { "a1", 0.02 }, { "r1", 0.004 }, { "x", 0.0 }, { "c1", 0.003 } };
    for (LayerRow& row : c.analysis.rows)
        if (auto it = gains.find(row.tensor); it != gains.end()) {
            row.measured = TensorMeasurement {};
            row.measured->gain16 = it->second;
        }
    c.analysis.measured = std::make_shared<Measurements>();
    SuggestionOptions options;
    options.rule = { Precision::S16, true }; // SigmaStar's
    const PrecisionPlan plan = suggestPlan({}, c.analysis, c.inspections, c.context, options);
    EXPECT_EQ(namesOf(plan), (std::set<std::string> { "r1" })) << "x gains nothing; c1 is not a convolution input";
    EXPECT_NE(plan.tensors.at("r1").reason.code, "plan.reason_conv_input_for");
    // Unmeasured, the same rule still stands the convolution inputs in for a1.
    c.analysis.measured = nullptr;
    EXPECT_EQ(
        namesOf(suggestPlan({}, c.analysis, c.inspections, c.context, options)), (std::set<std::string> { "r1", "x" }));
}
