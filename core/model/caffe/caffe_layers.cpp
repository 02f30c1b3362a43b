// Caffe layers as ONNX operators of opset 13, following Caffe's semantics: pooling rounds up (its
// last window may start in the padding but not beyond it, as ONNX's ceil_mode does), average pooling
// counts the padding, BatchNorm divides its statistics by the stored scale factor, Scale multiplies
// per channel (axis 1).
#include "model/caffe/caffe_layers.h"

#include "model/caffe/caffe.pb.h"

#include <climits>
#include <functional>
#include <map>

namespace quantlens::caffe_import {
namespace {
    using Translate = std::function<std::optional<Text>(const caffe::LayerParameter&, const LayerIo&, OnnxBuilder&)>;

    Text unsupported(const caffe::LayerParameter& l, const std::string& what)
    {
        return text("caffe.unsupported_param", { l.name(), what });
    }

    std::optional<Text> needsBlobs(const caffe::LayerParameter& l, const LayerIo& io, std::size_t count)
    {
        if (!io.blobs || io.blobs->size() < count)
            return text("caffe.no_weights", { l.name(), std::to_string(count) });
        return std::nullopt;
    }

    /// Caffe's repeated-or-h/w geometry (kernel_size or kernel_h/kernel_w ...) as {h, w}.
    template <class Repeated>
    std::vector<std::int64_t> hw(
        const Repeated& both, bool hasH, std::uint32_t h, bool hasW, std::uint32_t w, std::int64_t fallback)
    {
        if (hasH || hasW)
            return { hasH ? h : fallback, hasW ? w : fallback };
        if (both.size() == 0)
            return { fallback, fallback };
        if (both.size() == 1)
            return { both.Get(0), both.Get(0) };
        return { both.Get(0), both.Get(1) };
    }

    std::vector<std::int64_t> channelShape(const Blob& b) { return { static_cast<std::int64_t>(b.data.size()), 1, 1 }; }

    std::optional<Text> convolution(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b, bool transposed)
    {
        const auto& p = l.convolution_param();
        if (p.axis() != 1 || p.force_nd_im2col())
            return unsupported(l, "axis / force_nd_im2col");
        if (p.kernel_size_size() > 2 || p.pad_size() > 2 || p.stride_size() > 2 || p.dilation_size() > 2)
            return unsupported(l, "3-D geometry");
        const bool bias = p.bias_term();
        if (auto missing = needsBlobs(l, io, bias ? 2 : 1))
            return missing;
        const Blob& w = (*io.blobs)[0];
        std::vector<std::string> inputs { io.inputs.at(0), b.weight(l.name() + "/weight", w.shape, w.data) };
        if (bias)
            inputs.push_back(b.weight(
                l.name() + "/bias", { static_cast<std::int64_t>((*io.blobs)[1].data.size()) }, (*io.blobs)[1].data));
        auto& n = b.node(transposed ? "ConvTranspose" : "Conv", inputs, { io.outputs.at(0) }, l.name());
        const auto kernel = hw(p.kernel_size(), p.has_kernel_h(), p.kernel_h(), p.has_kernel_w(), p.kernel_w(), 1);
        const auto pad = hw(p.pad(), p.has_pad_h(), p.pad_h(), p.has_pad_w(), p.pad_w(), 0);
        const auto stride = hw(p.stride(), p.has_stride_h(), p.stride_h(), p.has_stride_w(), p.stride_w(), 1);
        const auto dilation = hw(p.dilation(), false, 0, false, 0, 1);
        OnnxBuilder::set(n, "kernel_shape", kernel);
        OnnxBuilder::set(n, "pads", std::vector<std::int64_t> { pad[0], pad[1], pad[0], pad[1] });
        OnnxBuilder::set(n, "strides", stride);
        OnnxBuilder::set(n, "dilations", dilation);
        OnnxBuilder::set(n, "group", static_cast<std::int64_t>(p.group()));
        return std::nullopt;
    }

