#include "match/structure_matcher.h"

#include "match/matcher.h"
#include "match/shape_alignment.h"
#include "match/tensor_sample.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>

namespace quantlens {
namespace {
    /// How far the best pairing's similarity must stand above the next one to count as clear.
    constexpr double kClearMargin = 0.1;

    /// One side of the problem: a float tensor still looking for its candidate entry, or an entry
    /// nothing claimed.
    struct Side {
        std::size_t index = 0; ///< pair index (float side) or entry name index (candidate side)
        const DumpEntry* entry = nullptr;
        std::vector<double> sample; ///< empty until read (only when a counterpart of its shape exists) or unreadable
        std::vector<int> permutation; ///< how the sample was read (candidate side)
        std::size_t shape = 0; ///< its shape's number among its side's distinct shapes
    };

    /// Numbers the distinct shapes of one side: networks repeat a few shapes many times, so whether
    /// two shapes fit is decided once per pair of distinct shapes, not once per pair of tensors.
    std::size_t internShapes(std::vector<Side>& sides)
    {
        std::map<std::pair<std::vector<std::int64_t>, bool>, std::size_t> ids;
        for (auto& side : sides)
            side.shape = ids.try_emplace({ side.entry->shape, side.entry->shapeKnown }, ids.size()).first->second;
        return ids.size();
    }

    class StructureMatcher {
    public:
        StructureMatcher(
            MatchResult& match, const DumpSet& reference, const DumpSet& candidate, const StructureMatchLimits& limits)
            : m_match(match)
            , m_reference(reference)
            , m_candidate(candidate)
            , m_limits(limits)
        {
            for (std::size_t p = 0; p < match.pairs.size(); ++p) {
                const TensorPair& pair = match.pairs[p];
                if (!pair.referenceEntry.empty() && pair.candidateEntry.empty())
                    m_floats.push_back({ p, reference.entry(pair.referenceEntry), {}, {}, 0 });
            }
            // Values before QuantizeLinear (prequant/) are never a tensor's twin, only its step.
            const std::string prequant = std::string(DumpSet::kPreQuantizationFolder) + "/";
            for (const auto& name : match.unusedCandidateEntries)
                if (name.rfind(prequant, 0) != 0)
                    m_entries.push_back({ m_entries.size(), candidate.entry(name), {}, {}, 0 });
            // Execution order when the dump keeps it; else the entries stay in name order and only
            // the greedy pass can pair them.
            m_ordered
                = std::all_of(m_entries.begin(), m_entries.end(), [](const Side& s) { return s.entry->order >= 0; });
            if (m_ordered)
                std::stable_sort(m_entries.begin(), m_entries.end(),
                    [](const Side& a, const Side& b) { return a.entry->order < b.entry->order; });
            m_floatShapes = internShapes(m_floats);
            m_entryShapes = internShapes(m_entries);
            m_fits.assign(m_floatShapes * m_entryShapes, -1);
        }

        std::size_t run()
        {
            if (m_floats.empty() || m_entries.empty())
                return 0;
            readSamples();
            std::vector<std::pair<std::size_t, std::size_t>> made; // (float side, entry side)
            if (m_ordered && m_floats.size() * m_entries.size() <= m_limits.maxAlignmentCells)
                made = alignInOrder();
            m_inOrder = made.size();
            greedyRest(made);
            return commit(made);
        }

    private:
        bool compatible(const Side& f, const Side& c) const
        {
            signed char& fits = m_fits[f.shape * m_entryShapes + c.shape];
            if (fits < 0)
                fits = alignShapes(
                           f.entry->shape, m_reference.declaredLayout(), c.entry->shape, m_candidate.declaredLayout())
                           .compatible
                    || ((!f.entry->shapeKnown || !c.entry->shapeKnown)
                        && shapeElementCount(f.entry->shape) == shapeElementCount(c.entry->shape));
            return fits == 1;
        }

        void readSamples()
        {
            for (auto& f : m_floats)
                for (const auto& c : m_entries)
                    if (compatible(f, c)) {
                        f.sample = sampleEntry(m_reference, *f.entry, {}).value_or(std::vector<double> {});
                        break;
                    }
            // The candidate is sampled in the reference's layout (as the first fitting float tensor
            // reads it), so both samples hold the same elements.
            for (auto& c : m_entries)
                for (const auto& f : m_floats)
                    if (!f.sample.empty() && compatible(f, c)) {
                        c.permutation = alignShapes(
                            f.entry->shape, m_reference.declaredLayout(), c.entry->shape, m_candidate.declaredLayout())
                                            .permutation;
                        c.sample = sampleEntry(m_candidate, *c.entry, c.permutation).value_or(std::vector<double> {});
                        break;
                    }
        }

        double similarity(const Side& f, const Side& c) const
        {
            if (f.sample.empty() || f.sample.size() != c.sample.size())
                return 0.5; // nothing to tell them apart by: neither for nor against
            return sampleSimilarity(f.sample, c.sample);
        }

