#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens requantize QUANT.onnx --float F --calib DIR [--method NAME] [--drop SAMPLE…] -o new.onnx`:
/// the quantized model with its activations recalibrated by a method (and without some calibration
/// inputs), the same nodes and names, for ONNX-based flows.
int runRequantize(const QStringList& arguments);

} // namespace quantlens::cli
