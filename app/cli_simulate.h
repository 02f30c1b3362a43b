#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens simulate PLAN.json [--input x.npy ...]`: the plan's effect on the outputs, measured by
/// running the models with the plan's tensors at 16 bit (or float).
int runSimulate(const QStringList& arguments);

} // namespace quantlens::cli
