#pragma once
// The seeds' preprocessing check (a tensor from the board or the user's own script against QuantLens's
// preprocessing of the same image, within 1e-4) and, when they differ, which usual mistake would explain
// it: channels swapped, mean/std not applied or applied on the 0-1 scale, the other layout.
#include "input/image_input.h"

#include <QString>

#include <string>
#include <vector>

namespace quantlens::cli {

/// At most this max abs difference is the same preprocessing (the seeds' board-vs-Python tolerance).
inline constexpr double kPreprocessingTolerance = 1e-4;

struct PreprocessingHypothesis {
    QString what; ///< "channels swapped (RGB <-> BGR)" (translated); empty: the preprocessing as given
    double maxAbs = 0; ///< against the user's tensor; infinity when the shapes differ
};

/// The preprocessing as given and its usual mistakes, each against `reference` (its values and shape),
/// the closest first. Problems of decoding the image are returned as the first entry's failure.
Result<std::vector<PreprocessingHypothesis>> checkPreprocessing(const std::string& image,
    const input::Preprocessing& preprocessing, const std::vector<std::int64_t>& modelShape,
    const std::vector<float>& reference, const std::vector<std::int64_t>& referenceShape);

} // namespace quantlens::cli
