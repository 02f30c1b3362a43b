#pragma once
// Dump file formats, registered once (dump_readers.cpp). A DumpSet asks the registry which reader
// knows a file — by its content first, its extension only for formats without a signature — and
// the open dialogs build their file filters from the same list, so a new format is one reader.
#include "tensor/file_head.h"
#include "tensor/tensor_view.h"
#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

/// The scale and zero point a format stores with a tensor (SigmaStar's `s:` / `z:`), for display:
/// readers hand out dequantized float values already.
struct StoredQuantization {
    double scale = 0;
    std::int64_t zeroPoint = 0;
    std::string storageType; ///< as the file names it (SGS_S16, ...)
};

/// One tensor a dump file holds, as its reader lists it (before its data is read).
struct DumpFileEntry {
    std::string name;
    std::string key; ///< how the file finds it again (archive member, record); empty for a file's only tensor
    int order = -1; ///< position in the file when the format stores execution order, else -1
    std::string opType;
    std::vector<std::int64_t> shape;
    DType dtype = DType::Float32;
    /// False for raw payloads with no header (Pulsar2's per-layer .bin): shape is then the flat
    /// element count and the model's shape is taken when the element count agrees.
    bool shapeKnown = true;
    std::optional<StoredQuantization> stored;
};

/// An opened dump file: its tensors, each opened on request.
class DumpFile {
public:
    virtual ~DumpFile() = default;
    virtual const std::vector<DumpFileEntry>& entries() const = 0;
    virtual Result<TensorView> tensor(const DumpFileEntry& entry) const = 0;
    /// The tensor for one read front to back (the metrics pass). A format whose tensor is a file's
    /// whole row-major payload gives a view of the open file, unmapped (`fileBytes`, no `data`):
    /// mapping and unmapping rec's 810 files took the pass more time than reading them needs.
    virtual Result<TensorView> tensorToStream(const DumpFileEntry& entry) const { return tensor(entry); }
    /// The layout the format stores 4-D tensors in ("NHWC" for SigmaStar), nullopt when it varies.
    virtual std::optional<std::string> layout() const { return std::nullopt; }
    /// Closes the file if it was kept open since the listing and no read has taken it (KeptFile).
    virtual void closeKeptFile() const { }
};

/// How sure a reader is that a file is its format.
enum class Recognition { No, ByExtension, ByContent };

class DumpReader {
public:
    virtual ~DumpReader() = default;
    virtual std::string_view id() const = 0;
    /// The format's name for file dialogs (a message-catalog phrase).
    virtual Text formatName() const = 0;
    virtual std::vector<std::string> filePatterns() const = 0; ///< "*.npy", ...
    /// `head` is up to kSniffBytes of the file's beginning.
    virtual Recognition recognize(std::span<const std::byte> head, const std::filesystem::path& path) const = 0;
    /// Formats without a signature are taken from a folder only when nothing else in it is known,
    /// so another tool's files next to the dumps are not read as tensors.
    virtual bool needsSignatureFreeFolder() const { return false; }
    /// One tensor per file, named by the file: a file that cannot be read is reported as that tensor.
    virtual bool oneTensorPerFile() const { return false; }
    /// Opens the file (its first bytes already read) and lists its tensors; entries that cannot be
    /// used become warnings.
    virtual Result<std::shared_ptr<const DumpFile>> open(const FileHead& head) const = 0;
};

inline constexpr std::size_t kSniffBytes = 64;

/// Every dump reader, signature formats first.
const std::vector<const DumpReader*>& dumpReaders();
/// The reader that knows a file from its first bytes (content first, extension second); nullptr
/// when none does.
const DumpReader* findDumpReader(std::span<const std::byte> head, const std::filesystem::path& path);
const DumpReader* findDumpReader(const FileHead& head);

/// Every reader's file patterns, for messages: "*.npy, *.npz, ...".
std::string dumpFilePatternList();

/// A problem of one file restated as a warning about the tensor it should have provided.
Problem entryWarning(const Problem& problem, const std::string& name);

// The readers themselves (one file each).
const DumpReader& npyDumpReader();
const DumpReader& npzDumpReader();
const DumpReader& sigmaStarDumpReader();
const DumpReader& rawFloatDumpReader();
const DumpReader& nnieDumpReader();

} // namespace quantlens
