#pragma once
// How a range uses a tensor's codes over the calibration inputs: the share of values it clips, and how many
// of the grid's codes some value falls on. A range too wide leaves most codes empty (the data sit in a few
// of them); one too narrow clips. The two numbers say which way a method errs on a tensor.
#include "calibration/range_methods.h"
#include "calibration/tensor_histogram.h"

#include <cstddef>

namespace quantlens::calib {

struct RangeUsage {
    double clippedShare = 0; ///< share of the values outside the range (held at its ends)
    std::size_t levelsUsed = 0; ///< codes some value falls on
    std::size_t levels = 0; ///< codes on the grid: 256 for uint8, 255 for int8 with zero point 0
};

/// The usage of [low, high] on `grid` (widened to hold 0, symmetric as the grid is: as parametersFromRange
/// derives the parameters), from the histogram: linear within a bin for the clipped share; a bin with
/// values marks every code its part inside the range spans (an upper bound where bins are wider than codes).
RangeUsage rangeUsage(const TensorHistogram& histogram, const sim::TensorRange& range, const Grid& grid);

} // namespace quantlens::calib
