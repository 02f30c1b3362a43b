// One story for one model: the culprit ranking the triage, the plan and the evidence share; a
// middle tensor whose own quantization explains its dip is a real loss, not a layer mismatch; a
// model that agrees everywhere concludes post-processing; per-tensor warnings become one line per
// kind; a dump stored NHWC binds the model's input in the model's layout; sparse outlier channels.
#include "precision_test_model.h"

#include "analysis/analysis_runner.h"
#include "analysis/input_checks.h"
#include "analysis/local_drop.h"
#include "analysis/outlier_table.h"
#include "calibration/calibration_finding.h"
#include "precision/plan_context.h"
#include "precision/plan_suggestion.h"
#include "triage/culprit_ranking.h"
#include "triage/triage.h"
#include "util/number_text.h"
#include "util/warning_list.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>

namespace quantlens {
namespace {
    PairMetrics metricsWithCos(double cos)
    {
        PairMetrics m;
        m.cosine = cos;
        m.elementCount = m.comparedCount = 16;
        m.sqnrDb = 40;
        return m;
    }

    QuantParams u8(double scale)
    {
        QuantParams q;
        q.scales = { scale };
        q.zeroPoints = { 128 };
        q.computeRanges();
        return q;
    }

    /// precision_test::smallNetwork's six tensors (x, c1, r1, c2, a1, y) with the given cosines.
    std::shared_ptr<Analysis> chain(const std::vector<double>& cosines)
    {
        static const std::vector<std::string> kNames { "x", "c1", "r1", "c2", "a1", "y" };
        auto a = std::make_shared<Analysis>();
        a->floatGraph = precision_test::smallNetwork();
        a->reference = { "float", "/f" };
        a->candidates = { { "quant", "/q" } };
        for (std::size_t i = 0; i < kNames.size(); ++i) {
            LayerRow row;
            row.order = static_cast<int>(i);
            row.tensor = kNames[i];
            const Node* producer = a->floatGraph->producer(row.tensor);
            row.opType = producer ? producer->opType : "Input";
            row.shape = { 1, i == 0 ? 3 : 4, 8, 8 };
            row.quant = u8(0.01);
            row.isGraphOutput = row.tensor == "y";
            CandidateResult r;
            r.metrics = metricsWithCos(cosines.at(i));
            r.match.floatName = row.tensor;
            r.match.candidateRule = MatchRule::Exact;
            row.results.push_back(r);
            a->rows.push_back(row);
        }
        a->indexRows();
        a->summaries = { summarize(*a, 0, a->thresholds) };
        return a;
    }

    std::vector<TensorInspection> inspectionsWithOwnLoss(const Analysis& a, const std::vector<double>& losses)
    {
        std::vector<TensorInspection> out;
        for (std::size_t r = 0; r < a.rows.size(); ++r) {
            TensorInspection i;
            i.row = r;
            if (r < losses.size() && losses[r] >= 0)
                i.ownCos = 1 - losses[r];
            i.localDrop = localDrop(a, a.rows[r], 0);
            out.push_back(i);
        }
        return out;
    }

