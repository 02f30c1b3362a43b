#pragma once
#include "tensor/dtype.h"
#include "util/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

/// The fields of an .npy header dict, as written in the file.
struct NpyHeaderFields {
    std::string descr;
    bool fortranOrder = false;
    std::vector<std::int64_t> shape;
};

/// Parses the Python dict literal of an .npy header (any key order, spacing, trailing commas).
/// Failures carry only a message (`what`); the caller knows the file.
Result<NpyHeaderFields> parseNpyHeaderDict(std::string_view dict);

/// A numpy type string such as "<f4" or "|u1" decoded for this machine.
struct NpyDescr {
    DType dtype = DType::Float32;
    bool byteSwapped = false;
};

/// Decodes a numpy type string; failures explain why the type is unsupported (object, complex, ...).
Result<NpyDescr> parseNpyDescr(std::string_view descr);

/// Element count of a shape (1 for a scalar), or nullopt when it, or its size in bytes for
/// `itemSize`-byte elements, does not fit in 63 bits.
std::optional<std::uint64_t> npyElementCount(const std::vector<std::int64_t>& shape, std::size_t itemSize);

/// "(2, 3)", "(5,)" or "()", as numpy prints shapes.
std::string formatNpyShape(const std::vector<std::int64_t>& shape);

} // namespace quantlens
