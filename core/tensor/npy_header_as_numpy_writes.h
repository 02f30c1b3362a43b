#pragma once
#include "tensor/npy_header_parser.h"

#include <cstddef>
#include <optional>
#include <string_view>

namespace quantlens {

/// The header exactly as numpy writes it, `{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }`
/// padded with spaces: read without the general parser, which costs more than opening a small file
/// when a folder holds tens of thousands. Anything else (other order or spacing, huge numbers) is
/// left to the general parser, which also words the errors; so is a shape of more than `maxDims`
/// dimensions.
std::optional<NpyHeaderFields> parseAsNumpyWrites(std::string_view dict, std::size_t maxDims);

} // namespace quantlens
