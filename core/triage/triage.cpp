#include "triage/triage.h"

#include "triage/curve_shape.h"
#include "triage/triage_rules.h"
#include "util/number_text.h"

#include <cmath>
#include <exception>

namespace quantlens {

namespace {
    struct CategoryName {
        TriageCategory category;
        const char* key;
    };
    constexpr CategoryName kCategories[] = {
        { TriageCategory::Preprocessing, "preprocessing" },
        { TriageCategory::Board, "board" },
        { TriageCategory::LayerMismatch, "layer_mismatch" },
        { TriageCategory::Calibration, "calibration" },
        { TriageCategory::QuantizationJump, "quantization_jump" },
        { TriageCategory::Outliers, "outliers" },
        { TriageCategory::Gradual, "gradual" },
        { TriageCategory::Postprocessing, "postprocessing" },
        { TriageCategory::Ok, "ok" },
        { TriageCategory::Failed, "failed" },
    };
}

const char* triageCategoryName(TriageCategory category)
{
    for (const auto& c : kCategories)
        if (c.category == category)
            return c.key;
    return "ok";
}

Text triageCategoryText(TriageCategory category)
{
    return text(std::string("triage.category_") + triageCategoryName(category));
}

namespace triage_rules {

    std::string number(double value) { return formatSignificant(value, 4); }

    void addFinalEvidence(const Context& c, TriageResult& result)
    {
        if (!c.finalRow)
            return;
        for (const auto& e : result.evidence)
            if (e.rule == "final_cos")
                return;
        const LayerRow& row = c.analysis.rows[*c.finalRow];
        result.evidence.insert(result.evidence.begin(),
            { "final_cos", row.tensor, c.finalCos,
                text("triage.final_cos",
                    { c.analysis.candidates[0].label, number(c.finalCos), number(c.thresholds().cosWarnBelow) }) });
    }

    double Context::cosOf(std::size_t row) const
    {
        const auto& results = analysis.rows[row].results;
        return !results.empty() && results[0].metrics ? results[0].metrics->cosine : NAN;
    }

    Context makeContext(const Analysis& analysis, const TriageOptions& options)
    {
        Context c { analysis, options, options.inspections ? *options.inspections : inspect(analysis, options.rules),
            std::nullopt, 1, persistentDrops(analysis, 0), {} };
        c.ranking = rankCulprits(analysis, c.inspections, &c.persistent);
        for (std::size_t row = 0; row < analysis.rows.size(); ++row) {
            if (!analysis.rows[row].isGraphOutput)
                continue;
            const double cos = c.cosOf(row);
            if (!std::isnan(cos) && (!c.finalRow || cos < c.finalCos)) {
                c.finalRow = row;
                c.finalCos = cos;
            }
        }
        // A model whose outputs were not dumped: the last compared tensor stands for them.
        for (std::size_t r = analysis.rows.size(); !c.finalRow && r-- > 0;)
            if (!std::isnan(c.cosOf(r))) {
                c.finalRow = r;
                c.finalCos = c.cosOf(r);
            }
        return c;
    }
}

std::string suspectOf(const TriageResult& result, const Analysis& analysis)
{
    for (const auto& name : result.culprits)
        if (analysis.rowOf(name) >= 0)
            return name;
    for (const auto& e : result.evidence)
        if (!e.tensor.empty() && analysis.rowOf(e.tensor) >= 0)
            return e.tensor;
    return {};
}

bool fixedBySixteenBit(TriageCategory category)
{
    return category == TriageCategory::QuantizationJump || category == TriageCategory::Outliers
        || category == TriageCategory::Gradual;
}

TriageResult triage(const Analysis& analysis, const TriageOptions& options)
{
    using namespace triage_rules;
    TriageResult result;
    if (analysis.rows.empty() || analysis.candidates.empty())
        return result;
    try {
        const Context c = makeContext(analysis, options);
        // The vendors' order: the input first, then which stage (board or simulator), then the
        // shape of the curve and the ranges behind it.
        const bool measured = analysis.measured != nullptr;
        const bool decided = checkInputs(c, result) || checkBoard(c, result) || checkWhenOutputPasses(c, result)
            || checkMeasuredCalibration(c, result) || checkCalibration(c, result)
            || (measured ? checkMeasuredJump(c, result) : checkJump(c, result)) || checkOutliers(c, result);
        if (!decided)
            concludeGradual(c, result);
        if (fixedBySixteenBit(result.category))
            addMeasurementEvidence(c, result);
        if (result.culprits.size() > options.maxCulprits)
            result.culprits.resize(options.maxCulprits);
        addNormDriftEvidence(c, result);
        addCalibrationMethodEvidence(c, result);
        result.nextSteps = nextSteps(c, result);
    } catch (const std::exception& e) {
        result = TriageResult {};
        result.category = TriageCategory::Failed;
        result.evidence.push_back({ "error", "", 0, text("triage.failed", { e.what() }) });
        result.nextSteps = { text("triage.step_failed") };
    }
    return result;
}

} // namespace quantlens
