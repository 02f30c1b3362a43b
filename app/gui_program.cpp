#include "gui_program.h"

#include <cerrno>
#include <filesystem>
#include <system_error>

#include <unistd.h>

namespace quantlens::cli {

std::string guiProgramPath()
{
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        return {};
    const std::filesystem::path dir = self.parent_path();
    for (const std::filesystem::path& candidate :
        { dir / "quantlens-gui", (dir / QUANTLENS_GUI_FROM_BINDIR).lexically_normal() })
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate.string();
    return {};
}

void execGuiProgram(char** argv)
{
    const std::string path = guiProgramPath();
    if (path.empty()) {
        errno = ENOENT;
        return;
    }
    ::execv(path.c_str(), argv);
}

} // namespace quantlens::cli
