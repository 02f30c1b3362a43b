#include "model/tensor_values.h"

#include "tensor/element_reader.h"

namespace quantlens {

std::optional<double> elementAsDouble(const TensorView& view, std::size_t flatIndex)
{
    if (view.data == nullptr || flatIndex >= view.elementCount() || view.strides.size() != view.shape.size())
        return std::nullopt;
    double value = 0;
    ElementReader(view).read(flatIndex, 1, &value);
    return value;
}

std::optional<std::vector<double>> valuesAsDouble(const TensorView& view)
{
    if (view.data == nullptr || view.strides.size() != view.shape.size())
        return std::nullopt;
    std::vector<double> values(view.elementCount());
    ElementReader(view).read(0, values.size(), values.data());
    return values;
}

} // namespace quantlens
