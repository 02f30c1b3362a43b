#include "tensor/dump_set.h"

#include "tensor/shape_text.h"

#include "tensor/dump_manifest.h"
#include "tensor/npy_header_parser.h"
#include "tensor/npy_reader.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>

namespace quantlens {
namespace fs = std::filesystem;

namespace {
constexpr const char* kManifestName = "manifest.json";

Text tensorPosition(const std::string& name)
{
    return text("where.tensor", { name });
}

std::string lowerExtension(const fs::path& path)
{
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext;
}

std::string absolutePath(const fs::path& path)
{
    std::error_code ec;
    const fs::path absolute = fs::absolute(path, ec);
    return (ec ? path : absolute).lexically_normal().string();
}

/// The tensor, then where in its file the problem lies (the positions a reader reports).
Text tensorPositionWithin(const std::string& name, const Text& inner)
{
    const std::string arg = inner.args.empty() ? std::string() : inner.args.front();
    if (inner.empty())
        return tensorPosition(name);
    if (inner.code == "where.byte")
        return text("where.tensor_byte", { name, arg });
    if (inner.code == "where.member")
        return text("where.tensor_member", { name, arg });
    if (inner.code == "where.header")
        return text("where.tensor_header", { name });
    // A position kind the readers do not report today: keep it, in English.
    return text("where.tensor_at", { name, inner.english() });
}

/// A problem of one file restated as a warning about the tensor it should have provided.
Problem entryWarning(const Problem& problem, const std::string& name)
{
    return Problem::make(problem.file, tensorPositionWithin(name, problem.where), problem.what);
}

enum class FileKind { Npy, Npz, Unknown };

// Content first, extension second, as for every reader.
FileKind sniff(const fs::path& path)
{
    char head[6] = {};
    std::ifstream in(path, std::ios::binary);
    in.read(head, sizeof(head));
    if (in.gcount() >= 2 && head[0] == 'P' && head[1] == 'K')
        return FileKind::Npz;
    if (in.gcount() == 6 && std::memcmp(head, "\x93NUMPY", 6) == 0)
        return FileKind::Npy;
    const std::string ext = lowerExtension(path);
    return ext == ".npz" ? FileKind::Npz : ext == ".npy" ? FileKind::Npy : FileKind::Unknown;
}
}

struct DumpSet::Loader {
    DumpSet& set;
    std::vector<Problem> warnings;
    std::map<std::string, Problem> failedArchives;

    Result<std::shared_ptr<const NpzArchive>> archive(const std::string& file)
    {
        using R = Result<std::shared_ptr<const NpzArchive>>;
        if (const auto it = set.m_archives.find(file); it != set.m_archives.end())
            return R::success(it->second);
        if (const auto it = failedArchives.find(file); it != failedArchives.end())
            return R::failure(it->second);
        auto opened = NpzArchive::open(file);
        if (opened)
            set.m_archives.emplace(file, opened.value());
        else
            failedArchives.emplace(file, opened.error());
        return opened;
    }

    /// Fills shape and dtype from the file's own header; a problem means the entry is unusable.
    std::optional<Problem> describe(DumpEntry& entry)
    {
        if (entry.member.empty()) {
            // Maps the file but touches only the header page; the payload size is checked from the file size.
            auto view = readNpyFile(entry.file);
            if (!view)
                return view.error();
            entry.shape = view.value().shape;
            entry.dtype = view.value().dtype;
            return std::nullopt;
        }
        auto opened = archive(entry.file);
        if (!opened)
            return opened.error();
        auto header = opened.value()->header(entry.member);
        if (!header)
            return header.error();
        entry.shape = header.value().shape;
        entry.dtype = header.value().dtype;
        return std::nullopt;
    }

    void add(DumpEntry entry)
    {
        set.m_index[entry.name] = set.m_entries.size();
        set.m_entries.push_back(std::move(entry));
    }

