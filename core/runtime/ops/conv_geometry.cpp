#include "runtime/ops/conv_geometry.h"

#include "runtime/op_attributes.h"
#include "runtime/op_kernel.h"
#include "tensor/shape_text.h"

#include <algorithm>

namespace quantlens::runtime {
namespace {
    constexpr std::int64_t kSizeBound = std::int64_t { 1 } << 31;

    std::int64_t product(const std::vector<std::int64_t>& v)
    {
        std::int64_t p = 1;
        for (auto d : v)
            p *= d;
        return p;
    }

    std::vector<std::int64_t> orDefault(const std::vector<std::int64_t>& v, std::size_t rank, std::int64_t fallback)
    {
        if (v.empty())
            return std::vector<std::int64_t>(rank, fallback);
        require(v.size() == rank, "a per-axis attribute has one value per spatial axis");
        return v;
    }

    /// Reads the common attributes against the input and weight shapes.
    ConvGeometry begin(const ConvAttributes& a, const Shape& x, const Shape& w)
    {
        require(x.size() >= 3 && w.size() == x.size(),
            "Conv's input and weight have the same rank, at least 3 (" + shapeToString(x) + ", " + shapeToString(w)
                + ")");
        ConvGeometry g;
        g.rank = x.size() - 2;
        g.input.assign(x.begin() + 2, x.end());
        g.kernel = a.kernelShape.empty() ? std::vector<std::int64_t>(w.begin() + 2, w.end()) : a.kernelShape;
        require(g.kernel.size() == g.rank && g.kernel == std::vector<std::int64_t>(w.begin() + 2, w.end()),
            "kernel_shape agrees with the weight " + shapeToString(w));
        g.strides = orDefault(a.strides, g.rank, 1);
        g.dilations = orDefault(a.dilations, g.rank, 1);
        g.group = a.group;
        require(g.group >= 1, "group is at least 1");
        for (std::size_t i = 0; i < g.rank; ++i)
            require(g.strides[i] >= 1 && g.dilations[i] >= 1 && g.kernel[i] >= 1,
                "strides, dilations and kernel are positive");
        // Every size below 2^31 keeps the window arithmetic (products of two, sums of a few) inside
        // int64; past it an output size would come from overflowed arithmetic.
        auto withinRange = [](const std::vector<std::int64_t>& values) {
            return std::all_of(
                values.begin(), values.end(), [](std::int64_t v) { return v > -kSizeBound && v < kSizeBound; });
        };
        require(withinRange(g.input) && withinRange(g.kernel) && withinRange(g.strides) && withinRange(g.dilations)
                && withinRange(a.pads) && withinRange(a.outputPadding) && withinRange(a.outputShape),
            "sizes, kernel_shape, strides, dilations, pads, output_padding and output_shape are below 2^31");
        if (!a.pads.empty()) {
            require(a.pads.size() == 2 * g.rank, "pads has two values per spatial axis");
            g.padBegin.assign(a.pads.begin(), a.pads.begin() + static_cast<std::ptrdiff_t>(g.rank));
            g.padEnd.assign(a.pads.begin() + static_cast<std::ptrdiff_t>(g.rank), a.pads.end());
        } else {
            g.padBegin.assign(g.rank, 0);
            g.padEnd.assign(g.rank, 0);
        }
        return g;
    }
}

ConvAttributes ConvAttributes::read(const Node& node)
{
    NodeAttributes n(node);
    ConvAttributes a;
    a.autoPad = n.string("auto_pad", "NOTSET");
    require(a.autoPad == "NOTSET" || a.autoPad == "SAME_UPPER" || a.autoPad == "SAME_LOWER" || a.autoPad == "VALID",
        "auto_pad is NOTSET, SAME_UPPER, SAME_LOWER or VALID");
    a.dilations = n.integers("dilations", {});
    a.kernelShape = n.integers("kernel_shape", {});
    a.pads = n.integers("pads", {});
    a.strides = n.integers("strides", {});
    a.outputPadding = n.integers("output_padding", {});
    a.outputShape = n.integers("output_shape", {});
    a.group = n.integer("group", 1);
    return a;
}

ConvGeometry ConvGeometry::forConv(const ConvAttributes& a, const Shape& x, const Shape& w)
{
    ConvGeometry g = begin(a, x, w);
    require(x[1] == w[1] * g.group && w[0] % g.group == 0,
        "input channels " + std::to_string(x[1]) + " = weight channels " + std::to_string(w[1]) + " × group "
            + std::to_string(g.group));
    g.output.resize(g.rank);
    for (std::size_t i = 0; i < g.rank; ++i) {
        const std::int64_t extent = (g.kernel[i] - 1) * g.dilations[i] + 1;
        if (a.autoPad == "SAME_UPPER" || a.autoPad == "SAME_LOWER") {
            g.output[i] = (g.input[i] + g.strides[i] - 1) / g.strides[i];
            const std::int64_t total
                = std::max<std::int64_t>(0, (g.output[i] - 1) * g.strides[i] + extent - g.input[i]);
            g.padBegin[i] = a.autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
            g.padEnd[i] = total - g.padBegin[i];
        } else {
            if (a.autoPad == "VALID")
                g.padBegin[i] = g.padEnd[i] = 0;
            const std::int64_t span = g.input[i] + g.padBegin[i] + g.padEnd[i] - extent;
            require(span >= 0, "the kernel fits in the padded input");
            g.output[i] = span / g.strides[i] + 1;
        }
    }
    return g;
}

ConvGeometry ConvGeometry::forTranspose(const ConvAttributes& a, const Shape& x, const Shape& w)
{
    ConvGeometry g = begin(a, x, w);
    require(x[1] == w[0], "ConvTranspose's input channels equal the weight's first dimension");
    require(x[1] % g.group == 0, "input channels are a multiple of group");
    const auto outPad = orDefault(a.outputPadding, g.rank, 0);
    g.output.resize(g.rank);
    for (std::size_t i = 0; i < g.rank; ++i) {
        const std::int64_t extent = (g.kernel[i] - 1) * g.dilations[i] + 1;
        const std::int64_t full = g.strides[i] * (g.input[i] - 1) + outPad[i] + extent;
        if (!a.outputShape.empty()) {
            require(a.outputShape.size() >= g.rank, "output_shape has one value per spatial axis");
            g.output[i] = a.outputShape[a.outputShape.size() - g.rank + i];
            // An output larger than the kernels reach is zero beyond them, not padded negatively.
            const std::int64_t total = std::max<std::int64_t>(0, full - g.output[i]);
            // As ONNX and ONNX Runtime: an odd padding's extra goes to the end for SAME_UPPER, to the start
            // otherwise (NOTSET included).
            g.padBegin[i] = a.autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
            g.padEnd[i] = total - g.padBegin[i];
        } else if (a.autoPad == "SAME_UPPER" || a.autoPad == "SAME_LOWER") {
            g.output[i] = g.input[i] * g.strides[i];
            const std::int64_t total = full - g.output[i];
            g.padBegin[i] = a.autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
            g.padEnd[i] = total - g.padBegin[i];
        } else {
            if (a.autoPad == "VALID")
                g.padBegin[i] = g.padEnd[i] = 0;
            g.output[i] = full - g.padBegin[i] - g.padEnd[i];
        }
        require(g.output[i] > 0, "the output of ConvTranspose has a positive size");
    }
    return g;
}

std::int64_t ConvGeometry::inputSize() const { return product(input); }
std::int64_t ConvGeometry::outputSize() const { return product(output); }
std::int64_t ConvGeometry::kernelSize() const { return product(kernel); }

} // namespace quantlens::runtime
