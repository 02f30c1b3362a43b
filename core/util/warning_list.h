#pragma once
#include "util/problem.h"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace quantlens {

/// Warnings as a person can read them: the first kListedPerKind of each kind (message code) in
/// full, then one line saying how many more of that kind there were. A manifest naming 100,000
/// missing files gives 21 lines, not 100,000 (and not 100,000 Problems in memory).
class WarningList {
public:
    static constexpr std::size_t kListedPerKind = 20;

    void add(Problem problem);
    void add(const std::vector<Problem>& problems);
    /// The listed warnings in the order they came, each kind's count line after its last listed one.
    std::vector<Problem> take();
    bool empty() const { return m_listed.empty(); }

private:
    struct Kind {
        std::size_t listed = 0;
        std::size_t omitted = 0;
        std::size_t summaryAt = 0; ///< index in m_listed of the count line, once there is one
    };
    std::vector<Problem> m_listed;
    std::map<std::string, Kind> m_kinds;
};

/// Rewrites `warnings` through a WarningList (for lists gathered elsewhere).
std::vector<Problem> summarizeWarnings(std::vector<Problem> warnings);

/// For a terminal: every kind of per-tensor warning (the same message code in the same file, placed
/// at a tensor) seen more than once becomes one line with the count and three examples, in the
/// place of its first occurrence; a WarningList's "n more like this" line adds to its kind's count.
/// The full list stays where the caller keeps it (the analysis: report columns, Problems panel).
std::vector<Problem> groupTensorWarnings(const std::vector<Problem>& warnings);

} // namespace quantlens
