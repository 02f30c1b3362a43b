#pragma once
#include <string>
#include <vector>

namespace quantlens::cli {

/// Where the window's program quantlens-gui is looked for, in order: beside this program (a build
/// tree), then where the installation puts it (QUANTLENS_GUI_FROM_BINDIR, relative to this program's
/// folder: ../libexec/quantlens/ for Debian's layout). Empty when this program's own path is unknown.
std::vector<std::string> guiProgramPlaces();

/// Replaces this process with the first quantlens-gui of guiProgramPlaces() that can run, given the
/// same arguments. Returns only when that fails, with errno set (ENOENT when none is there).
void execGuiProgram(char** argv);

} // namespace quantlens::cli
