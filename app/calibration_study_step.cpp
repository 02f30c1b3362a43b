#include "calibration_study_step.h"

#include "cli_analysis.h"
#include "cli_common.h"
#include "cli_progress.h"
#include "core_text.h"

#include "simulation/calibration_ranges.h"

#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the step's strings.
class CalibrationStudyStep {
    Q_DECLARE_TR_FUNCTIONS(CalibrationStudyStep)
};

CalibrationStep studyCalibrationStep(
    const QString& command, const AnalysisCommand& analysisCommand, const Analysis& analysis, bool quiet, bool advise)
{
    CalibrationStep out;
    if (!analysisCommand.simulator() || analysis.calibration.empty())
        return out;
    auto fail = [&](const Problem& problem) {
        printError(QStringLiteral("quantlens %1: %2\n").arg(command, problemText(problem)));
        out.exitCode = isCancellation(problem) ? kExitFailure : kExitBadInput;
        return out;
    };
    auto files = sim::calibrationFiles(analysis.calibration);
    if (!files)
        return fail(files.error());
    ProgressPrinter progress(!quiet, CalibrationStudyStep::tr("Measuring the calibration methods and inputs"));
    auto study = calib::studyCalibration(*analysisCommand.simulator(), files.value(), {}, progress.callback());
    progress.finish();
    if (!study)
        return fail(study.error());
    out.study = std::make_shared<const calib::CalibrationStudy>(std::move(study).value());
    if (!advise)
        return out;
    advisor::AdviceOptions options;
    options.study = out.study;
    ProgressPrinter levers(!quiet, CalibrationStudyStep::tr("Measuring the fix levers"));
    auto advice = advisor::advise(*analysisCommand.simulator(), files.value(), options, levers.callback());
    levers.finish();
    if (!advice)
        return fail(advice.error());
    out.advice = std::make_shared<const advisor::Advice>(std::move(advice).value());
    return out;
}

} // namespace quantlens::cli
