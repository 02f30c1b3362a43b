#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens inspect`: per tensor, its range against its quantization, clipping, its own
/// quantization loss, the loss its op adds, flags and 16-bit advice.
int runInspect(const QStringList& arguments);
/// `quantlens outliers`: Pulsar2's outlier table (per-channel max |x| levels) of every tensor.
int runOutliers(const QStringList& arguments);

} // namespace quantlens::cli
