#pragma once
// Where a convolution's windows lie: kernel, strides, dilations and pads per spatial axis, with
// auto_pad resolved for the input at hand. Shared by Conv, ConvTranspose, QLinearConv and ConvInteger.
#include "model/graph.h"
#include "runtime/tensor.h"

#include <cstdint>
#include <string>
#include <vector>

namespace quantlens::runtime {

struct ConvAttributes {
    std::string autoPad = "NOTSET";
    std::vector<std::int64_t> dilations, kernelShape, pads, strides;
    std::vector<std::int64_t> outputPadding, outputShape; ///< ConvTranspose only
    std::int64_t group = 1;
    static ConvAttributes read(const Node& node);
};

struct ConvGeometry {
    std::size_t rank = 0; ///< spatial axes
    std::vector<std::int64_t> input, output, kernel, strides, dilations, padBegin, padEnd;
    std::int64_t group = 1;

    /// For Conv: x is [N, C, spatial...], w [M, C/group, kernel...]; checks channels and sizes.
    static ConvGeometry forConv(const ConvAttributes& a, const Shape& x, const Shape& w);
    /// For ConvTranspose: x is [N, C, spatial...], w [C, M/group, kernel...].
    static ConvGeometry forTranspose(const ConvAttributes& a, const Shape& x, const Shape& w);

    std::int64_t inputSize() const; ///< product of the input's spatial sizes
    std::int64_t outputSize() const;
    std::int64_t kernelSize() const;
};

} // namespace quantlens::runtime
