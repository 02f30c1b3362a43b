#include "tensor/npz_reader.h"

#include "tensor/file_reader.h"
#include "tensor/mapped_file.h"
#include "tensor/npy_header_parser.h"
#include "tensor/zip_directory.h"
#include "tensor/zip_inflate.h"

#include <isa-l/crc.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <exception>
#include <limits>
#include <map>
#include <new>
#include <string_view>

namespace quantlens {
namespace {
    constexpr std::string_view kNpySuffix = ".npy";
    constexpr std::uint16_t kMethodStored = 0;
    constexpr std::uint16_t kMethodDeflated = 8;
    constexpr std::uint16_t kFlagEncrypted = 0x0001;
    // Enough for the preamble of every .npy version, and the most a header may add to it.
    constexpr std::size_t kPreambleSize = 12;
    constexpr std::size_t kMaxHeaderPrefix = kPreambleSize + 100000;
    // A deflated member's header is read with one inflate of this many bytes (an .npy header is about
    // 128): ISA-L decodes into its own 64 KiB buffer when asked for little, so each inflate costs
    // about the same; fed the compressed bytes in small pieces it decodes little more than asked.
    constexpr std::size_t kHeaderProbe = 4096;
    constexpr std::uint64_t kHeaderInputPiece = 1024;

    Text memberPosition(const std::string& member) { return text("where.member", { member }); }

    // Where the header dict ends according to an .npy preamble; parseNpyHeader validates the rest.
    std::uint64_t npyHeaderEnd(const std::vector<std::byte>& preamble)
    {
        const auto byte = [&](std::size_t i) { return static_cast<std::uint64_t>(preamble[i]); };
        if (preamble[6] == std::byte { 1 })
            return 10 + (byte(8) | byte(9) << 8);
        return kPreambleSize + (byte(8) | byte(9) << 8 | byte(10) << 16 | byte(11) << 24);
    }

    // Half the machine's memory unless a test sets it: beyond that, inflating one array would push
    // everything else out (or get the process killed); such a tensor belongs in a stored archive.
    std::atomic<std::uint64_t> g_inflateLimitForTesting { 0 };

    std::string byteCountText(std::uint64_t bytes)
    {
        char buffer[32];
        if (bytes >= (std::uint64_t { 1 } << 30))
            std::snprintf(buffer, sizeof buffer, "%.1f GiB", static_cast<double>(bytes) / (1 << 30));
        else
            std::snprintf(buffer, sizeof buffer, "%.1f MiB", static_cast<double>(bytes) / (1 << 20));
        return buffer;
    }

    std::uint64_t payloadBytes(const NpyHeader& header)
    {
        return *npyElementCount(header.shape, dtypeSize(header.dtype)) * dtypeSize(header.dtype);
    }
}

struct NpzArchive::Impl {
    struct Member {
        std::string memberName; ///< as stored, with ".npy"
        std::uint16_t method = kMethodStored;
        std::uint64_t compressedSize = 0;
        std::uint64_t uncompressedSize = 0;
        std::uint64_t dataOffset = 0;
        std::uint32_t crc = 0; ///< CRC-32 the directory declares for the member's bytes
    };
    enum class Check : std::uint8_t { NotYet, Intact, Corrupt };

    std::shared_ptr<const MappedFile> file; // members are read from its mapping
    std::vector<Member> members;
    std::map<std::string, std::size_t> byName;
    /// Per member: whether its stored bytes matched their CRC (checked once, on first use).
    std::unique_ptr<std::atomic<Check>[]> checked;

    std::string source(const Member& member) const { return file->path() + ":" + member.memberName; }

    /// Inflates the first `want` bytes of a member; all of it when want == its size, which also
    /// checks that its stream ends there and its CRC-32. Each call has a stream of its own, so
    /// workers inflate members side by side.
    Result<std::size_t> read(
        const Member& member, std::byte* out, std::size_t want, std::uint64_t inputPiece = kInflatePieceBytes) const
    {
        using R = Result<std::size_t>;
        const bool whole = want == member.uncompressedSize;
        const InflateResult inflated = inflateMember(
            file->data() + member.dataOffset, member.compressedSize, out, want, whole, member.crc, inputPiece);
        const Text position = memberPosition(member.memberName);
        switch (inflated.end) {
        case InflateEnd::Filled:
        case InflateEnd::StreamEnded: return R::success(inflated.produced);
        case InflateEnd::Damaged: return R::failure(Problem::make(file->path(), position, text("npz.deflate_damaged")));
        case InflateEnd::TooLong:
            return R::failure(
                Problem::make(file->path(), position, text("npz.inflates_too_much", { std::to_string(want) })));
        case InflateEnd::CrcMismatch:
            return R::failure(Problem::make(file->path(), position, text("npz.crc_mismatch")));
        }
        return R::failure(Problem::make(file->path(), position, text("npz.deflate_damaged")));
    }

