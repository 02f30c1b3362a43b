#pragma once
#include "model/graph.h"
#include "util/result.h"

#include <memory>
#include <string>

namespace quantlens {

/// A float model of any format QuantLens reads, by its name: a Caffe .prototxt (weights from the
/// .caffemodel beside it), else ONNX.
Result<std::shared_ptr<const Graph>> importModelFile(const std::string& path);

} // namespace quantlens
