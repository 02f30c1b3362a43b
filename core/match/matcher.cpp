#include "match/matcher.h"

#include "match/name_rules.h"
#include "match/shape_alignment.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

namespace quantlens {

const char* matchRuleName(MatchRule rule)
{
    switch (rule) {
    case MatchRule::None: return "none";
    case MatchRule::Exact: return "exact";
    case MatchRule::QdqAlias: return "qdq-alias";
    case MatchRule::Sanitized: return "sanitized";
    case MatchRule::LayerOutput: return "layer-output";
    case MatchRule::UserMap: return "user-map";
    case MatchRule::Structure: return "structure";
    }
    return "none";
}

Text matchRuleText(MatchRule rule)
{
    switch (rule) {
    case MatchRule::None: return text("match.rule.none");
    case MatchRule::Exact: return text("match.rule.exact");
    case MatchRule::QdqAlias: return text("match.rule.qdq_alias");
    case MatchRule::Sanitized: return text("match.rule.sanitized");
    case MatchRule::LayerOutput: return text("match.rule.layer_output");
    case MatchRule::UserMap: return text("match.rule.user_map");
    case MatchRule::Structure: return text("match.rule.structure");
    }
    return text("match.rule.none");
}

namespace {
    using Candidate = std::pair<std::string, MatchRule>;

    /// How many float tensors share each sanitised name: needed only when a name is not found as it
    /// is, which most dumps never ask, so counted on the first question.
    class FloatSanitizedCounts {
    public:
        explicit FloatSanitizedCounts(const std::vector<std::string>& tensors)
            : m_tensors(tensors)
        { }
        bool ambiguous(const std::string& key)
        {
            if (!m_counts) {
                m_counts.emplace();
                for (const auto& t : m_tensors)
                    ++(*m_counts)[sanitizeTensorName(t)];
            }
            const auto count = m_counts->find(key);
            return count != m_counts->end() && count->second > 1;
        }

    private:
        const std::vector<std::string>& m_tensors;
        std::optional<std::unordered_map<std::string, int>> m_counts;
    };

    /// Looks names up in one dump set and remembers which entries were claimed.
    class EntryFinder {
    public:
        explicit EntryFinder(const DumpSet& set)
            : m_set(set)
            , m_claimed(set.entries().size(), false)
        { }

        /// The entry of this exact name, claimed; nullptr when there is none.
        const DumpEntry* claimIfPresent(const std::string& name)
        {
            const DumpEntry* found = m_set.entry(name);
            if (found)
                claim(*found);
            return found;
        }
        /// Marks an entry of the set as used (it is not "unused" in the report).
        void claim(const DumpEntry& entry)
        {
            m_claimed[static_cast<std::size_t>(&entry - m_set.entries().data())] = true;
        }

        /// Exact names (in order of preference) before any sanitised form, so a real name always
        /// wins over a look-alike.
        std::pair<std::string, MatchRule> find(
            const std::vector<Candidate>& names, FloatSanitizedCounts& floatCounts, Text& ambiguity)
        {
            for (const auto& [name, rule] : names)
                if (claimIfPresent(name))
                    return { name, rule };
            if (!m_bySanitized) {
                m_bySanitized.emplace();
                for (std::size_t i = 0; i < m_set.entries().size(); ++i)
                    (*m_bySanitized)[sanitizeTensorName(m_set.entries()[i].name)].push_back(i);
            }
            for (const auto& [name, rule] : names) {
                const std::string key = sanitizeTensorName(name);
                auto it = m_bySanitized->find(key);
                if (it == m_bySanitized->end())
                    continue;
                if (it->second.size() > 1 || floatCounts.ambiguous(key)) {
                    ambiguity = text("match.ambiguous", { key });
                    return { "", MatchRule::None };
                }
                m_claimed[it->second.front()] = true;
                return { m_set.entries()[it->second.front()].name, MatchRule::Sanitized };
            }
            return { "", MatchRule::None };
        }

        std::vector<std::string> unused() const
        {
            std::vector<std::string> out;
            for (std::size_t i = 0; i < m_claimed.size(); ++i)
                if (!m_claimed[i])
                    out.push_back(m_set.entries()[i].name);
            return out;
        }

