#include "util/json_fields.h"
#include "util/json_text.h"

namespace quantlens {
namespace {
    using nlohmann::json;

    /// The offending value as the file has it, cut short: what the user will search for.
    std::string shown(const json& value) { return jsonPreview(value); }

    [[noreturn]] void wrongType(const char* code, const json& value, const std::string& path)
    {
        throw JsonFieldError { path, text(code, { shown(value) }) };
    }

    /// nullptr when the key is absent or null: both mean "not given".
    const json* find(const json& object, std::string_view key, const std::string& parent)
    {
        if (!object.is_object())
            wrongType("json.expected_object", object, parent);
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return nullptr;
        return &*it;
    }
}

std::string jsonKeyPath(const std::string& parent, std::string_view key)
{
    return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}

std::string jsonIndexPath(const std::string& parent, std::size_t index)
{
    return parent + "[" + std::to_string(index) + "]";
}

std::string jsonStringValue(const json& value, const std::string& path)
{
    if (!value.is_string())
        wrongType("json.expected_string", value, path);
    return value.get<std::string>();
}

std::string jsonString(const json& object, std::string_view key, const std::string& parent, const std::string& fallback)
{
    const json* value = find(object, key, parent);
    return value ? jsonStringValue(*value, jsonKeyPath(parent, key)) : fallback;
}

double jsonNumber(const json& object, std::string_view key, const std::string& parent, double fallback)
{
    const json* value = find(object, key, parent);
    if (!value)
        return fallback;
    if (!value->is_number())
        wrongType("json.expected_number", *value, jsonKeyPath(parent, key));
    return value->get<double>();
}

bool jsonBool(const json& object, std::string_view key, const std::string& parent, bool fallback)
{
    const json* value = find(object, key, parent);
    if (!value)
        return fallback;
    if (!value->is_boolean())
        wrongType("json.expected_bool", *value, jsonKeyPath(parent, key));
    return value->get<bool>();
}

const json& jsonObject(const json& object, std::string_view key, const std::string& parent)
{
    static const json kEmpty = json::object();
    const json* value = find(object, key, parent);
    if (!value)
        return kEmpty;
    requireJsonObject(*value, jsonKeyPath(parent, key));
    return *value;
}

const json& jsonArray(const json& object, std::string_view key, const std::string& parent)
{
    static const json kEmpty = json::array();
    const json* value = find(object, key, parent);
    if (!value)
        return kEmpty;
    if (!value->is_array())
        wrongType("json.expected_array", *value, jsonKeyPath(parent, key));
    return *value;
}

void requireJsonObject(const json& value, const std::string& path)
{
    if (!value.is_object())
        wrongType("json.expected_object", value, path);
}

} // namespace quantlens
