#pragma once
#include "analysis/analysis.h"
#include "analysis/inspection.h"

#include <optional>
#include <vector>

namespace quantlens {

/// What a culprit's rank rests on.
enum class CulpritBasis {
    OwnLoss, ///< 1 − cos of the float tensor against its own quantize-dequantize
    LastingDrop, ///< the cosine its op loses that stays downstream (no quantization parameters)
};

/// One tensor in the ranking, with every number the ranking looked at.
struct RankedCulprit {
    std::size_t row = 0;
    double score = 0; ///< the number ranked by: ownLoss or lastingDrop, per `basis`
    CulpritBasis basis = CulpritBasis::OwnLoss;
    std::optional<double> ownLoss;
    std::optional<double> lastingDrop;
};

/// The one ranking of "which tensors, moved to 16 bit, most likely win accuracy back", most likely
/// first: what the triage names as culprits and shows as evidence, what the suggested plan and
/// "Culprits to 16 bit" take. By own quantization loss when the analysis has quantization
/// parameters (what moving a tensor to 16 bit removes, and what helped in the closed loop), else by
/// lasting local drop. Only float activations still below 16 bit with a positive score are ranked.
/// `lastingDrops` (persistentDrops() of run 0) is computed when not given. A heuristic: a later
/// ranking by measured sensitivity replaces this one function.
std::vector<RankedCulprit> rankCulprits(const Analysis& analysis, const std::vector<TensorInspection>& inspections,
    const std::vector<std::optional<double>>* lastingDrops = nullptr);

} // namespace quantlens