    std::optional<Text> pooling(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        const auto& p = l.pooling_param();
        if (p.pool() == caffe::PoolingParameter::STOCHASTIC)
            return unsupported(l, "pool: STOCHASTIC");
        const bool max = p.pool() == caffe::PoolingParameter::MAX;
        if (p.global_pooling()) {
            b.node(max ? "GlobalMaxPool" : "GlobalAveragePool", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
            return std::nullopt;
        }
        auto& n = b.node(max ? "MaxPool" : "AveragePool", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
        // Pooling's geometry is one value for both sides unless _h/_w are given.
        const auto pick
            = [](bool hasOne, std::uint32_t one, std::uint32_t both) -> std::int64_t { return hasOne ? one : both; };
        const std::vector<std::int64_t> kernel { pick(p.has_kernel_h(), p.kernel_h(), p.kernel_size()),
            pick(p.has_kernel_w(), p.kernel_w(), p.kernel_size()) };
        const std::vector<std::int64_t> pad { pick(p.has_pad_h(), p.pad_h(), p.pad()),
            pick(p.has_pad_w(), p.pad_w(), p.pad()) };
        const std::vector<std::int64_t> stride { pick(p.has_stride_h(), p.stride_h(), p.stride()),
            pick(p.has_stride_w(), p.stride_w(), p.stride()) };
        OnnxBuilder::set(n, "kernel_shape", kernel);
        OnnxBuilder::set(n, "pads", std::vector<std::int64_t> { pad[0], pad[1], pad[0], pad[1] });
        OnnxBuilder::set(n, "strides", stride);
        OnnxBuilder::set(n, "ceil_mode", std::int64_t { p.round_mode() == caffe::PoolingParameter::CEIL ? 1 : 0 });
        if (!max)
            OnnxBuilder::set(n, "count_include_pad", std::int64_t { 1 });
        return std::nullopt;
    }

    std::optional<Text> innerProduct(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        const auto& p = l.inner_product_param();
        const bool bias = p.bias_term();
        if (auto missing = needsBlobs(l, io, bias ? 2 : 1))
            return missing;
        const Blob& w = (*io.blobs)[0];
        // Caffe keeps [num_output, K] (K×N with transpose); the blob may carry leading 1s (legacy 4-D).
        std::vector<std::int64_t> dims;
        for (auto d : w.shape)
            if (d != 1 || dims.size() + 2 > w.shape.size())
                dims.push_back(d);
        if (dims.size() != 2)
            dims = { static_cast<std::int64_t>(p.num_output()),
                static_cast<std::int64_t>(w.data.size() / std::max<std::uint32_t>(p.num_output(), 1)) };
        const std::string flat = l.name() + "/flatten";
        auto& f = b.node("Flatten", { io.inputs.at(0) }, { flat }, flat);
        OnnxBuilder::set(f, "axis", static_cast<std::int64_t>(p.axis()));
        std::vector<std::string> inputs { flat, b.weight(l.name() + "/weight", dims, w.data) };
        if (bias)
            inputs.push_back(b.weight(
                l.name() + "/bias", { static_cast<std::int64_t>((*io.blobs)[1].data.size()) }, (*io.blobs)[1].data));
        auto& g = b.node("Gemm", inputs, { io.outputs.at(0) }, l.name());
        OnnxBuilder::set(g, "transB", std::int64_t { p.transpose() ? 0 : 1 });
        return std::nullopt;
    }

    std::optional<Text> batchNorm(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        if (auto missing = needsBlobs(l, io, 3))
            return missing;
        const auto& blobs = *io.blobs;
        // The statistics are stored multiplied by a running factor (blob 2); 0 means unset.
        const float factor = blobs[2].data.empty() || blobs[2].data[0] == 0 ? 0.f : 1.f / blobs[2].data[0];
        std::vector<float> mean = blobs[0].data, var = blobs[1].data;
        for (auto& m : mean)
            m *= factor;
        for (auto& v : var)
            v *= factor;
        const auto c = static_cast<std::int64_t>(mean.size());
        auto& n = b.node("BatchNormalization",
            { io.inputs.at(0), b.weight(l.name() + "/scale", { c }, std::vector<float>(mean.size(), 1.f)),
                b.weight(l.name() + "/bias", { c }, std::vector<float>(mean.size(), 0.f)),
                b.weight(l.name() + "/mean", { c }, mean), b.weight(l.name() + "/var", { c }, var) },
            { io.outputs.at(0) }, l.name());
        OnnxBuilder::set(n, "epsilon", l.batch_norm_param().eps());
        return std::nullopt;
    }

    std::optional<Text> scale(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        const auto& p = l.scale_param();
        if (io.inputs.size() > 1)
            return unsupported(l, "a second bottom as the scale");
        if (p.axis() != 1 || p.num_axes() != 1)
            return unsupported(l, "axis / num_axes other than 1");
        if (auto missing = needsBlobs(l, io, p.bias_term() ? 2 : 1))
            return missing;
        const Blob& gamma = (*io.blobs)[0];
        if (!p.bias_term()) {
            b.node("Mul", { io.inputs.at(0), b.weight(l.name() + "/gamma", channelShape(gamma), gamma.data) },
                { io.outputs.at(0) }, l.name());
            return std::nullopt;
        }
        const Blob& beta = (*io.blobs)[1];
        const std::string scaled = l.name() + "/scaled";
        b.node("Mul", { io.inputs.at(0), b.weight(l.name() + "/gamma", channelShape(gamma), gamma.data) }, { scaled },
            l.name() + "/mul");
        b.node("Add", { scaled, b.weight(l.name() + "/beta", channelShape(beta), beta.data) }, { io.outputs.at(0) },
            l.name());
        return std::nullopt;
    }

    std::optional<Text> eltwise(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        const auto& p = l.eltwise_param();
        std::vector<std::string> inputs = io.inputs;
        if (p.coeff_size() > 0) {
            if (p.operation() != caffe::EltwiseParameter::SUM)
                return unsupported(l, "coeff without SUM");
            if (p.coeff_size() != static_cast<int>(inputs.size()))
                return unsupported(l, "a coeff count other than the bottom count");
            for (std::size_t i = 0; i < inputs.size(); ++i) {
                const float c = p.coeff(static_cast<int>(i));
                if (c == 1.f)
                    continue;
                const std::string scaled = l.name() + "/coeff" + std::to_string(i);
                b.node("Mul", { inputs[i], b.weight(scaled + "_value", {}, { c }) }, { scaled }, scaled);
                inputs[i] = scaled;
            }
        }
        const char* op = p.operation() == caffe::EltwiseParameter::PROD ? "Mul"
            : p.operation() == caffe::EltwiseParameter::MAX             ? "Max"
                                                                        : "Sum";
        if (std::string(op) != "Mul" || inputs.size() == 2) {
            b.node(op, inputs, { io.outputs.at(0) }, l.name());
            return std::nullopt;
        }
        // Mul takes two inputs: a chain, the last step named as the layer.
        std::string acc = inputs.at(0);
        for (std::size_t i = 1; i < inputs.size(); ++i) {
            const bool last = i + 1 == inputs.size();
            const std::string out = last ? io.outputs.at(0) : l.name() + "/prod" + std::to_string(i);
            b.node("Mul", { acc, inputs[i] }, { out }, last ? l.name() : out);
            acc = out;
        }
        return std::nullopt;
    }

    std::optional<Text> slice(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        const auto& p = l.slice_param();
        const std::int64_t axis = p.has_slice_dim() ? p.slice_dim() : p.axis();
        if (p.slice_point_size() == 0) { // equal parts
            auto& n = b.node("Split", { io.inputs.at(0) }, io.outputs, l.name());
            OnnxBuilder::set(n, "axis", axis);
            return std::nullopt;
        }
        if (p.slice_point_size() + 1 != static_cast<int>(io.outputs.size()))
            return unsupported(l, "slice_point count other than tops − 1");
        for (std::size_t k = 0; k < io.outputs.size(); ++k) {
            const std::int64_t start = k == 0 ? 0 : p.slice_point(static_cast<int>(k - 1));
            const std::int64_t end = k < io.outputs.size() - 1 ? p.slice_point(static_cast<int>(k)) : LLONG_MAX;
            const std::string name = k + 1 == io.outputs.size() ? l.name() : l.name() + "/part" + std::to_string(k);
            b.node("Slice",
                { io.inputs.at(0), b.int64s(name + "/starts", { start }), b.int64s(name + "/ends", { end }),
                    b.int64s(name + "/axes", { axis }) },
                { io.outputs[k] }, name);
        }
        return std::nullopt;
    }

    std::optional<Text> upsample(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        // The YOLOv3 forks' nearest-neighbour Upsample (scale); SegNet's unpooling form is another layer.
        const float sh = static_cast<float>(l.upsample_param().scale());
        const float sw = sh;
        if (sh <= 0)
            return unsupported(l, "upsample without a scale");
        auto& n = b.node("Resize", { io.inputs.at(0), "", b.weight(l.name() + "/scales", { 4 }, { 1.f, 1.f, sh, sw }) },
            { io.outputs.at(0) }, l.name());
        OnnxBuilder::set(n, "mode", std::string("nearest"));
        OnnxBuilder::set(n, "coordinate_transformation_mode", std::string("asymmetric"));
        OnnxBuilder::set(n, "nearest_mode", std::string("floor"));
        return std::nullopt;
    }

    std::optional<Text> power(const caffe::LayerParameter& l, const LayerIo& io, OnnxBuilder& b)
    {
        // (shift + scale · x) ^ power, each step only when it changes something.
        const auto& p = l.power_param();
        std::vector<std::pair<const char*, float>> steps;
        if (p.scale() != 1.f)
            steps.push_back({ "Mul", p.scale() });
        if (p.shift() != 0.f)
            steps.push_back({ "Add", p.shift() });
        if (p.power() != 1.f)
            steps.push_back({ "Pow", p.power() });
        if (steps.empty()) {
            b.node("Identity", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
            return std::nullopt;
        }
        std::string acc = io.inputs.at(0);
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const bool last = i + 1 == steps.size();
            const std::string name = last ? l.name() : l.name() + "/" + steps[i].first;
            const std::string out = last ? io.outputs.at(0) : name;
            b.node(steps[i].first, { acc, b.weight(name + "_value", {}, { steps[i].second }) }, { out }, name);
            acc = out;
        }
        return std::nullopt;
    }

    const std::map<std::string, Translate>& translators()
    {
        static const std::map<std::string, Translate> table {
            { "Convolution", [](auto& l, auto& io, auto& b) { return convolution(l, io, b, false); } },
            { "Deconvolution", [](auto& l, auto& io, auto& b) { return convolution(l, io, b, true); } },
            { "InnerProduct", innerProduct },
            { "Pooling", pooling },
            { "ReLU",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    const float slope = l.relu_param().negative_slope();
                    auto& n = b.node(
                        slope == 0.f ? "Relu" : "LeakyRelu", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
                    if (slope != 0.f)
                        OnnxBuilder::set(n, "alpha", slope);
                    return std::nullopt;
                } },
            { "PReLU",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    if (auto missing = needsBlobs(l, io, 1))
                        return missing;
                    const Blob& slope = (*io.blobs)[0];
                    b.node("PRelu", { io.inputs.at(0), b.weight(l.name() + "/slope", channelShape(slope), slope.data) },
                        { io.outputs.at(0) }, l.name());
                    return std::nullopt;
                } },
            { "Sigmoid",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    b.node("Sigmoid", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
                    return std::nullopt;
                } },
            { "TanH",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    b.node("Tanh", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
                    return std::nullopt;
                } },
            { "BatchNorm", batchNorm },
            { "Scale", scale },
            { "Eltwise", eltwise },
            { "Concat",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    const auto& p = l.concat_param();
                    auto& n = b.node("Concat", io.inputs, { io.outputs.at(0) }, l.name());
                    OnnxBuilder::set(
                        n, "axis", static_cast<std::int64_t>(p.has_concat_dim() ? p.concat_dim() : p.axis()));
                    return std::nullopt;
                } },
            { "Softmax",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    auto& n = b.node("Softmax", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
                    OnnxBuilder::set(n, "axis", static_cast<std::int64_t>(l.softmax_param().axis()));
                    return std::nullopt;
                } },
            { "Reshape",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    const auto& p = l.reshape_param();
                    if (p.axis() != 0 || p.num_axes() != -1)
                        return unsupported(l, "axis / num_axes");
                    std::vector<std::int64_t> dims(p.shape().dim().begin(), p.shape().dim().end());
                    b.node("Reshape", { io.inputs.at(0), b.int64s(l.name() + "/shape", dims) }, { io.outputs.at(0) },
                        l.name());
                    return std::nullopt;
                } },
            { "Flatten",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    const auto& p = l.flatten_param();
                    if (p.end_axis() != -1)
                        return unsupported(l, "end_axis");
                    auto& n = b.node("Flatten", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
                    OnnxBuilder::set(n, "axis", static_cast<std::int64_t>(p.axis()));
                    return std::nullopt;
                } },
            { "Permute",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    std::vector<std::int64_t> perm(l.permute_param().order().begin(), l.permute_param().order().end());
                    auto& n = b.node("Transpose", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
                    if (!perm.empty())
                        OnnxBuilder::set(n, "perm", perm);
                    return std::nullopt;
                } },
            { "Upsample", upsample },
            { "Power", power },
            { "Slice", slice },
            { "Split",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    for (std::size_t k = 0; k < io.outputs.size(); ++k)
                        b.node("Identity", { io.inputs.at(0) }, { io.outputs[k] },
                            k + 1 == io.outputs.size() ? l.name() : l.name() + "/" + std::to_string(k));
                    return std::nullopt;
                } },
            { "Dropout",
                [](auto& l, auto& io, auto& b) -> std::optional<Text> {
                    b.node("Identity", { io.inputs.at(0) }, { io.outputs.at(0) }, l.name());
                    return std::nullopt;
                } },
        };
        return table;
    }
}

bool isTranslatedLayerType(const std::string& type) { return translators().count(type) > 0; }

std::optional<Text> translateLayer(const caffe::LayerParameter& layer, const LayerIo& io, OnnxBuilder& b)
{
    const auto it = translators().find(layer.type());
    if (it == translators().end())
        return text("caffe.unsupported_layer", { layer.name(), layer.type() });
    if (io.inputs.empty() || io.outputs.empty())
        return text("caffe.no_bottom_or_top", { layer.name() });
    return it->second(layer, io, b);
}

} // namespace quantlens::caffe_import
