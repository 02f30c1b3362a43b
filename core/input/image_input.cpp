#include "input/image_input.h"

#include <opencv2/core.hpp>
#include <opencv2/core/utils/logger.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>

namespace quantlens::input {

namespace {
    std::string lowered(std::string s)
    {
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
        return s;
    }

    int interpolationOf(Resize r)
    {
        switch (r) {
        case Resize::Area: return cv::INTER_AREA;
        case Resize::Nearest: return cv::INTER_NEAREST;
        case Resize::Bilinear:
        case Resize::BilinearFloat: break;
        }
        return cv::INTER_LINEAR;
    }

    /// The model's fixed height, width and channels in `layout` (0 where free or unknown).
    struct ModelDims {
        std::int64_t channels = 0, height = 0, width = 0;
    };
    ModelDims dimsOf(const std::vector<std::int64_t>& shape, Layout layout)
    {
        if (shape.size() != 4)
            return {};
        auto fixed = [](std::int64_t d) { return d > 0 ? d : 0; };
        if (layout == Layout::NCHW)
            return { fixed(shape[1]), fixed(shape[2]), fixed(shape[3]) };
        return { fixed(shape[3]), fixed(shape[1]), fixed(shape[2]) };
    }

    /// `values` (1 or `channels` of them) as one per channel; false when the count fits neither.
    bool perChannel(const std::vector<double>& values, std::size_t channels, double fill, std::vector<double>& out)
    {
        if (values.empty())
            out.assign(channels, fill);
        else if (values.size() == 1)
            out.assign(channels, values[0]);
        else if (values.size() == channels)
            out = values;
        else
            return false;
        return true;
    }
}

Layout layoutFor(const Preprocessing& p, const std::vector<std::int64_t>& modelShape)
{
    if (p.layoutGiven || modelShape.size() != 4)
        return p.layout;
    auto isChannels = [](std::int64_t d) { return d == 1 || d == 3; };
    return isChannels(modelShape[3]) && !isChannels(modelShape[1]) ? Layout::NHWC : Layout::NCHW;
}

bool isImageFile(const std::string& path)
{
    const std::string ext = lowered(std::filesystem::path(path).extension().string());
    return ext == ".png" || ext == ".jpg" || ext == ".jpeg" || ext == ".bmp";
}

Result<ImageTensor> readImageInput(
    const std::string& path, const Preprocessing& p, const std::vector<std::int64_t>& modelShape)
{
    using R = Result<ImageTensor>;
    // OpenCV would print its own warnings (an unreadable file, a huge image) on standard error.
    static std::once_flag quiet;
    std::call_once(quiet, [] { cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT); });
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return R::failure(Problem::make(path, {}, text("file.is_folder")));
    if (!std::ifstream(path, std::ios::binary))
        return R::failure(Problem::make(path, {}, text("file.cannot_open", { std::strerror(errno) })));
    const bool gray = p.order == ChannelOrder::Gray;
    const Layout layout = layoutFor(p, modelShape);
    cv::Mat image;
    try {
        image = cv::imread(path, gray ? cv::IMREAD_GRAYSCALE : cv::IMREAD_COLOR);
    } catch (const cv::Exception& e) {
        return R::failure(Problem::make(path, {}, text("image.cannot_decode", { e.what() })));
    }
    if (image.empty())
        return R::failure(Problem::make(path, {}, text("image.not_image")));
    const std::size_t channels = gray ? 1 : 3;
    const ModelDims model = dimsOf(modelShape, layout);
    if (model.channels > 0 && static_cast<std::size_t>(model.channels) != channels)
        return R::failure(Problem::make(path, {},
            text("image.channels",
                { std::to_string(model.channels), channelOrderName(p.order), std::to_string(channels) })));
    std::vector<double> mean, std;
    if (!perChannel(p.mean, channels, 0.0, mean) || !perChannel(p.std, channels, 1.0, std))
        return R::failure(Problem::make(path, {},
            text("image.mean_std_count",
                { std::to_string(p.mean.size()), std::to_string(p.std.size()), std::to_string(channels) })));
    if (std::any_of(std.begin(), std.end(), [](double s) { return s == 0.0; }))
        return R::failure(Problem::make(path, {}, text("image.zero_std", { numberList(std) })));
    const int width = p.width > 0 ? p.width : model.width > 0 ? static_cast<int>(model.width) : image.cols;
    const int height = p.height > 0 ? p.height : model.height > 0 ? static_cast<int>(model.height) : image.rows;
    if (p.resize == Resize::BilinearFloat)
        image.convertTo(image, CV_32F);
    if (width != image.cols || height != image.rows) {
        cv::Mat resized;
        cv::resize(image, resized, cv::Size(width, height), 0, 0, interpolationOf(p.resize));
        image = std::move(resized);
    }
    if (image.depth() != CV_32F)
        image.convertTo(image, CV_32F);
    // OpenCV decodes BGR: the model's channel c is OpenCV's channel 2 − c for RGB.
    ImageTensor out;
    const auto h = static_cast<std::size_t>(height), w = static_cast<std::size_t>(width);
    out.shape = layout == Layout::NCHW
        ? std::vector<std::int64_t> { 1, static_cast<std::int64_t>(channels), height, width }
        : std::vector<std::int64_t> { 1, height, width, static_cast<std::int64_t>(channels) };
    out.values.resize(channels * h * w);
    for (std::size_t y = 0; y < h; ++y) {
        const float* row = image.ptr<float>(static_cast<int>(y));
        for (std::size_t x = 0; x < w; ++x)
            for (std::size_t c = 0; c < channels; ++c) {
                const std::size_t source = p.order == ChannelOrder::RGB ? 2 - c : c;
                const double v = (row[x * channels + source] - mean[c]) / std[c];
                const std::size_t at = layout == Layout::NCHW ? (c * h + y) * w + x : (y * w + x) * channels + c;
                out.values[at] = static_cast<float>(v);
            }
    }
    return R::success(std::move(out));
}

} // namespace quantlens::input
