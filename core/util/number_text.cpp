#include "util/number_text.h"

#include <charconv>
#include <cmath>

namespace quantlens {

std::string formatNumber(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("nan");
}

std::string formatSignificant(double value, int digits)
{
    if (!std::isfinite(value) || value == 0)
        return formatNumber(value);
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, digits);
    return ec == std::errc() ? std::string(buffer, end) : formatNumber(value);
}

} // namespace quantlens
