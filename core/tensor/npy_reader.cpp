#include "tensor/npy_reader.h"

#include "tensor/file_reader.h"
#include "tensor/mapped_file.h"
#include "tensor/npy_header_parser.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <string_view>

namespace quantlens {
namespace {
    constexpr unsigned char kMagic[] = { 0x93, 'N', 'U', 'M', 'P', 'Y' };
    constexpr std::size_t kMagicSize = sizeof(kMagic);
    // numpy itself refuses headers over 10000 bytes unless trusted; a tenfold margin still stops a
    // corrupt length from making us scan megabytes of payload as text.
    constexpr std::size_t kMaxHeaderLength = 100000;

    std::uint32_t readLittleEndian(const std::byte* p, int bytes)
    {
        std::uint32_t value = 0;
        for (int i = bytes; i-- > 0;)
            value = value << 8 | static_cast<std::uint32_t>(p[i]);
        return value;
    }

    std::vector<std::int64_t> columnMajorStrides(const std::vector<std::int64_t>& shape)
    {
        std::vector<std::int64_t> strides(shape.size());
        std::int64_t step = 1;
        for (std::size_t i = 0; i < shape.size(); ++i) {
            strides[i] = step;
            step *= shape[i] > 0 ? shape[i] : 1;
        }
        return strides;
    }
}

Result<NpyHeader> parseNpyHeader(const std::byte* bytes, std::size_t size, const std::string& source)
{
    using R = Result<NpyHeader>;
    if (size == 0)
        return R::failure(Problem::make(source, {}, text("npy.empty_file")));
    if (std::memcmp(bytes, kMagic, std::min(size, kMagicSize)) != 0)
        return R::failure(Problem::make(source, text("where.byte", { "0" }), text("npy.bad_magic")));
    if (size < kMagicSize + 2)
        return R::failure(Problem::make(source, {}, text("npy.truncated_preamble", { std::to_string(size) })));

    NpyHeader header;
    header.majorVersion = static_cast<int>(bytes[6]);
    const int minor = static_cast<int>(bytes[7]);
    if (header.majorVersion < 1 || header.majorVersion > 3 || minor != 0)
        return R::failure(Problem::make(source, text("where.byte", { "6" }),
            text("npy.unsupported_version", { std::to_string(header.majorVersion), std::to_string(minor) })));
    const int lengthBytes = header.majorVersion == 1 ? 2 : 4;
    const std::size_t headerStart = kMagicSize + 2 + static_cast<std::size_t>(lengthBytes);
    if (size < headerStart)
        return R::failure(Problem::make(source, {}, text("npy.truncated_preamble", { std::to_string(size) })));
    const std::size_t headerLength = readLittleEndian(bytes + 8, lengthBytes);
    if (headerLength > kMaxHeaderLength)
        return R::failure(Problem::make(source, text("where.byte", { "8" }),
            text("npy.header_too_long", { std::to_string(headerLength), std::to_string(kMaxHeaderLength) })));
    if (headerLength > size - headerStart)
        return R::failure(Problem::make(source, text("where.byte", { "8" }),
            text("npy.header_past_end", { std::to_string(headerLength), std::to_string(size) })));

    // Version 3.0 headers are utf8 and older ones latin1; the keys and type codes we accept are
    // ASCII, so the bytes can be parsed as they are.
    const std::string_view dict(reinterpret_cast<const char*>(bytes + headerStart), headerLength);
    auto fields = parseNpyHeaderDict(dict);
    if (!fields)
        return R::failure(Problem::make(source, text("where.header"), fields.error().what));
    auto descr = parseNpyDescr(fields.value().descr);
    if (!descr)
        return R::failure(Problem::make(source, text("where.header"), descr.error().what));

    header.dtype = descr.value().dtype;
    header.byteSwapped = descr.value().byteSwapped;
    header.fortranOrder = fields.value().fortranOrder;
    header.shape = std::move(fields.value().shape);
    header.dataOffset = headerStart + headerLength;
    if (!npyElementCount(header.shape, dtypeSize(header.dtype)))
        return R::failure(
            Problem::make(source, text("where.header"), text("npy.shape_overflow", { formatNpyShape(header.shape) })));
    return R::success(std::move(header));
}

namespace {
    /// The payload must be all there: a file cut short says how much is missing.
    std::optional<Problem> checkNpyPayload(const NpyHeader& header, std::uint64_t size, const std::string& source)
    {
        const std::uint64_t needed = *npyElementCount(header.shape, dtypeSize(header.dtype)) * dtypeSize(header.dtype);
        const std::uint64_t available = size - header.dataOffset;
        if (available >= needed)
            return std::nullopt;
        return Problem::make(source, text("where.byte", { std::to_string(header.dataOffset) }),
            text("npy.payload_truncated",
                { std::to_string(available), std::to_string(needed), formatNpyShape(header.shape),
                    dtypeName(header.dtype) }));
    }

    TensorView viewOf(
        NpyHeader header, std::shared_ptr<const void> owner, const std::byte* data, const std::string& source)
    {
        TensorView view;
        view.owner = std::move(owner);
        view.data = data;
        view.dtype = header.dtype;
        view.byteSwapped = header.byteSwapped;
        view.strides
            = header.fortranOrder ? columnMajorStrides(header.shape) : TensorView::rowMajorStrides(header.shape);
        view.shape = std::move(header.shape);
        view.source = source;
        return view;
    }

    // Files up to this size are read whole in one call: cheaper than mapping them, and the header
    // comes with the data. Larger ones are mapped without touching a page (see readNpyFile).
    constexpr std::uint64_t kWholeReadBytes = 64u << 10;
    // Enough for every header numpy writes (it pads them to 64 bytes; version 1.0 caps them at 64 KiB).
    constexpr std::size_t kHeadBytes = 4096;

