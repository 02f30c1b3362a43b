#pragma once
#include "analysis/analysis.h"
#include "analysis/inspection.h"

#include <optional>
#include <vector>

namespace quantlens {

/// What a culprit's rank rests on.
enum class CulpritBasis {
    MeasuredGain, ///< what moving it alone to 16 bit gave the outputs, measured by running the models
    OwnLoss, ///< 1 − cos of the float tensor against its own quantize-dequantize
    LastingDrop, ///< the cosine its op loses that stays downstream (no quantization parameters)
};

/// One tensor in the ranking, with every number the ranking looked at.
struct RankedCulprit {
    std::size_t row = 0;
    double score = 0; ///< the number ranked by: gain16, ownLoss or lastingDrop, per `basis`
    CulpritBasis basis = CulpritBasis::OwnLoss;
    std::optional<double> ownLoss;
    std::optional<double> lastingDrop;
    std::optional<double> gain16; ///< measured (Analysis::measured)
    bool inheritsError = false; ///< ranked by drop, and its input already carries an error
};

/// The one ranking of "which tensors, moved to 16 bit, most likely win accuracy back", most likely
/// first: what the triage names as culprits and shows as evidence, what the suggested plan and
/// "Culprits to 16 bit" take. By measured gain when the models were run (Analysis::measured: each
/// tensor alone at 16 bit, the outputs' cosine it wins back); else, a heuristic, by own quantization
/// loss when the analysis has quantization parameters, else by lasting local drop, where an op whose
/// input already carries an error (inputCarriesError) ranks after every op whose inputs are clean:
/// without quantization parameters a drop cannot tell an op that loses accuracy from one that
/// amplifies what it inherits (a Softmax after a broken convolution). Only float
/// activations still below 16 bit with a positive score are ranked. `lastingDrops` (persistentDrops()
/// of run 0) is computed when not given.
std::vector<RankedCulprit> rankCulprits(const Analysis& analysis, const std::vector<TensorInspection>& inspections,
    const std::vector<std::optional<double>>* lastingDrops = nullptr);

} // namespace quantlens
