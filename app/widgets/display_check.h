#pragma once
#include <string>

namespace quantlens::cli {

/// Why the window cannot open, if it cannot.
struct DisplayProblem {
    enum Kind { None, NotSet, NoAnswer, Refused } kind = None; ///< Refused: it answers, but not to us (authorisation)
    std::string display; ///< the DISPLAY / WAYLAND_DISPLAY that did not answer
};

/// Whether the window can open: Qt aborts the whole process (exit 134, "Reinstalling the
/// application may fix this problem") when its platform plugin finds no display, so we look
/// first by connecting to the X or Wayland socket as Qt would. Platforms that need no display
/// (offscreen, vnc, eglfs) always pass.
DisplayProblem checkDisplay();

} // namespace quantlens::cli