    void sortByName()
    {
        std::sort(set.m_entries.begin(), set.m_entries.end(),
            [](const DumpEntry& a, const DumpEntry& b) { return a.name < b.name; });
        set.m_index.clear();
        for (std::size_t i = 0; i < set.m_entries.size(); ++i)
            set.m_index[set.m_entries[i].name] = i;
    }

    Result<DumpSet> finish(const std::string& file, const Text& emptyMessage)
    {
        if (set.m_entries.empty()) {
            auto failed = Result<DumpSet>::failure(Problem::make(file, {}, emptyMessage));
            for (auto& warning : warnings)
                failed.addWarning(std::move(warning));
            return failed;
        }
        return Result<DumpSet>::success(std::move(set), std::move(warnings));
    }

    Result<DumpSet> fromManifest(const fs::path& directory, const std::string& manifestPath, Result<DumpManifest> manifest)
    {
        if (!manifest)
            return Result<DumpSet>::failure(manifest.error());
        set.m_hasManifest = true;
        set.m_layout = manifest.value().layout;
        for (const auto& listed : manifest.value().tensors) {
            DumpEntry entry { listed.name, absolutePath(directory / listed.file), listed.member, listed.order,
                listed.opType, listed.opName, {}, DType::Float32 };
            if (auto problem = describe(entry)) {
                warnings.push_back(entryWarning(*problem, entry.name));
                continue;
            }
            const Text position = tensorPosition(entry.name);
            if (listed.shape && *listed.shape != entry.shape) {
                warnings.push_back(Problem::make(entry.file, position,
                    text("dump.manifest_shape_differs", { shapeToString(*listed.shape), shapeToString(entry.shape) })));
                continue;
            }
            if (!listed.dtype.empty()) {
                const auto dtype = dtypeFromName(listed.dtype);
                if (!dtype || *dtype != entry.dtype) {
                    warnings.push_back(Problem::make(entry.file, position,
                        text("dump.manifest_dtype_differs", { listed.dtype, dtypeName(entry.dtype) })));
                    continue;
                }
            }
            add(std::move(entry));
        }
        const std::size_t listedCount = manifest.value().tensors.size();
        return finish(manifestPath,
            listedCount == 0 ? text("dump.manifest_empty")
                             : text("dump.none_listed_readable", { std::to_string(listedCount) }));
    }

    Result<DumpSet> fromDirectory(const fs::path& directory)
    {
        std::error_code ec;
        std::vector<fs::path> files;
        for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
            const fs::path& path = it->path();
            const std::string ext = lowerExtension(path);
            if (path.filename().string().starts_with(".") || (ext != ".npy" && ext != ".npz"))
                continue;
            std::error_code typeError;
            if (it->is_regular_file(typeError))
                files.push_back(path);
        }
        if (ec)
            return Result<DumpSet>::failure(Problem::make(set.m_path, {}, text("dump.cannot_list", { ec.message() })));
        if (files.empty())
            return Result<DumpSet>::failure(Problem::make(set.m_path, {}, text("dump.no_files")));
        // Sorted so that which of two clashing files is named first does not depend on the file system.
        std::sort(files.begin(), files.end());

        std::map<std::string, std::string> origin;
        for (const auto& path : files) {
            const std::string file = absolutePath(path);
            std::vector<DumpEntry> found;
            if (lowerExtension(path) == ".npy") {
                found.push_back({ path.stem().string(), file, "", -1, "", "", {}, DType::Float32 });
            } else {
                auto opened = archive(file);
                if (!opened) {
                    warnings.push_back(opened.error());
                    continue;
                }
                for (const auto& name : opened.value()->names())
                    found.push_back({ name, file, name, -1, "", "", {}, DType::Float32 });
            }
            for (auto& entry : found) {
                const std::string place = entry.member.empty() ? file : file + ":" + entry.member + ".npy";
                if (const auto it = origin.find(entry.name); it != origin.end())
                    return Result<DumpSet>::failure(Problem::make(
                        set.m_path, tensorPosition(entry.name), text("dump.duplicate_name", { it->second, place })));
                origin.emplace(entry.name, place);
                if (auto problem = describe(entry)) {
                    warnings.push_back(entryWarning(*problem, entry.name));
                    continue;
                }
                add(std::move(entry));
            }
        }
        sortByName();
        return finish(set.m_path, text("dump.none_readable", { std::to_string(files.size()) }));
    }

