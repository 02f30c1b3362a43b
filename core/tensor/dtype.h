#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace quantlens {

/// Element types a dump or a quantization parameter can have.
enum class DType { Float16, Float32, Float64, Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Bool };

/// Bytes per element.
std::size_t dtypeSize(DType type);
/// Lower-case numpy-style name ("float32", "uint8", ...).
std::string dtypeName(DType type);
/// Inverse of dtypeName; nullopt for unknown names.
std::optional<DType> dtypeFromName(std::string_view name);
bool isIntegerType(DType type);
/// Smallest and largest value of an integer type (0/0 for floating types).
long long integerMin(DType type);
long long integerMax(DType type);

} // namespace quantlens
