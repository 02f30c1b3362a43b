#include "tensor/npy_reader.h"

#include "tensor/mapped_file.h"
#include "tensor/npy_header_parser.h"

#include <algorithm>
#include <cstring>
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

Result<TensorView> viewNpy(
    std::shared_ptr<const void> owner, const std::byte* bytes, std::size_t size, const std::string& source)
{
    using R = Result<TensorView>;
    auto parsed = parseNpyHeader(bytes, size, source);
    if (!parsed)
        return R::failure(parsed.error());
    NpyHeader& header = parsed.value();

    const std::uint64_t needed = *npyElementCount(header.shape, dtypeSize(header.dtype)) * dtypeSize(header.dtype);
    const std::uint64_t available = size - header.dataOffset;
    if (available < needed)
        return R::failure(Problem::make(source, text("where.byte", { std::to_string(header.dataOffset) }),
            text("npy.payload_truncated",
                { std::to_string(available), std::to_string(needed), formatNpyShape(header.shape),
                    dtypeName(header.dtype) })));

    TensorView view;
    view.owner = std::move(owner);
    view.data = bytes + header.dataOffset;
    view.dtype = header.dtype;
    view.byteSwapped = header.byteSwapped;
    view.strides = header.fortranOrder ? columnMajorStrides(header.shape) : TensorView::rowMajorStrides(header.shape);
    view.shape = std::move(header.shape);
    view.source = source;
    return R::success(std::move(view));
}

Result<TensorView> readNpyFile(const std::string& path)
{
    using R = Result<TensorView>;
    auto file = MappedFile::open(path);
    if (!file)
        return R::failure(file.error());
    const auto& mapping = file.value();
    auto view = viewNpy(mapping, mapping->data(), mapping->size(), path);
    if (view)
        view.value().mapping = mapping;
    // Reading the header faulted in its page, and with large page-cache folios (ext4 since Linux
    // 6.16) the kernel maps the whole folio, up to megabytes. Opening hundreds of dumps would keep
    // all of that resident until each tensor is reduced, so hand it back now; the bytes stay in the
    // page cache and are mapped again when the payload is read.
    mapping->adviseDone(0, mapping->size());
    return view;
}

} // namespace quantlens