    Result<NpyHeader> header(const Member& member) const
    {
        using R = Result<NpyHeader>;
        const std::string where = source(member);
        if (member.method == kMethodStored) {
            auto header = parseNpyHeader(file->data() + member.dataOffset, member.compressedSize, where);
            if (header && header.value().dataOffset + payloadBytes(header.value()) > member.uncompressedSize)
                return R::failure(
                    Problem::make(where, {}, text("npz.payload_truncated", { formatNpyShape(header.value().shape) })));
            return header;
        }
        // One short inflate holds the preamble and, nearly always, the header it announces; a longer
        // header is inflated again to its end.
        std::vector<std::byte> prefix(std::min<std::uint64_t>(member.uncompressedSize, kHeaderProbe));
        auto got = read(member, prefix.data(), prefix.size(), kHeaderInputPiece);
        if (!got)
            return R::failure(got.error());
        prefix.resize(got.value());
        if (prefix.size() >= kPreambleSize) {
            const std::size_t headerEnd
                = std::min<std::uint64_t>({ npyHeaderEnd(prefix), kMaxHeaderPrefix, member.uncompressedSize });
            if (headerEnd > prefix.size()) {
                prefix.resize(headerEnd);
                got = read(member, prefix.data(), prefix.size());
                if (!got)
                    return R::failure(got.error());
                prefix.resize(got.value());
            }
        }
        auto header = parseNpyHeader(prefix.data(), prefix.size(), where);
        if (header && header.value().dataOffset + payloadBytes(header.value()) > member.uncompressedSize)
            return R::failure(
                Problem::make(where, {}, text("npz.payload_truncated", { formatNpyShape(header.value().shape) })));
        return header;
    }

    /// A stored member is read in place, so nothing else would notice a flipped bit: its CRC is
    /// checked once, on first use. Read with pread, not through the mapping: faulting the mapping's
    /// pages in here and again in the metrics pass made the check cost a third of an analysis.
    std::optional<Problem> checkStored(std::size_t index) const
    {
        const Member& member = members[index];
        Check state = checked[index].load();
        if (state == Check::NotYet) {
            auto reader = FileReader::open(file->path());
            if (!reader)
                return reader.error();
            constexpr std::size_t kBlock = std::size_t { 1 } << 20;
            const std::unique_ptr<unsigned char[]> block(new unsigned char[kBlock]);
            std::uint32_t crc = 0; // the zip CRC-32 (gzip's, bit-reflected)
            for (std::uint64_t done = 0; done < member.compressedSize;) {
                const auto step
                    = static_cast<std::size_t>(std::min<std::uint64_t>(kBlock, member.compressedSize - done));
                if (!reader.value()->readAt(member.dataOffset + done, block.get(), step))
                    return Problem::make(file->path(), memberPosition(member.memberName), text("metrics.file_ended"));
                crc = crc32_gzip_refl(crc, block.get(), step);
                done += step;
            }
            state = crc == member.crc ? Check::Intact : Check::Corrupt;
            checked[index].store(state);
        }
        if (state == Check::Corrupt)
            return Problem::make(file->path(), memberPosition(member.memberName), text("npz.crc_mismatch"));
        return std::nullopt;
    }

    Result<TensorView> tensor(std::size_t index) const
    {
        using R = Result<TensorView>;
        const Member& member = members[index];
        const std::string where = source(member);
        if (member.method == kMethodStored) {
            if (auto corrupt = checkStored(index))
                return R::failure(std::move(*corrupt));
            auto view = viewNpy(file, file->data() + member.dataOffset, member.compressedSize, where);
            if (view)
                view.value().mapping = file;
            return view;
        }
        // Only the header and the array it declares are inflated: a member may declare (honestly, in
        // its zip sizes) far more bytes than its array has, and those need neither time nor memory.
        auto header = this->header(member);
        if (!header)
            return R::failure(header.error());
        const std::uint64_t needed = header.value().dataOffset + payloadBytes(header.value());
        if (needed > inflateLimitBytes())
            return R::failure(Problem::make(file->path(), memberPosition(member.memberName),
                text("npz.inflate_limit", { byteCountText(needed), byteCountText(inflateLimitBytes()) })));
        const auto size = static_cast<std::size_t>(needed);
        std::shared_ptr<std::byte[]> buffer(new (std::nothrow) std::byte[std::max<std::size_t>(size, 1)]);
        if (!buffer)
            return R::failure(Problem::make(
                file->path(), memberPosition(member.memberName), text("npz.out_of_memory", { std::to_string(size) })));
        // The CRC is checked when the array is all of the member; a member with bytes after its
        // array is not checked (numpy reads only the array too).
        auto got = read(member, buffer.get(), size);
        if (!got)
            return R::failure(got.error());
        if (got.value() != size)
            return R::failure(Problem::make(file->path(), memberPosition(member.memberName),
                text("npz.size_mismatch", { std::to_string(got.value()), std::to_string(size) })));
        const std::byte* bytes = buffer.get();
        return viewNpy(std::move(buffer), bytes, size, where);
    }
};

std::uint64_t inflateLimitBytes()
{
    if (const auto forced = g_inflateLimitForTesting.load())
        return forced;
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return std::uint64_t { 8 } << 30;
    return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize) / 2;
}

