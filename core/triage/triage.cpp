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
    };
}

const char* triageCategoryName(TriageCategory category)
{
    for (const auto& c : kCategories)
        if (c.category == category)
            return c.key;
    return "ok";
}

Text triageCategoryText(TriageCategory category) { return text(std::string("triage.category_") + triageCategoryName(category)); }

namespace triage_rules {

    std::string number(double value) { return formatSignificant(value, 4); }

    double Context::cosOf(std::size_t row) const
    {
        const auto& m = analysis.rows[row].results[0].metrics;
        return m ? m->cosine : NAN;
    }

    Context makeContext(const Analysis& analysis, const TriageOptions& options)
    {
        Context c { analysis, options,
            options.inspections ? *options.inspections : inspect(analysis, options.rules), std::nullopt, 1,
            persistentDrops(analysis, 0) };
        for (const std::size_t row : analysis.summary().finalOutputs) {
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
        const bool decided = checkInputs(c, result) || checkBoard(c, result) || checkWhenOutputPasses(c, result)
            || checkCalibration(c, result) || checkJump(c, result) || checkOutliers(c, result);
        if (!decided)
            concludeGradual(c, result);
        if (result.culprits.size() > options.maxCulprits)
            result.culprits.resize(options.maxCulprits);
        result.nextSteps = nextSteps(c, result);
    } catch (const std::exception& e) {
        result = TriageResult {};
        result.evidence.push_back({ "error", "", 0, text("triage.failed", { e.what() }) });
    }
    return result;
}

} // namespace quantlens
