#pragma once
// The calibration lab as a step of the commands that measure (triage, report --format html, ticket): when
// the analysis has calibration inputs and its models ran, the free fixes are measured before anything
// concludes, so every front end quotes the same study the window's Calibration view shows.
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
    int exitCode = 0; ///< nonzero when the lab failed (the error is printed)
};

/// Runs the lab on the command's simulator with a progress line (unless `quiet`); errors say `command`.
CalibrationStep studyCalibrationStep(
    const QString& command, const AnalysisCommand& analysisCommand, const Analysis& analysis, bool quiet);

} // namespace quantlens::cli
