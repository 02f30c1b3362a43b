#include "onnx_test_models.h"

#include "model/onnx_import.h"
#include "model/tensor_values.h"

#include <atomic>
#include <fstream>
#include <mutex>
#include <unistd.h>

namespace quantlens::onnx_test {
namespace {
    void addValueInfo(
        onnx::ValueInfoProto* info, const std::string& name, const std::vector<std::int64_t>& dims, int elemType)
    {
        info->set_name(name);
        auto* type = info->mutable_type()->mutable_tensor_type();
        type->set_elem_type(elemType);
        auto* shape = type->mutable_shape();
        for (auto d : dims) {
            auto* dim = shape->add_dim();
            if (d < 0)
                dim->set_dim_param("N");
            else
                dim->set_dim_value(d);
        }
    }

    onnx::AttributeProto& addAttribute(
        onnx::NodeProto& node, const std::string& name, onnx::AttributeProto::AttributeType type)
    {
        auto* a = node.add_attribute();
        a->set_name(name);
        a->set_type(type);
        return *a;
    }

    std::vector<float> ramp(std::size_t count, float step, float start = 0.0f)
    {
        std::vector<float> v(count);
        for (std::size_t i = 0; i < count; ++i)
            v[i] = start + step * static_cast<float>(i);
        return v;
    }

    std::vector<std::int8_t> int8Ramp(std::size_t count)
    {
        std::vector<std::int8_t> v(count);
        for (std::size_t i = 0; i < count; ++i)
            v[i] = static_cast<std::int8_t>(static_cast<int>(i % 255) - 127);
        return v;
    }

