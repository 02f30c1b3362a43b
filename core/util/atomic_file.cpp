#include "util/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace quantlens {
namespace {
    using R = Result<bool>;

    /// Writes all of `content` to `fd`; 0 or the errno of the failing write.
    int writeAll(int fd, const std::string& content)
    {
        const char* p = content.data();
        std::size_t left = content.size();
        while (left > 0) {
            const ssize_t n = ::write(fd, p, left);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return n < 0 ? errno : EIO;
            p += n;
            left -= static_cast<std::size_t>(n);
        }
        return 0;
    }

    /// A device or FIFO the user named (/dev/null, /dev/stdout, a pipe): written through, never replaced.
    /// Renaming over it would turn /dev/null into a regular file for every program on the machine.
    R writeThrough(const std::string& path, const std::string& content, const struct stat& info)
    {
        if (S_ISBLK(info.st_mode))
            return R::failure(Problem::make(path, {}, text("write.block_device")));
        if (S_ISSOCK(info.st_mode))
            return R::failure(Problem::make(path, {}, text("write.not_writable_kind")));
        // Non-blocking open so a FIFO nobody reads fails at once instead of hanging the command.
        const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            if (errno == ENXIO)
                return R::failure(Problem::make(path, {}, text("write.fifo_without_reader")));
            return R::failure(Problem::make(path, {}, text("write.cannot_open", { std::strerror(errno) })));
        }
        const int flags = ::fcntl(fd, F_GETFL);
        if (flags >= 0)
            ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
        const int err = writeAll(fd, content);
        if (err != 0) {
            ::close(fd);
            return R::failure(Problem::make(path, {}, text("write.failed", { std::strerror(err) })));
        }
        if (::close(fd) != 0)
            return R::failure(Problem::make(path, {}, text("write.failed", { std::strerror(errno) })));
        return R::success(true);
    }

    R replaceRegularFile(const std::string& path, const std::string& content, mode_t mode)
    {
        const std::filesystem::path target(path);
        const std::filesystem::path folder
            = target.parent_path().empty() ? std::filesystem::path(".") : target.parent_path();
        std::string temp = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
        // Say what is wrong with the folder itself before blaming the temporary file.
        std::error_code ec;
        const auto status = std::filesystem::status(folder, ec);
        if (status.type() == std::filesystem::file_type::not_found)
            return R::failure(Problem::make(path, {}, text("write.folder_missing", { folder.string() })));
        if (!ec && status.type() != std::filesystem::file_type::directory)
            return R::failure(Problem::make(path, {}, text("write.not_a_folder", { folder.string() })));
        const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
        if (fd < 0)
            return R::failure(
                Problem::make(path, {}, text("write.temp_file", { folder.string(), std::strerror(errno) })));
        int err = writeAll(fd, content);
        if (err == 0 && ::fchmod(fd, mode) != 0)
            err = errno;
        if (err == 0 && ::fsync(fd) != 0)
            err = errno;
        if (::close(fd) != 0 && err == 0)
            err = errno;
        if (err != 0) {
            ::unlink(temp.c_str());
            return R::failure(Problem::make(path, {}, text("write.failed", { std::strerror(err) })));
        }
        if (std::rename(temp.c_str(), path.c_str()) != 0) {
            err = errno;
            ::unlink(temp.c_str());
            return R::failure(Problem::make(path, {}, text("write.replace_failed", { std::strerror(err) })));
        }
        return R::success(true);
    }
}

Result<bool> writeFileAtomically(const std::string& path, const std::string& content)
{
    struct stat info { };
    if (::stat(path.c_str(), &info) != 0) // nothing there yet (or a dangling link): a new file
        return replaceRegularFile(path, content, 0644);
    if (S_ISDIR(info.st_mode))
        return R::failure(Problem::make(path, {}, text("write.is_folder")));
    if (!S_ISREG(info.st_mode))
        return writeThrough(path, content, info);
    // A link to a file: replace the file it points to, so the link stays a link.
    std::error_code ec;
    const auto resolved = std::filesystem::canonical(path, ec);
    return replaceRegularFile(ec ? path : resolved.string(), content, info.st_mode & 07777);
}

} // namespace quantlens
