#pragma once
#include "tensor/dtype.h"
#include "tensor/tensor_view.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::runtime {

using Shape = std::vector<std::int64_t>;

/// Number of elements of a shape (1 for a scalar).
std::size_t elementCount(const Shape& shape);

/// The largest tensor the executor allocates (bytes); a kernel asked for more throws std::length_error
/// (a hostile or broken model must not take the machine's memory). Default: half the machine's memory.
void setTensorSizeLimit(std::size_t bytes);
std::size_t tensorSizeLimit();

/// A value the executor computes with: dtype, shape and row-major data. Produced tensors are not
/// changed after their kernel returns, so consumers share them; copying a Tensor shares the data.
class Tensor {
public:
    Tensor() = default;
    /// A new tensor with uninitialised data, aligned for vector loads.
    Tensor(DType dtype, Shape shape);
    /// A new tensor filled with zero bytes.
    static Tensor zeros(DType dtype, Shape shape);
    /// The same data seen with another shape of the same element count (Reshape, Squeeze, ...).
    Tensor reshaped(Shape shape) const;
    /// A read-only tensor over a weight of the model (zero copy when it is row-major in this machine's
    /// byte order; a converted copy otherwise). nullopt for element types the executor has no kernels for.
    static std::optional<Tensor> fromView(const TensorView& view);
    /// A view for the readers and writers of dumps (shares the data).
    TensorView view(const std::string& source = {}) const;

    DType dtype() const { return m_dtype; }
    const Shape& shape() const { return m_shape; }
    std::size_t rank() const { return m_shape.size(); }
    std::int64_t dim(std::size_t axis) const { return m_shape[axis]; }
    std::size_t size() const { return m_count; } ///< elements
    std::size_t byteSize() const { return m_count * dtypeSize(m_dtype); }
    /// False for a default-constructed tensor (no value yet, or released).
    bool valid() const { return m_data != nullptr; }

    template <class T> const T* data() const { return reinterpret_cast<const T*>(m_data); }
    /// Only the kernel that created the tensor writes to it.
    template <class T> T* mutableData() const { return reinterpret_cast<T*>(m_data); }
    const std::byte* bytes() const { return m_data; }

    /// Element i converted to double / int64 (scalars of shape inputs, scales, axes).
    double scalarAsDouble(std::size_t i = 0) const;
    std::int64_t scalarAsInt(std::size_t i = 0) const;
    std::vector<std::int64_t> toInts() const;
    std::vector<double> toDoubles() const;

private:
    DType m_dtype = DType::Float32;
    Shape m_shape;
    std::size_t m_count = 0;
    std::shared_ptr<const void> m_owner;
    std::byte* m_data = nullptr;
};

/// A float32 tensor of the given shape holding `values`; for tests and scalars.
Tensor makeFloatTensor(Shape shape, const std::vector<float>& values);
/// A double as int64, truncated toward zero: NaN is 0, values beyond int64 clamp (a plain cast of them
/// is undefined in C++; models may hold any float where an integer is read).
std::int64_t saturatingInt64(double value);
Tensor makeInt64Tensor(Shape shape, const std::vector<std::int64_t>& values);

} // namespace quantlens::runtime
