#include "runtime/dump_folder_writer.h"

#include "tensor/dump_manifest.h"
#include "tensor/npy_writer.h"
#include "util/json_text.h"
#include "util/relative_path.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <set>
#include <unistd.h>

namespace quantlens::runtime {
namespace {
    namespace fs = std::filesystem;

    /// Writes all of `size` bytes, retrying short writes.
    bool writeAll(int fd, const void* data, std::size_t size)
    {
        const auto* p = static_cast<const char*>(data);
        while (size > 0) {
            const ssize_t n = ::write(fd, p, size);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            p += n;
            size -= static_cast<std::size_t>(n);
        }
        return true;
    }

    std::optional<Problem> writeFile(
        const std::string& path, const std::string& head, const std::byte* data, std::size_t size)
    {
        const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd < 0)
            return Problem::make(path, {}, text("write.failed", { std::strerror(errno) }));
        const bool ok = writeAll(fd, head.data(), head.size()) && writeAll(fd, data, size);
        const int error = errno;
        ::close(fd);
        if (!ok)
            return Problem::make(path, {}, text("write.failed", { std::strerror(error) }));
        return std::nullopt;
    }

    /// A folder holding nothing but what a run writes: its manifest, the files the manifest lists, and
    /// subfolders of the same kind (prequant/, one per sample). One file of the user's, a link or
    /// anything else, and it is not ours to replace.
    bool onlyRunOutput(const fs::path& folder, int depth = 0)
    {
        std::error_code ec;
        const fs::path manifestPath = folder / "manifest.json";
        std::set<std::string> listed { "manifest.json" };
        if (fs::is_regular_file(fs::symlink_status(manifestPath, ec))) {
            auto manifest = readDumpManifest(manifestPath.string());
            if (!manifest)
                return false;
            for (const auto& t : manifest.value().tensors)
                listed.insert(t.file);
        } else {
            return false; // every folder a run writes has its manifest (sample folders: replaceable())
        }
        bool any = false;
        for (const auto& entry : fs::directory_iterator(folder, ec)) {
            any = true;
            const auto status = entry.symlink_status(ec);
            const std::string name = entry.path().filename().string();
            if (fs::is_directory(status)) {
                if (depth >= 2 || !onlyRunOutput(entry.path(), depth + 1))
                    return false;
            } else if (!fs::is_regular_file(status) || !listed.count(name)) {
                return false;
            }
        }
        return !ec && any;
    }

    /// A folder we may replace: empty, or one an earlier run wrote and nobody added to.
    bool replaceable(const fs::path& folder)
    {
        std::error_code ec;
        if (fs::is_empty(folder, ec) && !ec)
            return true;
        if (onlyRunOutput(folder))
            return true;
        // An earlier run of several samples: sample folders only, each with its manifest.
        for (const auto& entry : fs::directory_iterator(folder, ec)) {
            const auto status = entry.symlink_status(ec);
            if (!fs::is_directory(status) || !onlyRunOutput(entry.path(), 1))
                return false;
        }
        return !ec;
    }

    /// True when `folder` is the current folder or holds it.
    bool holdsCurrentFolder(const fs::path& folder)
    {
        std::error_code ec;
        const fs::path here = fs::current_path(ec);
        const fs::path resolved = fs::weakly_canonical(folder, ec);
        if (here.empty() || resolved.empty())
            return false;
        return liesWithin(here, resolved);
    }
}

DumpFolderWriter::DumpFolderWriter(std::string folder, std::string temporary)
    : m_folder(std::move(folder))
    , m_temporary(std::move(temporary))
{ }

DumpFolderWriter::~DumpFolderWriter()
{
    if (!m_committed) {
        std::error_code ec;
        fs::remove_all(m_temporary, ec);
    }
}

