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

std::string tensorPosition(const std::string& name)
{
    return "tensor '" + name + "'";
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

/// A problem of one file restated as a warning about the tensor it should have provided.
Problem entryWarning(const Problem& problem, const std::string& name)
{
    return { problem.file, tensorPosition(name),
        (problem.position.empty() ? "" : problem.position + ": ") + problem.message };
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

    Result<DumpSet> finish(const std::string& file, const std::string& emptyMessage)
    {
        if (set.m_entries.empty()) {
            auto failed = Result<DumpSet>::failure(file, "", emptyMessage);
            for (auto& warning : warnings)
                failed.addWarning(std::move(warning));
            return failed;
        }
        return Result<DumpSet>::success(std::move(set), std::move(warnings));
    }

    Result<DumpSet> fromManifest(const fs::path& directory, const std::string& manifestPath)
    {
        auto manifest = readDumpManifest(manifestPath);
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
            const std::string position = tensorPosition(entry.name);
            if (listed.shape && *listed.shape != entry.shape) {
                warnings.push_back({ entry.file, position,
                    "manifest shape " + shapeToString(*listed.shape) + " disagrees with the file's "
                        + shapeToString(entry.shape) + "; tensor left out" });
                continue;
            }
            if (!listed.dtype.empty()) {
                const auto dtype = dtypeFromName(listed.dtype);
                if (!dtype || *dtype != entry.dtype) {
                    warnings.push_back({ entry.file, position,
                        "manifest dtype '" + listed.dtype + "' disagrees with the file's " + dtypeName(entry.dtype)
                            + "; tensor left out" });
                    continue;
                }
            }
            add(std::move(entry));
        }
        const std::size_t listedCount = manifest.value().tensors.size();
        return finish(manifestPath,
            listedCount == 0 ? std::string("manifest lists no tensors")
                             : "none of the " + std::to_string(listedCount) + " tensors listed could be read");
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
            return Result<DumpSet>::failure(set.m_path, "", "cannot list directory: " + ec.message());
        if (files.empty())
            return Result<DumpSet>::failure(set.m_path, "", "no .npy or .npz files in this directory");
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
                    return Result<DumpSet>::failure(set.m_path, tensorPosition(entry.name),
                        "duplicate tensor name, given by both " + it->second + " and " + place);
                origin.emplace(entry.name, place);
                if (auto problem = describe(entry)) {
                    warnings.push_back(entryWarning(*problem, entry.name));
                    continue;
                }
                add(std::move(entry));
            }
        }
        sortByName();
        return finish(set.m_path, "none of the " + std::to_string(files.size()) + " .npy/.npz files could be read");
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
            return finish(set.m_path, "none of the archive's arrays could be read");
        }
        case FileKind::Npy: {
            DumpEntry entry { path.stem().string(), file, "", -1, "", "", {}, DType::Float32 };
            if (auto problem = describe(entry))
                return Result<DumpSet>::failure(*problem);
            add(std::move(entry));
            return finish(set.m_path, "");
        }
        case FileKind::Unknown:
            break;
        }
        return Result<DumpSet>::failure(set.m_path, "", "not a dump directory, an .npz archive or an .npy file");
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
            return Result<DumpSet>::failure(path, "", "does not exist");
        if (fs::is_directory(status)) {
            const fs::path manifest = fs::path(path) / kManifestName;
            if (fs::exists(manifest, ec))
                return loader.fromManifest(path, manifest.string());
            return loader.fromDirectory(path);
        }
        if (fs::is_regular_file(status))
            return loader.fromFile(path);
        return Result<DumpSet>::failure(path, "", "neither a directory nor a regular file");
    } catch (const std::exception& e) {
        return Result<DumpSet>::failure(path, "", std::string("cannot open dump set: ") + e.what());
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
            return R::failure(m_path, tensorPosition(name), "no tensor of that name in this dump set");
        if (found->member.empty())
            return readNpyFile(found->file);
        const auto archive = m_archives.find(found->file);
        if (archive == m_archives.end())
            return R::failure(found->file, tensorPosition(name), "archive was not opened");
        return archive->second->tensor(found->member);
    } catch (const std::exception& e) {
        return R::failure(m_path, tensorPosition(name), std::string("cannot read tensor: ") + e.what());
    }
}

} // namespace quantlens
