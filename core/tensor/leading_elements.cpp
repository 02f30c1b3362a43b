#include "tensor/leading_elements.h"

#include "tensor/file_reader.h"

#include <vector>

namespace quantlens {

bool readLeadingElements(const TensorView& view, const ElementReader& reader, std::size_t count, double* out)
{
    const FileReader* file = view.mapping ? view.mapping->file() : nullptr;
    if (file == nullptr || view.data == nullptr || !view.isRowMajorContiguous())
        return reader.read(0, count, out);
    std::vector<std::byte> stored(count * dtypeSize(view.dtype));
    const auto offset = static_cast<std::uint64_t>(view.data - view.mapping->data());
    if (!file->readAt(offset, stored.data(), stored.size()))
        return false;
    reader.convert(stored.data(), 0, count, out);
    return true;
}

} // namespace quantlens
