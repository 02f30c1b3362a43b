#pragma once
#include "metrics/pair_metrics.h"
#include "util/text.h"

#include <optional>

namespace quantlens {

/// How one tensor of one run fares against the reference.
enum class Verdict { Pass, Warn, Fail, NotCompared };

/// "pass", "warn", "fail", "not-compared": the words reports write.
const char* verdictName(Verdict verdict);
/// The same as catalog text, for the window's translations.
Text verdictText(Verdict verdict);

/// The one definition of pass / warn / fail that every view, report and command uses.
/// Defaults are the vendors' own: SigmaStar calls a layer below cos 0.99, or with its "RMSE" (a
/// relative L1 error) above 0.1, suspect; AXera calls an output above cos 0.98 normal.
struct Thresholds {
    double cosWarnBelow = 0.99;
    double cosFailBelow = 0.98;
    double relL1WarnAbove = 0.1; ///< 0 turns the rule off

    /// Why these levels contradict each other (fail above warn, out of range); nullopt when sound.
    std::optional<Text> problem() const;
    bool operator==(const Thresholds&) const = default;
};

/// Below this cosine a dump is also compared with its channels read as NHWC, and the better reading
/// kept (SigmaStar's compareAccuracy does the same). A rule of its own, not a verdict level: moving
/// the warn/fail levels must not change which layout a dump is read in.
inline constexpr double kLayoutRetryBelowCos = 0.98;

/// The verdict of one comparison. NaN cosine, or NaN/Inf the reference does not have, fail.
Verdict classify(const PairMetrics& metrics, const Thresholds& thresholds);
/// The rule that decided the verdict, e.g. "cos 0.9712 < 0.98".
Text verdictReason(const PairMetrics& metrics, const Thresholds& thresholds);
/// Which rule decided it, as reports name it: "cos", "rel_l1" (SigmaStar's "RMSE"), "non_finite"
/// or "cos_undefined". A verdict by a rule other than the cosine must be visible as such: a
/// tensor at cos 0.999 that warns does so by its relative L1 error.
const char* verdictRuleName(const PairMetrics& metrics, const Thresholds& thresholds);

} // namespace quantlens
