#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens advise --float F --quant Q --calib DIR [--input x.npy ...]`: the free and cheap fixes
/// (calibration methods, per-channel weights, cross-layer equalization) measured side by side and combined.
int runAdvise(const QStringList& arguments);

} // namespace quantlens::cli
