#include "model/onnx_tensor_reader.h"

#include "tensor/shape_text.h"
#include "util/relative_path.h"

#include "model/onnx_types.h"

#include <bit>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <limits>

namespace quantlens {
namespace {
    // ONNX stores raw_data and external data little-endian; typed fields are decoded into host order.
    constexpr bool kBigEndianHost = std::endian::native == std::endian::big;

    template <class Field>
    TensorView viewOver(TensorView view, const Field& field, const std::shared_ptr<const void>& storage)
    {
        view.data = reinterpret_cast<const std::byte*>(field.data());
        view.owner = storage;
        return view;
    }

    // Narrow types live one per int32 in int32_data, so they cannot be viewed in place: they get a small
    // owned buffer. Such tensors are rare and small (raw_data is what exporters write for real weights).
    template <class To, class Field> TensorView converted(TensorView view, const Field& field, bool asBool = false)
    {
        auto buffer = std::make_shared<std::vector<To>>(static_cast<std::size_t>(field.size()));
        for (int i = 0; i < field.size(); ++i)
            (*buffer)[static_cast<std::size_t>(i)] = asBool ? To(field.Get(i) != 0) : static_cast<To>(field.Get(i));
        view.data = reinterpret_cast<const std::byte*>(buffer->data());
        view.owner = std::move(buffer);
        return view;
    }

    // The first value of int32_data that does not fit the narrow type `To`. Runtimes truncate such a value
    // (ONNX Runtime reads 300 as a uint8 44), so a zero point of 300 silently becomes 44: worth a warning.
    template <class To, class Field> std::optional<std::int64_t> firstOutOfRange(const Field& field)
    {
        for (int i = 0; i < field.size(); ++i) {
            const std::int64_t v = field.Get(i);
            if (v < std::numeric_limits<To>::min() || v > std::numeric_limits<To>::max())
                return v;
        }
        return std::nullopt;
    }

    std::optional<std::int64_t> parseInteger(const std::string& digits)
    {
        std::int64_t value = 0;
        const char* end = digits.data() + digits.size();
        auto [ptr, ec] = std::from_chars(digits.data(), end, value);
        if (ec != std::errc() || ptr != end || value < 0)
            return std::nullopt;
        return value;
    }

    /// Why an external data file could not be mapped (`why`: MappedFile::open's problem), in one sentence.
    /// raw_data, parsed or left in the file, of another size than the tensor's shape and type need.
    Text rawDataSizeProblem(std::uint64_t bytes, const TensorView& view)
    {
        return text("onnx.raw_data_size",
            { std::to_string(bytes), shapeToString(view.shape), dtypeName(view.dtype),
                std::to_string(view.byteSize()) });
    }

