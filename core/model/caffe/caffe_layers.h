#pragma once
// Internal to the Caffe import: one Caffe layer as ONNX nodes.
#include "model/caffe/caffe_onnx_builder.h"
#include "util/text.h"

#include <optional>
#include <string>
#include <vector>

namespace caffe {
class LayerParameter;
}

namespace quantlens::caffe_import {

struct LayerIo {
    std::vector<std::string> inputs; ///< tensor names of the bottoms
    std::vector<std::string> outputs; ///< tensor names the tops get
    const std::vector<Blob>* blobs = nullptr; ///< its weights from the .caffemodel (may be empty)
};

/// Whether the import translates this layer type ("Convolution", ...).
bool isTranslatedLayerType(const std::string& type);
/// Writes the layer's nodes (the last one named as the layer, producing its outputs); nullopt on success,
/// else why it cannot (a parameter it does not take, weights missing).
std::optional<Text> translateLayer(const caffe::LayerParameter& layer, const LayerIo& io, OnnxBuilder& b);

} // namespace quantlens::caffe_import