    void addConvAttributes(onnx::NodeProto& conv)
    {
        setInts(conv, "kernel_shape", { 3, 3 });
        setInts(conv, "pads", { 1, 1, 1, 1 });
    }
}

onnx::ModelProto makeModel(std::int64_t opset, std::int64_t irVersion)
{
    onnx::ModelProto model;
    model.set_ir_version(irVersion);
    model.set_producer_name("quantlens-tests");
    auto* op = model.add_opset_import();
    op->set_domain("");
    op->set_version(opset);
    model.mutable_graph()->set_name("main");
    return model;
}

onnx::NodeProto& addNode(onnx::GraphProto& graph, const std::string& opType, const std::vector<std::string>& inputs,
    const std::vector<std::string>& outputs, const std::string& name, const std::string& domain)
{
    auto* node = graph.add_node();
    node->set_op_type(opType);
    if (!name.empty())
        node->set_name(name);
    if (!domain.empty())
        node->set_domain(domain);
    for (const auto& in : inputs)
        node->add_input(in);
    for (const auto& out : outputs)
        node->add_output(out);
    return *node;
}

void setInt(onnx::NodeProto& node, const std::string& name, std::int64_t value)
{
    addAttribute(node, name, onnx::AttributeProto::INT).set_i(value);
}

void setInts(onnx::NodeProto& node, const std::string& name, const std::vector<std::int64_t>& values)
{
    auto& a = addAttribute(node, name, onnx::AttributeProto::INTS);
    for (auto v : values)
        a.add_ints(v);
}

void setFloat(onnx::NodeProto& node, const std::string& name, float value)
{
    addAttribute(node, name, onnx::AttributeProto::FLOAT).set_f(value);
}

void setTensor(onnx::NodeProto& node, const std::string& name, const onnx::TensorProto& tensor)
{
    *addAttribute(node, name, onnx::AttributeProto::TENSOR).mutable_t() = tensor;
}

void setGraph(onnx::NodeProto& node, const std::string& name, const onnx::GraphProto& graph)
{
    *addAttribute(node, name, onnx::AttributeProto::GRAPH).mutable_g() = graph;
}

onnx::TensorProto floatTensor(
    const std::string& name, const std::vector<std::int64_t>& dims, const std::vector<float>& values)
{
    return rawTensor(name, onnx::TensorProto::FLOAT, dims, values);
}

void addInitializer(onnx::GraphProto& graph, const onnx::TensorProto& tensor) { *graph.add_initializer() = tensor; }

void addInput(onnx::GraphProto& graph, const std::string& name, const std::vector<std::int64_t>& dims, int elemType)
{
    addValueInfo(graph.add_input(), name, dims, elemType);
}

void addOutput(onnx::GraphProto& graph, const std::string& name, const std::vector<std::int64_t>& dims, int elemType)
{
    addValueInfo(graph.add_output(), name, dims, elemType);
}

std::string serialize(const onnx::ModelProto& model)
{
    std::string bytes;
    model.SerializeToString(&bytes);
    return bytes;
}

Result<std::shared_ptr<const Graph>> importModel(
    const onnx::ModelProto& model, const std::string& source, const std::string& baseDirectory)
{
    const std::string bytes = serialize(model);
    return importOnnxBytes(reinterpret_cast<const std::byte*>(bytes.data()), bytes.size(), source, baseDirectory);
}

std::vector<double> weightValues(const Graph& graph, const std::string& name)
{
    const TensorView* view = graph.weight(name);
    if (view == nullptr)
        return {};
    return valuesAsDouble(*view).value_or(std::vector<double> {});
}

void removeAtExit(const std::filesystem::path& dir)
{
    // One list for the process: a test's folder outlives the test body (fixtures read it in TearDown)
    // but not the test binary, so /tmp does not fill up over runs.
    static struct Folders {
        std::mutex mutex;
        std::vector<std::filesystem::path> paths;
        ~Folders()
        {
            std::error_code ignored;
            for (const auto& p : paths)
                std::filesystem::remove_all(p, ignored);
        }
    } folders;
    const std::lock_guard lock(folders.mutex);
    folders.paths.push_back(dir);
}

std::filesystem::path makeTempDir(const std::string& tag)
{
    static std::atomic<int> counter { 0 };
    auto dir = std::filesystem::temp_directory_path()
        / ("quantlens_" + tag + "_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    removeAtExit(dir);
    return dir;
}

void writeFile(const std::filesystem::path& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

onnx::ModelProto convReluAddModel()
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { -1, 3, 8, 8 });
    addInput(g, "conv.weight", { 4, 3, 3, 3 });
    addInitializer(g, floatTensor("conv.weight", { 4, 3, 3, 3 }, ramp(108, 0.01f)));
    addInitializer(g, floatTensor("conv.bias", { 4 }, { 0.1f, 0.2f, 0.3f, 0.4f }));
    addInitializer(g, floatTensor("add.bias", { 4, 1, 1 }, { 1, 2, 3, 4 }));
    addConvAttributes(addNode(
        g, "Conv", { "x", "conv.weight", "conv.bias" }, { "/backbone/conv1/Conv_output_0" }, "/backbone/conv1/Conv"));
    addNode(g, "Relu", { "/backbone/conv1/Conv_output_0" }, { "relu_out" }, "/backbone/act/Relu");
    addNode(g, "Add", { "relu_out", "add.bias" }, { "y" }, "/head/Add");
    addValueInfo(g.add_value_info(), "relu_out", { -1, 4, 8, 8 }, onnx::TensorProto::FLOAT);
    addOutput(g, "y", { -1, 4, 8, 8 });
    return model;
}

onnx::ModelProto constantWeightsModel()
{
    auto model = makeModel(9);
    model.clear_producer_name();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 8, 8 });
    setTensor(addNode(g, "Constant", {}, { "conv.weight" }, "conv.weight_const"), "value",
        floatTensor("", { 4, 3, 3, 3 }, ramp(108, 0.01f)));
    setTensor(addNode(g, "Constant", {}, { "conv.bias" }, "conv.bias_const"), "value",
        floatTensor("", { 4 }, { 0.1f, 0.2f, 0.3f, 0.4f }));
    auto& scalar = addNode(g, "Constant", {}, { "alpha" }, "alpha_const");
    setFloat(scalar, "value_float", 0.5f);
    setInts(addNode(g, "Constant", {}, { "shape" }, "shape_const"), "value_ints", { 1, -1 });
    addConvAttributes(addNode(g, "Conv", { "x", "conv.weight", "conv.bias" }, { "conv_out" }, "conv2d_0.tmp_0"));
    addNode(g, "Mul", { "conv_out", "alpha" }, { "scaled" }, "mul_0");
    addNode(g, "Reshape", { "scaled", "shape" }, { "y" }, "reshape_0");
    addOutput(g, "y", { 1, 256 });
    return model;
}

onnx::ModelProto ifModel()
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "cond", {}, onnx::TensorProto::BOOL);
    addInput(g, "x", { 2 });

    onnx::GraphProto thenBranch;
    thenBranch.set_name("then");
    addInitializer(thenBranch, floatTensor("one", { 2 }, { 1, 1 }));
    addNode(thenBranch, "Add", { "x2", "one" }, { "then_out" }, "then_add");
    addOutput(thenBranch, "then_out", { 2 });

    onnx::GraphProto elseBranch;
    elseBranch.set_name("else");
    addNode(elseBranch, "Identity", { "x" }, { "else_out" }, "else_identity");
    addOutput(elseBranch, "else_out", { 2 });

    auto& ifNode = addNode(g, "If", { "cond" }, { "if_out" }, "branch");
    setGraph(ifNode, "then_branch", thenBranch);
    setGraph(ifNode, "else_branch", elseBranch);
    addNode(g, "Mul", { "x", "x" }, { "x2" }, "square");
    addOutput(g, "if_out", { 2 });
    return model;
}

