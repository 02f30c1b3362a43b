#pragma once
#include "analysis/analysis.h"
#include "util/result.h"

#include <optional>
#include <vector>

namespace quantlens {

/// The most runs one analysis compares against the reference. Each run's folder is listed on a
/// thread of its own and every view draws one curve per run: a float, a simulator and a board run
/// plus a few experiments is what people compare, and a workspace listing thousands (a script gone
/// wrong) must be refused at once instead of starting thousands of listings.
constexpr std::size_t kMaxRuns = 32;

/// Refuses a run list that cannot be meant: more than kMaxRuns runs, two runs with one label, or
/// two runs reading the same dump (the same path written twice, which would only double the work).
std::optional<Problem> checkRunList(const RunInfo& reference, const std::vector<RunInfo>& candidates);

} // namespace quantlens
