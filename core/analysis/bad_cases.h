#pragma once
// Which inputs of a data set to look at first: those whose answer changed most, then those whose
// outputs lost most. Regression outputs have no decoded answer (their SQNR is on another scale), so
// the task order uses the classification, sequence and mask outputs only.
#include "analysis/analysis.h"

#include <optional>
#include <vector>

namespace quantlens {

/// The lowest task agreement over the input's outputs that have a decoded result (classification,
/// sequence, mask: each in [0, 1]); nullopt when it has none.
std::optional<double> decodedAgreement(const Analysis::InputRun& run);

/// Whether every output with a decoded result kept it identical; nullopt when none has one.
std::optional<bool> decodedEqual(const Analysis::InputRun& run);

/// Indices of `runs`, bad cases first: lowest decoded agreement (inputs without one after those with
/// one), then lowest output cosine (NaN last), then the order given.
std::vector<std::size_t> badCaseOrder(const std::vector<Analysis::InputRun>& runs);

} // namespace quantlens
