#include "triage/triage_presets.h"

namespace quantlens {

const std::vector<TriagePreset>& triagePresets()
{
    // Generic keeps the verdict defaults. AXera calls an output above cos 0.98 normal and prints no
    // relative L1; SigmaStar suspects a layer below cos 0.99 or with its "RMSE" (relative L1) above
    // 0.1; HiSilicon's notes work with 0.99 per layer and 0.999 for the data layer.
    static const std::vector<TriagePreset> presets {
        { TriageVendor::Generic, "generic", Thresholds {}, InputAgreement {}, 0.999, TriageLimits {} },
        { TriageVendor::Axera, "axera", Thresholds { 0.98, 0.98, 0 }, InputAgreement {}, 0.999, TriageLimits {} },
        { TriageVendor::SigmaStar, "sigmastar", Thresholds { 0.99, 0.98, 0.1 }, InputAgreement {}, 0.999,
            TriageLimits {} },
        { TriageVendor::Nnie, "nnie", Thresholds { 0.99, 0.98, 0 }, InputAgreement {}, 0.999, TriageLimits {} },
    };
    return presets;
}

std::optional<TriagePreset> triagePreset(const std::string& key)
{
    for (const auto& p : triagePresets())
        if (key == p.key)
            return p;
    return std::nullopt;
}

} // namespace quantlens
