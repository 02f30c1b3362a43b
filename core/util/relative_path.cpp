#include "util/relative_path.h"

namespace quantlens {
namespace fs = std::filesystem;

namespace {
    bool climbsOut(const fs::path& relative) { return !relative.empty() && *relative.begin() == ".."; }
}

std::string relativePath(const std::string& path, const fs::path& base)
{
    if (path.empty())
        return path;
    const fs::path absolute = fs::absolute(path).lexically_normal();
    const fs::path relative = absolute.lexically_relative(fs::absolute(base).lexically_normal());
    if (relative.empty() || climbsOut(relative))
        return absolute.generic_string();
    return relative.generic_string();
}

bool liesWithin(const fs::path& path, const fs::path& folder)
{
    if (folder.empty())
        return false;
    auto p = path.begin();
    for (const auto& part : folder) {
        if (p == path.end() || *p != part)
            return part.empty(); // a trailing separator in `folder` is its last, empty part
        ++p;
    }
    return true;
}

std::optional<std::string> resolveInside(const std::string& path, const fs::path& base)
{
    if (path.empty())
        return path;
    if (fs::path(path).is_absolute()) // as relativePath writes it back: "/a/../b" is "/b"
        return fs::path(path).lexically_normal().string();
    const fs::path normal = fs::path(path).lexically_normal();
    if (climbsOut(normal))
        return std::nullopt;
    return (base / normal).lexically_normal().string();
}

} // namespace quantlens
