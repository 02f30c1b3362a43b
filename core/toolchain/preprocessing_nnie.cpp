// HiSilicon NNIE's nnie_mapper .cfg: "[key] value" lines — image_type, RGB_order, norm_type, mean_file (one
// value per line, per channel), data_scale (one scalar). norm_type 0 none, 2 channel mean, 3 ×data_scale, 5
// channel mean then ×data_scale; 1 and 4 subtract a mean image (shared/LEVERS.md §3.1, the mapper guide).
// Its loader's resize and the mean_file's channel order are not documented: assumed and said.
#include "toolchain/preprocessing_configs.h"
#include "util/whole_file.h"

#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>

namespace quantlens {
namespace {
    using R = Result<input::Preprocessing>;

    std::map<std::string, std::string> bracketKeys(const std::string& content)
    {
        std::map<std::string, std::string> keys;
        std::stringstream in(content);
        for (std::string line; std::getline(in, line);) {
            const auto open = line.find_first_not_of(" \t");
            if (open == std::string::npos || line[open] != '[')
                continue;
            const auto close = line.find(']', open);
            if (close == std::string::npos)
                continue;
            std::string value = line.substr(close + 1);
            if (const auto hash = value.find('#'); hash != std::string::npos)
                value.resize(hash);
            const auto b = value.find_first_not_of(" \t\r");
            value = b == std::string::npos ? "" : value.substr(b, value.find_last_not_of(" \t\r") - b + 1);
            keys[line.substr(open + 1, close - open - 1)] = value;
        }
        return keys;
    }

    bool number(const std::string& s, double& v)
    {
        char* end = nullptr;
        v = std::strtod(s.c_str(), &end);
        return !s.empty() && end && *end == '\0';
    }
}

bool holdsNniePreprocessing(const std::string& content)
{
    const auto keys = bracketKeys(content);
    return keys.count("norm_type") || keys.count("mean_file") || keys.count("RGB_order") || keys.count("data_scale");
}

Result<input::Preprocessing> readNniePreprocessing(
    const std::string& content, const std::string& file, const std::string& /*inputName*/)
{
    const auto keys = bracketKeys(content);
    input::Preprocessing p;
    p.source = file + " (HiSilicon NNIE)";
    p.layout = input::Layout::NCHW; // Caffe blobs
    p.layoutGiven = true;
    auto value = [&](const char* key) { return keys.count(key) ? keys.at(key) : std::string(); };
    // image_type: 1 BGR planar, 3-6 YUV/gray, 7 RGB planar, 8 RGB package, 9 BGR package; RGB_order overrides.
    if (const std::string type = value("image_type"); !type.empty()) {
        if (type == "7" || type == "8")
            p.order = input::ChannelOrder::RGB;
        else if (type == "1" || type == "9")
            p.order = input::ChannelOrder::BGR;
        else if (type == "6")
            p.order = input::ChannelOrder::Gray;
        else
            return R::failure(
                Problem::make(file, text("where.key", { "image_type" }), text("preprocess.nnie_not_image", { type })));
    } else
        p.order = input::ChannelOrder::BGR;
    if (const std::string order = value("RGB_order"); !order.empty() && p.order != input::ChannelOrder::Gray)
        if (!input::parseChannelOrder(order, p.order))
            return R::failure(Problem::make(file, text("where.key", { "RGB_order" }),
                text("preprocess.bad_value", { "RGB_order", order, "RGB, BGR" })));
    const std::string norm = value("norm_type").empty() ? "0" : value("norm_type");
    if (norm == "1" || norm == "4")
        return R::failure(
            Problem::make(file, text("where.key", { "norm_type" }), text("preprocess.nnie_image_mean", { norm })));
    if (norm != "0" && norm != "2" && norm != "3" && norm != "5")
        return R::failure(Problem::make(
            file, text("where.key", { "norm_type" }), text("preprocess.bad_value", { "norm_type", norm, "0-5" })));
    if (norm == "2" || norm == "5") {
        const std::string meanFile = value("mean_file");
        const std::filesystem::path path = std::filesystem::path(file).parent_path() / meanFile;
        auto means = readWholeFile(path.string(), file_limits::kConfig);
        if (!means)
            return R::failure(means.error());
        std::stringstream in(means.value());
        for (std::string line; std::getline(in, line);) {
            if (line.find_first_not_of(" \t\r") == std::string::npos)
                continue;
            double v = 0;
            std::stringstream cell(line);
            if (!(cell >> v))
                return R::failure(Problem::make(path.string(), {}, text("preprocess.bad_number", { "mean", line })));
            p.mean.push_back(v);
        }
        p.assumptions.push_back(text("preprocess.assume_nnie_mean_order", { input::channelOrderName(p.order) }));
    }
    if (norm == "3" || norm == "5") {
        double scale = 0.00390625; // the mapper's default
        if (const std::string s = value("data_scale"); !s.empty() && !number(s, scale))
            return R::failure(Problem::make(
                file, text("where.key", { "data_scale" }), text("preprocess.bad_number", { "data_scale", s })));
        if (scale == 0)
            return R::failure(Problem::make(
                file, text("where.key", { "data_scale" }), text("image.zero_std", { value("data_scale") })));
        p.std = { 1.0 / scale };
    }
    p.assumptions.push_back(text("preprocess.assume_resize", { "nnie_mapper" }));
    return R::success(std::move(p));
}

} // namespace quantlens