void setInflateLimitForTesting(std::uint64_t bytes) { g_inflateLimitForTesting = bytes; }

NpzArchive::~NpzArchive() = default;

Result<std::shared_ptr<const NpzArchive>> NpzArchive::open(const std::string& path)
{
    using R = Result<std::shared_ptr<const NpzArchive>>;
    try {
        auto mapped = MappedFile::open(path);
        if (!mapped)
            return R::failure(mapped.error());
        std::shared_ptr<NpzArchive> archive(new NpzArchive);
        archive->m_path = path;
        archive->m_impl = std::make_unique<Impl>();
        Impl& impl = *archive->m_impl;
        impl.file = mapped.value();
        const std::byte* data = impl.file->data();
        const std::size_t size = impl.file->size();
        if (size == 0)
            return R::failure(Problem::make(path, {}, text("npz.empty_file")));

        auto directory = readZipDirectory(data, size, path);
        if (!directory)
            return R::failure(directory.error());
        const auto& entries = directory.value();

        for (std::size_t i = 0; i < entries.size(); ++i) {
            const std::string& memberName = entries[i].name;
            if (memberName.size() <= kNpySuffix.size() || !memberName.ends_with(kNpySuffix))
                continue;
            const Text position = memberPosition(memberName);
            if ((entries[i].flags & kFlagEncrypted) != 0)
                return R::failure(Problem::make(path, position, text("npz.encrypted")));
            if (entries[i].method != kMethodStored && entries[i].method != kMethodDeflated)
                return R::failure(Problem::make(
                    path, position, text("npz.unsupported_compression", { std::to_string(entries[i].method) })));

            Impl::Member member;
            member.memberName = memberName;
            member.method = entries[i].method;
            member.compressedSize = entries[i].compressedSize;
            member.uncompressedSize = entries[i].uncompressedSize;
            member.crc = entries[i].crc;
            if (member.method == kMethodStored && member.compressedSize != member.uncompressedSize)
                return R::failure(Problem::make(path, position, text("npz.stored_sizes_differ")));
            auto offset = zipMemberDataOffset(data, size, entries[i], path);
            if (!offset)
                return R::failure(offset.error());
            member.dataOffset = offset.value();

            std::string name = memberName.substr(0, memberName.size() - kNpySuffix.size());
            if (impl.byName.contains(name))
                return R::failure(Problem::make(path, position, text("npz.duplicate_member")));
            impl.byName.emplace(name, impl.members.size());
            impl.members.push_back(std::move(member));
            archive->m_names.push_back(std::move(name));
        }
        if (impl.members.empty())
            return R::failure(Problem::make(path, {}, text("npz.no_npy_members")));
        impl.checked = std::make_unique<std::atomic<Impl::Check>[]>(impl.members.size());
        return R::success(std::move(archive));
    } catch (const std::exception& e) {
        return R::failure(Problem::make(path, {}, text("npz.cannot_read", { e.what() })));
    }
}

bool NpzArchive::contains(const std::string& name) const { return m_impl->byName.contains(name); }

Result<NpyHeader> NpzArchive::header(const std::string& name) const
{
    using R = Result<NpyHeader>;
    const auto it = m_impl->byName.find(name);
    if (it == m_impl->byName.end())
        return R::failure(Problem::make(m_path, memberPosition(name + ".npy"), text("npz.no_such_array")));
    try {
        return m_impl->header(m_impl->members[it->second]);
    } catch (const std::exception& e) {
        return R::failure(
            Problem::make(m_path, memberPosition(name + ".npy"), text("npz.cannot_read_header", { e.what() })));
    }
}

Result<TensorView> NpzArchive::tensor(const std::string& name) const
{
    using R = Result<TensorView>;
    const auto it = m_impl->byName.find(name);
    if (it == m_impl->byName.end())
        return R::failure(Problem::make(m_path, memberPosition(name + ".npy"), text("npz.no_such_array")));
    try {
        return m_impl->tensor(it->second);
    } catch (const std::exception& e) {
        return R::failure(
            Problem::make(m_path, memberPosition(name + ".npy"), text("npz.cannot_read_member", { e.what() })));
    }
}

} // namespace quantlens
