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
    // Say what is wrong with the folder itself before blaming the temporary file.
    const std::filesystem::path folder = target.parent_path().empty() ? std::filesystem::path(".") : target.parent_path();
    std::error_code ec;
    const auto status = std::filesystem::status(folder, ec);
    if (status.type() == std::filesystem::file_type::not_found)
        return R::failure(Problem::make(path, {}, text("write.folder_missing", { folder.string() })));
    if (!ec && status.type() != std::filesystem::file_type::directory)
        return R::failure(Problem::make(path, {}, text("write.not_a_folder", { folder.string() })));
    const int fd = mkstemp(temp.data());
    if (fd < 0)
        return R::failure(Problem::make(path, {}, text("write.temp_file", { folder.string(), std::strerror(errno) })));
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
            return R::failure(Problem::make(path, {}, text("write.failed", { std::strerror(err) })));
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    fchmod(fd, 0644);
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        ::unlink(temp.c_str());
        return R::failure(Problem::make(path, {}, text("write.failed", { std::strerror(errno) })));
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return R::failure(Problem::make(path, {}, text("write.replace_failed", { std::strerror(err) })));
    }
    return R::success(true);
}

} // namespace quantlens
