// SigmaStar's input_config.ini [INPUT_CONFIG]: inputs, training_input_formats, mean_red / mean_green /
// mean_blue (or mean = r:g:b), std_value (one value or a:b:c); lists hold one value per input, separated
// by commas, each line ends in ';' (shared/FORMATS.md §1.6). Its generated preprocess scripts read with
// cv2.imread, resize the uint8 image with cv2.resize(INTER_LINEAR), subtract the mean per colour, divide by
// std and turn BGR into RGB when the training format is RGB (shared/LEVERS.md §3.1).
#include "toolchain/preprocessing_configs.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>

namespace quantlens {
namespace {
    using R = Result<input::Preprocessing>;

    std::string trimmed(std::string s, const char* extra = "")
    {
        const std::string junk = std::string(" \t\r\n;\"'") + extra;
        const auto b = s.find_first_not_of(junk);
        if (b == std::string::npos)
            return {};
        return s.substr(b, s.find_last_not_of(junk) - b + 1);
    }

    std::vector<std::string> split(const std::string& s, char separator)
    {
        std::vector<std::string> parts;
        std::stringstream in(s);
        for (std::string part; std::getline(in, part, separator);)
            parts.push_back(trimmed(part));
        return parts;
    }

    /// The [INPUT_CONFIG] section's keys (lower case) and values, comments (';' or '#' first) left out.
    std::map<std::string, std::string> inputSection(const std::string& content, bool& found)
    {
        std::map<std::string, std::string> keys;
        std::stringstream in(content);
        bool inside = false;
        found = false;
        for (std::string line; std::getline(in, line);) {
            const std::string t = trimmed(line, "");
            if (line.find_first_not_of(" \t") != std::string::npos
                && (line[line.find_first_not_of(" \t")] == ';' || line[line.find_first_not_of(" \t")] == '#'))
                continue;
            if (!t.empty() && t.front() == '[') {
                inside = t.rfind("[INPUT_CONFIG]", 0) == 0;
                found = found || inside;
                continue;
            }
            const auto eq = line.find('=');
            if (!inside || eq == std::string::npos)
                continue;
            std::string key = trimmed(line.substr(0, eq));
            std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return std::tolower(c); });
            keys[key] = trimmed(line.substr(eq + 1));
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

bool holdsSigmaStarPreprocessing(const std::string& content)
{
    bool found = false;
    const auto keys = inputSection(content, found);
    return found && (keys.count("training_input_formats") || keys.count("mean_red") || keys.count("mean"));
}

Result<input::Preprocessing> readSigmaStarPreprocessing(
    const std::string& content, const std::string& file, const std::string& inputName)
{
    bool found = false;
    const auto keys = inputSection(content, found);
    if (!found)
        return R::failure(Problem::make(file, {}, text("preprocess.not_in_config", { "SigmaStar", "[INPUT_CONFIG]" })));
    // Which input: its place in `inputs`, else the first.
    std::size_t index = 0;
    if (keys.count("inputs") && !inputName.empty()) {
        const auto names = split(keys.at("inputs"), ',');
        const auto it = std::find(names.begin(), names.end(), inputName);
        if (it == names.end())
            return R::failure(Problem::make(
                file, text("where.key", { "inputs" }), text("preprocess.no_input", { inputName, keys.at("inputs") })));
        index = static_cast<std::size_t>(it - names.begin());
    }
    auto valueOf = [&](const char* key) -> std::string {
        if (!keys.count(key))
            return {};
        const auto parts = split(keys.at(key), ',');
        return index < parts.size() ? parts[index] : parts.empty() ? std::string() : parts.back();
    };
    input::Preprocessing p;
    p.source = file + " (SigmaStar)";
    const std::string format = valueOf("training_input_formats");
    if (!format.empty() && !input::parseChannelOrder(format, p.order))
        return R::failure(Problem::make(file, text("where.key", { "training_input_formats" }),
            text("preprocess.bad_value", { "training_input_formats", format, "RGB, BGR, GRAY" })));
    // The mean by colour, red first.
    std::vector<double> rgbMean, rgbStd;
    auto numbersOf = [&](const std::string& key, const std::string& text, std::vector<double>& out) {
        for (const std::string& part : split(text, ':')) {
            double v = 0;
            if (!number(part, v))
                return false;
            out.push_back(v);
        }
        return !out.empty() || key.empty();
    };
    if (const std::string mean = valueOf("mean"); !mean.empty()) {
        if (!numbersOf("mean", mean, rgbMean))
            return R::failure(
                Problem::make(file, text("where.key", { "mean" }), text("preprocess.bad_number", { "mean", mean })));
    } else
        for (const char* key : { "mean_red", "mean_green", "mean_blue" })
            if (const std::string v = valueOf(key); !v.empty()) {
                double d = 0;
                if (!number(v, d))
                    return R::failure(
                        Problem::make(file, text("where.key", { key }), text("preprocess.bad_number", { key, v })));
                rgbMean.push_back(d);
            }
    if (const std::string s = valueOf("std_value"); !s.empty()) {
        if (!numbersOf("std_value", s, rgbStd))
            return R::failure(Problem::make(
                file, text("where.key", { "std_value" }), text("preprocess.bad_number", { "std_value", s })));
        if (rgbStd.size() > 1)
            p.assumptions.push_back(text("preprocess.assume_std_order"));
    }
    auto inModelOrder = [&](std::vector<double> rgb) {
        if (p.order == input::ChannelOrder::BGR && rgb.size() == 3)
            std::reverse(rgb.begin(), rgb.end());
        if (p.order == input::ChannelOrder::Gray && rgb.size() > 1)
            rgb.resize(1);
        return rgb;
    };
    p.mean = inModelOrder(rgbMean);
    p.std = inModelOrder(rgbStd);
    return R::success(std::move(p));
}

} // namespace quantlens
