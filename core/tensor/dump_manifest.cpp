#include "tensor/dump_manifest.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>

namespace quantlens {
namespace {
using Json = nlohmann::json;
constexpr const char* kFormat = "quantlens-dump";
constexpr int kVersion = 1;

std::string entryPosition(std::size_t index)
{
    return "tensor #" + std::to_string(index + 1);
}

/// Reads an optional string field; false when present with another type.
bool optionalString(const Json& object, const char* key, std::string& out)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return true;
    if (!it->is_string())
        return false;
    out = it->get<std::string>();
    return true;
}

// Lexical check only: the manifest must not reach outside its directory by itself; a symlink
// placed there by the user is the user's choice.
bool staysInside(const std::string& file)
{
    const std::filesystem::path path(file);
    if (path.empty() || path.is_absolute() || path.has_root_name() || path.has_root_directory())
        return false;
    for (const auto& part : path)
        if (part == "..")
            return false;
    return true;
}

Result<DumpManifestEntry> parseEntry(const Json& item, std::size_t index, const std::string& manifestPath)
{
    using R = Result<DumpManifestEntry>;
    const std::string position = entryPosition(index);
    if (!item.is_object())
        return R::failure(manifestPath, position, "each item of \"tensors\" must be an object");
    DumpManifestEntry entry;
    if (!optionalString(item, "name", entry.name) || entry.name.empty())
        return R::failure(manifestPath, position, "missing \"name\" (a non-empty string)");
    const std::string named = "tensor '" + entry.name + "'";
    if (!optionalString(item, "file", entry.file) || entry.file.empty())
        return R::failure(manifestPath, named, "missing \"file\" (a path relative to the manifest)");
    if (!staysInside(entry.file))
        return R::failure(
            manifestPath, named, "file '" + entry.file + "' points outside the dump directory (absolute path or '..')");
    if (!optionalString(item, "member", entry.member) || !optionalString(item, "dtype", entry.dtype)
        || !optionalString(item, "op_type", entry.opType) || !optionalString(item, "op_name", entry.opName))
        return R::failure(manifestPath, named, "\"member\", \"dtype\", \"op_type\" and \"op_name\" must be strings");
    if (entry.member.ends_with(".npy"))
        entry.member.resize(entry.member.size() - 4);

    if (const auto it = item.find("order"); it != item.end() && !it->is_null()) {
        if (!it->is_number_integer() || it->get<long long>() < -1
            || it->get<long long>() > std::numeric_limits<int>::max())
            return R::failure(manifestPath, named, "\"order\" must be an integer (-1 when unknown)");
        entry.order = static_cast<int>(it->get<long long>());
    }
    if (const auto it = item.find("shape"); it != item.end() && !it->is_null()) {
        if (!it->is_array())
            return R::failure(manifestPath, named, "\"shape\" must be a list of non-negative integers");
        std::vector<std::int64_t> shape;
        for (const auto& dim : *it) {
            if (!dim.is_number_integer() || dim.get<long long>() < 0)
                return R::failure(manifestPath, named, "\"shape\" must be a list of non-negative integers");
            shape.push_back(dim.get<std::int64_t>());
        }
        entry.shape = std::move(shape);
    }
    return R::success(std::move(entry));
}

Result<DumpManifest> parseManifest(const Json& root, const std::string& manifestPath)
{
    using R = Result<DumpManifest>;
    if (!root.is_object())
        return R::failure(manifestPath, "", "manifest must be a JSON object");
    const auto format = root.find("format");
    if (format == root.end() || !format->is_string() || format->get<std::string>() != kFormat)
        return R::failure(manifestPath, "\"format\"",
            "not a QuantLens dump manifest (\"format\" must be \"" + std::string(kFormat) + "\", found "
                + (format == root.end() ? std::string("nothing") : format->dump()) + ")");
    const auto version = root.find("version");
    if (version == root.end() || !version->is_number_integer() || version->get<long long>() != kVersion)
        return R::failure(manifestPath, "\"version\"",
            "unsupported manifest version " + (version == root.end() ? std::string("(none)") : version->dump())
                + " (this build reads version " + std::to_string(kVersion) + ")");

    DumpManifest manifest;
    std::string layout;
    if (!optionalString(root, "layout", layout) || (root.contains("layout") && layout.empty()))
        return R::failure(manifestPath, "\"layout\"", "\"layout\" must be a string such as \"NCHW\"");
    if (!layout.empty())
        manifest.layout = layout;
    const auto tensors = root.find("tensors");
    if (tensors == root.end() || !tensors->is_array())
        return R::failure(manifestPath, "\"tensors\"", "missing \"tensors\" list");

    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < tensors->size(); ++i) {
        auto entry = parseEntry((*tensors)[i], i, manifestPath);
        if (!entry)
            return R::failure(entry.error());
        const std::string& name = entry.value().name;
        if (const auto it = seen.find(name); it != seen.end())
            return R::failure(manifestPath, "tensor '" + name + "'",
                "duplicate tensor name: listed as " + entryPosition(it->second) + " and " + entryPosition(i));
        seen.emplace(name, i);
        manifest.tensors.push_back(std::move(entry.value()));
    }
    return R::success(std::move(manifest));
}
}

Result<DumpManifest> readDumpManifest(const std::string& manifestPath)
{
    using R = Result<DumpManifest>;
    try {
        std::ifstream in(manifestPath, std::ios::binary);
        if (!in)
            return R::failure(manifestPath, "", "cannot open manifest");
        std::ostringstream text;
        text << in.rdbuf();
        Json root;
        try {
            root = Json::parse(text.str());
        } catch (const Json::parse_error& e) {
            return R::failure(
                manifestPath, "byte " + std::to_string(e.byte), std::string("not valid JSON: ") + e.what());
        }
        return parseManifest(root, manifestPath);
    } catch (const std::exception& e) {
        return R::failure(manifestPath, "", std::string("cannot read manifest: ") + e.what());
    }
}

} // namespace quantlens
