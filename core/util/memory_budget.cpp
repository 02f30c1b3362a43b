#include "util/memory_budget.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include <unistd.h>

namespace quantlens {

std::size_t physicalMemoryBytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && pageSize > 0 ? static_cast<std::size_t>(pages) * static_cast<std::size_t>(pageSize) : 0;
}

std::size_t defaultMemoryBudget()
{
    constexpr std::size_t kGiB = std::size_t { 1 } << 30;
    const std::size_t machine = physicalMemoryBytes();
    return machine == 0 ? kGiB / 2 : std::clamp(machine / 8, kGiB / 4, kGiB / 2);
}

std::optional<std::size_t> parseByteSize(const std::string& text)
{
    double number = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto parsed = std::from_chars(begin, end, number);
    if (parsed.ec != std::errc() || !std::isfinite(number) || number <= 0)
        return std::nullopt;
    std::string unit(parsed.ptr, end);
    std::transform(unit.begin(), unit.end(), unit.begin(), [](unsigned char c) { return std::toupper(c); });
    if (unit.ends_with("IB"))
        unit.erase(unit.size() - 2);
    else if (unit.size() > 1 && unit.ends_with("B"))
        unit.pop_back();
    double factor = 1;
    if (unit == "K")
        factor = 1024.0;
    else if (unit == "M")
        factor = 1024.0 * 1024;
    else if (unit == "G")
        factor = 1024.0 * 1024 * 1024;
    else if (unit == "T")
        factor = 1024.0 * 1024 * 1024 * 1024;
    else if (!unit.empty() && unit != "B")
        return std::nullopt;
    const double bytes = std::round(number * factor);
    if (bytes < 1 || bytes > 9.0e18)
        return std::nullopt;
    return static_cast<std::size_t>(bytes);
}

} // namespace quantlens
