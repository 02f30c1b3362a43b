#include "precision/pulsar2_calibration_setting.h"

#include "precision/relaxed_json.h"
#include "util/json_text.h"

#include <nlohmann/json.hpp>

namespace quantlens {
Result<std::string> withPulsar2CalibrationMethod(
    const std::optional<std::string>& existing, const std::string& value, const std::string& file)
{
    using R = Result<std::string>;
    const std::string quoted = jsonText(nlohmann::json(value));
    if (!existing) {
        nlohmann::ordered_json doc;
        doc["quant"]["calibration_method"] = value;
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
        return R::success(src.substr(0, last) + (comma ? "," : "") + eol + inner + "\"quant\": {" + eol + inner
            + "  \"calibration_method\": " + quoted + eol + inner + "}" + (rootMembers->empty() ? eol : "")
            + src.substr(last));
    }
    const auto quantMembers = src[quant->value.begin] == '{' ? json.members(quant->value) : std::nullopt;
    if (!quantMembers)
        return R::failure(Problem::make(file, text("where.key", { "quant" }), text("plan.pulsar2_quant_not_object")));
    for (const auto& m : *quantMembers)
        if (m.key == "calibration_method") // replaced where it is: its comments and position stay
            return R::success(src.substr(0, m.value.begin) + quoted + src.substr(m.value.end));
    const std::size_t at = quant->value.begin + 1;
    if (quantMembers->empty()) {
        const std::string indent = indentOfLine(src, quant->value.begin);
        return R::success(
            src.substr(0, at) + eol + indent + "  \"calibration_method\": " + quoted + eol + indent + src.substr(at));
    }
    const std::string inner = indentOfLine(src, quantMembers->front().value.begin);
    return R::success(src.substr(0, at) + eol + inner + "\"calibration_method\": " + quoted + "," + src.substr(at));
}

} // namespace quantlens
