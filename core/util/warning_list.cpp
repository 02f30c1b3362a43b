#include "util/warning_list.h"

#include <cstdlib>

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

namespace {
    constexpr std::size_t kExamples = 3;

    bool atTensor(const Problem& p) { return p.where.code.rfind("where.tensor", 0) == 0 && !p.where.args.empty(); }

    struct TensorKind {
        std::size_t at = 0; ///< index of its line in the output
        std::size_t count = 0;
        std::vector<std::string> examples;
    };
}

std::vector<Problem> groupTensorWarnings(const std::vector<Problem>& warnings)
{
    std::vector<Problem> out;
    std::map<std::pair<std::string, std::string>, TensorKind> kinds;
    for (const Problem& p : warnings) {
        if (p.what.code == "warnings.more_like_this" && p.what.args.size() == 2) {
            // A WarningList's count line belongs to the kind of its file that listed that many.
            const std::size_t listed = std::strtoull(p.what.args[1].c_str(), nullptr, 10);
            TensorKind* owner = nullptr;
            for (auto& [key, kind] : kinds)
                if (key.first == p.file && kind.count == listed && (!owner || kind.at > owner->at))
                    owner = &kind;
            if (owner) {
                owner->count += std::strtoull(p.what.args[0].c_str(), nullptr, 10);
                continue;
            }
        }
        if (!atTensor(p) || p.what.code.empty()) {
            out.push_back(p);
            continue;
        }
        auto [it, added] = kinds.try_emplace({ p.file, p.what.code });
        TensorKind& kind = it->second;
        if (added) {
            kind.at = out.size();
            out.push_back(p);
        }
        ++kind.count;
        if (kind.examples.size() < kExamples)
            kind.examples.push_back("'" + p.where.args.front() + "'");
    }
    for (auto& [key, kind] : kinds) {
        if (kind.count < 2)
            continue;
        std::string examples;
        for (const auto& e : kind.examples)
            examples += (examples.empty() ? "" : ", ") + e;
        Problem& line = out[kind.at];
        line
            = Problem::make(line.file, text("where.tensors_like", { std::to_string(kind.count), examples }), line.what);
    }
    return out;
}

} // namespace quantlens
