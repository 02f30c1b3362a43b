// Raw float32 payloads with no header, one tensor per file: Pulsar2's per-layer outputs
// (`pulsar2 run --enable_perlayer_output`), named re.sub(r"[^a-zA-Z0-9_-]", "_", name) + ".bin"
// (FORMATS.md §2.2). Nothing in the file says its shape, so the entry is flat and the matcher takes
// the model's shape when the element count agrees.
#include "tensor/dump_reader.h"
#include "util/format_keys.h"

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
            auto file = openChecked(entry);
            if (!file)
                return Result<TensorView>::failure(file.error());
            auto mapped = MappedFile::map(std::move(file.value())); // kept open: the metrics pass streams it
            if (!mapped)
                return Result<TensorView>::failure(mapped.error());
            TensorView view = viewOf(entry, mapped.value());
            view.mapping = mapped.value();
            view.data = view.mapping->data();
            return Result<TensorView>::success(std::move(view));
        }
        Result<TensorView> tensorToStream(const DumpFileEntry& entry) const override
        {
            auto file = openChecked(entry);
            if (!file)
                return Result<TensorView>::failure(file.error());
            std::shared_ptr<const FileReader> open(std::move(file.value()));
            TensorView view = viewOf(entry, open);
            view.fileBytes = TensorView::FileBytes { open, 0 };
            return Result<TensorView>::success(std::move(view));
        }

    private:
        /// The file, open, when it still holds as many floats as it did when listed: a file that
        /// changed since is said to have, rather than read past its end.
        Result<std::unique_ptr<FileReader>> openChecked(const DumpFileEntry& entry) const
        {
            using R = Result<std::unique_ptr<FileReader>>;
            auto opened = FileReader::open(m_path);
            if (!opened)
                return opened;
            const auto size = opened.value()->size();
            const auto expected = static_cast<std::uint64_t>(entry.shape.front()) * sizeof(float);
            if (size != expected)
                return R::failure(Problem::make(
                    m_path, {}, text("raw_dump.size_changed", { std::to_string(size), std::to_string(expected) })));
            return opened;
        }
        TensorView viewOf(const DumpFileEntry& entry, std::shared_ptr<const void> owner) const
        {
            TensorView view;
            view.owner = std::move(owner);
            view.dtype = DType::Float32;
            view.shape = entry.shape;
            view.strides = TensorView::rowMajorStrides(view.shape);
            view.source = m_path;
            return view;
        }

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
