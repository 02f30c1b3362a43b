#include "tensor/npy_header_as_numpy_writes.h"

#include <cctype>

namespace quantlens {
namespace {
    /// Takes `prefix` off the front of `rest`.
    bool consume(std::string_view& rest, std::string_view prefix)
    {
        if (rest.substr(0, prefix.size()) != prefix)
            return false;
        rest.remove_prefix(prefix.size());
        return true;
    }
}

std::optional<NpyHeaderFields> parseAsNumpyWrites(std::string_view rest, std::size_t maxDims)
{
    NpyHeaderFields fields;
    if (!consume(rest, "{'descr': '"))
        return std::nullopt;
    const std::size_t end = rest.find('\'');
    if (end == std::string_view::npos || end == 0 || end > 16)
        return std::nullopt;
    for (char c : rest.substr(0, end))
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '<' && c != '>' && c != '|' && c != '=')
            return std::nullopt;
    fields.descr = std::string(rest.substr(0, end));
    rest.remove_prefix(end);
    if (!consume(rest, "', 'fortran_order': "))
        return std::nullopt;
    if (consume(rest, "True"))
        fields.fortranOrder = true;
    else if (!consume(rest, "False"))
        return std::nullopt;
    if (!consume(rest, ", 'shape': ("))
        return std::nullopt;
    while (!consume(rest, ")")) {
        std::size_t digits = 0;
        std::int64_t dim = 0;
        for (; digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits])); ++digits) {
            if (digits == 15) // longer numbers are left to the general parser, which calls them too large
                return std::nullopt;
            dim = dim * 10 + (rest[digits] - '0');
        }
        if (digits == 0 || fields.shape.size() == maxDims)
            return std::nullopt;
        fields.shape.push_back(dim);
        rest.remove_prefix(digits);
        // "(5,)", "(2, 3)": a comma after each dimension but the last of two or more.
        if (!consume(rest, ", ") && !consume(rest, ","))
            if (rest.empty() || rest.front() != ')' || fields.shape.size() < 2)
                return std::nullopt;
    }
    if (!consume(rest, ", }"))
        return std::nullopt;
    for (char c : rest)
        if (c != ' ' && c != '\n')
            return std::nullopt;
    return fields;
}

} // namespace quantlens
