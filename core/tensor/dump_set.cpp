#include "tensor/dump_set.h"

#include "util/temporary_folders.h"

#include <exception>

namespace quantlens {

namespace {
    /// The "file" of a set held in memory: its tensors' views, handed out as they are.
    class MemoryDumpFile : public DumpFile {
    public:
        explicit MemoryDumpFile(std::vector<DumpSet::MemoryTensor> tensors)
            : m_tensors(std::move(tensors))
        {
            for (std::size_t i = 0; i < m_tensors.size(); ++i) {
                DumpFileEntry entry;
                entry.name = m_tensors[i].name;
                entry.key = m_tensors[i].name;
                entry.order = static_cast<int>(i);
                entry.shape = m_tensors[i].view.shape;
                entry.dtype = m_tensors[i].view.dtype;
                m_entries.push_back(std::move(entry));
            }
        }
        const std::vector<DumpFileEntry>& entries() const override { return m_entries; }
        Result<TensorView> tensor(const DumpFileEntry& entry) const override
        {
            const auto index = static_cast<std::size_t>(&entry - m_entries.data());
            return Result<TensorView>::success(m_tensors.at(index).view);
        }

    private:
        std::vector<DumpSet::MemoryTensor> m_tensors;
        std::vector<DumpFileEntry> m_entries;
    };
}

DumpEntry DumpEntry::of(const DumpFileEntry& listed, std::size_t indexInFile, const std::string& file,
    std::shared_ptr<const DumpFile> opened)
{
    DumpEntry entry;
    entry.name = listed.name;
    entry.file = file;
    entry.member = listed.key;
    entry.order = listed.order;
    entry.opType = listed.opType;
    entry.shape = listed.shape;
    entry.dtype = listed.dtype;
    entry.shapeKnown = listed.shapeKnown;
    entry.stored = listed.stored;
    entry.indexInFile = indexInFile;
    entry.opened = std::move(opened);
    return entry;
}

void DumpSet::removeWithLastCopy(const std::string& folder)
{
    m_temporaryFolder = std::shared_ptr<const std::string>(new std::string(folder), [](const std::string* path) {
        removeTemporaryFolder(*path);
        delete path;
    });
}

DumpSet DumpSet::fromMemory(std::string path, std::vector<MemoryTensor> tensors, std::optional<std::string> layout)
{
    DumpSet set;
    set.m_path = path;
    set.m_layout = std::move(layout);
    set.m_hasManifest = true; // names are exact, as a manifest's
    auto file = std::make_shared<const MemoryDumpFile>(std::move(tensors));
    for (std::size_t i = 0; i < file->entries().size(); ++i) {
        DumpEntry entry = DumpEntry::of(file->entries()[i], i, path, file);
        if (set.m_index.insert(entry.name, set.m_entries.size(), set.nameAt()) != NameIndex::npos)
            continue;
        set.m_entries.push_back(std::move(entry));
    }
    return set;
}

namespace {
    Text tensorPosition(const std::string& name) { return text("where.tensor", { name }); }
}

const DumpEntry* DumpSet::entry(const std::string& name) const
{
    const std::size_t at = m_index.find(name, nameAt());
    return at == NameIndex::npos ? nullptr : &m_entries[at];
}

Result<TensorView> DumpSet::tensor(const std::string& name) const
{
    const DumpEntry* found = entry(name);
    if (found == nullptr)
        return Result<TensorView>::failure(Problem::make(m_path, tensorPosition(name), text("dump.no_such_tensor")));
    return tensor(*found);
}

void DumpSet::closeKeptFiles() const
{
    for (const auto& entry : m_entries)
        if (entry.opened)
            entry.opened->closeKeptFile();
}

Result<TensorView> DumpSet::tensor(const DumpEntry& found) const { return openTensor(found, false); }

Result<TensorView> DumpSet::tensorToStream(const DumpEntry& found) const { return openTensor(found, true); }

Result<TensorView> DumpSet::openTensor(const DumpEntry& found, bool toStream) const
{
    using R = Result<TensorView>;
    const std::string& name = found.name;
    try {
        const DumpFile* file = found.opened.get();
        if (file == nullptr) // an entry made elsewhere, not listed by a set
            return R::failure(Problem::make(found.file, tensorPosition(name), text("dump.archive_not_opened")));
        const auto& listed = file->entries();
        if (found.indexInFile >= listed.size())
            return R::failure(Problem::make(found.file, tensorPosition(name), text("dump.no_such_tensor")));
        const auto& entry = listed[found.indexInFile];
        return toStream ? file->tensorToStream(entry) : file->tensor(entry);
    } catch (const std::exception& e) {
        return R::failure(Problem::make(m_path, tensorPosition(name), text("dump.cannot_read_tensor", { e.what() })));
    }
}

} // namespace quantlens
