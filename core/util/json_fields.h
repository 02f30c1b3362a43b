#pragma once
// Reading JSON files that people edit by hand (workspaces): every accessor knows the key path it
// reads, so a value of the wrong type is reported as "key 'view.cos_warn_below': must be a number,
// not "high"" instead of the JSON library's exception text.
#include "util/text.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace quantlens {

/// Thrown by the accessors below; the loader turns it into a Problem naming its file and `key`.
struct JsonFieldError {
    std::string key; ///< path of the offending value, e.g. "inputs.candidates[2].path"
    Text what;
};

/// "parent.key" (or "key" at the top level).
std::string jsonKeyPath(const std::string& parent, std::string_view key);
/// "parent[index]".
std::string jsonIndexPath(const std::string& parent, std::size_t index);

/// The value of an optional string field; `fallback` when absent or null.
std::string jsonString(
    const nlohmann::json& object, std::string_view key, const std::string& parent, const std::string& fallback = {});
/// The value of an optional number field; `fallback` when absent or null.
double jsonNumber(const nlohmann::json& object, std::string_view key, const std::string& parent, double fallback);
/// The value of an optional true/false field; `fallback` when absent or null.
bool jsonBool(const nlohmann::json& object, std::string_view key, const std::string& parent, bool fallback);
/// An optional object field; an empty object when absent or null.
const nlohmann::json& jsonObject(const nlohmann::json& object, std::string_view key, const std::string& parent);
/// An optional array field; an empty array when absent or null.
const nlohmann::json& jsonArray(const nlohmann::json& object, std::string_view key, const std::string& parent);
/// Throws unless `value` (found at `path`) is an object.
void requireJsonObject(const nlohmann::json& value, const std::string& path);
/// A string value found at `path` (an array item, say).
std::string jsonStringValue(const nlohmann::json& value, const std::string& path);

} // namespace quantlens
