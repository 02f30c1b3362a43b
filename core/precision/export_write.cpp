#include "precision/export_write.h"

#include "util/atomic_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace quantlens {

Result<bool> writeWithBackup(const std::string& path, const std::string& content)
{
    std::error_code ec;
    bool backedUp = false;
    if (std::filesystem::is_regular_file(path, ec)) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream old;
        old << in.rdbuf();
        if (!in.good() && !in.eof())
            return Result<bool>::failure(Problem::make(path, {}, text("file.cannot_open", { "read error" })));
        if (old.str() != content) {
            if (auto b = writeFileAtomically(path + ".bak", old.str()); !b)
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
