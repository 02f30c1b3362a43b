#pragma once
#include <string>
#include <vector>

namespace quantlens {

/// A user-facing phrase as a message-catalog code and its arguments. Core renders it in English
/// (logs, reports, support tickets); the window looks the code up in its translations, so core
/// stays free of Qt and every message still reaches the user in their language.
struct Text {
    std::string code; ///< key in the message catalog; empty for a phrase with no code
    std::vector<std::string> args; ///< fill %1, %2, ... of the catalog's template

    bool empty() const { return code.empty(); }
    /// The catalog's English template with the arguments filled in.
    std::string english() const;
};

/// A Text as reports write it: in English, or in the language the program chose when it installed
/// a renderer (the command line's --lang). Reports call this, never english(), for what people read.
std::string rendered(const Text& text);
/// Installs the renderer reports use; nullptr goes back to English. Set once, before reports are
/// written (not thread-safe against concurrent rendering).
void setTextRenderer(std::string (*render)(const Text& text));

/// Shorthand for building a Text: text("match.missing_candidate"), text("where.tensor", { name }).
inline Text text(std::string code, std::vector<std::string> args = {})
{
    return Text { std::move(code), std::move(args) };
}

} // namespace quantlens
