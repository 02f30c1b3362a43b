#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens transform model.onnx --equalize [--smooth-quant ALPHA --calib DIR] [--input x.npy] -o out.onnx`:
/// the float model with the transforms the advisor measured, for the vendor's quantizer.
int runTransform(const QStringList& arguments);

} // namespace quantlens::cli
