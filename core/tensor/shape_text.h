#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

/// "[1, 3, 224, 224]" for messages; pass "," as separator for compact table cells.
inline std::string shapeToString(const std::vector<std::int64_t>& shape, std::string_view separator = ", ")
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i > 0)
            text += separator;
        text += std::to_string(shape[i]);
    }
    text += ']';
    return text;
}

} // namespace quantlens
