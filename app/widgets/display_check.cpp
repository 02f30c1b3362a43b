#include "display_check.h"

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <netdb.h>
#include <string_view>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace quantlens::cli {
namespace {
    std::string env(const char* name)
    {
        const char* v = std::getenv(name);
        return v ? std::string(v) : std::string();
    }

    bool connectUnix(const std::string& path, bool abstract)
    {
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const std::size_t offset = abstract ? 1 : 0; // Linux abstract sockets start with a NUL byte
        if (path.size() + offset >= sizeof address.sun_path)
            return false;
        std::memcpy(address.sun_path + offset, path.data(), path.size());
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0)
            return false;
        const auto length = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + offset + path.size());
        const bool ok = ::connect(fd, reinterpret_cast<const sockaddr*>(&address), length) == 0;
        ::close(fd);
        return ok;
    }

    bool connectTcp(const std::string& host, int port)
    {
        addrinfo hints {};
        hints.ai_socktype = SOCK_STREAM;
        addrinfo* found = nullptr;
        if (::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0)
            return false;
        bool ok = false;
        for (addrinfo* a = found; a && !ok; a = a->ai_next) {
            const int fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
            if (fd < 0)
                continue;
            ok = ::connect(fd, a->ai_addr, a->ai_addrlen) == 0;
            ::close(fd);
        }
        ::freeaddrinfo(found);
        return ok;
    }

    /// DISPLAY is [host]:number[.screen]; a local display listens on /tmp/.X11-unix/X<number>.
    bool xDisplayAnswers(const std::string& display)
    {
        const auto colon = display.rfind(':');
        if (colon == std::string::npos)
            return false;
        const std::string host = display.substr(0, colon);
        const std::string number = display.substr(colon + 1, display.find('.', colon) - colon - 1);
        if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos)
            return false;
        if (host.empty() || host == "unix") {
            const std::string socket = "/tmp/.X11-unix/X" + number;
            return connectUnix(socket, false) || connectUnix(socket, true);
        }
        return connectTcp(host, 6000 + std::atoi(number.c_str()));
    }

    bool waylandAnswers(const std::string& name)
    {
        if (!name.empty() && name.front() == '/')
            return connectUnix(name, false);
        const std::string runtime = env("XDG_RUNTIME_DIR");
        return !runtime.empty() && connectUnix(runtime + "/" + name, false);
    }
}

DisplayProblem checkDisplay()
{
    const std::string platform = env("QT_QPA_PLATFORM");
    const std::string display = env("DISPLAY");
    const std::string wayland = env("WAYLAND_DISPLAY");
    const bool wantsX = platform.empty() || platform.rfind("xcb", 0) == 0;
    const bool wantsWayland = platform.empty() || platform.rfind("wayland", 0) == 0;
    if (!wantsX && !wantsWayland)
        return {}; // offscreen, vnc, eglfs, ...: Qt needs no display server
    if (wantsWayland && !wayland.empty() && waylandAnswers(wayland))
        return {};
    if (wantsX && !display.empty() && xDisplayAnswers(display))
        return {};
    if (!display.empty() && wantsX)
        return { DisplayProblem::NoAnswer, display };
    if (!wayland.empty() && wantsWayland)
        return { DisplayProblem::NoAnswer, wayland };
    return { DisplayProblem::NotSet, {} };
}

} // namespace quantlens::cli
