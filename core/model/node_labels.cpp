#include "model/node_labels.h"

#include <unordered_map>

namespace quantlens {
namespace {
    constexpr std::size_t kFirstParts = 2;

    /// Where each part of a name starts, last part first: the suffix of k parts starts at cuts[k - 1].
    std::vector<std::size_t> suffixStarts(const std::string& name)
    {
        std::vector<std::size_t> starts;
        std::size_t end = name.size();
        while (end > 0 && (name[end - 1] == '/' || name[end - 1] == '.'))
            --end;
        for (std::size_t i = end; i-- > 0;)
            if (name[i] == '/' || name[i] == '.') {
                if (i + 1 < end)
                    starts.push_back(i + 1);
                end = i;
            }
        std::size_t first = 0;
        while (first < name.size() && (name[first] == '/' || name[first] == '.'))
            ++first;
        if (starts.empty() || starts.back() != first)
            starts.push_back(first);
        return starts;
    }
}

std::vector<std::string> distinctShortNames(const std::vector<std::string>& names)
{
    std::vector<std::vector<std::size_t>> starts;
    std::vector<std::size_t> parts(names.size(), kFirstParts);
    starts.reserve(names.size());
    for (const auto& n : names)
        starts.push_back(suffixStarts(n));
    auto label = [&](std::size_t i) {
        const auto& s = starts[i];
        const std::size_t k = std::min(parts[i], s.size());
        return k == 0 ? names[i] : names[i].substr(s[k - 1]);
    };
    // Lengthen the labels that collide until none does or they are whole names; each round adds a
    // part to every colliding label, so it ends after at most the deepest name's part count.
    for (bool changed = true; changed;) {
        changed = false;
        std::unordered_map<std::string, std::vector<std::size_t>> byLabel;
        for (std::size_t i = 0; i < names.size(); ++i)
            byLabel[label(i)].push_back(i);
        for (const auto& [text, members] : byLabel) {
            if (members.size() < 2)
                continue;
            for (std::size_t i : members)
                if (parts[i] < starts[i].size()) {
                    ++parts[i];
                    changed = true;
                }
        }
    }
    std::vector<std::string> out;
    out.reserve(names.size());
    for (std::size_t i = 0; i < names.size(); ++i)
        out.push_back(label(i));
    return out;
}

} // namespace quantlens