    TriageResult triageOf(const Analysis& a, const std::vector<TensorInspection>& inspections)
    {
        TriageOptions options;
        options.inspections = &inspections;
        return triage(a, options);
    }
}

TEST(CulpritRanking, MeasuredGradualLossSuggestsThePlanAtTheTriagesWarnLevel)
{
    // The example command's target is the warn level the triage judged by, not a number of its own.
    const auto a = chain({ 1.0, 0.995, 0.99, 0.985, 0.975, 0.96 });
    auto measured = std::make_shared<Measurements>();
    measured->inputs = 1;
    measured->baselineCos = measured->worstBaselineCos = 0.96;
    a->measured = measured;
    const auto inspections = inspectionsWithOwnLoss(*a, { -1, 0.002, 0.0005, 0.003, 0.0025, 0.001 });
    for (const double warnBelow : { 0.99, 0.985 }) {
        TriageOptions options;
        options.inspections = &inspections;
        options.preset.thresholds.cosWarnBelow = warnBelow;
        const TriageResult result = triage(*a, options);
        ASSERT_EQ(result.category, TriageCategory::Gradual) << warnBelow;
        ASSERT_FALSE(result.nextSteps.empty());
        EXPECT_EQ(result.nextSteps[0].code, "triage.step_gradual_plan_measured");
        EXPECT_EQ(result.nextSteps[0].args, std::vector<std::string> { formatNumber(warnBelow) });
    }
}

TEST(CulpritRanking, TriagePlanAndEvidenceUseTheOneRanking)
{
    // A gradual loss: no tensor dominates, the output fails.
    const auto a = chain({ 1.0, 0.995, 0.99, 0.985, 0.975, 0.96 });
    const auto inspections = inspectionsWithOwnLoss(*a, { -1, 0.002, 0.0005, 0.003, 0.0025, 0.001 });
    const auto ranking = rankCulprits(*a, inspections);
    ASSERT_EQ(ranking.size(), 5u);
    EXPECT_EQ(a->rows[ranking[0].row].tensor, "c2");
    EXPECT_EQ(a->rows[ranking[1].row].tensor, "a1");
    EXPECT_EQ(ranking[0].basis, CulpritBasis::OwnLoss);

    const TriageResult result = triageOf(*a, inspections);
    EXPECT_EQ(result.category, TriageCategory::Gradual);
    ASSERT_GE(result.culprits.size(), 3u);
    for (std::size_t k = 0; k < 3; ++k)
        EXPECT_EQ(result.culprits[k], a->rows[ranking[k].row].tensor);
    // The evidence shows the numbers the culprits were ranked by, not others.
    std::size_t shown = 0;
    for (const auto& e : result.evidence)
        if (e.rule == "own_loss") {
            ASSERT_LT(shown, ranking.size());
            EXPECT_EQ(e.tensor, a->rows[ranking[shown].row].tensor);
            EXPECT_DOUBLE_EQ(e.value, ranking[shown].score);
            ++shown;
        }
    EXPECT_GE(shown, 3u);

    // The suggested plan takes the same tensors.
    SuggestionOptions options;
    options.maxTensors = 3;
    const PrecisionPlan plan = suggestPlan({}, *a, inspections, planContextOf(*a), options);
    ASSERT_EQ(plan.tensors.size(), 3u);
    for (std::size_t k = 0; k < 3; ++k)
        EXPECT_TRUE(plan.tensors.count(a->rows[ranking[k].row].tensor)) << a->rows[ranking[k].row].tensor;
}

TEST(CulpritRanking, ShapeArithmeticAndSixteenBitTensorsAreNeverCulprits)
{
    auto a = chain({ 1.0, 0.99, 0.98, 0.97, 0.97, 0.96 });
    a->rows[1].isFloat = false; // as if c1 were an int64 shape
    a->rows[2].quant->bits = 16;
    const auto inspections = inspectionsWithOwnLoss(*a, { -1, 0.5, 0.4, 0.001, -1, -1 });
    const auto ranking = rankCulprits(*a, inspections);
    ASSERT_EQ(ranking.size(), 1u);
    EXPECT_EQ(a->rows[ranking[0].row].tensor, "c2");
    EXPECT_EQ(summarize(*a, 0, a->thresholds).tensorCount, 5u);
}

TEST(TriageStory, AMiddleDipItsOwnQuantizationExplainsIsAQuantizationJump)
{
    // The cls case: one activation's scale is 8x too small (cos 0.84) while a saturating output
    // still passes. Matched by exact name: a real loss, not a mismatch.
    const auto a = chain({ 1.0, 0.999, 0.84, 0.86, 0.87, 0.9995 });
    const auto inspections = inspectionsWithOwnLoss(*a, { -1, 0.0005, 0.15, 0.0004, 0.0003, 0.0001 });
    const TriageResult result = triageOf(*a, inspections);
    EXPECT_EQ(result.category, TriageCategory::QuantizationJump);
    ASSERT_FALSE(result.culprits.empty());
    EXPECT_EQ(result.culprits.front(), "r1");
    EXPECT_EQ(suspectOf(result, *a), "r1");
}

TEST(TriageStory, AMiddleDipWithEvidenceOfAMismatchIsALayerMismatch)
{
    // Paired by structure with low confidence, its own quantization loses nothing, and the tensors
    // computed from it are back at 0.999.
    auto a = chain({ 1.0, 0.999, 0.5, 0.999, 0.999, 0.9995 });
    a->rows[2].results[0].match.candidateRule = MatchRule::Structure;
    a->rows[2].results[0].match.confidence = 0.4;
    const auto inspections = inspectionsWithOwnLoss(*a, { -1, 0.0005, 0.0003, 0.0004, 0.0003, 0.0001 });
    const TriageResult result = triageOf(*a, inspections);
    EXPECT_EQ(result.category, TriageCategory::LayerMismatch);
    ASSERT_FALSE(result.culprits.empty());
    EXPECT_EQ(result.culprits.front(), "r1");
    std::set<std::string> rules;
    for (const auto& e : result.evidence)
        rules.insert(e.rule);
    EXPECT_TRUE(rules.count("mismatch_structure"));
    EXPECT_TRUE(rules.count("mismatch_recovered"));
}

TEST(TriageStory, EverythingAgreeingConcludesPostprocessingWithTheAlignmentSteps)
{
    const auto a = chain({ 1.0, 0.9999, 0.9995, 0.9993, 0.9992, 0.9991 });
    const auto inspections = inspectionsWithOwnLoss(*a, { -1, 0.0001, 0.0001, 0.0001, 0.0001, 0.0001 });
    const TriageResult result = triageOf(*a, inspections);
    EXPECT_EQ(result.category, TriageCategory::Postprocessing);
    EXPECT_TRUE(result.culprits.empty());
    ASSERT_EQ(result.nextSteps.size(), 3u);
    EXPECT_EQ(result.nextSteps[0].code, "triage.step_postprocessing");
    EXPECT_EQ(result.nextSteps[1].code, "triage.step_preprocessing_align");
    // No culprit, yet one tensor to look at: the evidence names the lowest one.
    EXPECT_EQ(suspectOf(result, *a), "y");
    EXPECT_FALSE(fixedBySixteenBit(result.category));
}

TEST(WarningGroups, OneLinePerKindOfTensorEventWithCountAndExamples)
{
    std::vector<Problem> warnings;
    for (int i = 0; i < 308; ++i)
        warnings.push_back(Problem::make("/d", text("where.tensor", { "t" + std::to_string(i) }),
            text("match.layout", { "[1, 8, 8, 3]", "NHWC → NCHW", "[1, 3, 8, 8]" })));
    warnings.push_back(Problem::make("/m.onnx", {}, text("check.model_names", { "1", "2" })));
    warnings.push_back(Problem::make("/d", text("where.tensor", { "lonely" }), text("match.missing_candidate")));
    const auto lines = groupTensorWarnings(warnings);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0].where.code, "where.tensors_like");
    EXPECT_EQ(lines[0].where.args, (std::vector<std::string> { "308", "'t0', 't1', 't2'" }));
    EXPECT_EQ(lines[0].what.code, "match.layout");
    EXPECT_EQ(lines[1].what.code, "check.model_names");
    EXPECT_EQ(lines[2].where.code, "where.tensor"); // one of its kind stays as it is

    // A WarningList's "n more like this" line adds to its kind's count.
    const auto summarized = groupTensorWarnings(summarizeWarnings(warnings));
    ASSERT_FALSE(summarized.empty());
    EXPECT_EQ(summarized[0].where.args.front(), "308");
    for (const auto& line : summarized)
        EXPECT_NE(line.what.code, "warnings.more_like_this");
}

