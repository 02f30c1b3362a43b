#pragma once
#include "util/text.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// An activation's data type on the NPU. Names follow Pulsar2's `data_type` values.
enum class Precision { U8, S8, U16, S16, Float };

/// "U8", "S8", "U16", "S16", "FP32".
const char* precisionKey(Precision p);
std::optional<Precision> precisionFromKey(const std::string& key);
/// 16 bit or float: what the plan is for.
inline bool isWide(Precision p) { return p == Precision::U16 || p == Precision::S16 || p == Precision::Float; }

/// Who decided a tensor's precision.
enum class PlanSource { User, Suggested, Imported };
const char* planSourceKey(PlanSource s);
std::optional<PlanSource> planSourceFromKey(const std::string& key);

/// One tensor's choice and why it was made.
struct PlanEntry {
    Precision precision = Precision::U16;
    PlanSource source = PlanSource::User;
    Text reason; ///< empty for a user's own toggle
};

/// Per-tensor data types, the only state a user edits. A tensor's type is, by priority (Pulsar2's
/// order: layer > op type > whole model): its own entry, its producer's op-type rule, the
/// whole-model rule, the default. A layer is its producing node, so setting a layer sets its outputs.
struct PrecisionPlan {
    Precision defaultPrecision = Precision::U8;
    std::optional<Precision> wholeModel;
    std::map<std::string, Precision> opTypes; ///< "Conv" -> U16
    std::map<std::string, PlanEntry> tensors; ///< float tensor name -> choice

    Precision precisionOf(const std::string& tensor, const std::string& opType) const;
    /// What the rules alone (op type, whole model, default) give a tensor of `opType`.
    Precision precisionByRules(const std::string& opType) const;
    /// Whether only the default applies (nothing to export).
    bool empty() const { return !wholeModel && opTypes.empty() && tensors.empty(); }
    bool operator==(const PrecisionPlan& o) const;
};

bool operator==(const PlanEntry& a, const PlanEntry& b);

} // namespace quantlens
