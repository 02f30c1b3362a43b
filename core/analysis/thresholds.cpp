#include "analysis/thresholds.h"

#include <cmath>
#include <cstdio>

namespace quantlens {
namespace {
    // Six decimals: 0.98995 must not print as a misleading "0.9900 < 0.99".
    std::string cosText(double v)
    {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.6f", v);
        return buffer;
    }

    std::string shortNumber(double v)
    {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%g", v);
        return buffer;
    }

    std::size_t nonFinite(const SideStats& s) { return s.nanCount + s.infCount; }
}

const char* verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass: return "pass";
    case Verdict::Warn: return "warn";
    case Verdict::Fail: return "fail";
    case Verdict::NotCompared: return "not-compared";
    }
    return "not-compared";
}

Text verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass: return text("verdict.pass");
    case Verdict::Warn: return text("verdict.warn");
    case Verdict::Fail: return text("verdict.fail");
    case Verdict::NotCompared: return text("verdict.not_compared");
    }
    return text("verdict.not_compared");
}

std::optional<Text> Thresholds::problem() const
{
    auto inRange = [](double c) { return std::isfinite(c) && c >= -1.0 && c <= 1.0; };
    if (!inRange(cosWarnBelow) || !inRange(cosFailBelow))
        return text("thresholds.cos_range");
    if (cosFailBelow > cosWarnBelow)
        return text("thresholds.order", { shortNumber(cosFailBelow), shortNumber(cosWarnBelow) });
    if (!std::isfinite(relL1WarnAbove) || relL1WarnAbove < 0)
        return text("thresholds.rel_l1");
    return std::nullopt;
}

Verdict classify(const PairMetrics& m, const Thresholds& t)
{
    if (std::isnan(m.cosine))
        return Verdict::Fail;
    if (nonFinite(m.candidate) > nonFinite(m.reference))
        return Verdict::Fail;
    if (m.cosine < t.cosFailBelow)
        return Verdict::Fail;
    if (m.cosine < t.cosWarnBelow)
        return Verdict::Warn;
    if (t.relL1WarnAbove > 0 && m.sigmaStarRelativeL1 > t.relL1WarnAbove)
        return Verdict::Warn;
    return Verdict::Pass;
}

const char* verdictRuleName(const PairMetrics& m, const Thresholds& t)
{
    if (std::isnan(m.cosine))
        return "cos_undefined";
    if (nonFinite(m.candidate) > nonFinite(m.reference))
        return "non_finite";
    if (m.cosine >= t.cosWarnBelow && t.relL1WarnAbove > 0 && m.sigmaStarRelativeL1 > t.relL1WarnAbove)
        return "rel_l1";
    return "cos";
}

Text verdictReason(const PairMetrics& m, const Thresholds& t)
{
    if (std::isnan(m.cosine))
        return text("reason.cos_undefined");
    if (nonFinite(m.candidate) > nonFinite(m.reference))
        return text("reason.cand_non_finite",
            { std::to_string(nonFinite(m.candidate)), std::to_string(nonFinite(m.reference)) });
    if (m.cosine < t.cosFailBelow)
        return text("reason.cos_fail", { cosText(m.cosine), shortNumber(t.cosFailBelow) });
    if (m.cosine < t.cosWarnBelow)
        return text("reason.cos_warn", { cosText(m.cosine), shortNumber(t.cosWarnBelow) });
    if (t.relL1WarnAbove > 0 && m.sigmaStarRelativeL1 > t.relL1WarnAbove)
        return text("reason.rel_l1_warn", { shortNumber(m.sigmaStarRelativeL1), shortNumber(t.relL1WarnAbove) });
    return text("reason.pass", { cosText(m.cosine), shortNumber(t.cosWarnBelow) });
}

} // namespace quantlens