onnx::ModelProto qdqModel()
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 8, 8 });
    addInitializer(g, floatTensor("x_scale", {}, { 0.02f }));
    addInitializer(g, rawTensor<std::uint8_t>("x_zero_point", onnx::TensorProto::UINT8, {}, { 128 }));
    addInitializer(g, rawTensor("conv.weight_quantized", onnx::TensorProto::INT8, { 4, 3, 3, 3 }, int8Ramp(108)));
    addInitializer(g, floatTensor("conv.weight_scale", { 4 }, { 0.01f, 0.02f, 0.03f, 0.04f }));
    addInitializer(g, rawTensor<std::int8_t>("conv.weight_zero_point", onnx::TensorProto::INT8, { 4 }, { 0, 0, 0, 0 }));
    addInitializer(
        g, rawTensor<std::int32_t>("conv.bias_quantized", onnx::TensorProto::INT32, { 4 }, { 10, -20, 30, -40 }));
    addInitializer(g, floatTensor("conv.bias_quantized_scale", { 4 }, { 0.0002f, 0.0004f, 0.0006f, 0.0008f }));
    addInitializer(
        g, rawTensor<std::int32_t>("conv.bias_quantized_zero_point", onnx::TensorProto::INT32, { 4 }, { 0, 0, 0, 0 }));
    addInitializer(g, rawTensor<std::uint8_t>("conv_out_zero_point", onnx::TensorProto::UINT8, {}, { 100 }));
    addInitializer(g, floatTensor("y_scale", {}, { 0.05f }));

    addNode(g, "QuantizeLinear", { "x", "x_scale", "x_zero_point" }, { "x_QuantizeLinear_Output" }, "x_QuantizeLinear");
    addNode(g, "DequantizeLinear", { "x_QuantizeLinear_Output", "x_scale", "x_zero_point" },
        { "x_DequantizeLinear_Output" }, "x_DequantizeLinear");
    setInt(addNode(g, "DequantizeLinear", { "conv.weight_quantized", "conv.weight_scale", "conv.weight_zero_point" },
               { "conv.weight_DequantizeLinear_Output" }, "conv.weight_DequantizeLinear"),
        "axis", 0);
    setInt(addNode(g, "DequantizeLinear",
               { "conv.bias_quantized", "conv.bias_quantized_scale", "conv.bias_quantized_zero_point" },
               { "conv.bias_DequantizeLinear_Output" }, "conv.bias_DequantizeLinear"),
        "axis", 0);
    addConvAttributes(addNode(g, "Conv",
        { "x_DequantizeLinear_Output", "conv.weight_DequantizeLinear_Output", "conv.bias_DequantizeLinear_Output" },
        { "conv_out" }, "/conv/Conv"));
    // The scale comes from a Constant node, as some exporters write it.
    setFloat(addNode(g, "Constant", {}, { "conv_out_scale" }, "conv_out_scale_const"), "value_float", 0.1f);
    addNode(g, "QuantizeLinear", { "conv_out", "conv_out_scale", "conv_out_zero_point" },
        { "conv_out_QuantizeLinear_Output" }, "conv_out_QuantizeLinear");
    addNode(g, "DequantizeLinear", { "conv_out_QuantizeLinear_Output", "conv_out_scale", "conv_out_zero_point" },
        { "conv_out_DequantizeLinear_Output" }, "conv_out_DequantizeLinear");
    // y is a graph output: ONNX Runtime renames the float tensor y_QuantizeLinear_Input and lets the last
    // DequantizeLinear produce y. This QuantizeLinear has no zero point (uint8, zero point 0).
    addNode(g, "Relu", { "conv_out_DequantizeLinear_Output" }, { "y_QuantizeLinear_Input" }, "/relu/Relu");
    addNode(g, "QuantizeLinear", { "y_QuantizeLinear_Input", "y_scale" }, { "y_QuantizeLinear_Output" },
        "y_QuantizeLinear");
    addNode(g, "DequantizeLinear", { "y_QuantizeLinear_Output", "y_scale" }, { "y" }, "y_DequantizeLinear");
    addOutput(g, "y", { 1, 4, 8, 8 });
    return model;
}

