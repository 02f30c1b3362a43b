#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// How a candidate tensor's shape lines up with its reference's.
struct ShapeAlignment {
    bool compatible = false;
    std::vector<int> permutation; ///< candidate axes to read as the reference's, empty for none
    bool reshaped = false; ///< equal once size-1 dimensions are ignored
};

/// Decides whether two dumps of one tensor can be compared element by element. A declared layout
/// ("NCHW"/"NHWC") wins over guessing from the shapes, because square feature maps (H = W = C)
/// look the same in both layouts.
ShapeAlignment alignShapes(const std::vector<std::int64_t>& reference,
    const std::optional<std::string>& referenceLayout, const std::vector<std::int64_t>& candidate,
    const std::optional<std::string>& candidateLayout);

} // namespace quantlens