Result<std::unique_ptr<DumpFolderWriter>> DumpFolderWriter::begin(const std::string& folder)
{
    using R = Result<std::unique_ptr<DumpFolderWriter>>;
    std::error_code ec;
    // "out/", "./out" and "." name the folder itself: a trailing "." or separator is no folder to rename.
    fs::path target = fs::absolute(folder, ec).lexically_normal();
    if (target.filename().empty())
        target = target.parent_path();
    if (holdsCurrentFolder(target))
        return R::failure(Problem::make(folder, {}, text("run.output_is_current")));
    const auto status = fs::symlink_status(target, ec);
    if (fs::exists(status)) {
        if (!fs::is_directory(status))
            return R::failure(Problem::make(folder, {}, text("run.output_not_folder")));
        if (!replaceable(target))
            return R::failure(Problem::make(folder, {}, text("run.output_not_dump")));
    }
    const fs::path parent = target.parent_path();
    if (!fs::is_directory(parent, ec))
        return R::failure(Problem::make(folder, {}, text("run.output_parent_missing", { parent.string() })));
    const std::string temporary = target.string() + ".tmp-" + std::to_string(::getpid());
    fs::remove_all(temporary, ec);
    if (!fs::create_directory(temporary, ec))
        return R::failure(Problem::make(temporary, {}, text("write.failed", { ec.message() })));
    return R::success(std::unique_ptr<DumpFolderWriter>(new DumpFolderWriter(target.string(), temporary)));
}

std::optional<Problem> DumpFolderWriter::write(const std::string& run, const DumpName& name, const Tensor& value)
{
    const bool number = value.dtype() == DType::Float32 || value.dtype() == DType::Float64;
    if (!number && !name.graphOutput)
        return std::nullopt;
    std::string runFolder;
    if (!run.empty()) {
        auto known = m_runFolders.find(run);
        if (known == m_runFolders.end()) {
            m_runFolderNames.reserve("prequant");
            known = m_runFolders.emplace(run, m_runFolderNames.claim(run)).first;
        }
        runFolder = known->second;
    }
    const std::string sub = runFolder.empty() ? (name.preQuantization ? "prequant" : "")
                                              : runFolder + (name.preQuantization ? "/prequant" : "");
    const fs::path dir = sub.empty() ? fs::path(m_temporary) : fs::path(m_temporary) / sub;
    Listing& listing = m_listings[sub];
    if (!listing.created) {
        std::error_code ec;
        fs::create_directories(dir, ec);
        if (ec)
            return Problem::make(dir.string(), {}, text("write.failed", { ec.message() }));
        listing.created = true;
    }
    const std::string file = listing.files.claim(name.name) + ".npy";
    if (auto problem
        = writeFile((dir / file).string(), npyHeader(value.dtype(), value.shape()), value.bytes(), value.byteSize()))
        return problem;
    nlohmann::json entry = { { "name", name.name }, { "file", file }, { "shape", value.shape() },
        { "dtype", dtypeName(value.dtype()) }, { "order", listing.entries.size() } };
    listing.entries.push_back(jsonText(entry));
    ++m_written;
    return std::nullopt;
}

std::optional<Problem> DumpFolderWriter::commit()
{
    for (const auto& [sub, listing] : m_listings) {
        std::string manifest
            = "{\"format\": \"quantlens-dump\", \"version\": 1, \"layout\": \"NCHW\", \"tensors\": [\n";
        for (std::size_t i = 0; i < listing.entries.size(); ++i)
            manifest += " " + listing.entries[i] + (i + 1 < listing.entries.size() ? ",\n" : "\n");
        manifest += "]}\n";
        const fs::path dir = sub.empty() ? fs::path(m_temporary) : fs::path(m_temporary) / sub;
        if (auto problem = writeFile((dir / "manifest.json").string(), manifest, nullptr, 0))
            return problem;
    }
    std::error_code ec;
    const std::string previous = m_folder + ".old-" + std::to_string(::getpid());
    const bool replacing = fs::exists(fs::symlink_status(m_folder, ec));
    if (replacing) {
        fs::rename(m_folder, previous, ec);
        if (ec)
            return Problem::make(m_folder, {}, text("write.failed", { ec.message() }));
    }
    fs::rename(m_temporary, m_folder, ec);
    if (ec) {
        if (replacing)
            fs::rename(previous, m_folder, ec);
        return Problem::make(m_folder, {}, text("write.failed", { ec.message() }));
    }
    m_committed = true;
    if (replacing)
        fs::remove_all(previous, ec);
    return std::nullopt;
}

} // namespace quantlens::runtime
