#include "util/temporary_folders.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <set>

#include <signal.h>
#include <unistd.h>

namespace quantlens {
namespace fs = std::filesystem;

namespace {
    struct Registry {
        std::mutex mutex;
        std::set<std::string> folders;
    };
    Registry& registry()
    {
        static Registry* kept = new Registry; // outlives every static destructor that may free a dump
        return *kept;
    }

    /// Folders of processes that no longer run ("quantlens-<purpose>-<pid>-…" whose pid is gone).
    void removeLeftovers(const fs::path& directory, const std::string& prefix)
    {
        std::error_code error;
        for (fs::directory_iterator it(directory, error), end; !error && it != end; it.increment(error)) {
            const std::string name = it->path().filename().string();
            if (!name.starts_with(prefix))
                continue;
            const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
            if (pid > 0 && pid != getpid() && kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
                std::error_code ignored;
                fs::remove_all(it->path(), ignored);
            }
        }
    }
}

Result<std::string> makeTemporaryFolder(const std::string& purpose)
{
    std::error_code error;
    fs::path directory = fs::temp_directory_path(error);
    if (error)
        directory = "/tmp";
    const std::string prefix = "quantlens-" + purpose + "-";
    removeLeftovers(directory, prefix);
    std::string pattern = (directory / (prefix + std::to_string(getpid()) + "-XXXXXX")).string();
    if (!mkdtemp(pattern.data()))
        return Result<std::string>::failure(
            Problem::make(directory.string(), {}, text("run.spill_failed", { std::strerror(errno) })));
    static std::once_flag atExit;
    std::call_once(atExit, [] { std::atexit(removeTemporaryFolders); });
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    r.folders.insert(pattern);
    return Result<std::string>::success(pattern);
}

void removeTemporaryFolder(const std::string& path)
{
    std::error_code ignored;
    fs::remove_all(path, ignored);
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    r.folders.erase(path);
}

void removeTemporaryFolders()
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (const std::string& folder : r.folders) {
        std::error_code ignored;
        fs::remove_all(folder, ignored);
    }
    r.folders.clear();
}

} // namespace quantlens
