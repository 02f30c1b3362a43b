#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens run MODEL --input [NAME=]FILE.npy ... -o DIR`: runs a float or quantized ONNX model with
/// QuantLens's own executor and writes its tensors as a dump folder that `report` reads.
int runRun(const QStringList& arguments);

} // namespace quantlens::cli
