#include "advice_step.h"

#include "cli_analysis.h"
#include "cli_common.h"
#include "cli_progress.h"
#include "core_text.h"

#include "simulation/calibration_ranges.h"

#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the step's strings.
class FixAdviceStep {
    Q_DECLARE_TR_FUNCTIONS(FixAdviceStep)
};

AdviceStep adviseStep(const QString& command, const AnalysisCommand& analysisCommand, const Analysis& analysis,
    std::shared_ptr<const calib::CalibrationStudy> study, bool quiet)
{
    AdviceStep out;
    if (!analysisCommand.simulator() || !study)
        return out;
    auto fail = [&](const Problem& problem) {
        printError(QStringLiteral("quantlens %1: %2\n").arg(command, problemText(problem)));
        out.exitCode = isCancellation(problem) ? kExitFailure : kExitBadInput;
        return out;
    };
    auto files = sim::calibrationFiles(analysis.calibration);
    if (!files)
        return fail(files.error());
    advisor::AdviceOptions options;
    options.study = std::move(study);
    ProgressPrinter progress(!quiet, FixAdviceStep::tr("Measuring the fix levers"));
    auto advice = advisor::advise(*analysisCommand.simulator(), files.value(), options, progress.callback());
    progress.finish();
    if (!advice)
        return fail(advice.error());
    out.advice = std::make_shared<const advisor::Advice>(std::move(advice).value());
    return out;
}

} // namespace quantlens::cli
