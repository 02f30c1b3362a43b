#include "match/tensor_map_file.h"

#include "util/json_parse.h"
#include "util/json_text.h"

#include "util/atomic_file.h"
#include "util/whole_file.h"

#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    constexpr const char* kFormat = "quantlens-tensor-map";
    constexpr int kVersion = 1;
    constexpr std::size_t kMaxMapBytes = 64u << 20; // a map of a million tensors is far below this
}

Result<TensorMap> readTensorMap(const std::string& path)
{
    using R = Result<TensorMap>;
    const auto fail
        = [&](Text where, Text what) { return R::failure(Problem::make(path, std::move(where), std::move(what))); };
    const auto content = readWholeFile(path, file_limits::kConfig);
    if (!content)
        return R::failure(content.error());
    if (content.value().size() > kMaxMapBytes)
        return fail({}, text("tensor_map.too_large", { std::to_string(kMaxMapBytes >> 20) }));
    nlohmann::json json;
    JsonParseError error;
    if (!parseJsonLimited(content.value(), json, error))
        return fail(error.where, error.what.code == "json.syntax" ? text("tensor_map.not_json") : error.what);
    if (!json.is_object())
        return fail({}, text("tensor_map.not_json"));
    if (!json.contains("format") || json.at("format") != kFormat)
        return fail(text("where.key", { "format" }), text("tensor_map.wrong_format", { kFormat }));
    if (!json.contains("version") || !json["version"].is_number_integer() || json["version"].get<int>() > kVersion)
        return fail(text("where.key", { "version" }), text("tensor_map.bad_version", { std::to_string(kVersion) }));
    if (!json.contains("tensors") || !json["tensors"].is_object())
        return fail(text("where.key", { "tensors" }), text("tensor_map.no_tensors"));
    TensorMap map;
    for (const auto& [floatName, entry] : json["tensors"].items()) {
        if (!entry.is_string() || entry.get<std::string>().empty())
            return fail(text("where.tensor", { floatName }), text("tensor_map.entry_not_string"));
        map.emplace(floatName, entry.get<std::string>());
    }
    return R::success(std::move(map));
}

std::string tensorMapJson(const TensorMap& map)
{
    nlohmann::ordered_json json;
    json["format"] = kFormat;
    json["version"] = kVersion;
    json["tensors"] = nlohmann::ordered_json::object();
    for (const auto& [floatName, entry] : map)
        json["tensors"][floatName] = entry;
    return jsonText(json, 2) + "\n";
}

Result<bool> writeTensorMap(const std::string& path, const TensorMap& map)
{
    return writeFileAtomically(path, tensorMapJson(map));
}

} // namespace quantlens