onnx::ModelProto qdq16Model()
{
    auto model = makeModel(21, 10);
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 8, 8 });
    addInitializer(g, floatTensor("x_scale", {}, { 0.001f }));
    addInitializer(g, rawTensor<std::uint16_t>("x_zero_point", onnx::TensorProto::UINT16, {}, { 32768 }));
    std::vector<std::int16_t> weights(108);
    for (std::size_t i = 0; i < weights.size(); ++i)
        weights[i] = static_cast<std::int16_t>(i * 300 - 16000);
    addInitializer(g, rawTensor("w_quantized", onnx::TensorProto::INT16, { 4, 3, 3, 3 }, weights));
    addInitializer(g, floatTensor("w_scale", {}, { 0.0001f }));
    addInitializer(g, rawTensor<std::int16_t>("w_zero_point", onnx::TensorProto::INT16, {}, { 0 }));
    addInitializer(g, floatTensor("y_scale", {}, { 0.002f }));

    addNode(g, "QuantizeLinear", { "x", "x_scale", "x_zero_point" }, { "x_QuantizeLinear_Output" }, "x_q");
    addNode(g, "DequantizeLinear", { "x_QuantizeLinear_Output", "x_scale", "x_zero_point" },
        { "x_DequantizeLinear_Output" }, "x_dq");
    addNode(
        g, "DequantizeLinear", { "w_quantized", "w_scale", "w_zero_point" }, { "w_DequantizeLinear_Output" }, "w_dq");
    addConvAttributes(
        addNode(g, "Conv", { "x_DequantizeLinear_Output", "w_DequantizeLinear_Output" }, { "y" }, "conv"));
    // Opset 21 lets QuantizeLinear name its type without a zero point.
    setInt(addNode(g, "QuantizeLinear", { "y", "y_scale" }, { "y_QuantizeLinear_Output" }, "y_q"), "output_dtype",
        onnx::TensorProto::INT16);
    addNode(g, "DequantizeLinear", { "y_QuantizeLinear_Output", "y_scale" }, { "y_DequantizeLinear_Output" }, "y_dq");
    addOutput(g, "y_DequantizeLinear_Output", { 1, 4, 8, 8 });
    return model;
}

onnx::ModelProto qoperatorModel()
{
    auto model = makeModel();
    auto* ms = model.add_opset_import();
    ms->set_domain("com.microsoft");
    ms->set_version(1);
    auto& g = *model.mutable_graph();
    addInput(g, "input", { 1, 3, 8, 8 });
    addInitializer(g, floatTensor("input_scale", {}, { 0.02f }));
    addInitializer(g, rawTensor<std::uint8_t>("input_zero_point", onnx::TensorProto::UINT8, {}, { 128 }));
    addInitializer(g, rawTensor("W_quantized", onnx::TensorProto::INT8, { 4, 3, 3, 3 }, int8Ramp(108)));
    addInitializer(g, floatTensor("W_scale", { 4 }, { 0.01f, 0.02f, 0.03f, 0.04f }));
    addInitializer(g, rawTensor<std::int8_t>("W_zero_point", onnx::TensorProto::INT8, { 4 }, { 0, 0, 0, 0 }));
    addInitializer(g, rawTensor<std::int32_t>("B_quantized", onnx::TensorProto::INT32, { 4 }, { 1, 2, 3, 4 }));
    addInitializer(g, floatTensor("conv_out_scale", {}, { 0.05f }));
    addInitializer(g, rawTensor<std::uint8_t>("conv_out_zero_point", onnx::TensorProto::UINT8, {}, { 10 }));
    addInitializer(g, floatTensor("sig_out_scale", {}, { 1.0f / 256 }));
    addInitializer(g, rawTensor<std::uint8_t>("sig_out_zero_point", onnx::TensorProto::UINT8, {}, { 0 }));
    addInitializer(g, floatTensor("add_out_scale", {}, { 0.06f }));
    addInitializer(g, rawTensor<std::uint8_t>("add_out_zero_point", onnx::TensorProto::UINT8, {}, { 20 }));

    addNode(g, "QuantizeLinear", { "input", "input_scale", "input_zero_point" }, { "input_quantized" }, "input_q");
    addConvAttributes(addNode(g, "QLinearConv",
        { "input_quantized", "input_scale", "input_zero_point", "W_quantized", "W_scale", "W_zero_point",
            "conv_out_scale", "conv_out_zero_point", "B_quantized" },
        { "conv_out_quantized" }, "conv_quant"));
    addNode(g, "QLinearSigmoid",
        { "conv_out_quantized", "conv_out_scale", "conv_out_zero_point", "sig_out_scale", "sig_out_zero_point" },
        { "sig_out_quantized" }, "sigmoid_quant", "com.microsoft");
    addNode(g, "QLinearAdd",
        { "sig_out_quantized", "sig_out_scale", "sig_out_zero_point", "conv_out_quantized", "conv_out_scale",
            "conv_out_zero_point", "add_out_scale", "add_out_zero_point" },
        { "add_out_quantized" }, "add_quant", "com.microsoft");
    addNode(g, "DequantizeLinear", { "add_out_quantized", "add_out_scale", "add_out_zero_point" }, { "add_out" },
        "add_out_dq");
    addOutput(g, "add_out", { 1, 4, 8, 8 });
    return model;
}

} // namespace quantlens::onnx_test

