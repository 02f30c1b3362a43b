// AXera Pulsar2: the plan as `quant.layer_configs` items, written into a new config or merged into
// the user's (see FORMATS.md 2.1). Items with exactly one selector each: "layer_names" (node names),
// "op_types", or "start_tensor_names" + "end_tensor_names" (tensor names; ["DEFAULT"] is the whole
// model), and "data_type".
#include "precision/plan_format.h"
#include "precision/pulsar2_items.h"
#include "precision/relaxed_json.h"
#include "util/json_text.h"

#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    using ojson = nlohmann::ordered_json;

    /// An item on one line, for messages; its text as written when it does not parse.
    std::string compactJson(const std::string& strict)
    {
        try {
            return jsonText(ojson::parse(strict));
        } catch (const nlohmann::json::exception&) {
            return strict;
        }
    }

    std::string itemsText(const std::vector<ojson>& items, const std::string& indent, const std::string& eol = "\n")
    {
        std::string out;
        for (std::size_t i = 0; i < items.size(); ++i)
            out += (i ? "," + eol : eol) + indent + jsonText(items[i]);
        return out;
    }

    std::string withoutTrailingSpace(std::string s)
    {
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
            s.pop_back();
        return s;
    }

    /// The array with the kept items (each with the comments after it) and the plan's items.
    std::string mergedArray(const std::string& src, const RelaxedJson& json, JsonSpan array,
        const std::vector<JsonSpan>& items, const std::vector<bool>& keep, const std::vector<ojson>& ours,
        const std::string& indent)
    {
        const std::size_t firstItem = items.empty() ? array.end - 1 : items.front().begin;
        std::string out = "[";
        std::string pending; // what follows the last kept item, its comma removed
        bool any = false;
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (!keep[i])
                continue;
            const std::size_t gapEnd = i + 1 < items.size() ? items[i + 1].begin : array.end - 1;
            std::string gap = src.substr(items[i].end, gapEnd - items[i].end);
            if (const auto comma = json.commaIn(items[i].end, gapEnd); comma != std::string::npos)
                gap.erase(comma - items[i].end, 1);
            out += (any ? "," + pending : src.substr(array.begin + 1, firstItem - array.begin - 1))
                + src.substr(items[i].begin, items[i].end - items[i].begin);
            pending = gap;
            any = true;
        }
        const std::string eol = lineEndOf(src);
        if (!any && !ours.empty())
            return "[" + itemsText(ours, indent + "  ", eol) + eol + indent + "]";
        if (ours.empty())
            return out + pending + "]";
        // What followed the last kept item stays: the rest of its line (its own // comment) with it,
        // the lines after it (comments before ']') before ']'.
        const auto lineEnd = pending.find('\n');
        const std::string sameLine
            = withoutTrailingSpace(lineEnd == std::string::npos ? pending : pending.substr(0, lineEnd));
        const std::string rest = lineEnd == std::string::npos ? std::string() : pending.substr(lineEnd + 1);
        const bool restHasText = rest.find_first_not_of(" \t\r\n") != std::string::npos;
        out += "," + sameLine + itemsText(ours, indent + "  ", eol) + eol + (restHasText ? rest : indent);
        return out + "]";
    }

    Result<std::string> merge(const std::string& src, const std::vector<ojson>& ours, const PlanContext& context,
        const PrecisionPlan& plan, const std::string& file)
    {
        using R = Result<std::string>;
        const RelaxedJson json(src);
        const auto root = json.root();
        const auto rootMembers = root ? json.members(*root) : std::nullopt;
        if (!rootMembers)
            return R::failure(Problem::make(file, {}, text("plan.pulsar2_not_json")));
        const JsonMember* quant = nullptr;
        for (const auto& m : *rootMembers)
            if (m.key == "quant")
                quant = &m;
        if (!quant) { // a new "quant" member before the root's closing brace
            const std::string indent
                = indentOfLine(src, rootMembers->empty() ? root->begin : rootMembers->front().value.begin);
            const std::string eol = lineEndOf(src);
            const std::string value = "{" + eol + indent + "  \"layer_configs\": ["
                + itemsText(ours, indent + "    ", eol) + eol + indent + "  ]" + eol + indent + "}";
            const std::size_t last = rootMembers->empty() ? root->begin + 1 : rootMembers->back().value.end;
            const bool comma = !rootMembers->empty() && json.commaIn(last, root->end - 1) == std::string::npos;
            return R::success(
                src.substr(0, last) + (comma ? "," : "") + eol + indent + "\"quant\": " + value + src.substr(last));
        }
        const auto quantMembers = json.members(quant->value);
        if (!quantMembers)
            return R::failure(
                Problem::make(file, text("where.key", { "quant" }), text("plan.pulsar2_quant_not_object")));
        const JsonMember* configs = nullptr;
        for (const auto& m : *quantMembers)
            if (m.key == "layer_configs")
                configs = &m;
        if (!configs) { // a new first member of "quant"
            const std::string indent
                = indentOfLine(src, quantMembers->empty() ? quant->value.begin : quantMembers->front().value.begin);
            const std::string inner = quantMembers->empty() ? indent + "  " : indent;
            const std::size_t at = quant->value.begin + 1;
            const std::string eol = lineEndOf(src);
            return R::success(src.substr(0, at) + eol + inner + "\"layer_configs\": ["
                + itemsText(ours, inner + "  ", eol) + eol + inner + "]" + (quantMembers->empty() ? eol + indent : ",")
                + src.substr(at));
        }
        const auto items = json.items(configs->value);
        if (!items)
            return R::failure(Problem::make(
                file, text("where.key", { "quant.layer_configs" }), text("plan.pulsar2_configs_not_array")));
        std::vector<bool> keep;
        std::vector<Problem> replaced; // said in the export's summary and the dialog: nothing goes silently
        for (const JsonSpan& item : *items) {
            const std::string strict = json.strictText(item);
            keep.push_back(!isPlanItem(strict, plan, context));
            if (!keep.back())
                replaced.push_back(Problem::make(file, text("where.key", { "quant.layer_configs" }),
                    text("plan.pulsar2_replaced", { compactJson(strict) })));
        }
        const std::string indent = indentOfLine(src, configs->value.begin);
        return R::success(src.substr(0, configs->value.begin)
                + mergedArray(src, json, configs->value, *items, keep, ours, indent) + src.substr(configs->value.end),
            std::move(replaced));
    }
}

Result<std::string> writePulsar2Config(const PrecisionPlan& plan, const PlanContext& context,
    const std::optional<std::string>& existing, const std::string& file)
{
    using R = Result<std::string>;
    if (const auto unknown = unknownPlanTensors(plan, context); !unknown.empty())
        return R::failure(unknownNamesProblem(file, unknown));
    auto items = pulsar2Items(plan, context, file);
    if (!items)
        return R::failure(items.error());
    if (existing)
        return merge(*existing, items.value(), context, plan, file);
    ojson doc;
    doc["quant"]["layer_configs"] = items.value();
    return R::success(jsonText(doc, 2) + "\n");
}

} // namespace quantlens
