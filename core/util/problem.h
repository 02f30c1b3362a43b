#pragma once
#include <string>

namespace quantlens {

/// A problem found in an input: which file, where in it, and what is wrong, in plain words.
struct Problem {
    std::string file;
    std::string position; ///< e.g. "byte 128", "tensor 'conv1'", "line 3"; empty when it concerns the whole file
    std::string message;

    /// "file: position: message" with empty parts left out.
    std::string toString() const
    {
        std::string text = file;
        if (!position.empty())
            text += (text.empty() ? "" : ": ") + position;
        if (!message.empty())
            text += (text.empty() ? "" : ": ") + message;
        return text;
    }
};

} // namespace quantlens
