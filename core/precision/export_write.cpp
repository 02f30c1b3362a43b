#include "precision/export_write.h"

#include "util/atomic_file.h"
#include "util/whole_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace quantlens {
namespace {
    constexpr int kMaxBackups = 1000;

    /// Creates a backup file that did not exist (O_EXCL: an existing file or link is never written
    /// through) and writes `content` to it; its path, or the problem.
    Result<std::string> writeNewBackup(const std::string& path, const std::string& content, mode_t mode)
    {
        using R = Result<std::string>;
        for (int n = 0; n < kMaxBackups; ++n) {
            const std::string backup = path + ".bak" + (n == 0 ? std::string() : "." + std::to_string(n));
            const int fd = ::open(backup.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
            if (fd < 0 && errno == EEXIST)
                continue;
            if (fd < 0)
                return R::failure(Problem::make(backup, {}, text("write.cannot_open", { std::strerror(errno) })));
            const char* p = content.data();
            std::size_t left = content.size();
            int err = 0;
            while (left > 0 && err == 0) {
                const ssize_t w = ::write(fd, p, left);
                if (w < 0 && errno == EINTR)
                    continue;
                if (w <= 0)
                    err = w < 0 ? errno : EIO;
                else
                    p += w, left -= static_cast<std::size_t>(w);
            }
            if (err == 0 && ::fsync(fd) != 0)
                err = errno;
            if (::close(fd) != 0 && err == 0)
                err = errno;
            if (err != 0) {
                ::unlink(backup.c_str());
                return R::failure(Problem::make(backup, {}, text("write.failed", { std::strerror(err) })));
            }
            return R::success(backup);
        }
        return R::failure(Problem::make(path, {}, text("plan.too_many_backups", { std::to_string(kMaxBackups) })));
    }
}

Result<std::string> writeWithBackup(const std::string& path, const std::string& content, bool force)
{
    using R = Result<std::string>;
    struct stat info { };
    std::string backup;
    // Only a regular file is read and backed up: a device or pipe (/dev/null, /dev/stdout) is
    // written through by writeFileAtomically, never read.
    if (::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode)) {
        if (!force && (::access(path.c_str(), W_OK) != 0 || info.st_uid != ::geteuid()))
            return R::failure(Problem::make(path, {}, text("plan.config_not_ours")));
        const auto old = readWholeFile(path, file_limits::kConfig);
        if (!old) // no backup, no overwrite: the user's file stays as it was
            return R::failure(old.error());
        if (old.value() == content)
            return R::success(std::string());
        auto made = writeNewBackup(path, old.value(), info.st_mode & 07777);
        if (!made)
            return made;
        backup = made.value();
    }
    auto written = writeFileAtomically(path, content);
    if (!written)
        return R::failure(written.error());
    // The replacement is this process's file: give it back its owner where the system lets us.
    struct stat now { };
    if (!backup.empty() && ::stat(path.c_str(), &now) == 0 && (now.st_uid != info.st_uid || now.st_gid != info.st_gid))
        (void)::chown(path.c_str(), info.st_uid, info.st_gid);
    return R::success(std::move(backup));
}

} // namespace quantlens
