#include "tensor/element_reader.h"

#include "tensor/mapped_read_guard.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace quantlens {
namespace {
    template <class T> T loadSwapped(const std::byte* p)
    {
        unsigned char bytes[sizeof(T)];
        std::memcpy(bytes, p, sizeof(T));
        std::reverse(bytes, bytes + sizeof(T));
        T value;
        std::memcpy(&value, bytes, sizeof(T));
        return value;
    }

    template <class T> T loadNative(const std::byte* p)
    {
        T value;
        std::memcpy(&value, p, sizeof(T));
        return value;
    }

    double halfToDouble(std::uint16_t h)
    {
        const int sign = (h >> 15) & 1, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
        double value;
        if (exponent == 0)
            value = std::ldexp(mantissa, -24); // subnormal
        else if (exponent == 31)
            value = mantissa ? std::nan("") : INFINITY;
        else
            value = std::ldexp(mantissa + 1024, exponent - 25);
        return sign ? -value : value;
    }

    template <class T>
    void convertRun(const std::byte* p, std::int64_t strideBytes, std::size_t count, bool swapped, double* out)
    {
        if (swapped)
            for (std::size_t i = 0; i < count; ++i, p += strideBytes)
                out[i] = static_cast<double>(loadSwapped<T>(p));
        else
            for (std::size_t i = 0; i < count; ++i, p += strideBytes)
                out[i] = static_cast<double>(loadNative<T>(p));
    }
}

ElementReader::ElementReader(const TensorView& view, std::optional<Dequantization> dequant)
    : m_view(view)
    , m_dequant(std::move(dequant))
    , m_count(view.elementCount())
    , m_contiguous(view.isRowMajorContiguous())
{
    if (m_dequant && m_dequant->scales.empty())
        m_dequant.reset();
    if (m_dequant && !isIntegerType(view.dtype))
        m_dequant.reset(); // already float: dumps of DequantizeLinear outputs
    // Stored .npz members start at arbitrary byte offsets; reading them as float* needs alignment.
    const bool aligned = reinterpret_cast<std::uintptr_t>(view.data) % alignof(float) == 0;
    m_plainFloats = !m_dequant && view.dtype == DType::Float32 && !view.byteSwapped;
    if (m_plainFloats && aligned && m_contiguous)
        m_direct = reinterpret_cast<const float*>(view.data);
    if (m_dequant && m_dequant->axis && m_dequant->scales.size() > 1) {
        const auto axis = static_cast<std::size_t>(*m_dequant->axis);
        if (axis < view.shape.size()) {
            m_channelCount = static_cast<std::size_t>(view.shape[axis]);
            for (std::size_t d = axis + 1; d < view.shape.size(); ++d)
                m_channelInner *= static_cast<std::size_t>(view.shape[d]);
        }
    }
}

void ElementReader::readRun(const std::byte* p, std::int64_t strideBytes, std::size_t count, double* out) const
{
    const bool sw = m_view.byteSwapped;
    switch (m_view.dtype) {
    case DType::Float32: return convertRun<float>(p, strideBytes, count, sw, out);
    case DType::Float64: return convertRun<double>(p, strideBytes, count, sw, out);
    case DType::Int8: return convertRun<std::int8_t>(p, strideBytes, count, false, out);
    case DType::UInt8: return convertRun<std::uint8_t>(p, strideBytes, count, false, out);
    case DType::Bool: // numpy and ONNX store one byte per bool; any non-zero byte is true
        convertRun<std::uint8_t>(p, strideBytes, count, false, out);
        for (std::size_t i = 0; i < count; ++i)
            out[i] = out[i] != 0 ? 1.0 : 0.0;
        return;
    case DType::Int16: return convertRun<std::int16_t>(p, strideBytes, count, sw, out);
    case DType::UInt16: return convertRun<std::uint16_t>(p, strideBytes, count, sw, out);
    case DType::Int32: return convertRun<std::int32_t>(p, strideBytes, count, sw, out);
    case DType::UInt32: return convertRun<std::uint32_t>(p, strideBytes, count, sw, out);
    case DType::Int64: return convertRun<std::int64_t>(p, strideBytes, count, sw, out);
    case DType::UInt64: return convertRun<std::uint64_t>(p, strideBytes, count, sw, out);
    case DType::Float16:
        for (std::size_t i = 0; i < count; ++i, p += strideBytes)
            out[i] = halfToDouble(sw ? loadSwapped<std::uint16_t>(p) : loadNative<std::uint16_t>(p));
        return;
    }
}

bool ElementReader::read(std::size_t first, std::size_t count, double* out) const
{
    if (count == 0)
        return true;
    if (m_view.data == nullptr) { // opened to be streamed (fileBytes): nothing of it is in memory
        std::fill(out, out + count, std::numeric_limits<double>::quiet_NaN());
        return false;
    }
    if (!m_view.mapping) {
        readUnguarded(first, count, out);
        return true;
    }
    // A mapped file truncated by another program: the read stops, its elements are NaN.
    if (guardMappedRead([&] { readUnguarded(first, count, out); }))
        return true;
    std::fill(out, out + count, std::numeric_limits<double>::quiet_NaN());
    return false;
}

void ElementReader::readUnguarded(std::size_t first, std::size_t count, double* out) const
{
    const auto elementSize = static_cast<std::int64_t>(dtypeSize(m_view.dtype));
    const auto& shape = m_view.shape;
    if (shape.empty() || m_contiguous) {
        readRun(m_view.data + static_cast<std::int64_t>(first) * elementSize, elementSize, count, out);
    } else {
        // Walk the strided (permuted or Fortran-order) view one innermost row at a time.
        const std::size_t rank = shape.size();
        std::vector<std::int64_t> index(rank);
        std::size_t rest = first;
        for (std::size_t d = rank; d-- > 0;) {
            index[d] = static_cast<std::int64_t>(rest % static_cast<std::size_t>(shape[d]));
            rest /= static_cast<std::size_t>(shape[d]);
        }
        std::size_t done = 0;
        while (done < count) {
            std::int64_t offset = 0;
            for (std::size_t d = 0; d < rank; ++d)
                offset += index[d] * m_view.strides[d];
            const auto rowLeft = static_cast<std::size_t>(shape[rank - 1] - index[rank - 1]);
            const std::size_t run = std::min(rowLeft, count - done);
            readRun(m_view.data + offset * elementSize, m_view.strides[rank - 1] * elementSize, run, out + done);
            done += run;
            index[rank - 1] += static_cast<std::int64_t>(run);
            for (std::size_t d = rank - 1; d > 0 && index[d] >= shape[d]; --d)
                index[d] = 0, ++index[d - 1];
        }
    }
    if (m_dequant)
        dequantize(first, count, out);
}

void ElementReader::convert(const std::byte* bytes, std::size_t first, std::size_t count, double* out) const
{
    const auto elementSize = static_cast<std::int64_t>(dtypeSize(m_view.dtype));
    readRun(bytes, elementSize, count, out);
    if (m_dequant)
        dequantize(first, count, out);
}

void ElementReader::dequantize(std::size_t first, std::size_t count, double* out) const
{
    const auto& scales = m_dequant->scales;
    const auto& zeros = m_dequant->zeroPoints;
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t c = m_channelCount > 1 ? ((first + i) / m_channelInner) % m_channelCount : 0;
        const double scale = scales[std::min(c, scales.size() - 1)];
        const double zero = zeros.empty() ? 0.0 : static_cast<double>(zeros[std::min(c, zeros.size() - 1)]);
        out[i] = scale * (out[i] - zero);
    }
}

} // namespace quantlens