    /// The header of an opened file, read from its first bytes (more when a header is unusually long).
    Result<NpyHeader> readHeaderOf(const FileReader& file)
    {
        std::vector<std::byte> head(static_cast<std::size_t>(std::min<std::uint64_t>(file.size(), kHeadBytes)));
        head.resize(file.readSome(0, head.data(), head.size()));
        auto header = parseNpyHeader(head.data(), head.size(), file.path());
        if (!header && header.error().what.code == "npy.header_past_end" && file.size() > head.size()) {
            head.resize(static_cast<std::size_t>(std::min<std::uint64_t>(file.size(), kMaxHeaderLength + 12)));
            head.resize(file.readSome(0, head.data(), head.size()));
            header = parseNpyHeader(head.data(), head.size(), file.path());
        }
        if (!header)
            return header;
        if (auto problem = checkNpyPayload(header.value(), file.size(), file.path()))
            return Result<NpyHeader>::failure(*problem);
        return header;
    }
}

Result<TensorView> viewNpy(
    std::shared_ptr<const void> owner, const std::byte* bytes, std::size_t size, const std::string& source)
{
    using R = Result<TensorView>;
    auto parsed = parseNpyHeader(bytes, size, source);
    if (!parsed)
        return R::failure(parsed.error());
    if (auto problem = checkNpyPayload(parsed.value(), size, source))
        return R::failure(*problem);
    return R::success(viewParsedNpy(std::move(parsed).value(), std::move(owner), bytes, source));
}

TensorView viewParsedNpy(
    NpyHeader header, std::shared_ptr<const void> owner, const std::byte* bytes, const std::string& source)
{
    const std::size_t offset = header.dataOffset;
    return viewOf(std::move(header), std::move(owner), bytes + offset, source);
}

Result<NpyHeader> readNpyFileHeader(const FileHead& head)
{
    const auto bytes = head.view();
    auto header = parseNpyHeader(bytes.data(), bytes.size(), head.path);
    if (!header && header.error().what.code == "npy.header_past_end" && !head.whole()) {
        // An unusually long header: read as much as the parser allows.
        auto file = FileReader::open(head.path);
        if (!file)
            return Result<NpyHeader>::failure(file.error());
        return readHeaderOf(*file.value());
    }
    if (!header)
        return header;
    if (auto problem = checkNpyPayload(header.value(), head.size, head.path))
        return Result<NpyHeader>::failure(*problem);
    return header;
}

namespace {
    /// One read for header and data; vector storage is aligned for any element type, and numpy
    /// pads headers to 64 bytes, so the floats are aligned too.
    Result<TensorView> readWhole(const FileReader& file)
    {
        auto bytes = std::make_shared<std::vector<std::byte>>(static_cast<std::size_t>(file.size()));
        bytes->resize(file.readSome(0, bytes->data(), bytes->size()));
        return viewNpy(bytes, bytes->data(), bytes->size(), file.path());
    }

    Result<TensorView> mapNpy(std::unique_ptr<FileReader> file, NpyHeader header)
    {
        auto mapped = MappedFile::map(std::move(file));
        if (!mapped)
            return Result<TensorView>::failure(mapped.error());
        const auto& mapping = mapped.value();
        const std::byte* data = mapping->data() + header.dataOffset;
        auto view = viewOf(std::move(header), mapping, data, mapping->path());
        view.mapping = mapping;
        return Result<TensorView>::success(std::move(view));
    }
}

namespace {
    /// Opens `path`: a small file is read whole, a larger one's header is read and `view` makes the
    /// view of the file and its header.
    template <class View> Result<TensorView> openNpy(const std::string& path, const View& view)
    {
        auto opened = FileReader::open(path);
        if (!opened)
            return Result<TensorView>::failure(opened.error());
        auto& file = opened.value();
        if (file->size() <= kWholeReadBytes)
            return readWhole(*file);
        // The header is parsed from a read, not from the mapping: touching the mapping would fault in
        // a whole page-cache folio (megabytes on ext4 since Linux 6.16) that then stays resident.
        auto header = readHeaderOf(*file);
        if (!header)
            return Result<TensorView>::failure(header.error());
        return view(std::move(file), header.value());
    }
}

Result<TensorView> readNpyFile(const std::string& path)
{
    return openNpy(path,
        [](std::unique_ptr<FileReader> file, const NpyHeader& header) { return mapNpy(std::move(file), header); });
}

Result<TensorView> streamNpyFile(std::unique_ptr<FileReader> file, const NpyHeader& header)
{
    if (file->size() <= kWholeReadBytes)
        return readWhole(*file);
    if (header.fortranOrder)
        return mapNpy(std::move(file), header);
    std::shared_ptr<const FileReader> open(std::move(file));
    auto view = viewOf(header, open, nullptr, open->path());
    view.fileBytes = TensorView::FileBytes { open, header.dataOffset };
    return Result<TensorView>::success(std::move(view));
}

Result<TensorView> streamNpyFile(const std::string& path)
{
    return openNpy(path, [](std::unique_ptr<FileReader> file, const NpyHeader& header) {
        return streamNpyFile(std::move(file), header);
    });
}

Result<TensorView> readNpyFile(std::unique_ptr<FileReader> file, const NpyHeader& header)
{
    // A small file's header is parsed again from the bytes read whole: a parse of a few hundred
    // bytes, which also checks the payload against what the file holds now.
    if (file->size() <= kWholeReadBytes)
        return readWhole(*file);
    return mapNpy(std::move(file), header);
}

} // namespace quantlens
