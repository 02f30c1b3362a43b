#include "runtime/tensor.h"

#include "runtime/buffer_pool.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <stdexcept>
#include <unistd.h>

namespace quantlens::runtime {
namespace {

    /// Rounded up so vector loads past the last element stay inside the allocation.
    std::shared_ptr<void> allocate(std::size_t bytes) { return allocateBuffer(bytes); }

    bool executorType(DType t)
    {
        switch (t) {
        case DType::Float32:
        case DType::Float64:
        case DType::Int8:
        case DType::UInt8:
        case DType::Int16:
        case DType::UInt16:
        case DType::Int32:
        case DType::Int64:
        case DType::Bool: return true;
        default: return false;
        }
    }

    template <class T> double asDouble(const std::byte* p)
    {
        return static_cast<double>(*reinterpret_cast<const T*>(p));
    }

    double elementDouble(DType t, const std::byte* base, std::size_t i)
    {
        switch (t) {
        case DType::Float32: return asDouble<float>(base + i * 4);
        case DType::Float64: return asDouble<double>(base + i * 8);
        case DType::Int8: return asDouble<std::int8_t>(base + i);
        case DType::UInt8: return asDouble<std::uint8_t>(base + i);
        case DType::Int16: return asDouble<std::int16_t>(base + i * 2);
        case DType::UInt16: return asDouble<std::uint16_t>(base + i * 2);
        case DType::Int32: return asDouble<std::int32_t>(base + i * 4);
        case DType::Int64: return asDouble<std::int64_t>(base + i * 8);
        case DType::Bool: return *reinterpret_cast<const std::uint8_t*>(base + i) ? 1.0 : 0.0;
        default: return 0;
        }
    }
}

namespace {
    std::size_t defaultLimit()
    {
        const long pages = ::sysconf(_SC_PHYS_PAGES), size = ::sysconf(_SC_PAGE_SIZE);
        return pages > 0 && size > 0 ? static_cast<std::size_t>(pages) * static_cast<std::size_t>(size) / 2
                                     : std::size_t { 4 } << 30;
    }
    std::atomic<std::size_t> g_limit { defaultLimit() };
}

void setTensorSizeLimit(std::size_t bytes) { g_limit.store(bytes); }
std::size_t tensorSizeLimit() { return g_limit.load(); }

std::size_t elementCount(const Shape& shape)
{
    std::size_t n = 1;
    for (auto d : shape)
        n *= static_cast<std::size_t>(std::max<std::int64_t>(d, 0));
    return n;
}

Tensor::Tensor(DType dtype, Shape shape)
    : m_dtype(dtype)
    , m_shape(std::move(shape))
{
    // Counted with overflow checks: a broken model's shapes may multiply past 64 bits.
    std::size_t count = 1;
    for (auto d : m_shape) {
        if (d < 0)
            throw std::length_error("negative dimension");
        if (d != 0 && count > tensorSizeLimit() / static_cast<std::size_t>(d))
            throw std::length_error("tensor too large");
        count *= static_cast<std::size_t>(d);
    }
    if (count > tensorSizeLimit() / dtypeSize(dtype))
        throw std::length_error("tensor too large");
    m_count = count;
    auto buffer = allocate(byteSize());
    m_data = static_cast<std::byte*>(buffer.get());
    m_owner = std::move(buffer);
}

Tensor Tensor::zeros(DType dtype, Shape shape)
{
    Tensor t(dtype, std::move(shape));
    std::memset(t.m_data, 0, t.byteSize());
    return t;
}

Tensor Tensor::reshaped(Shape shape) const
{
    Tensor t = *this;
    t.m_shape = std::move(shape);
    return t;
}

std::optional<Tensor> Tensor::fromView(const TensorView& view)
{
    if (!executorType(view.dtype) || view.strides.size() != view.shape.size()
        || (view.data == nullptr && view.elementCount() != 0))
        return std::nullopt;
    Tensor t;
    t.m_dtype = view.dtype;
    t.m_shape = view.shape;
    t.m_count = view.elementCount();
    const std::size_t width = dtypeSize(view.dtype);
    const bool aligned = reinterpret_cast<std::uintptr_t>(view.data) % width == 0;
    if (view.isRowMajorContiguous() && !view.byteSwapped && aligned) {
        t.m_owner = view.owner;
        static std::byte empty[8];
        // Never written: only the kernel that allocates a tensor writes to it.
        t.m_data = view.data ? const_cast<std::byte*>(view.data) : empty;
        return t;
    }
    auto buffer = allocate(t.byteSize());
    t.m_data = static_cast<std::byte*>(buffer.get());
    t.m_owner = std::move(buffer);
    std::vector<std::int64_t> index(view.shape.size(), 0);
    for (std::size_t i = 0; i < t.m_count; ++i) {
        std::int64_t offset = 0;
        for (std::size_t d = 0; d < index.size(); ++d)
            offset += index[d] * view.strides[d];
        std::byte* to = t.m_data + i * width;
        std::memcpy(to, view.data + offset * static_cast<std::int64_t>(width), width);
        if (view.byteSwapped)
            std::reverse(to, to + width);
        for (std::size_t d = index.size(); d-- > 0;) {
            if (++index[d] < view.shape[d])
                break;
            index[d] = 0;
        }
    }
    return t;
}

TensorView Tensor::view(const std::string& source) const
{
    TensorView v;
    v.owner = m_owner;
    v.data = m_data;
    v.dtype = m_dtype;
    v.shape = m_shape;
    v.strides = TensorView::rowMajorStrides(m_shape);
    v.source = source;
    return v;
}

double Tensor::scalarAsDouble(std::size_t i) const { return i < m_count ? elementDouble(m_dtype, m_data, i) : 0.0; }

std::int64_t Tensor::scalarAsInt(std::size_t i) const
{
    if (i >= m_count)
        return 0;
    switch (m_dtype) {
    case DType::Int64: return data<std::int64_t>()[i];
    case DType::Int32: return data<std::int32_t>()[i];
    default: return saturatingInt64(elementDouble(m_dtype, m_data, i));
    }
}

std::vector<std::int64_t> Tensor::toInts() const
{
    std::vector<std::int64_t> out(m_count);
    for (std::size_t i = 0; i < m_count; ++i)
        out[i] = scalarAsInt(i);
    return out;
}

std::vector<double> Tensor::toDoubles() const
{
    std::vector<double> out(m_count);
    for (std::size_t i = 0; i < m_count; ++i)
        out[i] = scalarAsDouble(i);
    return out;
}

std::int64_t saturatingInt64(double value)
{
    constexpr double kTwoTo63 = 9223372036854775808.0;
    if (std::isnan(value))
        return 0;
    if (value >= kTwoTo63)
        return std::numeric_limits<std::int64_t>::max();
    if (value < -kTwoTo63)
        return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(value);
}

Tensor makeFloatTensor(Shape shape, const std::vector<float>& values)
{
    Tensor t(DType::Float32, std::move(shape));
    std::copy_n(values.begin(), std::min(values.size(), t.size()), t.mutableData<float>());
    return t;
}

Tensor makeInt64Tensor(Shape shape, const std::vector<std::int64_t>& values)
{
    Tensor t(DType::Int64, std::move(shape));
    std::copy_n(values.begin(), std::min(values.size(), t.size()), t.mutableData<std::int64_t>());
    return t;
}

} // namespace quantlens::runtime