namespace quantlens::onnx_test {

onnx::ModelProto manyOpsModel()
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 16, 16 });
    auto weight = [&g](const std::string& name, const std::vector<std::int64_t>& dims) {
        std::int64_t n = 1;
        for (auto d : dims)
            n *= d;
        addInitializer(g, floatTensor(name, dims, ramp(static_cast<std::size_t>(n), 0.01f, 0.05f)));
    };
    auto ints = [&g](const std::string& name, const std::vector<std::int64_t>& values) {
        addInitializer(g,
            rawTensor<std::int64_t>(
                name, onnx::TensorProto::INT64, { static_cast<std::int64_t>(values.size()) }, values));
    };
    weight("w1", { 8, 3, 3, 3 });
    weight("b1", { 8 });
    setInts(addNode(g, "Conv", { "x", "w1", "b1" }, { "c1" }, "conv1"), "pads", { 1, 1, 1, 1 });
    for (const char* p : { "bn.scale", "bn.bias", "bn.mean", "bn.var" })
        weight(p, { 8 });
    addNode(g, "BatchNormalization", { "c1", "bn.scale", "bn.bias", "bn.mean", "bn.var" }, { "bn" }, "bn");
    addNode(g, "Relu", { "bn" }, { "r" }, "relu");
    auto& pool = addNode(g, "MaxPool", { "r" }, { "p" }, "pool");
    setInts(pool, "kernel_shape", { 2, 2 });
    setInts(pool, "strides", { 2, 2 });
    weight("wt", { 8, 4, 2, 2 });
    setInts(addNode(g, "ConvTranspose", { "p", "wt" }, { "up" }, "deconv"), "strides", { 2, 2 });
    addInitializer(g, floatTensor("scales", { 4 }, { 1, 1, 2, 2 }));
    addNode(g, "Resize", { "p", "", "scales" }, { "rs" }, "resize");
    addNode(g, "Sigmoid", { "rs" }, { "sg" }, "sigmoid");
    setInt(addNode(g, "Concat", { "up", "sg" }, { "cat" }, "concat"), "axis", 1);
    auto& average = addNode(g, "AveragePool", { "cat" }, { "ap" }, "avgpool");
    setInts(average, "kernel_shape", { 2, 2 });
    setInts(average, "strides", { 2, 2 });
    ints("shape", { 1, 12, 64 });
    addNode(g, "Reshape", { "ap", "shape" }, { "flat" }, "reshape");
    setInts(addNode(g, "Transpose", { "flat" }, { "tr" }, "transpose"), "perm", { 0, 2, 1 });
    weight("wm", { 12, 10 });
    addNode(g, "MatMul", { "tr", "wm" }, { "mm" }, "matmul");
    setInt(addNode(g, "Softmax", { "mm" }, { "sm" }, "softmax"), "axis", -1);
    auto& mean = addNode(g, "ReduceMean", { "sm" }, { "rm" }, "mean");
    setInts(mean, "axes", { 1 });
    setInt(mean, "keepdims", 0);
    ints("starts", { 0 });
    ints("ends", { 6 });
    ints("axes", { 1 });
    addNode(g, "Slice", { "rm", "starts", "ends", "axes" }, { "sl" }, "slice");
    weight("wg", { 6, 5 });
    weight("bg", { 5 });
    addNode(g, "Gemm", { "sl", "wg", "bg" }, { "gm" }, "gemm");
    ints("unsqueeze.axes", { 2 });
    addNode(g, "Unsqueeze", { "gm", "unsqueeze.axes" }, { "us" }, "unsqueeze");
    setInt(addNode(g, "Flatten", { "us" }, { "y" }, "flatten"), "axis", 1);
    addOutput(g, "y", { 1, 5 });
    return model;
}

} // namespace quantlens::onnx_test
