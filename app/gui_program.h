#pragma once
#include <string>

namespace quantlens::cli {

/// The window's program, quantlens-gui: beside this program in a build tree, in
/// <prefix>/libexec/quantlens/ once installed (QUANTLENS_GUI_FROM_BINDIR). Empty when neither is
/// there.
std::string guiProgramPath();

/// Replaces this process with quantlens-gui, given the same arguments. Returns only when that
/// fails, with errno set (ENOENT when guiProgramPath() is empty).
void execGuiProgram(char** argv);

} // namespace quantlens::cli
