// SigmaStar's sigma_outtensor_dump.bin (binary or text records) as a dump file of the registry.
// Every tensor of one simulator run sits in one file, in execution order, with its scale and zero
// point; 4-D tensors are NHWC (FORMATS.md §1.2).
#include "tensor/dump_reader.h"

#include "tensor/mapped_file.h"
#include "tensor/sigmastar_dump.h"

#include <bit>
#include <set>

namespace quantlens {
namespace {
    class SigmaStarFile final : public DumpFile {
    public:
        SigmaStarFile(std::shared_ptr<const MappedFile> mapping, SigmaStarDump dump)
            : m_mapping(std::move(mapping))
            , m_dump(std::move(dump))
        {
            // A tensor is dumped as the output of its producer and again as an input of each
            // consumer: the output record is its own. Only graph inputs appear as inputs alone.
            std::set<std::string> outputs, listed;
            for (const auto& record : m_dump.records)
                if (record.isOutput)
                    outputs.insert(record.name);
            for (std::size_t i = 0; i < m_dump.records.size(); ++i) {
                const SigmaStarRecord& record = m_dump.records[i];
                if (record.constant || (!record.isOutput && outputs.count(record.name))
                    || !listed.insert(record.name).second)
                    continue;
                DumpFileEntry entry;
                entry.name = record.name;
                entry.key = std::to_string(i);
                entry.order = static_cast<int>(m_entries.size());
                entry.opType = record.opType;
                entry.shape = record.shape;
                entry.dtype = DType::Float32; // integers are dequantized when read
                if (!m_dump.isFloat)
                    entry.stored = StoredQuantization { record.scale, record.zeroPoint, record.storageType };
                m_entries.push_back(std::move(entry));
            }
        }
        const std::vector<DumpFileEntry>& entries() const override { return m_entries; }
        std::optional<std::string> layout() const override { return "NHWC"; }
        Result<TensorView> tensor(const DumpFileEntry& entry) const override
        {
            using R = Result<TensorView>;
            // The key is the record's index in the file (set by the constructor).
            const std::size_t index = entry.key.empty() ? m_dump.records.size() : std::stoul(entry.key);
            if (index >= m_dump.records.size() || m_dump.records[index].name != entry.name)
                return R::failure(Problem::make(
                    m_mapping->path(), text("where.tensor", { entry.name }), text("dump.no_such_tensor")));
            const SigmaStarRecord& record = m_dump.records[index];
            if (!record.text && record.elementType == DType::Float32
                && record.payloadBytes / 4 >= record.elementCount())
                return R::success(inPlace(record)); // float payloads are viewed where they lie, not copied
            auto values = sigmaStarValues(m_mapping->data(), m_mapping->size(), record, m_mapping->path());
            if (!values)
                return R::failure(values.error());
            auto owned = std::make_shared<std::vector<float>>(std::move(values).value());
            TensorView view;
            view.data = reinterpret_cast<const std::byte*>(owned->data());
            view.owner = owned;
            view.dtype = DType::Float32;
            view.shape = record.shape;
            view.strides = TensorView::rowMajorStrides(view.shape);
            view.source = m_mapping->path() + ":" + record.name;
            // The payload has been decoded into its own buffer: its pages can go.
            m_mapping->adviseDone(record.payloadOffset, record.payloadBytes);
            return R::success(std::move(view));
        }

    private:
        /// A float32 payload as a view of the mapping (the index checked it lies inside the file; an
        /// unaligned start is read element by element by ElementReader).
        TensorView inPlace(const SigmaStarRecord& record) const
        {
            TensorView view;
            view.owner = m_mapping;
            view.mapping = m_mapping;
            view.data = m_mapping->data() + record.payloadOffset;
            view.dtype = DType::Float32;
            view.byteSwapped = std::endian::native != std::endian::little; // the simulator writes x86 order
            view.shape = record.shape;
            view.strides = TensorView::rowMajorStrides(view.shape);
            view.source = m_mapping->path() + ":" + record.name;
            return view;
        }

        std::shared_ptr<const MappedFile> m_mapping;
        SigmaStarDump m_dump;
        std::vector<DumpFileEntry> m_entries;
    };

    class SigmaStarReader final : public DumpReader {
    public:
        std::string_view id() const override { return "sigmastar"; }
        Text formatName() const override { return text("reader.sigmastar"); }
        std::vector<std::string> filePatterns() const override { return { "*.bin", "*.txt" }; }
        Recognition recognize(std::span<const std::byte> head, const std::filesystem::path&) const override
        {
            return looksLikeSigmaStarDump(head.data(), head.size()) ? Recognition::ByContent : Recognition::No;
        }
        Result<std::shared_ptr<const DumpFile>> open(const FileHead& head) const override
        {
            using R = Result<std::shared_ptr<const DumpFile>>;
            const std::string& path = head.path;
            auto file = MappedFile::open(path);
            if (!file)
                return R::failure(file.error());
            const auto& mapping = file.value();
            auto index = indexSigmaStarDump(mapping->data(), mapping->size(), path);
            if (!index)
                return R::failure(index.error());
            std::vector<Problem> warnings = index.warnings();
            // Header lines are spread over the whole file: hand back what indexing touched.
            mapping->adviseDone(0, mapping->size());
            return R::success(std::make_shared<SigmaStarFile>(mapping, std::move(index).value()), std::move(warnings));
        }
    };
}

const DumpReader& sigmaStarDumpReader()
{
    static const SigmaStarReader reader;
    return reader;
}

} // namespace quantlens
