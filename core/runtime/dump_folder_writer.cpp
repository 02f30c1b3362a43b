#include "runtime/dump_folder_writer.h"

#include "tensor/dump_manifest.h"
#include "tensor/npy_writer.h"
#include "util/json_text.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>

namespace quantlens::runtime {
namespace {
    namespace fs = std::filesystem;

    std::string sanitized(const std::string& name)
    {
        std::string out;
        for (char c : name)
            out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-') ? c : '_';
        return out.empty() ? std::string("tensor") : out;
    }

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

    bool isDumpFolder(const fs::path& folder)
    {
        std::error_code ec;
        return fs::is_regular_file(folder / "manifest.json", ec)
            && readDumpManifest((folder / "manifest.json").string()).ok();
    }

    /// A folder we may replace: empty, a QuantLens dump (an earlier run), or folders of dumps only (an
    /// earlier run of several samples).
    bool replaceable(const fs::path& folder)
    {
        std::error_code ec;
        if ((fs::is_empty(folder, ec) && !ec) || isDumpFolder(folder))
            return true;
        for (const auto& entry : fs::directory_iterator(folder, ec))
            if (!entry.is_directory() || entry.is_symlink() || !isDumpFolder(entry.path()))
                return false;
        return !ec;
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
    const fs::path target = fs::absolute(folder, ec);
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
    const std::string sub
        = run.empty() ? (name.preQuantization ? "prequant" : "") : run + (name.preQuantization ? "/prequant" : "");
    const fs::path dir = sub.empty() ? fs::path(m_temporary) : fs::path(m_temporary) / sub;
    Listing& listing = m_listings[sub];
    if (listing.entries.empty() && listing.usedFiles.empty()) {
        std::error_code ec;
        fs::create_directories(dir, ec);
        if (ec)
            return Problem::make(dir.string(), {}, text("write.failed", { ec.message() }));
    }
    const std::string stem = sanitized(name.name);
    const int used = listing.usedFiles[stem]++;
    const std::string file = stem + (used ? "_" + std::to_string(used + 1) : "") + ".npy";
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
