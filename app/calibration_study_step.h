#pragma once
// The calibration lab as a step of the commands that measure (triage, report --format html, ticket): when
// the analysis has calibration inputs and its models ran, the free fixes are measured before anything
// concludes, so every front end quotes the same study the window's Calibration view shows.
#include "advisor/fix_advisor.h"
#include "calibration/calibration_study.h"

#include <QString>

#include <memory>

namespace quantlens {
struct Analysis;
}

namespace quantlens::cli {

class AnalysisCommand;

struct CalibrationStep {
    std::shared_ptr<const calib::CalibrationStudy> study; ///< null: no calibration inputs or nothing ran
    /// With `advise`: the fix levers measured on top of the study (its methods reused), so the triage's
    /// next steps and the ticket quote measured numbers.
    std::shared_ptr<const advisor::Advice> advice;
    int exitCode = 0; ///< nonzero when the lab or the advisor failed (the error is printed)
};

/// Runs the lab on the command's simulator with a progress line (unless `quiet`), then the advisor when
/// `advise`; errors say `command`.
CalibrationStep studyCalibrationStep(const QString& command, const AnalysisCommand& analysisCommand,
    const Analysis& analysis, bool quiet, bool advise = false);

} // namespace quantlens::cli
