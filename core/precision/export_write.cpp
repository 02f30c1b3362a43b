#include "precision/export_write.h"

#include "util/atomic_file.h"
#include "util/whole_file.h"

#include <filesystem>

namespace quantlens {

Result<bool> writeWithBackup(const std::string& path, const std::string& content)
{
    std::error_code ec;
    bool backedUp = false;
    if (std::filesystem::is_regular_file(path, ec)) {
        const auto old = readWholeFile(path);
        if (!old) // no backup, no overwrite: the user's file stays as it was
            return Result<bool>::failure(Problem::make(path, {}, text("file.cannot_open", { "read error" })));
        if (*old != content) {
            if (auto b = writeFileAtomically(path + ".bak", *old); !b)
                return b;
            backedUp = true;
        }
    }
    auto written = writeFileAtomically(path, content);
    if (!written)
        return written;
    return Result<bool>::success(backedUp);
}

} // namespace quantlens
