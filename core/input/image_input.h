#pragma once
// Image files (JPEG, PNG, BMP) as model inputs: decoded and resized by OpenCV, as the vendors'
// calibration loaders do it (cv2.imread → BGR uint8 → cv2.resize), then ordered, normalised and laid out
// by a Preprocessing.
#include "input/preprocessing.h"
#include "util/result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace quantlens::input {

/// A preprocessed input: float32 values of `shape` in C order (batch 1).
struct ImageTensor {
    std::vector<std::int64_t> shape;
    std::vector<float> values;
};

/// The layout an input of `modelShape` takes: the preprocessing's when it was said, else the shape's.
Layout layoutFor(const Preprocessing& preprocessing, const std::vector<std::int64_t>& modelShape);

/// True for a file an analysis takes as an image (by its name: .png, .jpg, .jpeg, .bmp, any case).
bool isImageFile(const std::string& path);

/// The image at `path` preprocessed for a model input of `modelShape` (rank 4 in the preprocessing's
/// layout; a dimension ≤ 0 is free; empty: unknown). The size is the preprocessing's, else the model
/// input's when it is fixed, else the image's own. Problems name the file: unreadable, not an image
/// OpenCV decodes (truncated, corrupt, another format), a channel count the model does not take,
/// mean/std with a count that fits no channel count, a zero std.
Result<ImageTensor> readImageInput(
    const std::string& path, const Preprocessing& preprocessing, const std::vector<std::int64_t>& modelShape = {});

} // namespace quantlens::input
