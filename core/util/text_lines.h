#pragma once
#include <string>
#include <vector>

namespace quantlens {

/// The lines of a text, without their '\n'. A '\r' before a '\n' stays (callers that care strip it);
/// a '\r' alone ends a line, as in files saved with classic Mac line ends, which would otherwise read
/// as one line and lose every key after the first.
inline std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::string line;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n' || (c == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) {
            lines.push_back(std::move(line));
            line.clear();
        } else {
            line += c;
        }
    }
    if (!line.empty())
        lines.push_back(std::move(line));
    return lines;
}

} // namespace quantlens
