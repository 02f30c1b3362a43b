#include "util/warning_list.h"

namespace quantlens {

void WarningList::add(Problem problem)
{
    // Problems without a code (English only) are each their own kind: nothing to group them by.
    const std::string kind = problem.what.code.empty() ? problem.message : problem.what.code;
    Kind& k = m_kinds[kind];
    if (k.listed < kListedPerKind) {
        ++k.listed;
        m_listed.push_back(std::move(problem));
        return;
    }
    if (k.omitted++ == 0) {
        k.summaryAt = m_listed.size();
        m_listed.push_back(Problem::make(problem.file, {}, text("warnings.more_like_this")));
    }
}

void WarningList::add(const std::vector<Problem>& problems)
{
    for (const auto& p : problems)
        add(p);
}

std::vector<Problem> WarningList::take()
{
    for (const auto& [kind, k] : m_kinds)
        if (k.omitted > 0)
            m_listed[k.summaryAt] = Problem::make(m_listed[k.summaryAt].file, {},
                text("warnings.more_like_this", { std::to_string(k.omitted), std::to_string(k.listed) }));
    m_kinds.clear();
    return std::move(m_listed);
}

std::vector<Problem> summarizeWarnings(std::vector<Problem> warnings)
{
    WarningList list;
    for (auto& w : warnings)
        list.add(std::move(w));
    return list.take();
}

} // namespace quantlens
