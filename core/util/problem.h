#pragma once
#include "util/text.h"

#include <string>

namespace quantlens {

/// A problem found in an input: which file, where in it, and what is wrong, in plain words.
/// `position` and `message` are English; `where` and `what` carry the same as catalog codes so
/// the window can translate them (empty codes: the English text is all there is).
struct Problem {
    std::string file;
    std::string position; ///< e.g. "byte 128", "tensor 'conv1'", "line 3"; empty when it concerns the whole file
    std::string message;
    Text where;
    Text what;

    Problem() = default;
    /// A problem with English text only (no catalog code).
    Problem(std::string file, std::string position, std::string message)
        : file(std::move(file))
        , position(std::move(position))
        , message(std::move(message))
    { }

    /// A problem whose position and message come from the message catalog.
    static Problem make(std::string file, Text where, Text what)
    {
        Problem p(std::move(file), where.english(), what.english());
        p.where = std::move(where);
        p.what = std::move(what);
        return p;
    }

    /// The message as reports write it (rendered(): translated when the program chose a language).
    std::string renderedMessage() const { return what.empty() ? message : rendered(what); }
    std::string renderedPosition() const { return where.empty() ? position : rendered(where); }

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
