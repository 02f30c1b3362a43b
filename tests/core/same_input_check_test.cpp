// The same-input check on a graph input: an all-zero input given to both runs agrees (0/0 was read as
// a relative error of 1), an input the quantized model's input quantization clips is said to be that,
// not "another input", and a really different input is still named as one.
#include "analysis/input_checks.h"
#include "model/graph.h"

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
/// One graph input x → Relu → y, with the input's metrics and the reference's own quantization loss.
Analysis analysisOfInput(const PairMetrics& metrics, std::optional<double> ownCos)
{
    GraphBuilder builder("model.onnx");
    Value x;
    x.name = "x";
    builder.addInput(x);
    builder.addNode(Node { "relu", false, "Relu", "", { "x" }, { "y" }, {}, {}, {} });
    Value y;
    y.name = "y";
    builder.addOutput(y);
    Analysis analysis;
    analysis.floatGraph = builder.build().value();
    analysis.reference = { "float", "f/" };
    analysis.candidates = { { "quant", "q/" } };
    LayerRow row;
    row.tensor = "x";
    row.opType = "Input";
    CandidateResult result;
    result.metrics = metrics;
    if (ownCos) {
        TensorStats stats;
        stats.lowPercentile = 0.0;
        stats.ownLoss = OwnLoss { *ownCos, 20.0 };
        stats.clippedCount = 300;
        stats.referenceFiniteCount = 1000;
        result.stats = stats;
    }
    row.results.push_back(result);
    analysis.rows.push_back(row);
    return analysis;
}

PairMetrics metricsOf(double cos, double rmse, double referenceNorm, std::size_t count = 1000)
{
    PairMetrics m;
    m.elementCount = m.comparedCount = count;
    m.cosine = cos;
    m.rmse = rmse;
    m.reference.l2Norm = referenceNorm;
    m.sqnrDb = 0; // what an all-zero pair gives: it must not be read as an error of 1
    return m;
}

std::string findingsText(const Analysis& analysis)
{
    std::vector<Finding> findings;
    checkSameInput(analysis, findings);
    std::string all;
    for (const auto& f : findings)
        all += f.problem.toString() + "\n";
    return all;
}
}

TEST(SameInputCheck, AnAllZeroInputGivenToBothRunsAgrees)
{
    EXPECT_EQ(findingsText(analysisOfInput(metricsOf(1.0, 0.0, 0.0), 1.0)), "");
}

TEST(SameInputCheck, AnInputItsQuantizationClipsIsSaidToBeThatNotAnotherInput)
{
    const std::string text = findingsText(analysisOfInput(metricsOf(0.952, 0.4, 10.0), 0.951));
    EXPECT_NE(text.find("same input"), std::string::npos) << text;
    EXPECT_NE(text.find("300 of 1000"), std::string::npos) << text;
    EXPECT_EQ(text.find("was not given"), std::string::npos) << text;
}

TEST(SameInputCheck, AnotherInputIsStillNamedAsOne)
{
    const std::string text = findingsText(analysisOfInput(metricsOf(0.5, 0.9, 10.0), 0.999));
    EXPECT_NE(text.find("was not given the input"), std::string::npos) << text;
    EXPECT_NE(findingsText(analysisOfInput(metricsOf(0.5, 0.9, 10.0), std::nullopt)).find("was not given"),
        std::string::npos);
}
