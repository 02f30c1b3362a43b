#include "model/tensor_values.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace quantlens {
namespace {
double halfToDouble(std::uint16_t bits)
{
    const int exponent = (bits >> 10) & 0x1f;
    const int mantissa = bits & 0x3ff;
    double magnitude = 0.0;
    if (exponent == 0)
        magnitude = std::ldexp(mantissa, -24);
    else if (exponent == 31)
        magnitude = mantissa != 0 ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
    else
        magnitude = std::ldexp(mantissa + 1024, exponent - 25);
    return (bits & 0x8000) != 0 ? -magnitude : magnitude;
}

template <class T> double load(const unsigned char* bytes)
{
    T value;
    std::memcpy(&value, bytes, sizeof(T));
    return static_cast<double>(value);
}
}

std::optional<double> elementAsDouble(const TensorView& view, std::size_t flatIndex)
{
    if (view.data == nullptr || flatIndex >= view.elementCount() || view.strides.size() != view.shape.size())
        return std::nullopt;
    std::int64_t offset = 0;
    std::size_t rest = flatIndex;
    for (std::size_t i = view.shape.size(); i-- > 0;) {
        const auto extent = static_cast<std::size_t>(view.shape[i]);
        offset += static_cast<std::int64_t>(rest % extent) * view.strides[i];
        rest /= extent;
    }
    const std::size_t size = dtypeSize(view.dtype);
    unsigned char bytes[8];
    std::memcpy(bytes, view.data + offset * static_cast<std::int64_t>(size), size);
    if (view.byteSwapped)
        std::reverse(bytes, bytes + size);

    switch (view.dtype) {
    case DType::Float16: {
        std::uint16_t bits;
        std::memcpy(&bits, bytes, 2);
        return halfToDouble(bits);
    }
    case DType::Float32:
        return load<float>(bytes);
    case DType::Float64:
        return load<double>(bytes);
    case DType::Int8:
        return load<std::int8_t>(bytes);
    case DType::UInt8:
        return load<std::uint8_t>(bytes);
    case DType::Int16:
        return load<std::int16_t>(bytes);
    case DType::UInt16:
        return load<std::uint16_t>(bytes);
    case DType::Int32:
        return load<std::int32_t>(bytes);
    case DType::UInt32:
        return load<std::uint32_t>(bytes);
    case DType::Int64:
        return load<std::int64_t>(bytes);
    case DType::UInt64:
        return load<std::uint64_t>(bytes);
    case DType::Bool:
        return bytes[0] != 0 ? 1.0 : 0.0;
    }
    return std::nullopt;
}

std::optional<std::vector<double>> valuesAsDouble(const TensorView& view)
{
    const std::size_t count = view.elementCount();
    std::vector<double> values;
    values.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        auto v = elementAsDouble(view, i);
        if (!v)
            return std::nullopt;
        values.push_back(*v);
    }
    return values;
}

} // namespace quantlens
