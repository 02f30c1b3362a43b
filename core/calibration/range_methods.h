#pragma once
// Calibration methods as one registry: each turns a tensor's histogram over the calibration inputs into
// the range [low, high] a quantizer then derives scale and zero point from (at the tensor's own type:
// simulation/quant_structure.h parametersFromRange). The definitions, with their sources, are in the
// README ("Calibration methods").
#include "calibration/tensor_histogram.h"
#include "simulation/calibration_ranges.h"

#include <functional>
#include <string>
#include <vector>

namespace quantlens::calib {

/// The integer grid a range is spread over: the levels of the tensor's type, symmetric or not.
struct Grid {
    double levels = 255; ///< steps between the least and greatest code (255 for uint8, 254 symmetric int8)
    bool symmetric = false; ///< the range is [−t, t] (a signed type with zero point 0)
    /// The grid of a tensor whose zero point has this type and value.
    static Grid of(long long typeMin, long long typeMax, bool signedZeroPointIsZero);
};

struct MethodOptions {
    double percentile = 99.99; ///< the Percentile method's two-sided share kept, in %
};

struct RangeMethod {
    std::string key; ///< "minmax", "percentile", "mse", "kl"
    std::string messageKey; ///< its name in the message catalogue
    std::function<sim::TensorRange(const TensorHistogram&, const Grid&, const MethodOptions&)> range;
};

/// MinMax, Percentile, MSE, KL, in that order.
const std::vector<RangeMethod>& rangeMethods();
const RangeMethod* rangeMethod(const std::string& key);
/// "minmax, percentile, mse, kl": the keys, for messages naming what is known.
std::string rangeMethodKeys();

} // namespace quantlens::calib
