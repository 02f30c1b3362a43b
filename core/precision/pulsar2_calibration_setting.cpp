#include "precision/pulsar2_calibration_setting.h"

#include "precision/relaxed_json.h"
#include "util/json_text.h"

#include <nlohmann/json.hpp>

namespace quantlens {
Result<std::string> withPulsar2CalibrationMethod(
    const std::optional<std::string>& existing, const std::string& value, const std::string& file)
{
    return withPulsar2QuantMember(existing, "calibration_method", nlohmann::json(value), file);
}

Result<std::string> withPulsar2SmoothQuant(
    const std::optional<std::string>& existing, double strength, const std::string& file)
{
    // A new member goes first in "quant": the strength, then the switch before it.
    auto strong = withPulsar2QuantMember(existing, "smooth_quant_strength", nlohmann::json(strength), file);
    if (!strong)
        return strong;
    return withPulsar2QuantMember(strong.value(), "enable_smooth_quant", nlohmann::json(true), file);
}

Result<std::string> withPulsar2QuantMember(const std::optional<std::string>& existing, const std::string& key,
    const nlohmann::json& value, const std::string& file)
{
    using R = Result<std::string>;
    const std::string quoted = jsonText(value);
    const std::string member = "\"" + key + "\": ";
    if (!existing) {
        nlohmann::ordered_json doc;
        doc["quant"][key] = value;
        return R::success(jsonText(doc, 2) + "\n");
    }
    const std::string& src = *existing;
    const RelaxedJson json(src);
    const auto root = json.root();
    const auto rootMembers = root && src[root->begin] == '{' ? json.members(*root) : std::nullopt;
    if (!rootMembers)
        return R::failure(Problem::make(file, {}, text("plan.pulsar2_not_json")));
    const std::string eol = lineEndOf(src);
    const JsonMember* quant = nullptr;
    for (const auto& m : *rootMembers)
        if (m.key == "quant")
            quant = &m;
    if (!quant) { // "quant" added as the root's last member
        const std::string indent
            = indentOfLine(src, rootMembers->empty() ? root->begin : rootMembers->front().value.begin);
        const std::string inner = rootMembers->empty() ? "  " : indent;
        const std::size_t last = rootMembers->empty() ? root->begin + 1 : rootMembers->back().value.end;
        const bool comma = !rootMembers->empty() && json.commaIn(last, root->end - 1) == std::string::npos;
        return R::success(src.substr(0, last) + (comma ? "," : "") + eol + inner + "\"quant\": {" + eol + inner + "  "
            + member + quoted + eol + inner + "}" + (rootMembers->empty() ? eol : "") + src.substr(last));
    }
    const auto quantMembers = src[quant->value.begin] == '{' ? json.members(quant->value) : std::nullopt;
    if (!quantMembers)
        return R::failure(Problem::make(file, text("where.key", { "quant" }), text("plan.pulsar2_quant_not_object")));
    for (const auto& m : *quantMembers)
        if (m.key == key) // replaced where it is: its comments and position stay
            return R::success(src.substr(0, m.value.begin) + quoted + src.substr(m.value.end));
    const std::size_t at = quant->value.begin + 1;
    if (quantMembers->empty()) {
        const std::string indent = indentOfLine(src, quant->value.begin);
        return R::success(src.substr(0, at) + eol + indent + "  " + member + quoted + eol + indent + src.substr(at));
    }
    const std::string inner = indentOfLine(src, quantMembers->front().value.begin);
    return R::success(src.substr(0, at) + eol + inner + member + quoted + "," + src.substr(at));
}

} // namespace quantlens