TEST(InputBinding, AnNhwcDumpBindsTheModelsInputInTheModelsLayout)
{
    Value x;
    x.name = "x";
    x.isGraphInput = true;
    x.shapeKnown = true;
    x.shape = { -1, 3, -1, -1 };
    const std::vector<std::int64_t> nhwc { 1, 48, 192, 3 }, nchw { 1, 3, 48, 192 };
    // Declared by the format (SigmaStar) or implied by the model's fixed channel count.
    EXPECT_EQ(inputShapeInModelLayout(nhwc, std::string("NHWC"), x), nchw);
    EXPECT_EQ(inputShapeInModelLayout(nhwc, std::nullopt, x), nchw);
    EXPECT_EQ(inputShapeInModelLayout(nchw, std::nullopt, x), nchw);
    // A dump declaring NHWC that holds the tensor as the model has it stays as it is.
    EXPECT_EQ(inputShapeInModelLayout(nchw, std::string("NHWC"), x), nchw);
    // Nothing to go by: a fully dynamic input takes the declaration.
    x.shape = { -1, -1, -1, -1 };
    EXPECT_EQ(inputShapeInModelLayout(nhwc, std::string("NHWC"), x), nchw);
    EXPECT_EQ(inputShapeInModelLayout(nhwc, std::nullopt, x), nhwc);
}

