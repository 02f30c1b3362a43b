#pragma once
// --calibration METHOD: the commands that run the models start from another calibration of the
// quantized model (quantlens calibrate's methods), its ranges gathered over the --calib inputs.
#include "simulation/simulator.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace quantlens::cli {

QCommandLineOption calibrationMethodOption();

/// What --calibration asks for, or (when not given) an inactive recalibration. `calibration`: the
/// calibration inputs given (--calib or the workspace's). Fails with the message for a bad usage (an
/// unknown method, no calibration inputs) or a bad input (a missing file: the message names it);
/// `badUsage` says which.
struct RecalibrationChoice {
    sim::Recalibration recalibration;
    std::optional<QString> error;
    bool badUsage = false;
};
RecalibrationChoice recalibrationChoice(const QCommandLineParser& parser, const std::vector<std::string>& calibration);

/// "calibration percentile over 6 inputs: output cosine 0.91540 as the model is → 0.96936; what follows
/// starts from it"; empty when no recalibration was applied.
QString recalibrationLine(const sim::Simulator& simulator);

} // namespace quantlens::cli
