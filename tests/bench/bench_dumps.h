#pragma once
#include <cstddef>
#include <string>

/// Writes (or reuses) two dump directories `dir`/float and `dir`/quant of `tensorCount` float32
/// .npy files of `elementsPerTensor` each: a smooth signal and a quantized-looking copy of it.
void ensureBenchDumps(const std::string& dir, std::size_t tensorCount, std::size_t elementsPerTensor);
