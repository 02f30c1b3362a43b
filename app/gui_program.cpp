#include "gui_program.h"

#include <cerrno>
#include <filesystem>
#include <system_error>

#include <unistd.h>

namespace quantlens::cli {

std::vector<std::string> guiProgramPlaces()
{
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        return {};
    const std::filesystem::path dir = self.parent_path();
    return { (dir / "quantlens-gui").string(), (dir / QUANTLENS_GUI_FROM_BINDIR).lexically_normal().string() };
}

void execGuiProgram(char** argv)
{
    for (const std::string& place : guiProgramPlaces())
        if (::access(place.c_str(), X_OK) == 0) {
            ::execv(place.c_str(), argv);
            return; // errno says why it could not run
        }
    errno = ENOENT;
}

} // namespace quantlens::cli
