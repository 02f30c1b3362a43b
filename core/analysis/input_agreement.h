#pragma once

namespace quantlens {

/// When two inputs count as the same: cos at least `cosFrom` and relative L2 error at most
/// `relativeErrorAbove` (cos alone misses a scale: x and 2x have cos 1).
struct InputAgreement {
    double cosFrom = 0.999;
    double relativeErrorAbove = 0.05;
    bool agrees(double cos, double relativeError) const
    {
        return cos >= cosFrom && relativeError <= relativeErrorAbove;
    }
};

} // namespace quantlens
