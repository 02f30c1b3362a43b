#pragma once
// How an image becomes a model input, as a toolchain's calibration loader makes it: decode, resize,
// channel order, (x − mean) / std, layout. A plain value: each toolchain entry parses its own config
// into it (toolchain/preprocessing_configs.h), the command line's --mean/--std/--rgb/--bgr/--layout/--size
// fill it directly, and input/image_input.h applies it.
#include "util/text.h"

#include <string>
#include <vector>

namespace quantlens::input {

enum class ChannelOrder { RGB, BGR, Gray };
enum class Layout { NCHW, NHWC };
/// How the decoded 8-bit image is brought to the input size. The vendors that document their loader
/// (RKNN, TPU-MLIR, SigmaStar's scripts) call OpenCV's cv2.resize with INTER_LINEAR on the uint8 image.
enum class Resize {
    Bilinear, ///< cv2.resize(img, (w, h), INTER_LINEAR) on uint8, then float: the vendors' loaders
    BilinearFloat, ///< the same on float32 values (SigmaStar's onnx_classification.py sample): no rounding
    Area, ///< cv2 INTER_AREA (an averaging shrink)
    Nearest, ///< cv2 INTER_NEAREST
};

struct Preprocessing {
    ChannelOrder order = ChannelOrder::RGB; ///< the model's channel order
    Layout layout = Layout::NCHW; ///< the model input's layout
    /// Whether `layout` was said (a config key, --layout); else the model input's shape decides (a
    /// channel count of 1 or 3 last and not second: NHWC), NCHW when it cannot.
    bool layoutGiven = false;
    /// Per channel in the model's channel order (one value: every channel). Empty: 0 and 1.
    std::vector<double> mean;
    std::vector<double> std;
    /// The input size; 0: the model input's own (static) size, else the image's own size.
    int width = 0;
    int height = 0;
    Resize resize = Resize::Bilinear;
    /// Where it came from, for every output: "config.json (AXera Pulsar2), input 'x'", "--mean/--std".
    std::string source;
    /// What the toolchain does not document and QuantLens assumed (stated in every output).
    std::vector<Text> assumptions;
};

/// "RGB" / "BGR" / "GRAY" (any case); false when it is none of them.
bool parseChannelOrder(const std::string& text, ChannelOrder& order);
bool parseLayout(const std::string& text, Layout& layout);
/// "bilinear", "bilinear-float", "area", "nearest".
bool parseResize(const std::string& text, Resize& resize);
/// "WxH" (also "W,H"): false unless both are positive integers.
bool parseSize(const std::string& text, int& width, int& height);
const char* channelOrderName(ChannelOrder order);
const char* layoutName(Layout layout);
const char* resizeName(Resize resize);
/// "[103.939, 116.779, 123.68]" (shortest exact form of each value).
std::string numberList(const std::vector<double>& values);

} // namespace quantlens::input