    Text externalFileProblem(const std::string& path, const Text& why)
    {
        const std::string reason = why.args.empty() ? std::string() : why.args.front();
        if (why.code == "file.cannot_open")
            return text("onnx.external_cannot_open", { path, reason });
        if (why.code == "file.not_regular")
            return text("onnx.external_not_regular", { path });
        return text("onnx.external_cannot_map", { path, reason }); // the remaining failure of MappedFile::open
    }
}

OnnxTensorReader::OnnxTensorReader(
    std::string modelSource, std::string baseDirectory, std::shared_ptr<const void> storage)
    : m_source(std::move(modelSource))
    , m_baseDirectory(std::move(baseDirectory))
    , m_storage(std::move(storage))
{ }

void OnnxTensorReader::readStrippedFrom(const StrippedTensors* stripped, std::shared_ptr<DeferredWeights> weights)
{
    m_stripped = stripped;
    m_deferred = std::move(weights);
}

Result<std::optional<TensorView>> OnnxTensorReader::read(const onnx::TensorProto& tensor, const std::string& name)
{
    using R = Result<std::optional<TensorView>>;
    const Text where = text("where.tensor", { name });
    const auto dtype = dtypeFromOnnx(tensor.data_type());
    if (!dtype)
        return R::success(std::nullopt,
            { Problem::make(
                m_source, where, text("onnx.unsupported_element_type", { onnxTypeName(tensor.data_type()) })) });

    TensorView view;
    view.dtype = *dtype;
    view.source = m_source;
    const std::size_t elementSize = dtypeSize(*dtype);
    std::size_t count = 1;
    for (auto d : tensor.dims()) {
        if (d < 0)
            return R::failure(Problem::make(m_source, where, text("onnx.negative_dimension", { std::to_string(d) })));
        if (d != 0 && count > std::numeric_limits<std::size_t>::max() / 16 / elementSize / static_cast<std::size_t>(d))
            return R::failure(Problem::make(m_source, where, text("onnx.shape_too_large")));
        count *= static_cast<std::size_t>(d);
        view.shape.push_back(d);
    }
    view.strides = TensorView::rowMajorStrides(view.shape);

    Result<TensorView> result = tensor.data_location() == onnx::TensorProto::EXTERNAL
        ? readExternal(tensor, name, std::move(view))
        : readTyped(tensor, name, std::move(view));
    if (!result)
        return R::failure(result.error());
    std::vector<Problem> warnings = result.warnings();
    return R::success(std::move(result).value(), std::move(warnings));
}

Result<TensorView> OnnxTensorReader::readTyped(
    const onnx::TensorProto& tensor, const std::string& name, TensorView view)
{
    using R = Result<TensorView>;
    const Text where = text("where.tensor", { name });
    const std::size_t count = view.elementCount();
    const std::string shape = shapeToString(view.shape);
    const std::string type = dtypeName(view.dtype);

    if (m_stripped != nullptr && !tensor.has_raw_data())
        if (auto it = m_stripped->find(&tensor); it != m_stripped->end())
            return readDeferred(it->second, name, std::move(view));
    if (tensor.has_raw_data()) {
        const std::string& raw = tensor.raw_data();
        if (raw.size() != view.byteSize())
            return R::failure(Problem::make(m_source, where, rawDataSizeProblem(raw.size(), view)));
        view.data = reinterpret_cast<const std::byte*>(raw.data());
        view.owner = m_storage;
        view.byteSwapped = kBigEndianHost;
        return R::success(std::move(view));
    }

    auto check = [&](int fieldSize, const char* fieldName) -> std::optional<Problem> {
        if (static_cast<std::size_t>(fieldSize) == count)
            return std::nullopt;
        return Problem::make(m_source, where,
            text("onnx.field_size", { fieldName, std::to_string(fieldSize), shape, type, std::to_string(count) }));
    };
    std::optional<Problem> problem;
    switch (view.dtype) {
    case DType::Float32:
        if (!(problem = check(tensor.float_data_size(), "float_data")))
            return R::success(viewOver(std::move(view), tensor.float_data(), m_storage));
        break;
    case DType::Float64:
        if (!(problem = check(tensor.double_data_size(), "double_data")))
            return R::success(viewOver(std::move(view), tensor.double_data(), m_storage));
        break;
    case DType::Int64:
        if (!(problem = check(tensor.int64_data_size(), "int64_data")))
            return R::success(viewOver(std::move(view), tensor.int64_data(), m_storage));
        break;
    case DType::UInt64:
        if (!(problem = check(tensor.uint64_data_size(), "uint64_data")))
            return R::success(viewOver(std::move(view), tensor.uint64_data(), m_storage));
        break;
    case DType::UInt32:
        if (!(problem = check(tensor.uint64_data_size(), "uint64_data")))
            return R::success(converted<std::uint32_t>(std::move(view), tensor.uint64_data()));
        break;
    case DType::Int32:
        if (!(problem = check(tensor.int32_data_size(), "int32_data")))
            return R::success(viewOver(std::move(view), tensor.int32_data(), m_storage));
        break;
    default:
        if ((problem = check(tensor.int32_data_size(), "int32_data")))
            break;
        return narrowFromInt32(tensor, name, std::move(view));
    }
    return R::failure(std::move(*problem));
}

Result<TensorView> OnnxTensorReader::readDeferred(const PayloadRange& range, const std::string& name, TensorView view)
{
    using R = Result<TensorView>;
    const Text where = text("where.tensor", { name });
    if (range.length != view.byteSize())
        return R::failure(Problem::make(m_source, where, rawDataSizeProblem(range.length, view)));
    view.data = m_deferred->reserve(range.offset, range.length, view.dtype);
    if (view.data == nullptr) // the import reserves room for every stripped tensor: a bug if reached
        return R::failure(Problem::make(m_source, where, text("onnx.cannot_read", { "no room reserved" })));
    view.owner = m_deferred;
    view.byteSwapped = kBigEndianHost;
    return R::success(std::move(view));
}

Result<TensorView> OnnxTensorReader::narrowFromInt32(
    const onnx::TensorProto& tensor, const std::string& name, TensorView view)
{
    using R = Result<TensorView>;
    const auto& field = tensor.int32_data();
    std::optional<std::int64_t> outside;
    switch (view.dtype) {
    case DType::Int8: outside = firstOutOfRange<std::int8_t>(field); break;
    case DType::Int16: outside = firstOutOfRange<std::int16_t>(field); break;
    case DType::UInt16: outside = firstOutOfRange<std::uint16_t>(field); break;
    case DType::UInt8: outside = firstOutOfRange<std::uint8_t>(field); break;
    default: // bool (any value is true or false) and float16 (bit patterns)
        break;
    }
    std::vector<Problem> warnings;
    if (outside)
        warnings.push_back(Problem::make(m_source, text("where.tensor", { name }),
            text("onnx.value_out_of_range", { std::to_string(*outside), dtypeName(view.dtype) })));
    switch (view.dtype) {
    case DType::Int8: return R::success(converted<std::int8_t>(std::move(view), field), std::move(warnings));
    case DType::Int16: return R::success(converted<std::int16_t>(std::move(view), field), std::move(warnings));
    case DType::UInt16:
    case DType::Float16: // the IEEE half bits sit in the low 16 bits of each int32
        return R::success(converted<std::uint16_t>(std::move(view), field), std::move(warnings));
    case DType::Bool: return R::success(converted<std::uint8_t>(std::move(view), field, true));
    default: return R::success(converted<std::uint8_t>(std::move(view), field), std::move(warnings));
    }
}

bool OnnxTensorReader::resolvesInsideModelFolder(const std::string& path) const
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path resolved = fs::canonical(path, ec);
    if (ec)
        return true; // nothing there (or a dangling link): opening it says so, naming the file
    // The model's folder as resolved; and where the model file itself resolves to, for caches that link
    // every file of a model to a blob folder elsewhere (Hugging Face's): its weights are blobs there too.
    return liesWithin(resolved, fs::canonical(m_baseDirectory, ec))
        || (!m_source.empty() && liesWithin(resolved, fs::canonical(m_source, ec).parent_path()));
}

