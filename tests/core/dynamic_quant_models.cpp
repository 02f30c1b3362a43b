#include "dynamic_quant_models.h"

#include <gtest/gtest.h>

namespace quantlens::onnx_test {
namespace {
    std::vector<std::int8_t> int8Values(std::size_t count)
    {
        std::vector<std::int8_t> v(count);
        for (std::size_t i = 0; i < count; ++i)
            v[i] = static_cast<std::int8_t>(static_cast<int>(i % 200) - 100);
        return v;
    }

    /// DynamicQuantizeLinear of `x`, named as ONNX Runtime names it: x_quantized, x_scale, x_zero_point.
    void addDynamicQuantize(onnx::GraphProto& g, const std::string& x)
    {
        addNode(g, "DynamicQuantizeLinear", { x }, { x + "_quantized", x + "_scale", x + "_zero_point" },
            x + "_QuantizeLinear");
    }

    /// Cast of the int32 result `integer` to float, then Mul by Mul(scaleA, scaleB) into `output`.
    void addRescale(onnx::GraphProto& g, const std::string& opName, const std::string& integer,
        const std::string& scaleA, const std::string& scaleB, const std::string& output)
    {
        setInt(addNode(g, "Cast", { integer }, { integer + "_cast_output" }, integer + "_cast"), "to",
            onnx::TensorProto::FLOAT);
        addNode(g, "Mul", { scaleA, scaleB }, { opName + "_scales_mul:0" }, opName + "_scales_mul");
        addNode(
            g, "Mul", { integer + "_cast_output", opName + "_scales_mul:0" }, { output }, opName + "_output_scale_mul");
    }

    /// `name`_quantized int8 [rows, cols] with `name`_scale and `name`_zero_point (int8 0), per tensor or per column.
    void addMatMulWeight(onnx::GraphProto& g, const std::string& name, std::int64_t rows, std::int64_t cols,
        const std::vector<float>& scales)
    {
        const auto n = static_cast<std::int64_t>(scales.size());
        const std::vector<std::int64_t> dims = n > 1 ? std::vector<std::int64_t> { n } : std::vector<std::int64_t> {};
        addInitializer(g,
            rawTensor(name + "_quantized", onnx::TensorProto::INT8, { rows, cols },
                int8Values(static_cast<std::size_t>(rows * cols))));
        addInitializer(g, floatTensor(name + "_scale", dims, scales));
        addInitializer(g,
            rawTensor(name + "_zero_point", onnx::TensorProto::INT8, dims, std::vector<std::int8_t>(scales.size(), 0)));
    }
}

onnx::ModelProto dynamicConvModel(const DynamicConvOptions& options)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 8, 8 });
    addInitializer(g, rawTensor("W_quantized", onnx::TensorProto::INT8, { 4, 3, 3, 3 }, int8Values(108)));
    if (options.perChannel) {
        addInitializer(g, floatTensor("W_scale", { 4, 1, 1 }, { 0.01f, 0.02f, 0.03f, 0.04f }));
        addInitializer(g, rawTensor<std::int8_t>("W_zero_point", onnx::TensorProto::INT8, { 4 }, { 0, 1, 2, 3 }));
    } else {
        addInitializer(g, floatTensor("W_scale", {}, { 0.05f }));
        addInitializer(g, rawTensor<std::int8_t>("W_zero_point", onnx::TensorProto::INT8, {}, { 0 }));
    }
    addDynamicQuantize(g, "x");
    auto& conv = addNode(g, "ConvInteger", { "x_quantized", "W_quantized", "x_zero_point", "W_zero_point" },
        { "conv_out_output_quantized" }, "conv_quant");
    setInts(conv, "kernel_shape", { 3, 3 });
    setInts(conv, "pads", { 1, 1, 1, 1 });
    const std::string scaled = options.bias ? "conv_outquant_scaled_output" : "conv_out";
    addRescale(g, "conv_quant", "conv_out_output_quantized", "x_scale", "W_scale", scaled);
    if (options.bias) {
        addInitializer(g, floatTensor("B", { 4 }, { 0.1f, 0.2f, 0.3f, 0.4f }));
        addInitializer(g,
            rawTensor<std::int64_t>("conv_out_bias_reshape_shape", onnx::TensorProto::INT64, { 4 }, { 1, -1, 1, 1 }));
        addNode(g, "Reshape", { "B", "conv_out_bias_reshape_shape" }, { "conv_out_bias_reshape_output" });
        addNode(g, "Add", { scaled, "conv_out_bias_reshape_output" }, { "conv_out" }, "conv_out_bias_add");
    }
    addOutput(g, "conv_out", { 1, 4, 8, 8 });
    return model;
}

onnx::ModelProto dynamicMatMulModel(bool perColumn)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 2, 4 });
    addMatMulWeight(
        g, "B", 4, 3, perColumn ? std::vector<float> { 0.01f, 0.02f, 0.03f } : std::vector<float> { 0.02f });
    addInitializer(g,
        rawTensor("C_quantized", onnx::TensorProto::UINT8, { 3, 2 },
            std::vector<std::uint8_t> { 0, 50, 100, 150, 200, 250 }));
    addInitializer(g, floatTensor("C_scale", {}, { 0.1f }));
    addInitializer(g, rawTensor<std::uint8_t>("C_zero_point", onnx::TensorProto::UINT8, {}, { 3 }));

    addDynamicQuantize(g, "x");
    addNode(g, "MatMulInteger", { "x_quantized", "B_quantized", "x_zero_point", "B_zero_point" },
        { "h_output_quantized" }, "matmul1_quant");
    addRescale(g, "matmul1_quant", "h_output_quantized", "x_scale", "B_scale", "h");
    addDynamicQuantize(g, "h");
    addNode(g, "MatMulInteger", { "h_quantized", "C_quantized", "h_zero_point", "C_zero_point" },
        { "y_output_quantized" }, "matmul2_quant");
    addRescale(g, "matmul2_quant", "y_output_quantized", "h_scale", "C_scale", "y");
    addOutput(g, "y", { 2, 2 });
    return model;
}

onnx::ModelProto floatMatMulModel()
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 2, 4 });
    addInitializer(g, floatTensor("B", { 4, 3 }, std::vector<float>(12, 0.5f)));
    addInitializer(g, floatTensor("C", { 3, 2 }, std::vector<float>(6, 0.5f)));
    addNode(g, "MatMul", { "x", "B" }, { "h" }, "matmul1");
    addNode(g, "MatMul", { "h", "C" }, { "y" }, "matmul2");
    addOutput(g, "y", { 2, 2 });
    return model;
}

void replaceInitializer(onnx::GraphProto& graph, const onnx::TensorProto& tensor)
{
    for (auto& t : *graph.mutable_initializer())
        if (t.name() == tensor.name())
            t = tensor;
}

bool removeInitializer(onnx::GraphProto& graph, const std::string& name)
{
    for (int i = 0; i < graph.initializer_size(); ++i)
        if (graph.initializer(i).name() == name) {
            graph.mutable_initializer()->DeleteSubrange(i, 1);
            return true;
        }
    return false;
}

onnx::NodeProto* nodeNamed(onnx::GraphProto& graph, const std::string& name)
{
    for (auto& n : *graph.mutable_node())
        if (n.name() == name)
            return &n;
    ADD_FAILURE() << "no node " << name;
    return nullptr;
}

} // namespace quantlens::onnx_test
