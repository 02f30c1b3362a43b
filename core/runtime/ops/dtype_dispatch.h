#pragma once
// Calls a generic lambda with a value of the C++ type of a runtime dtype, so one kernel template
// serves every element type it supports.
#include "runtime/op_kernel.h"

#include <cstdint>

namespace quantlens::runtime {

template <class T> struct TypeTag {
    using type = T;
};

/// Every type the executor holds.
template <class F> decltype(auto) dispatchAny(DType t, F&& f)
{
    switch (t) {
    case DType::Float32: return f(TypeTag<float> {});
    case DType::Float64: return f(TypeTag<double> {});
    case DType::Int8: return f(TypeTag<std::int8_t> {});
    case DType::UInt8: return f(TypeTag<std::uint8_t> {});
    case DType::Int16: return f(TypeTag<std::int16_t> {});
    case DType::UInt16: return f(TypeTag<std::uint16_t> {});
    case DType::Int32: return f(TypeTag<std::int32_t> {});
    case DType::Int64: return f(TypeTag<std::int64_t> {});
    case DType::Bool: return f(TypeTag<bool> {});
    default: throw OpError(text("run.dtype", { dtypeName(t) }));
    }
}

/// Numbers with arithmetic (no bool).
template <class F> decltype(auto) dispatchNumeric(DType t, F&& f)
{
    switch (t) {
    case DType::Float32: return f(TypeTag<float> {});
    case DType::Float64: return f(TypeTag<double> {});
    case DType::Int8: return f(TypeTag<std::int8_t> {});
    case DType::UInt8: return f(TypeTag<std::uint8_t> {});
    case DType::Int16: return f(TypeTag<std::int16_t> {});
    case DType::UInt16: return f(TypeTag<std::uint16_t> {});
    case DType::Int32: return f(TypeTag<std::int32_t> {});
    case DType::Int64: return f(TypeTag<std::int64_t> {});
    default: throw OpError(text("run.dtype", { dtypeName(t) }));
    }
}

/// float and double.
template <class F> decltype(auto) dispatchFloat(DType t, F&& f)
{
    switch (t) {
    case DType::Float32: return f(TypeTag<float> {});
    case DType::Float64: return f(TypeTag<double> {});
    default: throw OpError(text("run.dtype", { dtypeName(t) }));
    }
}

template <class T> constexpr DType dtypeOf()
{
    if constexpr (std::is_same_v<T, float>)
        return DType::Float32;
    else if constexpr (std::is_same_v<T, double>)
        return DType::Float64;
    else if constexpr (std::is_same_v<T, std::int8_t>)
        return DType::Int8;
    else if constexpr (std::is_same_v<T, std::uint8_t>)
        return DType::UInt8;
    else if constexpr (std::is_same_v<T, std::int16_t>)
        return DType::Int16;
    else if constexpr (std::is_same_v<T, std::uint16_t>)
        return DType::UInt16;
    else if constexpr (std::is_same_v<T, std::int32_t>)
        return DType::Int32;
    else if constexpr (std::is_same_v<T, std::int64_t>)
        return DType::Int64;
    else
        return DType::Bool;
}

} // namespace quantlens::runtime

namespace quantlens::runtime {
/// The tensor converted to another element type as ONNX's Cast does (shape_ops.cpp).
Tensor castTensor(const Tensor& x, DType to, ThreadPool& pool);
}
