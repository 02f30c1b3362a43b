#pragma once
#include "model/graph.h"
#include "util/result.h"

#include <cstddef>
#include <memory>
#include <string>

namespace quantlens {

/// Reads an ONNX model (any IR version protobuf can parse; the checker is never consulted, because
/// libonnx 1.12 rejects IR 9+). External data is memory-mapped from files next to the model.
Result<std::shared_ptr<const Graph>> importOnnxFile(const std::string& path);

/// Same, from bytes in memory (tests, fuzzing). `source` names the model in messages; external data
/// is resolved relative to `baseDirectory`.
Result<std::shared_ptr<const Graph>> importOnnxBytes(
    const std::byte* bytes, std::size_t size, const std::string& source, const std::string& baseDirectory = ".");

} // namespace quantlens
