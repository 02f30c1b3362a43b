#include "util/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <filesystem>
#include <unistd.h>

namespace quantlens {

Result<bool> writeFileAtomically(const std::string& path, const std::string& content)
{
    using R = Result<bool>;
    const std::filesystem::path target(path);
    std::string temp = (target.parent_path() / ("." + target.filename().string() + ".XXXXXX")).string();
    if (target.parent_path().empty())
        temp = "." + target.filename().string() + ".XXXXXX";
    const int fd = mkstemp(temp.data());
    if (fd < 0)
        return R::failure(path, "", std::string("cannot create a temporary file beside it: ") + std::strerror(errno));
    const char* p = content.data();
    std::size_t left = content.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int err = errno;
            ::close(fd);
            ::unlink(temp.c_str());
            return R::failure(path, "", std::string("write failed: ") + std::strerror(err));
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    fchmod(fd, 0644);
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        ::unlink(temp.c_str());
        return R::failure(path, "", std::string("write failed: ") + std::strerror(errno));
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return R::failure(path, "", std::string("cannot replace the file: ") + std::strerror(err));
    }
    return R::success(true);
}

} // namespace quantlens
