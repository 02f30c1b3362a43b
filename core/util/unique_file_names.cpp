#include "util/unique_file_names.h"

#include <cstdint>
#include <cstdio>

namespace quantlens {
namespace {
    std::uint64_t fnv1a(std::string_view text)
    {
        std::uint64_t h = 1469598103934665603ull;
        for (unsigned char c : text)
            h = (h ^ c) * 1099511628211ull;
        return h;
    }
}

std::string fileNameForm(std::string_view name, std::string_view fallback)
{
    std::string out;
    out.reserve(name.size());
    for (unsigned char c : name) {
        const bool keep
            = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        out += keep ? static_cast<char>(c) : '_';
    }
    if (out.empty())
        return std::string(fallback);
    if (out.size() > UniqueFileNames::kMaxStem) {
        // The start stays readable; the hash of the whole name keeps two long names with one start apart.
        char hash[18];
        std::snprintf(hash, sizeof hash, "_%016llx", static_cast<unsigned long long>(fnv1a(name)));
        out.resize(UniqueFileNames::kMaxStem - (sizeof hash - 1));
        out += hash;
    }
    return out;
}

UniqueFileNames::UniqueFileNames(std::string fallback)
    : m_fallback(std::move(fallback))
{ }

void UniqueFileNames::reserve(const std::string& stem) { m_taken.insert(stem); }

std::string UniqueFileNames::claim(std::string_view name)
{
    const std::string form = fileNameForm(name, m_fallback);
    std::string stem = form;
    for (int n = 2; !m_taken.insert(stem).second; ++n)
        stem = form + "_" + std::to_string(n);
    return stem;
}

} // namespace quantlens
