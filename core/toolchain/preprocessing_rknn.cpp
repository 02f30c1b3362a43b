// RKNN-Toolkit2's preprocessing lives in the user's Python script: rknn.config(mean_values=[[…]],
// std_values=[[…]], quant_img_RGB2BGR=…), one list per model input in the model's channel order. Its
// calibration loader reads images with OpenCV, turns them into RGB (BGR with quant_img_RGB2BGR=True),
// resizes them to the input size (the method is not documented) and applies (x − mean) / std
// (RKNN-Toolkit2 user guide §3.1.2, §10.3; shared/LEVERS.md §3.1).
#include "toolchain/preprocessing_configs.h"

#include <cctype>
#include <cstdlib>

namespace quantlens {
namespace {
    using R = Result<input::Preprocessing>;

    /// The value after "key =" outside comments: its text up to the end of its brackets (or the word).
    std::string argumentOf(const std::string& content, const std::string& key)
    {
        for (std::size_t at = content.find(key); at != std::string::npos; at = content.find(key, at + 1)) {
            const std::size_t lineStart
                = content.rfind('\n', at) == std::string::npos ? 0 : content.rfind('\n', at) + 1;
            if (content.substr(lineStart, at - lineStart).find('#') != std::string::npos)
                continue; // in a comment
            std::size_t p = at + key.size();
            while (p < content.size() && std::isspace(static_cast<unsigned char>(content[p])))
                ++p;
            if (p >= content.size() || content[p] != '=' || (p + 1 < content.size() && content[p + 1] == '='))
                continue;
            ++p;
            while (p < content.size() && std::isspace(static_cast<unsigned char>(content[p])))
                ++p;
            std::size_t end = p;
            int depth = 0;
            for (; end < content.size(); ++end) {
                const char c = content[end];
                if (c == '[' || c == '(')
                    ++depth;
                else if (c == ']' || c == ')') {
                    if (depth == 0)
                        break;
                    if (--depth == 0) {
                        ++end;
                        break;
                    }
                } else if (depth == 0 && (c == ',' || c == '\n'))
                    break;
            }
            return content.substr(p, end - p);
        }
        return {};
    }

    /// "[[a, b, c], [d, e, f]]" → its lists; false on anything else.
    bool lists(const std::string& text, std::vector<std::vector<double>>& out)
    {
        std::vector<double> current;
        int depth = 0;
        std::string number;
        auto flush = [&] {
            if (number.empty())
                return true;
            char* end = nullptr;
            const double v = std::strtod(number.c_str(), &end);
            const bool ok = end && *end == '\0';
            current.push_back(v);
            number.clear();
            return ok;
        };
        for (char c : text) {
            if (c == '[') {
                if (++depth > 2)
                    return false;
            } else if (c == ']') {
                if (!flush())
                    return false;
                if (depth == 2)
                    out.push_back(current), current.clear();
                --depth;
            } else if (c == ',') {
                if (!flush())
                    return false;
            } else if (!std::isspace(static_cast<unsigned char>(c)))
                number += c;
        }
        return depth == 0 && !out.empty();
    }
}

bool holdsRknnPreprocessing(const std::string& content)
{
    return !argumentOf(content, "mean_values").empty() || !argumentOf(content, "std_values").empty();
}

Result<input::Preprocessing> readRknnPreprocessing(
    const std::string& content, const std::string& file, const std::string& /*inputName*/)
{
    input::Preprocessing p;
    p.source = file + " (Rockchip RKNN)";
    for (const auto& [key, target] : { std::pair { "mean_values", &p.mean }, std::pair { "std_values", &p.std } }) {
        const std::string value = argumentOf(content, key);
        if (value.empty())
            continue;
        std::vector<std::vector<double>> perInput;
        if (!lists(value, perInput))
            return R::failure(
                Problem::make(file, text("where.key", { key }), text("preprocess.bad_number", { key, value })));
        *target = perInput.front(); // the first input's (a one-input model's)
    }
    if (p.mean.empty() && p.std.empty())
        return R::failure(Problem::make(
            file, {}, text("preprocess.not_in_config", { "RKNN", "rknn.config(mean_values=…, std_values=…)" })));
    const std::string swap = argumentOf(content, "quant_img_RGB2BGR");
    p.order = swap.rfind("True", 0) == 0 ? input::ChannelOrder::BGR : input::ChannelOrder::RGB;
    p.assumptions.push_back(text("preprocess.assume_resize", { "RKNN-Toolkit2" }));
    return R::success(std::move(p));
}

} // namespace quantlens
