#pragma once
// The user's tensor map (FORMATS.md §8.1): which dump entry holds a float tensor, for names no rule
// finds and structural matches the user corrects. It overrides every other match.
#include "match/matcher.h"
#include "util/result.h"

#include <string>

namespace quantlens {

/// {"format": "quantlens-tensor-map", "version": 1, "tensors": {"<float tensor>": "<dump entry>"}}
Result<TensorMap> readTensorMap(const std::string& path);
std::string tensorMapJson(const TensorMap& map);
/// Written atomically; the file holds only the map, so there is nothing else of the user's to keep.
Result<bool> writeTensorMap(const std::string& path, const TensorMap& map);

} // namespace quantlens