Result<TensorView> OnnxTensorReader::readExternal(
    const onnx::TensorProto& tensor, const std::string& name, TensorView view)
{
    using R = Result<TensorView>;
    const Text where = text("where.tensor", { name });
    std::string location;
    std::int64_t offset = 0;
    std::optional<std::int64_t> length;
    for (const auto& entry : tensor.external_data()) {
        if (entry.key() == "location") {
            location = entry.value();
        } else if (entry.key() == "offset" || entry.key() == "length") {
            auto number = parseInteger(entry.value());
            if (!number)
                return R::failure(
                    Problem::make(m_source, where, text("onnx.external_bad_number", { entry.key(), entry.value() })));
            if (entry.key() == "offset")
                offset = *number;
            else
                length = *number;
        }
    }
    if (location.empty())
        return R::failure(Problem::make(m_source, where, text("onnx.external_no_location")));

    // A model must not make us read arbitrary files: only paths inside its directory are accepted, and
    // what they resolve to as well (a weights file that links to /etc/shadow is no weights file).
    const std::filesystem::path relative = std::filesystem::path(location).lexically_normal();
    if (relative.is_absolute() || relative.has_root_name() || relative.has_root_directory() || relative.empty()
        || *relative.begin() == "..")
        return R::failure(Problem::make(m_source, where, text("onnx.external_escapes", { location })));
    const std::string path = (std::filesystem::path(m_baseDirectory) / relative).string();
    if (!resolvesInsideModelFolder(path))
        return R::failure(Problem::make(m_source, where, text("onnx.external_escapes", { location })));

    auto it = m_externalFiles.find(path);
    if (it == m_externalFiles.end()) {
        auto opened = MappedFile::open(path);
        if (!opened)
            return R::failure(Problem::make(m_source, where, externalFileProblem(path, opened.error().what)));
        it = m_externalFiles.emplace(path, std::move(opened).value()).first;
    }
    const auto& file = it->second;

    const std::size_t needed = view.byteSize();
    if (length && static_cast<std::size_t>(*length) != needed)
        return R::failure(Problem::make(m_source, where,
            text("onnx.external_length",
                { std::to_string(*length), shapeToString(view.shape), dtypeName(view.dtype),
                    std::to_string(needed) })));
    const auto start = static_cast<std::size_t>(offset);
    if (start > file->size() || needed > file->size() - start)
        return R::failure(Problem::make(m_source, where,
            text("onnx.external_too_short",
                { path, std::to_string(file->size()), std::to_string(start), std::to_string(start + needed) })));
    view.data = file->data() == nullptr ? nullptr : file->data() + start;
    view.owner = file;
    view.mapping = file;
    view.source = path;
    view.byteSwapped = kBigEndianHost;
    return R::success(std::move(view));
}

} // namespace quantlens
