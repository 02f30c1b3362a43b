// Pulsar2's config.json (relaxed JSON): quant.input_configs[] {tensor_name, calibration_mean,
// calibration_std} and input_processors[] {tensor_name, tensor_format, tensor_layout, src_format} (Pulsar2
// configuration reference; shared/LEVERS.md §3.1). "DEFAULT" stands for every input.
#include "precision/relaxed_json.h"
#include "toolchain/preprocessing_configs.h"
#include "util/json_parse.h"

#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    using nlohmann::json;
    using R = Result<input::Preprocessing>;

    /// The entry of `list` for `input`: its own, else "DEFAULT", else the only one; nullptr when none.
    const json* entryFor(const json* list, const std::string& input, std::string& names)
    {
        if (!list || !list->is_array())
            return nullptr;
        const json* fallback = list->size() == 1 ? &list->front() : nullptr;
        for (const json& e : *list) {
            const std::string name = e.is_object() ? e.value("tensor_name", std::string("DEFAULT")) : "";
            names += (names.empty() ? "" : ", ") + name;
            if (!input.empty() && name == input)
                return &e;
            if (name == "DEFAULT")
                fallback = &e;
        }
        return fallback;
    }

    bool numbers(const json& e, const char* key, std::vector<double>& out)
    {
        if (!e.contains(key))
            return true;
        if (!e.at(key).is_array())
            return false;
        for (const json& v : e.at(key)) {
            if (!v.is_number())
                return false;
            out.push_back(v.get<double>());
        }
        return true;
    }

    std::optional<json> parsed(const std::string& content)
    {
        const RelaxedJson relaxed(content);
        const auto root = relaxed.root();
        if (!root)
            return std::nullopt;
        try {
            return json::parse(relaxed.strictText(*root), depthLimited<json>());
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }

    const json* member(const json& object, const char* key)
    {
        return object.is_object() && object.contains(key) ? &object.at(key) : nullptr;
    }
}

bool holdsPulsar2Preprocessing(const std::string& content)
{
    if (content.find("input_configs") == std::string::npos && content.find("input_processors") == std::string::npos)
        return false;
    return parsed(content).has_value();
}

Result<input::Preprocessing> readPulsar2Preprocessing(
    const std::string& content, const std::string& file, const std::string& inputName)
{
    const auto doc = parsed(content);
    if (!doc)
        return R::failure(Problem::make(file, {}, text("plan.pulsar2_not_json")));
    const json* quant = member(*doc, "quant");
    const json* configs = quant ? member(*quant, "input_configs") : member(*doc, "input_configs");
    const json* processors = member(*doc, "input_processors");
    std::string configNames, processorNames;
    const json* config = entryFor(configs, inputName, configNames);
    const json* processor = entryFor(processors, inputName, processorNames);
    if (!config && !processor) {
        if (configs || processors)
            return R::failure(Problem::make(file, text("where.key", { "quant.input_configs" }),
                text("preprocess.no_input", { inputName, configNames + processorNames })));
        return R::failure(Problem::make(
            file, {}, text("preprocess.not_in_config", { "AXera Pulsar2", "quant.input_configs, input_processors" })));
    }
    input::Preprocessing p;
    p.source = file + " (AXera Pulsar2)";
    if (config && (!numbers(*config, "calibration_mean", p.mean) || !numbers(*config, "calibration_std", p.std)))
        return R::failure(Problem::make(file, text("where.key", { "quant.input_configs" }),
            text("preprocess.bad_number", { "calibration_mean / calibration_std", "[…]" })));
    // tensor_format and tensor_layout belong to input_processors; an input_configs entry holding them is read too.
    auto setting = [&](const char* key) -> std::string {
        for (const json* e : { processor, config })
            if (e && e->is_object() && e->contains(key) && e->at(key).is_string())
                return e->at(key).get<std::string>();
        return {};
    };
    const std::string format = setting("tensor_format"), layout = setting("tensor_layout"), src = setting("src_format");
    if (format.empty() || format == "AutoColorSpace") {
        p.order = input::ChannelOrder::BGR;
        p.assumptions.push_back(text("preprocess.assume_autocolor"));
    } else if (!input::parseChannelOrder(format, p.order))
        return R::failure(Problem::make(file, text("where.key", { "tensor_format" }),
            text("preprocess.bad_value", { "tensor_format", format, "AutoColorSpace, BGR, RGB, GRAY" })));
    if (!format.empty() && !src.empty() && src != format && (src == "BGR" || src == "RGB"))
        p.assumptions.push_back(text("preprocess.format_mismatch", { format, src }));
    if (!layout.empty()) {
        if (!input::parseLayout(layout, p.layout))
            return R::failure(Problem::make(file, text("where.key", { "tensor_layout" }),
                text("preprocess.bad_value", { "tensor_layout", layout, "NCHW, NHWC" })));
        p.layoutGiven = true;
    }
    p.assumptions.push_back(text("preprocess.assume_resize", { "Pulsar2" }));
    return R::success(std::move(p));
}

} // namespace quantlens
