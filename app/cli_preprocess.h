#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens preprocess IMAGE… (--preprocess-config FILE [--toolchain T] | --mean … --std … --rgb|--bgr
/// --layout … --input-size WxH) [--model float.onnx] [--against x.npy] -o OUT.npy|DIR`: images as the toolchain's
/// loader makes them into model inputs, written as .npy; --against compares with the user's own tensor and
/// names the usual mismatch (channel order, mean/std, layout) when they differ.
int runPreprocess(const QStringList& arguments);

} // namespace quantlens::cli
