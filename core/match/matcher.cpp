#include "match/matcher.h"

#include "match/name_rules.h"
#include "match/shape_alignment.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

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

    /// Looks names up in one dump set and remembers which entries were claimed.
    class EntryFinder {
    public:
        explicit EntryFinder(const DumpSet& set)
            : m_set(set)
        {
            for (const auto& e : set.entries())
                m_bySanitized[sanitizeTensorName(e.name)].push_back(e.name);
        }

        /// Exact names (in order of preference) before any sanitised form, so a real name always
        /// wins over a look-alike.
        std::pair<std::string, MatchRule> find(const std::vector<Candidate>& names,
            const std::unordered_map<std::string, int>& floatSanitizedCount, Text& ambiguity)
        {
            for (const auto& [name, rule] : names)
                if (m_set.contains(name))
                    return claim(name, rule);
            for (const auto& [name, rule] : names) {
                const std::string key = sanitizeTensorName(name);
                auto it = m_bySanitized.find(key);
                if (it == m_bySanitized.end())
                    continue;
                auto count = floatSanitizedCount.find(key);
                if (it->second.size() > 1 || (count != floatSanitizedCount.end() && count->second > 1)) {
                    ambiguity = text("match.ambiguous", { key });
                    return { "", MatchRule::None };
                }
                return claim(it->second.front(), MatchRule::Sanitized);
            }
            return { "", MatchRule::None };
        }

        /// Marks an entry as used (it is not "unused" in the report) and returns its name.
        std::string claimed(const std::string& entry) { return claim(entry, MatchRule::Exact).first; }

        std::vector<std::string> unused() const
        {
            std::vector<std::string> out;
            for (const auto& e : m_set.entries())
                if (!m_claimed.count(e.name))
                    out.push_back(e.name);
            return out;
        }

    private:
        std::pair<std::string, MatchRule> claim(const std::string& entry, MatchRule rule)
        {
            m_claimed.insert(entry);
            return { entry, rule };
        }
        // Looked up once or more per tensor of the model, never walked in order: hashed.
        const DumpSet& m_set;
        std::unordered_map<std::string, std::vector<std::string>> m_bySanitized;
        std::unordered_set<std::string> m_claimed;
    };
}

std::vector<std::string> comparableTensors(const Graph& floatGraph)
{
    std::vector<std::string> names;
    std::unordered_set<std::string> seen;
    auto add = [&](const std::string& name) {
        const Value* v = floatGraph.value(name);
        if (!name.empty() && v && !v->isWeight && seen.insert(name).second)
            names.push_back(name);
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
    std::unordered_map<std::string, int> floatSanitizedCount;
    for (const auto& t : tensors)
        ++floatSanitizedCount[sanitizeTensorName(t)];
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

    EntryFinder refFinder(reference), candFinder(candidate);
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        TensorPair pair;
        pair.floatName = tensors[i];
        pair.order = static_cast<int>(i);
        Text ambiguity;
        const std::string layerOutput = layerOutputName(pair.floatName);
        std::vector<Candidate> refNames { { pair.floatName, MatchRule::Exact } };
        if (!layerOutput.empty() && layerOutput != pair.floatName && reference.contains(layerOutput))
            refNames.emplace_back(layerOutput, MatchRule::LayerOutput);
        std::tie(pair.referenceEntry, pair.referenceRule) = refFinder.find(refNames, floatSanitizedCount, ambiguity);

        // What the next layer reads is the DequantizeLinear output: in a QDQ dump that also holds the
        // float op's own output `t` (taken before QuantizeLinear), the dequantized twin is the
        // candidate, and `t` the run's pre-quantization value (see preQuantizationEntry).
        const std::string dequantized = pair.floatName + "_DequantizeLinear_Output";
        std::vector<Candidate> candNames;
        if (userMap)
            if (const auto mapped = userMap->find(pair.floatName);
                mapped != userMap->end() && candidate.contains(mapped->second))
                candNames.emplace_back(mapped->second, MatchRule::UserMap);
        if (candidate.contains(dequantized))
            candNames.emplace_back(dequantized, MatchRule::QdqAlias);
        candNames.emplace_back(pair.floatName, MatchRule::Exact);
        for (auto [it, end] = quantNamesOf.equal_range(pair.floatName); it != end; ++it)
            candNames.emplace_back(it->second, MatchRule::QdqAlias);
        for (const auto& alias : quantizedAliasesOf(pair.floatName))
            if (std::none_of(candNames.begin(), candNames.end(), [&](const Candidate& c) { return c.first == alias; }))
                candNames.emplace_back(alias, MatchRule::QdqAlias);
        if (!layerOutput.empty() && layerOutput != pair.floatName && candidate.contains(layerOutput))
            candNames.emplace_back(layerOutput, MatchRule::LayerOutput);
        std::tie(pair.candidateEntry, pair.candidateRule) = candFinder.find(candNames, floatSanitizedCount, ambiguity);
        for (const std::string& before : { std::string(DumpSet::kPreQuantizationFolder) + "/" + pair.floatName,
                 pair.floatName, pair.floatName + "_QuantizeLinear_Input" })
            if (!pair.candidateEntry.empty() && before != pair.candidateEntry && candidate.contains(before)
                && candidate.entry(before)->shape == candidate.entry(pair.candidateEntry)->shape) {
                pair.preQuantizationEntry = candFinder.claimed(before);
                break;
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
