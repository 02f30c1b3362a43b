#pragma once
// Internal to core/model (includes the ONNX protobuf headers).
#include "model/deferred_weights.h"
#include "model/onnx_payload_strip.h"
#include "tensor/mapped_file.h"
#include "tensor/tensor_view.h"
#include "util/result.h"

#include <onnx/onnx_pb.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace quantlens {

/// Turns TensorProtos into TensorViews over the parsed model, or over memory-mapped external data files
/// that lie in the model's directory. Each external file is mapped once and shared by its tensors.
class OnnxTensorReader {
public:
    /// `storage` owns the parsed ModelProto the views point into.
    OnnxTensorReader(std::string modelSource, std::string baseDirectory, std::shared_ptr<const void> storage);

    /// A view of `tensor`, called `name` in messages. Succeeds with nullopt plus a warning for element types
    /// QuantLens cannot view (string, bfloat16, ...); fails when the data is missing or disagrees with the shape.
    Result<std::optional<TensorView>> read(const onnx::TensorProto& tensor, const std::string& name);

    using StrippedTensors = std::unordered_map<const onnx::TensorProto*, PayloadRange>;
    /// Tensors parsed without their raw_data (onnx_payload_strip.h): their views get places in `weights`,
    /// filled from the file when first read. Both must outlive the reads.
    void readStrippedFrom(const StrippedTensors* stripped, std::shared_ptr<DeferredWeights> weights);

private:
    Result<TensorView> readExternal(const onnx::TensorProto& tensor, const std::string& name, TensorView view);
    /// True when `path`, links resolved, lies in the model's folder (or where the model file resolves to).
    bool resolvesInsideModelFolder(const std::string& path) const;
    /// int8/uint8/int16/uint16/bool/float16 stored one per element in int32_data.
    Result<TensorView> narrowFromInt32(const onnx::TensorProto& tensor, const std::string& name, TensorView view);
    Result<TensorView> readTyped(const onnx::TensorProto& tensor, const std::string& name, TensorView view);
    Result<TensorView> readDeferred(const PayloadRange& range, const std::string& name, TensorView view);

    std::string m_source;
    std::string m_baseDirectory;
    std::shared_ptr<const void> m_storage;
    std::map<std::string, std::shared_ptr<const MappedFile>> m_externalFiles;
    const StrippedTensors* m_stripped = nullptr;
    std::shared_ptr<DeferredWeights> m_deferred;
};

} // namespace quantlens
