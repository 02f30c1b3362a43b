#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens calibrate --float F --quant Q --calib DIR [--input x.npy ...]`: what each calibration
/// method (MinMax, Percentile, MSE, KL) gives the quantized model, measured on the eval inputs.
int runCalibrate(const QStringList& arguments);

} // namespace quantlens::cli