TEST(OutlierTable, DenormalAndBelowOneStepChannelsAreSparseNotOutliers)
{
    auto a = chain({ 1.0, 0.99, 0.99, 0.99, 0.99, 0.99 });
    TensorStats stats;
    stats.lowPercentile = 0;
    stats.channelAxis = 1;
    stats.channelMaxAbs = { 1.0, 1e-40, 0.004, 0.5 };
    a->rows[1].results[0].stats = stats;
    a->rows[1].quant = u8(0.01); // one step is 0.01: 0.004 quantizes to zero
    const auto table = outlierTable(*a, OutlierOptions {});
    ASSERT_EQ(table.size(), 1u);
    EXPECT_DOUBLE_EQ(table[0].sparseRatio, 0.5);
    ASSERT_TRUE(table[0].maxLevel);
    EXPECT_LT(*table[0].maxLevel, 1.0); // ln(1 / 0.5), not ln(1 / 1e-40) = 92
    EXPECT_TRUE(std::isinf(table[0].levels[1]));
    EXPECT_TRUE(std::isinf(table[0].levels[2]));
}

} // namespace quantlens

namespace quantlens {

TEST(InspectionAdvice, WithNoConvolutionNearNoConvolutionInputChangeCanHelp)
{
    // x → Conv → six Relus → y: the last Relus lie more than a few ops from any convolution.
    using namespace onnx_test;
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 4, 4 });
    addInitializer(g, floatTensor("w", { 4, 3, 1, 1 }, std::vector<float>(12, 0.1f)));
    addNode(g, "Conv", { "x", "w" }, { "c" }, "conv");
    std::string previous = "c";
    for (int i = 1; i <= 6; ++i) {
        const std::string out = "r" + std::to_string(i);
        addNode(g, "Relu", { previous }, { out }, "relu" + std::to_string(i));
        previous = out;
    }
    addOutput(g, previous, { 1, 4, 4, 4 });
    auto graph = importModel(model);
    ASSERT_TRUE(graph.ok());
    Analysis a;
    a.floatGraph = graph.value();
    a.candidates = { { "quant", "/q" } };
    for (const std::string name : { "r1", "r6" }) {
        LayerRow row;
        row.tensor = name;
        row.opType = "Relu";
        QuantParams wide;
        wide.scales = { 0.2 }; // a 51-wide uint8 range: flagged by SigmaStar's rule
        wide.zeroPoints = { 0 };
        wide.computeRanges();
        row.quant = wide;
        row.results.emplace_back();
        a.rows.push_back(row);
    }
    a.indexRows();
    const auto inspections = inspect(a, InspectionRules {});
    ASSERT_TRUE(inspections[0].advice && inspections[1].advice);
    EXPECT_NE(inspections[0].advice->code, "inspect.advice_no_conv"); // the convolution is near r1
    EXPECT_EQ(inspections[1].advice->code, "inspect.advice_no_conv");
}

TEST(VerdictRule, TheRuleThatDecidedIsNamed)
{
    PairMetrics m;
    m.cosine = 0.999;
    m.sigmaStarRelativeL1 = 0.3;
    EXPECT_STREQ(verdictRuleName(m, Thresholds {}), "rel_l1");
    m.sigmaStarRelativeL1 = 0.01;
    EXPECT_STREQ(verdictRuleName(m, Thresholds {}), "cos");
    m.cosine = 0.5;
    m.sigmaStarRelativeL1 = 0.3; // a failing cosine decides, whatever the relative L1
    EXPECT_STREQ(verdictRuleName(m, Thresholds {}), "cos");
    m.cosine = NAN;
    EXPECT_STREQ(verdictRuleName(m, Thresholds {}), "cos_undefined");
}

} // namespace quantlens

