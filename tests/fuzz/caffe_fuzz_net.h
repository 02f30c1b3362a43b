#pragma once
// The Caffe network the caffe fuzz target starts from: every layer kind the import translates that
// takes weights, an in-place ReLU, and weights as protobuf text (serialised to a .caffemodel once).
#include <string>

namespace quantlens::fuzz {

inline constexpr const char* kCaffePrototxt = R"(name: "fuzz"
layer { name: "data" type: "Input" top: "data" input_param { shape { dim: 1 dim: 2 dim: 4 dim: 4 } } }
layer { name: "conv" type: "Convolution" bottom: "data" top: "conv"
  convolution_param { num_output: 2 kernel_size: 3 pad: 1 } }
layer { name: "bn" type: "BatchNorm" bottom: "conv" top: "conv" }
layer { name: "relu" type: "ReLU" bottom: "conv" top: "conv" }
layer { name: "pool" type: "Pooling" bottom: "conv" top: "pool" pooling_param { pool: MAX kernel_size: 2 stride: 2 } }
layer { name: "up" type: "Upsample" bottom: "pool" top: "up" upsample_param { scale: 2 } }
layer { name: "cat" type: "Concat" bottom: "up" bottom: "conv" top: "cat" }
layer { name: "fc" type: "InnerProduct" bottom: "cat" top: "fc" inner_product_param { num_output: 3 } }
layer { name: "prob" type: "Softmax" bottom: "fc" top: "prob" }
)";

/// The weights as protobuf text: conv 2×2×3×3, BatchNorm's three blobs, fc 3×64 (concat: 4 channels of 4×4).
inline std::string caffeWeightsText()
{
    auto values = [](std::size_t n) {
        std::string out;
        for (std::size_t i = 0; i < n; ++i)
            out += " data: " + std::to_string(static_cast<double>(i % 7) / 10.0 - 0.3);
        return out;
    };
    return "name: \"fuzz\"\n"
           "layer { name: \"conv\" type: \"Convolution\"\n"
           "  blobs { shape { dim: 2 dim: 2 dim: 3 dim: 3 }"
        + values(36)
        + " }\n  blobs { shape { dim: 2 } data: 0.5 data: -0.5 } }\n"
          "layer { name: \"bn\" type: \"BatchNorm\"\n"
          "  blobs { shape { dim: 2 } data: 0.1 data: 0.2 } blobs { shape { dim: 2 } data: 1 data: 2 }\n"
          "  blobs { shape { dim: 1 } data: 1 } }\n"
          "layer { name: \"fc\" type: \"InnerProduct\"\n"
          "  blobs { shape { dim: 3 dim: 64 }"
        + values(192) + " }\n  blobs { shape { dim: 3 } data: 0 data: 1 data: 2 } }\n";
}

} // namespace quantlens::fuzz
