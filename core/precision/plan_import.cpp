#include "precision/plan_import.h"

#include "precision/plan_json.h"
#include "precision/relaxed_json.h"
#include "util/json_parse.h"

#include <nlohmann/json.hpp>

#include <cctype>

namespace quantlens {
namespace {
    constexpr const char* kQuantLensFormat = "quantlens-precision-plan";

    /// The text after a UTF-8 byte order mark.
    std::string withoutBom(const std::string& s) { return s.rfind("\xEF\xBB\xBF", 0) == 0 ? s.substr(3) : s; }

    /// The "format" key of a JSON object, empty when there is none.
    std::string formatKey(const std::string& text)
    {
        nlohmann::json doc;
        JsonParseError error;
        if (parseJsonLimited(text, doc, error) && doc.is_object())
            if (auto it = doc.find("format"); it != doc.end() && it->is_string())
                return it->get<std::string>();
        return {};
    }
}

bool hasIniSectionLine(const std::string& text)
{
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        std::size_t i = start;
        while (i < end && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        // "[NAME]" of letters, digits and '_', then nothing but a comment: never a JSON array.
        if (i < end && text[i] == '[') {
            std::size_t k = i + 1;
            while (k < end && (std::isalnum(static_cast<unsigned char>(text[k])) || text[k] == '_'))
                ++k;
            std::size_t after = k + 1;
            while (after < end && (text[after] == ' ' || text[after] == '\t' || text[after] == '\r'))
                ++after;
            if (k > i + 1 && k < end && text[k] == ']' && (after == end || text[after] == ';' || text[after] == '#'))
                return true;
        }
        start = end + 1;
    }
    return false;
}

bool isJsonObjectText(const std::string& text)
{
    const RelaxedJson json(text);
    const auto root = json.root();
    return root && text[root->begin] == '{';
}

bool isJsonArrayText(const std::string& text)
{
    const RelaxedJson json(text);
    const auto root = json.root();
    return root && text[root->begin] == '[' && json.items(*root);
}

const PlanFormat* detectPlanFormat(const std::string& content)
{
    const std::string text = withoutBom(content);
    for (const auto& format : planFormats())
        if (format.detect(text))
            return &format;
    return planFormat("list");
}

Result<ImportedPlan> importPlanText(const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<ImportedPlan>;
    const std::string text = withoutBom(content);
    if (formatKey(text) == kQuantLensFormat) {
        nlohmann::json doc;
        JsonParseError error;
        parseJsonLimited(text, doc, error); // it parsed in formatKey()
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
