#include "runtime/ops/strided_copy.h"

#include <cstring>

namespace quantlens::runtime {
namespace {
    template <class T>
    void copyRows(const T* src, T* dst, const Shape& shape, const std::vector<std::int64_t>& strides,
        std::int64_t offset, std::size_t rowBegin, std::size_t rowEnd)
    {
        const std::size_t rank = shape.size();
        const auto inner = static_cast<std::size_t>(shape[rank - 1]);
        const std::int64_t innerStride = strides[rank - 1];
        for (std::size_t row = rowBegin; row < rowEnd; ++row) {
            std::int64_t at = offset;
            std::size_t rest = row;
            for (std::size_t d = rank - 1; d-- > 0;) {
                const auto n = static_cast<std::size_t>(shape[d]);
                at += static_cast<std::int64_t>(rest % n) * strides[d];
                rest /= n;
            }
            T* out = dst + row * inner;
            if (innerStride == 1)
                std::memcpy(out, src + at, inner * sizeof(T));
            else if (innerStride == 0)
                std::fill(out, out + inner, src[at]);
            else
                for (std::size_t i = 0; i < inner; ++i)
                    out[i] = src[at + static_cast<std::int64_t>(i) * innerStride];
        }
    }

    template <class T>
    void copyAll(const Tensor& source, Tensor& out, const Shape& shape, const std::vector<std::int64_t>& strides,
        std::int64_t offset, ThreadPool& pool)
    {
        const std::size_t inner = static_cast<std::size_t>(shape.back());
        const std::size_t rows = inner == 0 ? 0 : out.size() / inner;
        const T* src = reinterpret_cast<const T*>(source.bytes());
        T* dst = out.mutableData<T>();
        pool.parallelFor(rows, std::max<std::size_t>(1, 8192 / std::max<std::size_t>(inner, 1)),
            [&](std::size_t b, std::size_t e) { copyRows(src, dst, shape, strides, offset, b, e); });
    }
}

Tensor copyStrided(const Tensor& source, const Shape& shape, const std::vector<std::int64_t>& strides,
    std::int64_t offset, ThreadPool& pool)
{
    Tensor out(source.dtype(), shape);
    if (out.size() == 0)
        return out;
    if (shape.empty()) {
        std::memcpy(out.mutableData<std::byte>(),
            source.bytes() + offset * static_cast<std::int64_t>(dtypeSize(source.dtype())), dtypeSize(source.dtype()));
        return out;
    }
    switch (dtypeSize(source.dtype())) {
    case 1: copyAll<std::uint8_t>(source, out, shape, strides, offset, pool); break;
    case 2: copyAll<std::uint16_t>(source, out, shape, strides, offset, pool); break;
    case 4: copyAll<std::uint32_t>(source, out, shape, strides, offset, pool); break;
    default: copyAll<std::uint64_t>(source, out, shape, strides, offset, pool); break;
    }
    return out;
}

std::optional<DType> dtypeFromOnnxCode(std::int64_t code)
{
    switch (code) {
    case 1: return DType::Float32;
    case 2: return DType::UInt8;
    case 3: return DType::Int8;
    case 4: return DType::UInt16;
    case 5: return DType::Int16;
    case 6: return DType::Int32;
    case 7: return DType::Int64;
    case 9: return DType::Bool;
    case 11: return DType::Float64;
    default: return std::nullopt;
    }
}

} // namespace quantlens::runtime
