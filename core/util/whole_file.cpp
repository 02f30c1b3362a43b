#include "util/whole_file.h"

#include "util/number_text.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <new>
#include <sys/stat.h>
#include <unistd.h>

namespace quantlens {
namespace {
    using R = Result<std::string>;

    /// Closes a descriptor on every path out of the reader.
    struct Descriptor {
        int fd;
        ~Descriptor()
        {
            if (fd >= 0)
                ::close(fd);
        }
    };

    std::string bytesText(std::uint64_t bytes)
    {
        return formatSignificant(static_cast<double>(bytes) / (1 << 20), 3) + " MiB";
    }
}

bool isRegularFile(const std::string& path)
{
    struct stat info { };
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

Result<std::string> readWholeFile(const std::string& path, std::uint64_t limit)
{
    // Non-blocking, so that opening a named pipe returns at once (fstat then refuses it) instead of
    // waiting for a writer.
    Descriptor file { ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC) };
    if (file.fd < 0)
        return R::failure(Problem::make(path, {}, text("file.cannot_open", { std::strerror(errno) })));
    struct stat info { };
    if (::fstat(file.fd, &info) != 0)
        return R::failure(Problem::make(path, {}, text("file.cannot_open", { std::strerror(errno) })));
    if (S_ISDIR(info.st_mode))
        return R::failure(Problem::make(path, {}, text("file.is_folder")));
    if (!S_ISREG(info.st_mode))
        return R::failure(Problem::make(path, {}, text("file.not_regular_read")));
    const auto size = static_cast<std::uint64_t>(info.st_size);
    if (size > limit)
        return R::failure(Problem::make(path, {}, text("file.too_large", { bytesText(size), bytesText(limit) })));
    if (const int flags = ::fcntl(file.fd, F_GETFL); flags >= 0)
        ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK);
    try {
        std::string content;
        content.resize(static_cast<std::size_t>(size));
        std::size_t have = 0;
        for (;;) {
            if (have == content.size()) {
                // Read on past the size stat gave: a file still being written may have grown.
                if (content.size() >= limit)
                    break;
                content.resize(std::min<std::uint64_t>(limit, content.size() + (64u << 10)) + 1);
            }
            const ssize_t n = ::read(file.fd, content.data() + have, content.size() - have);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                return R::failure(Problem::make(path, {}, text("file.cannot_read", { std::strerror(errno) })));
            if (n == 0)
                break;
            have += static_cast<std::size_t>(n);
        }
        if (have > limit)
            return R::failure(Problem::make(path, {}, text("file.too_large", { bytesText(have), bytesText(limit) })));
        content.resize(have);
        return R::success(std::move(content));
    } catch (const std::bad_alloc&) {
        return R::failure(Problem::make(path, {}, text("file.out_of_memory", { bytesText(size) })));
    }
}

} // namespace quantlens
