#include "util/zip_writer.h"

#include "util/atomic_file.h"

#include <zip.h>

#include <memory>
#include <optional>

namespace quantlens {
namespace {
    std::string zipErrorText(zip_error_t* error)
    {
        const char* text = zip_error_strerror(error);
        return text != nullptr ? text : "unknown libzip error";
    }

    /// Reads back what libzip wrote into an in-memory source.
    std::optional<std::string> sourceBytes(zip_source_t* source)
    {
        if (zip_source_open(source) != 0)
            return std::nullopt;
        zip_source_seek(source, 0, SEEK_END);
        const zip_int64_t size = zip_source_tell(source);
        zip_source_seek(source, 0, SEEK_SET);
        std::string out(size > 0 ? static_cast<std::size_t>(size) : 0, '\0');
        const zip_int64_t got = out.empty() ? 0 : zip_source_read(source, out.data(), out.size());
        zip_source_close(source);
        if (size < 0 || got != size)
            return std::nullopt;
        return out;
    }
}

void ZipWriter::add(std::string name, std::string bytes, bool compress)
{
    m_members.push_back({ std::move(name), std::move(bytes), compress });
}

Result<std::string> ZipWriter::bytes(const std::string& file) const
{
    using R = Result<std::string>;
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (buffer == nullptr)
        return R::failure(Problem::make(file, {}, text("zip.cannot_write", { zipErrorText(&error) })));
    const std::unique_ptr<zip_source_t, decltype(&zip_source_free)> owned(buffer, zip_source_free);
    zip_source_keep(buffer); // the archive's reference: zip_close frees it, our bytes stay to be read
    zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error);
    if (archive == nullptr) {
        zip_source_free(buffer); // not taken by a failed open: the archive's reference goes here
        Problem problem = Problem::make(file, {}, text("zip.cannot_write", { zipErrorText(&error) }));
        zip_error_fini(&error);
        return R::failure(std::move(problem));
    }
    for (const Member& m : m_members) {
        zip_source_t* data = zip_source_buffer(archive, m.bytes.data(), m.bytes.size(), 0);
        const zip_int64_t index
            = data ? zip_file_add(archive, m.name.c_str(), data, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE) : -1;
        if (index < 0) {
            if (data != nullptr)
                zip_source_free(data);
            Problem problem = Problem::make(
                file, text("where.member", { m.name }), text("zip.cannot_write", { zip_strerror(archive) }));
            zip_discard(archive);
            return R::failure(std::move(problem));
        }
        zip_set_file_compression(
            archive, static_cast<zip_uint64_t>(index), m.compress ? ZIP_CM_DEFLATE : ZIP_CM_STORE, 0);
    }
    if (zip_close(archive) != 0) {
        Problem problem = Problem::make(file, {}, text("zip.cannot_write", { zip_strerror(archive) }));
        zip_discard(archive);
        return R::failure(std::move(problem));
    }
    auto out = sourceBytes(buffer);
    if (!out)
        return R::failure(Problem::make(file, {}, text("zip.cannot_read_back")));
    return R::success(std::move(*out));
}

Result<bool> ZipWriter::write(const std::string& path) const
{
    auto archive = bytes(path);
    if (!archive)
        return Result<bool>::failure(archive.error());
    return writeFileAtomically(path, archive.value());
}

} // namespace quantlens
