#pragma once
// Tiny ONNX models built with the protobuf API, shared by the model import tests.
#include "model/graph.h"
#include "util/result.h"

#include <onnx/onnx_pb.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace quantlens::onnx_test {

onnx::ModelProto makeModel(std::int64_t opset = 13, std::int64_t irVersion = 8);
onnx::NodeProto& addNode(onnx::GraphProto& graph, const std::string& opType, const std::vector<std::string>& inputs,
    const std::vector<std::string>& outputs, const std::string& name = "", const std::string& domain = "");

void setInt(onnx::NodeProto& node, const std::string& name, std::int64_t value);
void setInts(onnx::NodeProto& node, const std::string& name, const std::vector<std::int64_t>& values);
void setFloat(onnx::NodeProto& node, const std::string& name, float value);
void setTensor(onnx::NodeProto& node, const std::string& name, const onnx::TensorProto& tensor);
void setGraph(onnx::NodeProto& node, const std::string& name, const onnx::GraphProto& graph);

/// A tensor whose values are stored in raw_data (little-endian, as exporters write them).
template <class T>
onnx::TensorProto rawTensor(
    const std::string& name, int onnxType, const std::vector<std::int64_t>& dims, const std::vector<T>& values)
{
    onnx::TensorProto t;
    t.set_name(name);
    t.set_data_type(onnxType);
    for (auto d : dims)
        t.add_dims(d);
    std::string bytes(values.size() * sizeof(T), '\0');
    if (!values.empty())
        std::memcpy(bytes.data(), values.data(), bytes.size());
    t.set_raw_data(bytes);
    return t;
}
onnx::TensorProto floatTensor(
    const std::string& name, const std::vector<std::int64_t>& dims, const std::vector<float>& values);
/// Adds an initializer to the graph.
void addInitializer(onnx::GraphProto& graph, const onnx::TensorProto& tensor);

/// Declares a float tensor; a dimension of -1 becomes the symbolic dimension "N".
void addInput(onnx::GraphProto& graph, const std::string& name, const std::vector<std::int64_t>& dims,
    int elemType = onnx::TensorProto::FLOAT);
void addOutput(onnx::GraphProto& graph, const std::string& name, const std::vector<std::int64_t>& dims,
    int elemType = onnx::TensorProto::FLOAT);

std::string serialize(const onnx::ModelProto& model);
Result<std::shared_ptr<const Graph>> importModel(
    const onnx::ModelProto& model, const std::string& source = "model.onnx", const std::string& baseDirectory = ".");
std::vector<double> weightValues(const Graph& graph, const std::string& name);

/// A fresh directory under the system temp directory; the caller removes it.
/// A fresh folder under the temp directory, removed when the test process exits.
std::filesystem::path makeTempDir(const std::string& tag);
/// Removes `dir` (and what it holds) when the test process exits.
void removeAtExit(const std::filesystem::path& dir);
void writeFile(const std::filesystem::path& path, const std::string& bytes);

/// x → Conv(/backbone/conv1/Conv) → Relu(/backbone/act/Relu) → Add(/head/Add) → y, weights as initializers
/// (conv.weight is also listed as a graph input, as IR 3 exporters do).
onnx::ModelProto convReluAddModel();
/// The same network with its weights in Constant nodes and no initializer (PaddleOCR exports).
onnx::ModelProto constantWeightsModel();
/// Mul(x, x) → x2 listed after an If whose then-branch reads x2 from the outer scope.
onnx::ModelProto ifModel();
/// QDQ model as ONNX Runtime writes it: uint8 activations, int8 per-channel weights (axis 0), int32 bias.
onnx::ModelProto qdqModel();
/// QDQ model with uint16 activations and int16 weights (opset 21).
onnx::ModelProto qdq16Model();
/// QOperator model: QuantizeLinear → QLinearConv → QLinearSigmoid → QLinearAdd → DequantizeLinear.
onnx::ModelProto qoperatorModel();
/// One of each operator the real models use most (Conv, BatchNormalization, pools, ConvTranspose,
/// Resize, Concat, Reshape, Transpose, MatMul, Softmax, ReduceMean, Slice, Gemm, Unsqueeze, Flatten):
/// a seed that takes the fuzzers into those operators' import, shape inference and execution.
onnx::ModelProto manyOpsModel();

} // namespace quantlens::onnx_test
