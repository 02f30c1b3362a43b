// NumPy's formats: one .npy file per tensor, or an .npz archive of them (FORMATS.md §6).
#include "tensor/dump_reader.h"

#include "tensor/kept_file.h"
#include "tensor/npy_reader.h"
#include "tensor/npz_reader.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace quantlens {
namespace {
    bool hasExtension(const std::filesystem::path& path, std::string_view wanted)
    {
        std::string ext = path.extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
        return ext == wanted;
    }

    bool startsWith(std::span<const std::byte> head, std::string_view magic)
    {
        return head.size() >= magic.size() && std::memcmp(head.data(), magic.data(), magic.size()) == 0;
    }

    class NpyFile final : public DumpFile {
    public:
        /// `whole`: the file's bytes as listed, when kept; `header` was parsed from them.
        /// `listed`: the file as the listing opened it, kept for the first read when given.
        NpyFile(std::string path, DumpFileEntry entry, std::shared_ptr<const std::byte> whole, NpyHeader header,
            std::unique_ptr<FileReader> listed)
            : m_path(std::move(path))
            , m_entries { std::move(entry) }
            , m_whole(std::move(whole))
            , m_header(std::move(header))
            , m_listed(std::move(listed))
        { }
        const std::vector<DumpFileEntry>& entries() const override { return m_entries; }
        Result<TensorView> tensor(const DumpFileEntry&) const override
        {
            if (m_whole)
                return Result<TensorView>::success(viewParsedNpy(m_header, m_whole, m_whole.get(), m_path));
            // The first read takes the file the listing opened, with the header it parsed; later
            // ones (a view opened long after) open and parse again, as the file may have changed.
            if (auto listed = m_listed.take())
                return readNpyFile(std::move(listed), m_header);
            return readNpyFile(m_path);
        }
        Result<TensorView> tensorToStream(const DumpFileEntry& entry) const override
        {
            if (m_whole)
                return tensor(entry);
            if (auto listed = m_listed.take())
                return streamNpyFile(std::move(listed), m_header);
            return streamNpyFile(m_path);
        }
        void closeKeptFile() const override { m_listed.close(); }

    private:
        std::string m_path;
        std::vector<DumpFileEntry> m_entries;
        /// A small file's bytes as listed, kept so its tensor needs no second open (nor a second parse
        /// of its header: 40,000 small files are common).
        std::shared_ptr<const std::byte> m_whole;
        NpyHeader m_header;
        mutable KeptFile m_listed;
    };

    class NpyReader final : public DumpReader {
    public:
        std::string_view id() const override { return "npy"; }
        Text formatName() const override { return text("reader.npy"); }
        std::vector<std::string> filePatterns() const override { return { "*.npy" }; }
        Recognition recognize(std::span<const std::byte> head, const std::filesystem::path& path) const override
        {
            if (startsWith(head, "\x93NUMPY"))
                return Recognition::ByContent;
            // A damaged .npy is still ours: the header parser then says what is wrong with it.
            return hasExtension(path, ".npy") && !startsWith(head, "PK") ? Recognition::ByExtension : Recognition::No;
        }
        bool oneTensorPerFile() const override { return true; }
        Result<std::shared_ptr<const DumpFile>> open(const FileHead& head) const override
        {
            using R = Result<std::shared_ptr<const DumpFile>>;
            // The header from the bytes already read; the payload size is checked against the file's size.
            auto header = readNpyFileHeader(head);
            if (!header)
                return R::failure(header.error());
            DumpFileEntry entry;
            entry.name = std::filesystem::path(head.path).stem().string();
            entry.shape = header.value().shape;
            entry.dtype = header.value().dtype;
            auto whole = head.keep();
            auto listed = whole ? nullptr : std::move(head.openFile);
            return R::success(std::make_shared<NpyFile>(
                head.path, std::move(entry), std::move(whole), std::move(header).value(), std::move(listed)));
        }
    };

    class NpzFile final : public DumpFile {
    public:
        explicit NpzFile(std::shared_ptr<const NpzArchive> archive, std::vector<DumpFileEntry> entries)
            : m_archive(std::move(archive))
            , m_entries(std::move(entries))
        { }
        const std::vector<DumpFileEntry>& entries() const override { return m_entries; }
        Result<TensorView> tensor(const DumpFileEntry& entry) const override { return m_archive->tensor(entry.key); }

    private:
        std::shared_ptr<const NpzArchive> m_archive;
        std::vector<DumpFileEntry> m_entries;
    };

    class NpzReader final : public DumpReader {
    public:
        std::string_view id() const override { return "npz"; }
        Text formatName() const override { return text("reader.npz"); }
        std::vector<std::string> filePatterns() const override { return { "*.npz" }; }
        Recognition recognize(std::span<const std::byte> head, const std::filesystem::path& path) const override
        {
            if (startsWith(head, "PK"))
                return Recognition::ByContent;
            return hasExtension(path, ".npz") ? Recognition::ByExtension : Recognition::No;
        }
        Result<std::shared_ptr<const DumpFile>> open(const FileHead& head) const override
        {
            using R = Result<std::shared_ptr<const DumpFile>>;
            auto opened = NpzArchive::open(head.path);
            if (!opened)
                return R::failure(opened.error());
            std::vector<DumpFileEntry> entries;
            std::vector<Problem> warnings;
            // Archive order is kept: writers usually store tensors in execution order.
            for (const auto& name : opened.value()->names()) {
                auto header = opened.value()->header(name);
                if (!header) {
                    warnings.push_back(entryWarning(header.error(), name));
                    continue;
                }
                DumpFileEntry entry;
                entry.name = name;
                entry.key = name;
                entry.shape = header.value().shape;
                entry.dtype = header.value().dtype;
                entries.push_back(std::move(entry));
            }
            return R::success(std::make_shared<NpzFile>(opened.value(), std::move(entries)), std::move(warnings));
        }
    };
}

const DumpReader& npyDumpReader()
{
    static const NpyReader reader;
    return reader;
}

const DumpReader& npzDumpReader()
{
    static const NpzReader reader;
    return reader;
}

} // namespace quantlens
