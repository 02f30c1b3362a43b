#pragma once
#include "tensor/dump_reader.h"
#include "tensor/name_index.h"
#include "tensor/tensor_view.h"
#include "util/result.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// One tensor listed by a dump set, before its data is opened.
struct DumpEntry {
    std::string name; ///< tensor name (from the manifest, else the file stem / archive member)
    std::string file; ///< absolute path of the file holding it
    std::string member; ///< how that file finds it (archive member, record); its reader's key
    int order = -1; ///< execution order from the manifest, -1 when unknown
    std::string opType; ///< from the manifest, may be empty
    std::string opName;
    std::vector<std::int64_t> shape; ///< from the file's own header, read when the set is opened
    DType dtype = DType::Float32; ///< likewise
    /// False for raw payloads (no header): `shape` is the flat element count; see DumpFileEntry.
    bool shapeKnown = true;
    std::optional<StoredQuantization> stored; ///< scale / zero point the format keeps with it
    std::size_t indexInFile = 0; ///< its place in its file's entries
    /// The opened file its tensor is read from (every entry a set lists has one; the set keeps no
    /// table of files by path: 40,000 long paths hashed and stored cost more than the listing).
    std::shared_ptr<const DumpFile> opened;

    /// The entry of `listed`, the `indexInFile`-th tensor of `opened` (the file at path `file`).
    static DumpEntry of(const DumpFileEntry& listed, std::size_t indexInFile, const std::string& file,
        std::shared_ptr<const DumpFile> opened);
};

/// All tensors of one run (float, simulator, board, ...). Opening lists the entries only; each
/// tensor's data is mapped when asked for, so a multi-GB set never sits in memory.
class DumpSet {
public:
    /// Opens a directory of dump files (any format of the reader registry, with or without
    /// manifest.json, FORMATS.md §8) or a single dump file. Every header is parsed now (cheap), payloads are not
    /// touched. Problems with single entries (corrupt file, manifest shape disagreeing with the file) become warnings
    /// and the entry is left out; duplicate names, a bad manifest or an unreadable path are errors. A folder's
    /// `prequant/` subfolder (values before QuantizeLinear, as ONNX Runtime's QDQ debugging writes them) is listed too,
    /// its tensors named "prequant/<name>".
    static Result<DumpSet> open(const std::string& path);
    /// Whether files that are more than their first bytes stay open from the listing to the first
    /// read of their tensor (see KeptFile): for a set compared right after it is opened.
    enum class Files { CloseAfterListing, KeepForFirstRead };
    static Result<DumpSet> open(const std::string& path, Files files);
    /// Closes the files kept open that no read has taken (the comparison is done), so a folder the
    /// user deletes frees its space and the process's share of descriptors comes back.
    void closeKeptFiles() const;
    static constexpr const char* kPreQuantizationFolder = "prequant";

    /// One tensor of a run held in memory (QuantLens's executor): its name as a dump folder gives it
    /// ("prequant/<name>" for a value before QuantizeLinear) and its data.
    struct MemoryTensor {
        std::string name;
        TensorView view;
    };
    /// A set over tensors in memory, in the order given; `path` names the run in messages.
    static DumpSet fromMemory(std::string path, std::vector<MemoryTensor> tensors, std::optional<std::string> layout);

    const std::string& path() const { return m_path; }
    /// Removes `folder` (a temporary one QuantLens wrote a run to) when the last copy of this set goes.
    void removeWithLastCopy(const std::string& folder);
    /// The layout the manifest declares ("NCHW", "NHWC"); nullopt when nothing says, in which
    /// case the matcher goes by the shapes.
    const std::optional<std::string>& declaredLayout() const { return m_layout; }
    /// True when names come from a manifest (exact); false when they are file stems, which may be
    /// sanitised forms of the real tensor names (`[^a-zA-Z0-9_-]` replaced by `_`).
    bool hasManifest() const { return m_hasManifest; }

    const std::vector<DumpEntry>& entries() const { return m_entries; }
    const DumpEntry* entry(const std::string& name) const;
    bool contains(const std::string& name) const { return entry(name) != nullptr; }
    /// Maps the tensor's data (inflates it for a deflated .npz member).
    Result<TensorView> tensor(const std::string& name) const;
    /// The same for an entry of this set as entry() gave it, without looking its name up again.
    Result<TensorView> tensor(const DumpEntry& entry) const;
    /// The tensor for one read front to back, which may leave its file unmapped
    /// (DumpFile::tensorToStream): what the metrics pass reads.
    Result<TensorView> tensorToStream(const DumpEntry& entry) const;
    /// Why the dump's file for a tensor of this name could not be read (corrupt, truncated, not a
    /// dump); nullptr when no such file was found. A tensor whose file is unreadable is not "missing".
    const Problem* unreadable(const std::string& name) const
    {
        const auto it = m_unreadable.find(name);
        return it == m_unreadable.end() ? nullptr : &it->second;
    }

private:
    struct Loader; // fills a set while opening; defined in dump_set.cpp
    Result<TensorView> openTensor(const DumpEntry& entry, bool toStream) const;
    static Result<DumpSet> openListing(const std::string& path, Files files); ///< one folder or file, no prequant/
    std::string m_path;
    std::shared_ptr<const std::string> m_temporaryFolder; ///< removed by its deleter
    std::optional<std::string> m_layout;
    bool m_hasManifest = false;
    std::vector<DumpEntry> m_entries;
    NameIndex m_index; ///< entries by name, looked up once per tensor per question
    /// Gives m_index the name at a position of m_entries.
    auto nameAt() const
    {
        return [this](std::size_t i) -> const std::string& { return m_entries[i].name; };
    }
    std::map<std::string, Problem> m_unreadable; ///< by tensor name (or file stem): why its file failed
};

} // namespace quantlens
