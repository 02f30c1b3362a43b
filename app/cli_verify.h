#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens verify PLAN.json --quant REBUILT`: whether the vendor build applied each planned tensor.
int runVerify(const QStringList& arguments);

} // namespace quantlens::cli
