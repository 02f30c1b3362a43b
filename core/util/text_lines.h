#pragma once
#include <sstream>
#include <string>
#include <vector>

namespace quantlens {

/// The lines of a text, without their '\n' (a '\r' before it stays: callers that care strip it).
inline std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::stringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

} // namespace quantlens
