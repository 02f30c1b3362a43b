// SigmaStar's sigma_outtensor_dump.bin (binary or text records) as a dump file of the registry.
// Every tensor of one simulator run sits in one file, in execution order, with its scale and zero
// point; 4-D tensors are NHWC (FORMATS.md §1.2).
#include "tensor/dump_reader.h"
#include "util/format_keys.h"

#include "tensor/mapped_file.h"
#include "tensor/sigmastar_dump.h"

#include "util/number_text.h"

#include <bit>
#include <cmath>
#include <map>
#include <set>

namespace quantlens {
namespace {
    /// The storage types SigmaStar's splitter knows; others are read as nothing rather than guessed.
    bool knownStorageType(const std::string& type) { return type == "SGS_U8" || type == "SGS_S8" || type == "SGS_S16"; }

    /// Whether a payload's size fits float32 elements and not the declared integers, whatever
    /// alignment padding the writer added (none, 16 or 64 bytes): then the file's `isFloat: 0` is
    /// wrong for it. A size both would give is taken as the declared integers.
    bool holdsFloatsNotIntegers(std::size_t payloadBytes, std::size_t count, std::size_t integerSize)
    {
        auto fits = [&](std::size_t elementSize) {
            for (const std::size_t align : { 1u, 16u, 64u })
                if ((elementSize * count + align - 1) / align * align == payloadBytes)
                    return true;
            return false;
        };
        return integerSize < 4 && fits(4) && !fits(integerSize);
    }

    /// Checks each record's own quantization before anything is read: a scale of 0 would make every
    /// value 0 (cos 0), a negative one flip the tensor (cos −1), an unknown storage type be misread,
    /// and float payloads in a file saying `isFloat: 0` be read as integers. Bad records are left out,
    /// each said once; float payloads are read as floats, said once for the file.
    std::set<std::size_t> checkRecords(SigmaStarDump& dump, const std::string& path, std::vector<Problem>& warnings)
    {
        std::set<std::size_t> bad;
        bool floatsInIntegerFile = false;
        std::map<std::string, std::size_t> outputs; // name → times written as an output
        for (std::size_t i = 0; i < dump.records.size(); ++i) {
            SigmaStarRecord& r = dump.records[i];
            const Text where = text("where.tensor_byte", { r.name, std::to_string(r.headerOffset) });
            if (r.broken) {
                warnings.push_back(Problem::make(path, where, text("sigmastar_dump.text_not_closed")));
                bad.insert(i);
                continue;
            }
            if (r.isOutput && !r.constant && ++outputs[r.name] == 2)
                warnings.push_back(Problem::make(path, where, text("sigmastar_dump.duplicate_output")));
            if (dump.isFloat || r.constant)
                continue;
            const std::size_t count = r.elementCount();
            if (!knownStorageType(r.storageType)) {
                warnings.push_back(Problem::make(path, where, text("sigmastar_dump.unknown_type", { r.storageType })));
                bad.insert(i);
                continue;
            }
            if (!r.text && count > 0 && holdsFloatsNotIntegers(r.payloadBytes, count, dtypeSize(r.elementType))) {
                r.elementType = DType::Float32; // 4 bytes per element: the values are floats already
                floatsInIntegerFile = true;
                continue;
            }
            // A zero point outside the storage type's range still dequantizes exactly, s·(q − z): kept.
            if (!std::isfinite(r.scale) || r.scale <= 0) {
                warnings.push_back(
                    Problem::make(path, where, text("sigmastar_dump.bad_scale", { formatNumber(r.scale) })));
                bad.insert(i);
            }
        }
        if (floatsInIntegerFile)
            warnings.push_back(Problem::make(path, {}, text("sigmastar_dump.floats_in_integer_file")));
        return bad;
    }

    class SigmaStarFile final : public DumpFile {
    public:
        SigmaStarFile(std::shared_ptr<const MappedFile> mapping, SigmaStarDump dump, const std::set<std::size_t>& bad)
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
                if (record.constant || bad.count(i) || (!record.isOutput && outputs.count(record.name))
                    || !listed.insert(record.name).second)
                    continue;
                DumpFileEntry entry;
                entry.name = record.name;
                entry.key = std::to_string(i);
                entry.order = static_cast<int>(m_entries.size());
                entry.opType = record.opType;
                entry.shape = record.shape;
                entry.dtype = DType::Float32; // integers are dequantized when read
                if (!m_dump.isFloat && record.elementType != DType::Float32)
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
        std::string_view id() const override { return format_keys::kSigmaStarDump; }
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
            SigmaStarDump dump = std::move(index).value();
            const auto bad = checkRecords(dump, path, warnings);
            // Header lines are spread over the whole file: hand back what indexing touched.
            mapping->adviseDone(0, mapping->size());
            return R::success(std::make_shared<SigmaStarFile>(mapping, std::move(dump), bad), std::move(warnings));
        }
    };
}

const DumpReader& sigmaStarDumpReader()
{
    static const SigmaStarReader reader;
    return reader;
}

} // namespace quantlens
