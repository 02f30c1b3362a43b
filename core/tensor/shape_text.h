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

/// prod(shape): the element count a shape describes (1 for a scalar's empty shape).
inline std::int64_t shapeElementCount(const std::vector<std::int64_t>& shape)
{
    std::int64_t n = 1;
    for (auto d : shape)
        n *= d;
    return n;
}

} // namespace quantlens
