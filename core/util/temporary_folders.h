#pragma once
// Folders QuantLens writes to the temporary directory (a run beyond the memory budget): each is
// removed when its last reader goes, at the latest when the process exits, and one a QuantLens
// process left when it was killed is removed by the next that makes one.
#include "util/result.h"

#include <string>

namespace quantlens {

/// A new empty folder "quantlens-PURPOSE-PID-XXXXXX" in the temporary directory ($TMPDIR, else /tmp).
/// Fails naming the directory and the system's reason.
Result<std::string> makeTemporaryFolder(const std::string& purpose);

/// Removes a folder makeTemporaryFolder gave, with everything in it.
void removeTemporaryFolder(const std::string& path);

/// Removes every folder still there: at exit (registered with atexit), and by a process that ends
/// without running atexit handlers.
void removeTemporaryFolders();

} // namespace quantlens
