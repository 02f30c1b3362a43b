#pragma once
// How much memory the tensor values an analysis holds may take before they go to disk. The runs
// QuantLens makes itself are held in memory while they fit; beyond the budget they are written to a
// temporary dump folder and read from there as any dump is (the page cache, not the process, holds
// them then). Measuring keeps compact baselines (runtime/baseline_values.h) whatever the budget.
#include <cstddef>
#include <optional>
#include <string>

namespace quantlens {

/// The machine's physical memory in bytes (0 when it cannot be told).
std::size_t physicalMemoryBytes();

/// An eighth of the machine's memory, from 256 MiB to 512 MiB: det's float and quantized runs at
/// 640x640 (0.67 and 1.3 GB) go to disk, a recognizer's (40 MB) stay in memory.
std::size_t defaultMemoryBudget();

/// "512M", "2G", "1.5GiB", "800MB", "1073741824": bytes (K, M, G, T in powers of 1,024); nullopt for
/// anything else, zero and negatives included.
std::optional<std::size_t> parseByteSize(const std::string& text);

} // namespace quantlens
