#include "util/relative_path.h"

namespace quantlens {

std::string relativePath(const std::string& path, const std::filesystem::path& base)
{
    namespace fs = std::filesystem;
    if (path.empty())
        return path;
    const fs::path absolute = fs::absolute(path).lexically_normal();
    // Relative even when it climbs out ("../dumps/float").
    const fs::path relative = absolute.lexically_relative(base.lexically_normal());
    return relative.empty() ? absolute.generic_string() : relative.generic_string();
}

std::string resolvePath(const std::string& path, const std::filesystem::path& base)
{
    if (path.empty() || std::filesystem::path(path).is_absolute())
        return path;
    return (base / path).lexically_normal().string();
}

} // namespace quantlens
