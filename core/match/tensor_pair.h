#pragma once
#include "util/problem.h"

#include <string>
#include <vector>

namespace quantlens {

/// How a float tensor was found in a dump.
enum class MatchRule {
    None, ///< not found
    Exact, ///< same name
    QdqAlias, ///< a quantized model's name for it (t_DequantizeLinear_Output, ...)
    Sanitized, ///< the file-name form of the name ([^a-zA-Z0-9_-] → _)
    LayerOutput, ///< the producing layer's name: <layer>_output<k>, as layer-named dumps (NNIE's mapper) call it
    UserMap, ///< the user's tensor map names the entry
    Structure, ///< no name fits: graph position, shape and statistics (see TensorPair::confidence)
};
const char* matchRuleName(MatchRule rule);
/// The rule in words, for the window ("exact name", "quantized model's name", ...).
Text matchRuleText(MatchRule rule);

/// One float-graph tensor and where its data sits in the reference and candidate dumps.
struct TensorPair {
    std::string floatName;
    int order = 0; ///< position in the float graph's topological order
    std::string referenceEntry; ///< entry name in the reference dump, empty when missing
    std::string candidateEntry;
    MatchRule referenceRule = MatchRule::None;
    MatchRule candidateRule = MatchRule::None;
    /// Non-empty when the candidate is stored in another layout: result axis i is candidate axis
    /// permutation[i] (e.g. {0, 3, 1, 2} reads an NHWC candidate as NCHW).
    std::vector<int> candidatePermutation;
    bool reshaped = false; ///< shapes differed only by dimensions of size 1
    /// How sure a structural match is, 0..1 (1 for every name-based rule).
    double confidence = 1;
    /// The run also dumped the tensor before its QuantizeLinear (QDQ dumps of every output hold `t`
    /// next to `t_DequantizeLinear_Output`): that entry, comparable with candidateEntry as is.
    std::string preQuantizationEntry;
    Text problem; ///< why the pair cannot be compared (missing side, shape mismatch)

    bool comparable() const { return problem.empty(); }
};

struct MatchResult {
    std::vector<TensorPair> pairs; ///< every float tensor that was looked for, in topological order
    std::vector<std::string> unusedReferenceEntries; ///< dump entries no float tensor claimed
    std::vector<std::string> unusedCandidateEntries;
    std::vector<Problem> problems; ///< ambiguities and layout decisions worth telling the user
};

} // namespace quantlens
