#pragma once
// glibc's malloc can back its heaps with transparent huge pages (the tunable glibc.malloc.hugetlb=1,
// glibc 2.35 and later), but reads its tunables only from the environment when a program starts. A
// process that lists 40,000 small dump files makes hundreds of thousands of small allocations, and on a
// virtual machine each fresh 4 KiB page they touch is a page fault of about 20 µs: with the tunable the
// many-small snapshot took 31,000–35,000 faults instead of 50,000 and about 0.1 s less (README "Performance").
// So the program starts itself once more with the tunable set, before anything else has run.
#include <optional>
#include <string>

namespace quantlens {

/// GLIBC_TUNABLES as `current` (null: unset) with huge-page heaps asked for; nullopt when `current`
/// already says anything about them (the user's own choice, or this program's earlier start).
std::optional<std::string> tunablesWithHugePageMalloc(const char* current);

/// Replaces this process with `program` run on `argv` with huge-page heaps asked for (see above), when
/// the system has transparent huge pages and they were not asked for yet; returns when it does not
/// (also when the new start fails: the program then runs as it is).
void restartWithHugePageMalloc(const char* program, char** argv);
/// The same for this program, found by what /proc/self/exe links to (a debugger or valgrind that runs
/// it shows it under that path, not as itself).
void restartWithHugePageMalloc(char** argv);

} // namespace quantlens