    Result<DumpSet> fromFile(const fs::path& path)
    {
        const std::string file = absolutePath(path);
        switch (sniff(path)) {
        case FileKind::Npz: {
            auto opened = archive(file);
            if (!opened)
                return Result<DumpSet>::failure(opened.error());
            // Archive order is kept: writers usually store tensors in execution order.
            for (const auto& name : opened.value()->names()) {
                DumpEntry entry { name, file, name, -1, "", "", {}, DType::Float32 };
                if (auto problem = describe(entry))
                    warnings.push_back(entryWarning(*problem, name));
                else
                    add(std::move(entry));
            }
            return finish(set.m_path, text("dump.no_array_readable"));
        }
        case FileKind::Npy: {
            DumpEntry entry { path.stem().string(), file, "", -1, "", "", {}, DType::Float32 };
            if (auto problem = describe(entry))
                return Result<DumpSet>::failure(*problem);
            add(std::move(entry));
            return finish(set.m_path, {}); // not reached empty: the one entry was added
        }
        case FileKind::Unknown:
            break;
        }
        return Result<DumpSet>::failure(Problem::make(set.m_path, {}, text("dump.unknown_kind")));
    }
};

Result<DumpSet> DumpSet::open(const std::string& path)
{
    try {
        DumpSet set;
        set.m_path = path;
        Loader loader { set, {}, {} };
        std::error_code ec;
        const fs::file_status status = fs::status(path, ec);
        if (ec || !fs::exists(status))
            return Result<DumpSet>::failure(Problem::make(path, {}, text("dump.missing")));
        if (fs::is_directory(status)) {
            const fs::path manifest = fs::path(path) / kManifestName;
            if (!fs::exists(manifest, ec))
                return loader.fromDirectory(path);
            auto parsed = readDumpManifest(manifest.string());
            // Other tools write manifest.json files too: one that is not ours is ignored, with a word.
            const std::string code = parsed ? std::string() : parsed.error().what.code;
            if (code != "manifest.no_format" && code != "manifest.wrong_format")
                return loader.fromManifest(path, manifest.string(), std::move(parsed));
            auto set = loader.fromDirectory(path);
            if (!set)
                return set;
            std::vector<Problem> warnings { Problem::make(manifest.string(), {}, text("dump.foreign_manifest")) };
            warnings.insert(warnings.end(), set.warnings().begin(), set.warnings().end());
            return Result<DumpSet>::success(std::move(set).value(), std::move(warnings));
        }
        if (fs::is_regular_file(status))
            return loader.fromFile(path);
        return Result<DumpSet>::failure(Problem::make(path, {}, text("dump.not_file_or_directory")));
    } catch (const std::exception& e) {
        return Result<DumpSet>::failure(Problem::make(path, {}, text("dump.cannot_open", { e.what() })));
    }
}

const DumpEntry* DumpSet::entry(const std::string& name) const
{
    const auto it = m_index.find(name);
    return it == m_index.end() ? nullptr : &m_entries[it->second];
}

Result<TensorView> DumpSet::tensor(const std::string& name) const
{
    using R = Result<TensorView>;
    try {
        const DumpEntry* found = entry(name);
        if (found == nullptr)
            return R::failure(Problem::make(m_path, tensorPosition(name), text("dump.no_such_tensor")));
        if (found->member.empty())
            return readNpyFile(found->file);
        const auto archive = m_archives.find(found->file);
        if (archive == m_archives.end())
            return R::failure(Problem::make(found->file, tensorPosition(name), text("dump.archive_not_opened")));
        return archive->second->tensor(found->member);
    } catch (const std::exception& e) {
        return R::failure(Problem::make(m_path, tensorPosition(name), text("dump.cannot_read_tensor", { e.what() })));
    }
}

} // namespace quantlens
