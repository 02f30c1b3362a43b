#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace quantlens {

/// An .npy file (format 1.0, little-endian float32, C order) holding `values` of `shape`, as
/// numpy.save writes it: the header padded with spaces to a multiple of 64 bytes, ending in '\n'.
std::string npyFloat32(const std::vector<std::int64_t>& shape, const std::vector<double>& values);
std::string npyFloat32(const std::vector<std::int64_t>& shape, const float* values, std::size_t count);

} // namespace quantlens