namespace quantlens {
// The Caffe/NNIE case of dumps alone (no quantization parameters, so no own loss): conv2's scale is
// 8x too small (cos 0.877 from clean inputs), the residual Add recovers part of it, and the output op
// amplifies what it inherits (a local drop of 0.026 on an input already at 0.97). The layer where the
// error enters ranks first; before, the output op did ("82 % of the loss").
TEST(CulpritRanking, AnOpAmplifyingAnInheritedErrorRanksBelowTheOpWhereItEntered)
{
    const auto a = chain({ 1.0, 0.999, 0.999, 0.877, 0.97, 0.944 });
    for (auto& row : a->rows)
        row.quant.reset();
    const auto inspections = inspectionsWithOwnLoss(*a, {});
    // What persistentDrops gives when the recovery lies within its depth: conv2's drop mostly recovered.
    const std::vector<std::optional<double>> lasting { std::nullopt, 0.001, 0.0, 0.02, std::nullopt, 0.026 };
    const auto ranking = rankCulprits(*a, inspections, &lasting);
    ASSERT_GE(ranking.size(), 2u);
    EXPECT_EQ(ranking[0].basis, CulpritBasis::LastingDrop);
    EXPECT_EQ(a->rows[ranking[0].row].tensor, "c2");
    EXPECT_EQ(a->rows[ranking.back().row].tensor, "y"); // after every op with clean inputs
    EXPECT_TRUE(ranking.back().inheritsError);
}
// The calibration lab's finding in the triage: both free fixes are steps, the one that measured the
// larger gain first; the widened tensors are the culprits.
TEST(TriageStory, TheFreeFixThatMeasuredMoreComesFirst)
{
    const auto a = chain({ 1.0, 0.99, 0.99, 0.95, 0.94, 0.91 });
    const auto inspections = inspectionsWithOwnLoss(*a, {});
    calib::CalibrationFinding finding;
    finding.calibrationInputs = 8;
    finding.asIsCos = 0.91;
    finding.harmful = { { 3, "/calib/bright.npy", 2, { "c2", "a1" }, 0.94 } };
    finding.drop = { "/calib/bright.npy" };
    finding.cosWithoutDrop = 0.94;
    finding.bestMethod = "percentile";
    finding.bestCos = 0.965;
    TriageOptions options;
    options.inspections = &inspections;
    options.calibration = &finding;
    TriageResult r = triage(*a, options);
    EXPECT_EQ(r.category, TriageCategory::Calibration);
    EXPECT_EQ(r.culprits, (std::vector<std::string> { "c2", "a1" }));
    ASSERT_GE(r.nextSteps.size(), 2u);
    EXPECT_NE(rendered(r.nextSteps[0]).find("percentile"), std::string::npos) << rendered(r.nextSteps[0]);
    EXPECT_NE(rendered(r.nextSteps[1]).find("bright.npy"), std::string::npos) << rendered(r.nextSteps[1]);

    finding.bestCos = 0.93; // now dropping the input gains more
    r = triage(*a, options);
    ASSERT_GE(r.nextSteps.size(), 2u);
    EXPECT_NE(rendered(r.nextSteps[0]).find("bright.npy"), std::string::npos) << rendered(r.nextSteps[0]);
    EXPECT_NE(rendered(r.nextSteps[1]).find("percentile"), std::string::npos) << rendered(r.nextSteps[1]);

    // Measured from percentile already (the window's "Use this method"): it is no longer advised.
    auto measured = std::make_shared<Measurements>();
    measured->recalibration = "percentile";
    a->measured = measured;
    r = triage(*a, options);
    for (const auto& step : r.nextSteps)
        EXPECT_EQ(rendered(step).find("percentile"), std::string::npos) << rendered(step);
}

} // namespace quantlens
