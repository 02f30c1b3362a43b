#include "tensor/dump_manifest.h"

#include "util/json_parse.h"
#include "util/whole_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <limits>
#include <string_view>
#include <unordered_map>

namespace quantlens {
namespace {
    using Json = nlohmann::json;
    constexpr const char* kFormat = "quantlens-dump";
    constexpr int kVersion = 1;

    std::string entryNumber(std::size_t index) { return std::to_string(index + 1); }

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
    // placed there by the user is the user's choice. On the string, as std::filesystem::path splits
    // it on this system (a path object per item was a third of reading a manifest): not empty, not
    // from the root, no ".." between slashes.
    bool staysInside(std::string_view file)
    {
        if (file.empty() || file.front() == '/')
            return false;
        for (std::size_t start = 0; start <= file.size();) {
            const std::size_t end = std::min(file.find('/', start), file.size());
            if (file.substr(start, end - start) == "..")
                return false;
            start = end + 1;
        }
        return true;
    }

    Result<DumpManifestEntry> parseEntry(const Json& item, std::size_t index, const std::string& manifestPath)
    {
        using R = Result<DumpManifestEntry>;
        // Where, made only for a problem: a message per item was most of reading a valid manifest.
        auto position = [&] { return text("where.tensor_number", { entryNumber(index) }); };
        if (!item.is_object())
            return R::failure(Problem::make(manifestPath, position(), text("manifest.item_not_object")));
        DumpManifestEntry entry;
        if (!optionalString(item, "name", entry.name) || entry.name.empty())
            return R::failure(Problem::make(manifestPath, position(), text("manifest.missing_name")));
        auto named = [&] { return text("where.tensor", { entry.name }); };
        if (!optionalString(item, "file", entry.file) || entry.file.empty())
            return R::failure(Problem::make(manifestPath, named(), text("manifest.missing_file")));
        if (!staysInside(entry.file))
            return R::failure(Problem::make(manifestPath, named(), text("manifest.file_outside", { entry.file })));
        if (!optionalString(item, "member", entry.member) || !optionalString(item, "dtype", entry.dtype)
            || !optionalString(item, "op_type", entry.opType) || !optionalString(item, "op_name", entry.opName))
            return R::failure(Problem::make(manifestPath, named(), text("manifest.fields_not_strings")));
        if (entry.member.ends_with(".npy"))
            entry.member.resize(entry.member.size() - 4);

        if (const auto it = item.find("order"); it != item.end() && !it->is_null()) {
            if (!it->is_number_integer() || it->get<long long>() < -1
                || it->get<long long>() > std::numeric_limits<int>::max())
                return R::failure(Problem::make(manifestPath, named(), text("manifest.bad_order")));
            entry.order = static_cast<int>(it->get<long long>());
        }
        if (const auto it = item.find("shape"); it != item.end() && !it->is_null()) {
            if (!it->is_array())
                return R::failure(Problem::make(manifestPath, named(), text("manifest.bad_shape")));
            std::vector<std::int64_t> shape;
            for (const auto& dim : *it) {
                if (!dim.is_number_integer() || dim.get<long long>() < 0)
                    return R::failure(Problem::make(manifestPath, named(), text("manifest.bad_shape")));
                shape.push_back(dim.get<std::int64_t>());
            }
            entry.shape = std::move(shape);
        }
        return R::success(std::move(entry));
    }

    /// The "tensors" items, converted one by one while the file is parsed and dropped from the JSON
    /// tree at once: a manifest of hundreds of thousands of tensors then costs their entries, not a
    /// JSON object each (several times larger).
    struct StreamedTensors {
        explicit StreamedTensors(const std::string& path)
            : manifestPath(path)
        { }
        const std::string& manifestPath;
        std::vector<DumpManifestEntry> entries;
        std::unordered_map<std::string, std::size_t> seen; // name → item index, for duplicates
        std::optional<Problem> firstError;
        std::string topLevelKey;
        std::size_t count = 0;

        /// Thrown from the parser's callback to stop reading a manifest that lists too many tensors.
        struct Stop { };
        /// Thrown for nesting no manifest has (kMaxJsonDepth): the value is never built.
        struct TooDeep { };

        bool take(int depth, Json::parse_event_t event, Json& parsed)
        {
            if (depth > kMaxJsonDepth)
                throw TooDeep {};
            if (depth == 1 && event == Json::parse_event_t::key) {
                topLevelKey = parsed.is_string() ? parsed.get<std::string>() : std::string();
                if (topLevelKey == "tensors") { // a key given twice: JSON keeps the last one, so do we
                    entries.clear();
                    seen.clear();
                    firstError.reset();
                    count = 0;
                }
                return true;
            }
            const bool itemDone = event == Json::parse_event_t::object_end || event == Json::parse_event_t::array_end
                || event == Json::parse_event_t::value;
            if (depth != 2 || topLevelKey != "tensors" || !itemDone)
                return true;
            const std::size_t index = count++;
            if (count > kMaxManifestTensors)
                throw Stop {};
            if (firstError)
                return false;
            auto entry = parseEntry(parsed, index, manifestPath);
            if (!entry) {
                firstError = entry.error();
                return false;
            }
            const std::string& name = entry.value().name;
            if (const auto it = seen.find(name); it != seen.end()) {
                firstError = Problem::make(manifestPath, text("where.tensor", { name }),
                    text("manifest.duplicate_name", { entryNumber(it->second), entryNumber(index) }));
                return false;
            }
            seen.emplace(name, index);
            entries.push_back(std::move(entry).value());
            return false;
        }
    };

    Result<DumpManifest> parseManifest(const Json& root, StreamedTensors& tensors, const std::string& manifestPath)
    {
        using R = Result<DumpManifest>;
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
        if (tensors.firstError)
            return R::failure(std::move(*tensors.firstError));
        manifest.tensors = std::move(tensors.entries);
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
        StreamedTensors tensors { manifestPath };
        Json root;
        try {
            root = Json::parse(content.value(),
                [&](int depth, Json::parse_event_t event, Json& parsed) { return tensors.take(depth, event, parsed); });
        } catch (const StreamedTensors::TooDeep&) {
            return R::failure(
                Problem::make(manifestPath, {}, text("json.too_deep", { std::to_string(kMaxJsonDepth) })));
        } catch (const StreamedTensors::Stop&) {
            return R::failure(Problem::make(manifestPath, text("where.key", { "tensors" }),
                text("manifest.too_many_tensors", { std::to_string(kMaxManifestTensors) })));
        } catch (const Json::parse_error& e) {
            return R::failure(Problem::make(
                manifestPath, text("where.byte", { std::to_string(e.byte) }), text("manifest.not_json", { e.what() })));
        }
        return parseManifest(root, tensors, manifestPath);
    } catch (const std::exception& e) {
        return R::failure(Problem::make(manifestPath, {}, text("manifest.cannot_read", { e.what() })));
    }
}

} // namespace quantlens
