#pragma once
#include "tensor/tensor_view.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace quantlens {

/// One element of a view as a double, honouring dtype, strides and byte order. `flatIndex` counts in
/// row-major order over the view's shape. nullopt when out of range or the view has no data.
std::optional<double> elementAsDouble(const TensorView& view, std::size_t flatIndex);

/// All elements of a small view (scales, zero points) as doubles, row-major. nullopt when unreadable.
std::optional<std::vector<double>> valuesAsDouble(const TensorView& view);

} // namespace quantlens
