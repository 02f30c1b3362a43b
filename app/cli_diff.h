#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens diff QUANT_A QUANT_B [--float F]`: per tensor, what changed between the encodings of two
/// quantized models (dtype, granularity, scale, zero point, range, presence).
int runDiff(const QStringList& arguments);

} // namespace quantlens::cli
