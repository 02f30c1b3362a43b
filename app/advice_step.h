#pragma once
// The fix advisor as a step of the commands that measure (triage, ticket): with calibration inputs and
// models that ran, the free and cheap levers are measured after the calibration lab (whose methods it
// reuses), so the triage's next steps and the ticket quote measured numbers, not generic advice.
#include "advisor/fix_advisor.h"

#include <QString>

#include <memory>

namespace quantlens {
struct Analysis;
}

namespace quantlens::cli {

class AnalysisCommand;

struct AdviceStep {
    std::shared_ptr<const advisor::Advice> advice; ///< null: no calibration study to build on
    int exitCode = 0; ///< nonzero when the advisor failed (the error is printed)
};

/// Runs the advisor on the command's simulator with a progress line (unless `quiet`), on top of `study`
/// (the command's calibration step); errors say `command`.
AdviceStep adviseStep(const QString& command, const AnalysisCommand& analysisCommand, const Analysis& analysis,
    std::shared_ptr<const calib::CalibrationStudy> study, bool quiet);

} // namespace quantlens::cli
