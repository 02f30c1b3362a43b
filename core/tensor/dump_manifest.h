#pragma once
#include "util/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// One "tensors" item of a QuantLens dump manifest (FORMATS.md §8).
struct DumpManifestEntry {
    std::string name;
    std::string file; ///< relative to the dump directory, checked not to leave it
    std::string member; ///< array name inside an .npz, empty when `file` is an .npy
    std::optional<std::vector<std::int64_t>> shape;
    std::string dtype; ///< empty when not given
    std::string opType;
    std::string opName;
    int order = -1;
};

struct DumpManifest {
    std::optional<std::string> layout; ///< as declared; absent when the manifest does not say
    std::vector<DumpManifestEntry> tensors;
};

/// The most tensors a manifest may list. Real runs of NPU models dump thousands; the largest graphs
/// QuantLens is measured on have 100,000 nodes. A manifest past this is refused while it is parsed,
/// instead of costing gigabytes and minutes.
constexpr std::size_t kMaxManifestTensors = 500000;
/// The largest manifest file read (about 500 bytes per listed tensor at the limit above).
constexpr std::uintmax_t kMaxManifestBytes = std::uintmax_t { 256 } << 20;

/// Reads and validates manifest.json. Errors (not JSON, wrong format or version, missing or duplicate
/// names, paths leaving the directory) name the manifest and the offending entry.
Result<DumpManifest> readDumpManifest(const std::string& manifestPath);

} // namespace quantlens
