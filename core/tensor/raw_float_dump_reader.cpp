// Raw float32 payloads with no header, one tensor per file: Pulsar2's per-layer outputs
// (`pulsar2 run --enable_perlayer_output`), named re.sub(r"[^a-zA-Z0-9_-]", "_", name) + ".bin"
// (FORMATS.md §2.2). Nothing in the file says its shape, so the entry is flat and the matcher takes
// the model's shape when the element count agrees.
#include "tensor/dump_reader.h"
#include "toolchain/format_keys.h"

#include "tensor/mapped_file.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace quantlens {
namespace {
    class RawFloatFile final : public DumpFile {
    public:
        RawFloatFile(std::string path, DumpFileEntry entry)
            : m_path(std::move(path))
            , m_entries { std::move(entry) }
        { }
        const std::vector<DumpFileEntry>& entries() const override { return m_entries; }
        Result<TensorView> tensor(const DumpFileEntry& entry) const override
        {
            using R = Result<TensorView>;
            auto opened = FileReader::open(m_path);
            if (!opened)
                return R::failure(opened.error());
            auto file = MappedFile::map(std::move(opened.value())); // kept open: the metrics pass streams it
            if (!file)
                return R::failure(file.error());
            const auto& mapping = file.value();
            const auto expected = static_cast<std::size_t>(entry.shape.front()) * sizeof(float);
            // The file changed since it was listed: say so rather than read past its end.
            if (mapping->size() != expected)
                return R::failure(Problem::make(m_path, {},
                    text("raw_dump.size_changed", { std::to_string(mapping->size()), std::to_string(expected) })));
            TensorView view;
            view.owner = mapping;
            view.mapping = mapping;
            view.data = mapping->data();
            view.dtype = DType::Float32;
            view.shape = entry.shape;
            view.strides = TensorView::rowMajorStrides(view.shape);
            view.source = m_path;
            return R::success(std::move(view));
        }

    private:
        std::string m_path;
        std::vector<DumpFileEntry> m_entries;
    };

    class RawFloatReader final : public DumpReader {
    public:
        std::string_view id() const override { return format_keys::kPulsar2RawFloat; }
        Text formatName() const override { return text("reader.raw_float32"); }
        std::vector<std::string> filePatterns() const override { return { "*.bin" }; }
        Recognition recognize(std::span<const std::byte>, const std::filesystem::path& path) const override
        {
            std::string ext = path.extension().string();
            std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
            return ext == ".bin" ? Recognition::ByExtension : Recognition::No;
        }
        bool needsSignatureFreeFolder() const override { return true; }
        bool oneTensorPerFile() const override { return true; }
        Result<std::shared_ptr<const DumpFile>> open(const FileHead& head) const override
        {
            using R = Result<std::shared_ptr<const DumpFile>>;
            const std::string& path = head.path;
            const auto size = head.size;
            if (size == 0 || size % sizeof(float) != 0)
                return R::failure(Problem::make(path, {}, text("raw_dump.not_float32", { std::to_string(size) })));
            DumpFileEntry entry;
            entry.name = std::filesystem::path(path).stem().string();
            entry.shape = { static_cast<std::int64_t>(size / sizeof(float)) };
            entry.shapeKnown = false;
            return R::success(std::make_shared<RawFloatFile>(path, std::move(entry)));
        }
    };
}

const DumpReader& rawFloatDumpReader()
{
    static const RawFloatReader reader;
    return reader;
}

} // namespace quantlens
