#include "tensor/dump_manifest.h"

#include "tensor/dump_manifest_reader.h"

#include "util/json_parse.h"
#include "util/whole_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace quantlens {
namespace {
    using Json = nlohmann::json;
    constexpr const char* kFormat = "quantlens-dump";
    constexpr int kVersion = 1;

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

    Result<DumpManifest> parseManifest(DumpManifestReader& read, const std::string& manifestPath)
    {
        using R = Result<DumpManifest>;
        const Json& root = read.root();
        if (!root.is_object())
            return R::failure(Problem::make(manifestPath, {}, text("manifest.not_an_object")));
        const auto format = root.find("format");
        if (format == root.end())
            return R::failure(
                Problem::make(manifestPath, text("where.key", { "format" }), text("manifest.no_format", { kFormat })));
        if (!format->is_string() || format->get<std::string>() != kFormat)
            return R::failure(Problem::make(manifestPath, text("where.key", { "format" }),
                text("manifest.wrong_format", { kFormat, format->dump() })));
        const auto version = root.find("version");
        if (version == root.end())
            return R::failure(Problem::make(manifestPath, text("where.key", { "version" }),
                text("manifest.no_version", { std::to_string(kVersion) })));
        if (!version->is_number_integer() || version->get<long long>() != kVersion)
            return R::failure(Problem::make(manifestPath, text("where.key", { "version" }),
                text("manifest.unsupported_version", { version->dump(), std::to_string(kVersion) })));

        DumpManifest manifest;
        std::string layout;
        if (!optionalString(root, "layout", layout) || (root.contains("layout") && layout.empty()))
            return R::failure(
                Problem::make(manifestPath, text("where.key", { "layout" }), text("manifest.bad_layout")));
        // Only the two layouts the matcher knows: any other word would silently be read as NCHW.
        std::transform(layout.begin(), layout.end(), layout.begin(), [](unsigned char c) { return std::toupper(c); });
        if (!layout.empty() && layout != "NCHW" && layout != "NHWC")
            return R::failure(Problem::make(manifestPath, text("where.key", { "layout" }),
                text("manifest.unknown_layout", { root.at("layout").get<std::string>() })));
        if (!layout.empty())
            manifest.layout = layout;
        const auto items = root.find("tensors");
        if (items == root.end() || !items->is_array())
            return R::failure(
                Problem::make(manifestPath, text("where.key", { "tensors" }), text("manifest.missing_tensors")));
        if (read.firstError())
            return R::failure(std::move(*read.firstError()));
        manifest.tensors = std::move(read.entries());
        return R::success(std::move(manifest));
    }
}

Result<DumpManifest> readDumpManifest(const std::string& manifestPath)
{
    using R = Result<DumpManifest>;
    try {
        std::error_code error;
        const auto size = std::filesystem::file_size(manifestPath, error);
        if (!error && size > kMaxManifestBytes)
            return R::failure(Problem::make(manifestPath, {},
                text("manifest.too_large", { std::to_string(size >> 20), std::to_string(kMaxManifestBytes >> 20) })));
        const auto content = readWholeFile(manifestPath, kMaxManifestBytes);
        if (!content)
            return R::failure(content.error());
        // Read as its events come: the items become entries without becoming JSON first.
        DumpManifestReader read { manifestPath };
        Json::sax_parse(content.value(), &read);
        if (read.tooDeep())
            return R::failure(
                Problem::make(manifestPath, {}, text("json.too_deep", { std::to_string(kMaxJsonDepth) })));
        if (read.tooManyTensors())
            return R::failure(Problem::make(manifestPath, text("where.key", { "tensors" }),
                text("manifest.too_many_tensors", { std::to_string(kMaxManifestTensors) })));
        if (read.syntaxError())
            return R::failure(*read.syntaxError());
        return parseManifest(read, manifestPath);
    } catch (const std::exception& e) {
        return R::failure(Problem::make(manifestPath, {}, text("manifest.cannot_read", { e.what() })));
    }
}

} // namespace quantlens