        /// The order-preserving pairing that makes the most (and the most similar) pairs: a toolchain
        /// runs the graph in an order close to ours, and fused tensors are gaps, not swaps.
        std::vector<std::pair<std::size_t, std::size_t>> alignInOrder() const
        {
            const std::size_t n = m_floats.size(), m = m_entries.size();
            std::vector<double> score((n + 1) * (m + 1), 0.0);
            std::vector<unsigned char> step((n + 1) * (m + 1), 0); // 1 skip float, 2 skip entry, 3 pair
            const auto at = [m](std::size_t i, std::size_t j) { return i * (m + 1) + j; };
            for (std::size_t i = 1; i <= n; ++i)
                for (std::size_t j = 1; j <= m; ++j) {
                    double best = score[at(i - 1, j)];
                    unsigned char how = 1;
                    if (score[at(i, j - 1)] > best) {
                        best = score[at(i, j - 1)];
                        how = 2;
                    }
                    if (compatible(m_floats[i - 1], m_entries[j - 1])) {
                        const double paired
                            = score[at(i - 1, j - 1)] + 0.5 + 0.5 * similarity(m_floats[i - 1], m_entries[j - 1]);
                        if (paired > best) {
                            best = paired;
                            how = 3;
                        }
                    }
                    score[at(i, j)] = best;
                    step[at(i, j)] = how;
                }
            std::vector<std::pair<std::size_t, std::size_t>> pairs;
            for (std::size_t i = n, j = m; i > 0 && j > 0;) {
                const unsigned char how = step[at(i, j)];
                if (how == 3)
                    pairs.emplace_back(--i, --j);
                else if (how == 1)
                    --i;
                else
                    --j;
            }
            std::reverse(pairs.begin(), pairs.end());
            return pairs;
        }

        /// Whatever the order left (branches run in another order, dumps without order): each float
        /// tensor takes its most similar entry of a fitting shape, if clearly the most similar.
        void greedyRest(std::vector<std::pair<std::size_t, std::size_t>>& made) const
        {
            std::set<std::size_t> usedF, usedC;
            for (const auto& [f, c] : made) {
                usedF.insert(f);
                usedC.insert(c);
            }
            for (std::size_t f = 0; f < m_floats.size(); ++f) {
                if (usedF.count(f))
                    continue;
                double best = -1, second = -1;
                std::size_t bestC = 0;
                for (std::size_t c = 0; c < m_entries.size(); ++c) {
                    if (usedC.count(c) || !compatible(m_floats[f], m_entries[c]))
                        continue;
                    const double s = similarity(m_floats[f], m_entries[c]);
                    if (s > best) {
                        second = best;
                        best = s;
                        bestC = c;
                    } else if (s > second) {
                        second = s;
                    }
                }
                if (best >= 0 && best - std::max(second, 0.0) > kClearMargin) {
                    made.emplace_back(f, bestC);
                    usedC.insert(bestC);
                }
            }
        }

        /// Sure when order and shape leave it no other partner (the only fitting pairing between the
        /// pairs made before and after it), else as far as its samples agree better than any rival's.
        double confidence(const std::vector<std::pair<std::size_t, std::size_t>>& made, std::size_t k) const
        {
            const auto [f, c] = made[k];
            const double similar = similarity(m_floats[f], m_entries[c]);
            if (k >= m_inOrder)
                return similar;
            // The aligned pairs come first, increasing on both sides: the neighbours bound the gap.
            const std::size_t fLo = k > 0 ? made[k - 1].first + 1 : 0;
            const std::size_t cLo = k > 0 ? made[k - 1].second + 1 : 0;
            const std::size_t fHi = k + 1 < m_inOrder ? made[k + 1].first : m_floats.size();
            const std::size_t cHi = k + 1 < m_inOrder ? made[k + 1].second : m_entries.size();
            // The other ways to pair within the gap: pairing this entry with another float tensor,
            // or this float tensor with another entry.
            bool alone = true;
            double rival = 0;
            for (std::size_t i = fLo; i < fHi; ++i)
                if (i != f && compatible(m_floats[i], m_entries[c])) {
                    alone = false;
                    rival = std::max(rival, similarity(m_floats[i], m_entries[c]));
                }
            for (std::size_t j = cLo; j < cHi; ++j)
                if (j != c && compatible(m_floats[f], m_entries[j])) {
                    alone = false;
                    rival = std::max(rival, similarity(m_floats[f], m_entries[j]));
                }
            if (alone)
                return 0.6 + 0.4 * similar;
            // Sure only as far as it stands out: a tensor fused away next to a near copy of itself
            // (a scale, then a small bias) leaves two candidates that differ by noise.
            return similar * std::clamp((similar - rival) / kClearMargin, 0.0, 1.0);
        }

        std::size_t commit(const std::vector<std::pair<std::size_t, std::size_t>>& made)
        {
            std::set<std::string> claimed;
            std::size_t count = 0;
            for (std::size_t k = 0; k < made.size(); ++k) {
                const double sure = confidence(made, k);
                if (sure < m_limits.minConfidence)
                    continue;
                TensorPair& pair = m_match.pairs[m_floats[made[k].first].index];
                pair.candidateEntry = m_entries[made[k].second].entry->name;
                pair.candidateRule = MatchRule::Structure;
                pair.confidence = sure;
                settlePair(pair, m_reference, m_candidate, m_match.problems);
                claimed.insert(pair.candidateEntry);
                ++count;
            }
            auto& unused = m_match.unusedCandidateEntries;
            unused.erase(std::remove_if(
                             unused.begin(), unused.end(), [&](const std::string& e) { return claimed.count(e) != 0; }),
                unused.end());
            return count;
        }

        MatchResult& m_match;
        const DumpSet& m_reference;
        const DumpSet& m_candidate;
        StructureMatchLimits m_limits;
        std::vector<Side> m_floats;
        std::vector<Side> m_entries;
        bool m_ordered = false;
        std::size_t m_floatShapes = 0, m_entryShapes = 0;
        mutable std::vector<signed char> m_fits; ///< per pair of distinct shapes: -1 not yet asked, 0 or 1
        std::size_t m_inOrder = 0; ///< how many of the pairs made come from the order-preserving alignment
    };
}

std::size_t matchByStructure(
    MatchResult& match, const DumpSet& reference, const DumpSet& candidate, const StructureMatchLimits& limits)
{
    return StructureMatcher(match, reference, candidate, limits).run();
}

} // namespace quantlens
