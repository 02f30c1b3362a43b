#pragma once
// Where a transform helps: each site of cross-layer equalization and SmoothQuant measured alone, for the
// graph's colour-by "helped by SmoothQuant / CLE". A site is a smoothed tensor, or a chain of equalized
// Conv pairs that share a convolution (their scales settle together, so they act as one); alone it is the
// transform's parameters there with the base method's ranges everywhere but its own rescaled tensors — an
// exact float model of its own, measured like any lever.
#include "advisor/fix_advisor.h"

#include <string>
#include <vector>

namespace quantlens::advisor {

/// Every site of the advice's applicable equalization and SmoothQuant levers, measured alone on the
/// simulator the advice was measured on. Fails naming the run that failed, or a cancellation.
Result<std::vector<LeverSite>> measureLeverSites(
    const sim::Simulator& simulator, const Advice& advice, const ProgressCallback& progress = {});

} // namespace quantlens::advisor