    private:
        // Looked up once or more per tensor of the model, never walked in order: hashed. The sanitised
        // index is built on the first name not found as it is.
        const DumpSet& m_set;
        std::optional<std::unordered_map<std::string, std::vector<std::size_t>>> m_bySanitized;
        std::vector<bool> m_claimed; ///< by entry index
    };
}

std::vector<std::string> comparableTensors(const Graph& floatGraph)
{
    std::vector<std::string> names;
    names.reserve(floatGraph.values().size());
    // Each value once, marked by its place in the graph's table: a set of the names copied every name.
    std::vector<bool> seen(floatGraph.values().size(), false);
    auto add = [&](const std::string& name) {
        const Value* v = name.empty() ? nullptr : floatGraph.value(name);
        if (!v || v->isWeight)
            return;
        const auto at = static_cast<std::size_t>(v - floatGraph.values().data());
        if (!seen[at]) {
            seen[at] = true;
            names.push_back(name);
        }
    };
    for (const auto& input : floatGraph.inputs())
        add(input);
    for (const auto& node : floatGraph.nodes())
        for (const auto& output : node.outputs)
            add(output);
    return names;
}

void settlePair(TensorPair& pair, const DumpSet& reference, const DumpSet& candidate, std::vector<Problem>& problems)
{
    pair.problem = {};
    pair.candidatePermutation.clear();
    pair.reshaped = false;
    // A file that is there but unreadable says why, instead of "missing".
    const auto unreadable = [&](const DumpSet& set) {
        const Problem* p = set.unreadable(pair.floatName);
        return p ? p : set.unreadable(sanitizeTensorName(pair.floatName));
    };
    if (pair.candidateEntry.empty() && unreadable(candidate))
        pair.problem = text("match.unreadable", { unreadable(candidate)->file, unreadable(candidate)->message });
    else if (pair.referenceEntry.empty() && unreadable(reference))
        pair.problem = text("match.unreadable", { unreadable(reference)->file, unreadable(reference)->message });
    else if (pair.referenceEntry.empty() && pair.candidateEntry.empty())
        pair.problem = text("match.missing_both");
    else if (pair.referenceEntry.empty())
        pair.problem = text("match.missing_reference");
    else if (pair.candidateEntry.empty())
        pair.problem = text("match.missing_candidate");
    else {
        const DumpEntry* ref = reference.entry(pair.referenceEntry);
        const DumpEntry* cand = candidate.entry(pair.candidateEntry);
        ShapeAlignment alignment
            = alignShapes(ref->shape, reference.declaredLayout(), cand->shape, candidate.declaredLayout());
        // A raw payload (no header) has no shape of its own: read it in the other side's shape
        // when the element counts agree.
        if (!alignment.compatible && (!ref->shapeKnown || !cand->shapeKnown)
            && shapeElementCount(ref->shape) == shapeElementCount(cand->shape)) {
            alignment.compatible = true;
            alignment.reshaped = true;
        }
        if (!alignment.compatible) {
            pair.problem = text("match.shape_mismatch", { shapeToString(ref->shape), shapeToString(cand->shape) });
        } else {
            pair.candidatePermutation = alignment.permutation;
            pair.reshaped = alignment.reshaped;
            // A layout the dump declares (a manifest, SigmaStar's NHWC) is expected: only a layout
            // guessed from the shapes is worth a word per tensor.
            if (!alignment.permutation.empty() && !candidate.declaredLayout())
                problems.push_back(Problem::make(candidate.path(), text("where.tensor", { pair.floatName }),
                    text("match.layout",
                        { shapeToString(cand->shape),
                            alignment.permutation == std::vector<int> { 0, 3, 1, 2 } ? "NHWC → NCHW" : "NCHW → NHWC",
                            shapeToString(ref->shape) })));
        }
    }
}

MatchResult matchTensors(const Graph& floatGraph, const DumpSet& reference, const DumpSet& candidate,
    const QuantInfo* quant, const TensorMap* userMap)
{
    MatchResult result;
    const auto tensors = comparableTensors(floatGraph);
    FloatSanitizedCounts floatSanitizedCounts(tensors);
    std::multimap<std::string, std::string> quantNamesOf; // float name → names in the quantized model
    if (quant)
        for (const auto& [quantName, floatName] : quant->floatNameOf)
            quantNamesOf.emplace(floatName, quantName);

    // Dumps named by layer (NNIE's mapper writes <layer>_output<k>): each tensor by its producer's name.
    const auto layerOutputName = [&](const std::string& tensor) -> std::string {
        const Value* v = floatGraph.value(tensor);
        if (!v || v->producer < 0)
            return {};
        const Node& n = floatGraph.nodes()[static_cast<std::size_t>(v->producer)];
        const auto at = std::find(n.outputs.begin(), n.outputs.end(), tensor);
        if (n.name.empty() || at == n.outputs.end())
            return {};
        return n.name + "_output" + std::to_string(at - n.outputs.begin());
    };

    // Each side's names are tried in order of preference, and most dumps hold the first of them: the
    // float name itself, or for the candidate its DequantizeLinear twin. The longer lists of aliases
    // and sanitised forms are only built when those are not there; the answer is the same.
    EntryFinder refFinder(reference), candFinder(candidate);
    result.pairs.reserve(tensors.size());
    // Which names a pre-quantization value can have in this dump (see below): most dumps have
    // none, and looking each tensor's up in vain cost a quarter of the matching.
    const std::string prequantPrefix = std::string(DumpSet::kPreQuantizationFolder) + "/";
    const std::string quantizeInputSuffix = "_QuantizeLinear_Input";
    bool anyPrequantFolder = false, anyQuantizeInput = false;
    for (const DumpEntry& e : candidate.entries()) {
        anyPrequantFolder = anyPrequantFolder || e.name.starts_with(prequantPrefix);
        anyQuantizeInput = anyQuantizeInput || e.name.ends_with(quantizeInputSuffix);
    }
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        TensorPair pair;
        pair.floatName = tensors[i];
        pair.order = static_cast<int>(i);
        Text ambiguity;
        if (refFinder.claimIfPresent(pair.floatName)) {
            pair.referenceEntry = pair.floatName;
            pair.referenceRule = MatchRule::Exact;
        } else {
            std::vector<Candidate> refNames { { pair.floatName, MatchRule::Exact } };
            const std::string layerOutput = layerOutputName(pair.floatName);
            if (!layerOutput.empty() && layerOutput != pair.floatName && reference.contains(layerOutput))
                refNames.emplace_back(layerOutput, MatchRule::LayerOutput);
            std::tie(pair.referenceEntry, pair.referenceRule)
                = refFinder.find(refNames, floatSanitizedCounts, ambiguity);
        }

        // What the next layer reads is the DequantizeLinear output: in a QDQ dump that also holds the
        // float op's own output `t` (taken before QuantizeLinear), the dequantized twin is the
        // candidate, and `t` the run's pre-quantization value (see preQuantizationEntry).
        const std::string dequantized = pair.floatName + "_DequantizeLinear_Output";
        const auto mapped = userMap ? userMap->find(pair.floatName) : TensorMap::const_iterator {};
        const DumpEntry* chosen = nullptr;
        if (userMap && mapped != userMap->end() && (chosen = candFinder.claimIfPresent(mapped->second))) {
            pair.candidateEntry = mapped->second;
            pair.candidateRule = MatchRule::UserMap;
        } else if ((chosen = candFinder.claimIfPresent(dequantized))) {
            pair.candidateEntry = dequantized;
            pair.candidateRule = MatchRule::QdqAlias;
        } else if ((chosen = candFinder.claimIfPresent(pair.floatName))) {
            pair.candidateEntry = pair.floatName;
            pair.candidateRule = MatchRule::Exact;
        } else {
            std::vector<Candidate> candNames { { pair.floatName, MatchRule::Exact } };
            for (auto [it, end] = quantNamesOf.equal_range(pair.floatName); it != end; ++it)
                candNames.emplace_back(it->second, MatchRule::QdqAlias);
            for (const auto& alias : quantizedAliasesOf(pair.floatName))
                if (std::none_of(
                        candNames.begin(), candNames.end(), [&](const Candidate& c) { return c.first == alias; }))
                    candNames.emplace_back(alias, MatchRule::QdqAlias);
            const std::string layerOutput = layerOutputName(pair.floatName);
            if (!layerOutput.empty() && layerOutput != pair.floatName && candidate.contains(layerOutput))
                candNames.emplace_back(layerOutput, MatchRule::LayerOutput);
            std::tie(pair.candidateEntry, pair.candidateRule)
                = candFinder.find(candNames, floatSanitizedCounts, ambiguity);
            chosen = pair.candidateEntry.empty() ? nullptr : candidate.entry(pair.candidateEntry);
        }
        // The names a pre-quantization value may have, made only where this dump can hold them.
        const auto preQuantizationName = [&](int form) {
            switch (form) {
            case 0: return anyPrequantFolder ? prequantPrefix + pair.floatName : std::string();
            case 1: return pair.floatName;
            default: return anyQuantizeInput ? pair.floatName + quantizeInputSuffix : std::string();
            }
        };
        for (int form = 0; chosen && form < 3; ++form) {
            const std::string before = preQuantizationName(form);
            if (before.empty() || before == pair.candidateEntry)
                continue;
            const DumpEntry* found = candidate.entry(before);
            if (found && found->shape == chosen->shape) {
                candFinder.claim(*found);
                pair.preQuantizationEntry = before;
                break;
            }
        }
        if (!ambiguity.empty())
            result.problems.push_back(Problem::make("", text("where.tensor", { pair.floatName }), ambiguity));

        settlePair(pair, reference, candidate, result.problems);
        result.pairs.push_back(std::move(pair));
    }
    result.unusedReferenceEntries = refFinder.unused();
    result.unusedCandidateEntries = candFinder.unused();
    return result;
}

} // namespace quantlens
