#pragma once
#include "tensor/dtype.h"

#include <cstdint>
#include <string>
#include <vector>

namespace quantlens {

/// An .npy file (format 1.0, little-endian float32, C order) holding `values` of `shape`, as
/// numpy.save writes it: the header padded with spaces to a multiple of 64 bytes, ending in '\n'.
std::string npyFloat32(const std::vector<std::int64_t>& shape, const std::vector<double>& values);
/// The header of an .npy file of `dtype` and `shape` (little-endian, C order), the data to follow it.
std::string npyHeader(DType dtype, const std::vector<std::int64_t>& shape);
std::string npyFloat32(const std::vector<std::int64_t>& shape, const float* values, std::size_t count);

} // namespace quantlens
