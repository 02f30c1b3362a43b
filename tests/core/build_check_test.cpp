// The CI gate's verdicts on hand-made measurements.
#include "compare/build_check.h"

#include <gtest/gtest.h>

namespace quantlens {
namespace {
    sim::Measurement measured(double cos, double agreement, double sqnr = 30)
    {
        sim::OutputMeasure o;
        o.name = "text";
        o.cosine = cos;
        o.sqnrDb = sqnr;
        o.task = sim::TaskAgreement { sim::OutputKind::Sequence, agreement, agreement == 1.0, {} };
        sim::Measurement m;
        m.samples = { { o }, { o } };
        return m;
    }

    CheckBaseline baselineOf(double cos, double agreement)
    {
        CheckBaseline b;
        b.file = "previous.json";
        b.inputHashes = { "a", "b" };
        b.outputs["text"] = { cos, "sequence", agreement };
        return b;
    }

    const std::vector<CheckInput> kInputs { { "x.npy", "a" }, { "y.npy", "b" } };
}

TEST(BuildCheck, WithoutABaselineTheBuildIsAcceptedAndSaysItIsTheBaseline)
{
    const auto out = judgeBuild(kInputs, measured(0.95, 0.9), nullptr, {});
    EXPECT_EQ(out.verdict, CheckVerdict::Accept);
    ASSERT_EQ(out.reasons.size(), 1u);
    EXPECT_EQ(out.reasons[0].code, "gate.no_baseline");
    EXPECT_EQ(checkExitCode(out.verdict), 0);
}

TEST(BuildCheck, WorseBeyondTheToleranceIsARegressionWithinItIsNot)
{
    const CheckBaseline b = baselineOf(0.95, 0.90);
    EXPECT_EQ(judgeBuild(kInputs, measured(0.949, 0.895), &b, {}).verdict, CheckVerdict::Accept);
    const auto task = judgeBuild(kInputs, measured(0.95, 0.85), &b, {});
    EXPECT_EQ(task.verdict, CheckVerdict::Regression);
    EXPECT_EQ(task.reasons[0].code, "gate.task_worse");
    const auto cos = judgeBuild(kInputs, measured(0.94, 0.90), &b, {});
    EXPECT_EQ(cos.verdict, CheckVerdict::Regression);
    EXPECT_EQ(cos.reasons[0].code, "gate.cos_worse");
    EXPECT_EQ(checkExitCode(cos.verdict), 4);
}

TEST(BuildCheck, OtherInputsNothingMeasuredOrTheFloatModelAreAnomalous)
{
    const CheckBaseline b = baselineOf(0.95, 0.90);
    const std::vector<CheckInput> other { { "x.npy", "a" }, { "z.npy", "c" } };
    const auto swapped = judgeBuild(other, measured(0.99, 1.0), &b, {});
    EXPECT_EQ(swapped.verdict, CheckVerdict::Anomalous);
    EXPECT_EQ(swapped.reasons[0].code, "gate.inputs_differ");
    EXPECT_EQ(judgeBuild(kInputs, sim::Measurement {}, &b, {}).verdict, CheckVerdict::Anomalous);
    const auto exact = judgeBuild(kInputs, measured(1.0, 1.0, 320), nullptr, {});
    EXPECT_EQ(exact.verdict, CheckVerdict::Anomalous);
    EXPECT_EQ(exact.reasons[0].code, "gate.same_as_float");
    EXPECT_EQ(checkExitCode(exact.verdict), 5);
}

} // namespace quantlens
