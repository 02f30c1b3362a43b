#pragma once
#include "util/result.h"

#include <string>
#include <vector>

namespace quantlens {

/// Builds a zip archive in memory and writes it atomically (writeFileAtomically): a ticket bundle
/// or any other archive QuantLens hands out is either complete or not there at all.
class ZipWriter {
public:
    /// Adds a member; `compress` false for data that does not shrink (PNG), stored as it is.
    void add(std::string name, std::string bytes, bool compress = true);
    /// The archive's bytes; a failure when libzip cannot build it (`file` names the target).
    Result<std::string> bytes(const std::string& file) const;
    /// Writes the archive to `path` atomically.
    Result<bool> write(const std::string& path) const;
    std::size_t size() const { return m_members.size(); }

private:
    struct Member {
        std::string name;
        std::string bytes;
        bool compress = true;
    };
    std::vector<Member> m_members;
};

} // namespace quantlens
