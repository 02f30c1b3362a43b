#include "precision/plan_import.h"

#include "precision/plan_json.h"
#include "precision/relaxed_json.h"

#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    constexpr const char* kQuantLensFormat = "quantlens-precision-plan";

    /// The text after a UTF-8 byte order mark.
    std::string withoutBom(const std::string& s) { return s.rfind("\xEF\xBB\xBF", 0) == 0 ? s.substr(3) : s; }

    bool hasSectionLine(const std::string& text)
    {
        std::size_t start = 0;
        while (start < text.size()) {
            std::size_t end = text.find('\n', start);
            if (end == std::string::npos)
                end = text.size();
            std::size_t i = start;
            while (i < end && (text[i] == ' ' || text[i] == '\t'))
                ++i;
            if (i < end && text[i] == '[' && text.find(']', i) < end)
                return true;
            start = end + 1;
        }
        return false;
    }

    /// The "format" key of a JSON object, empty when there is none.
    std::string formatKey(const std::string& text)
    {
        try {
            const auto doc = nlohmann::json::parse(text);
            if (doc.is_object())
                if (auto it = doc.find("format"); it != doc.end() && it->is_string())
                    return it->get<std::string>();
        } catch (const nlohmann::json::exception&) { }
        return {};
    }
}

const PlanFormat* detectPlanFormat(const std::string& content)
{
    const std::string text = withoutBom(content);
    const RelaxedJson json(text);
    if (const auto root = json.root()) {
        if (text[root->begin] == '{')
            return planFormat("pulsar2");
        if (text[root->begin] == '[' && json.items(*root))
            return planFormat("sigmastar-json");
    }
    if (hasSectionLine(text))
        return planFormat("sigmastar-ini");
    return planFormat("list");
}

Result<ImportedPlan> importPlanText(const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<ImportedPlan>;
    const std::string text = withoutBom(content);
    if (formatKey(text) == kQuantLensFormat) {
        const auto doc = nlohmann::json::parse(text);
        auto plan = planFromJson(doc.contains("plan") ? doc.at("plan") : nlohmann::json(), file);
        if (!plan)
            return R::failure(plan.error());
        std::vector<Problem> warnings = plan.warnings();
        if (const auto unknown = unknownPlanTensors(plan.value(), context); !unknown.empty())
            warnings.push_back(unknownNamesProblem(file, unknown));
        return R::success({ std::move(plan.value()), "quantlens" }, std::move(warnings));
    }
    const PlanFormat* format = detectPlanFormat(text);
    auto read = format->read(text, context, file);
    if (!read)
        return R::failure(read.error());
    return R::success({ std::move(read.value()), format->key }, read.warnings());
}

} // namespace quantlens
