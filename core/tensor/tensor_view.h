#pragma once
#include "tensor/dtype.h"
#include "tensor/mapped_file.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// A typed, shaped window on bytes owned elsewhere (a memory map or a decompressed buffer).
/// Copying a view never copies the data.
struct TensorView {
    std::shared_ptr<const void> owner; ///< keeps the mapping or buffer alive
    const std::byte* data = nullptr;
    DType dtype = DType::Float32;
    bool byteSwapped = false; ///< stored in the other byte order than this machine's
    std::vector<std::int64_t> shape;
    std::vector<std::int64_t> strides; ///< in elements, one per dimension
    std::string source; ///< file (and archive member) the data came from, for messages
    /// Set when the data lies in a memory map, so a reader can hand back the pages it has finished.
    std::shared_ptr<const MappedFile> mapping;
    /// Where the payload lies in an open file. Set instead of `data` (which is then null) for a view
    /// opened for one read front to back (DumpFile::tensorToStream): only reads of the file see it.
    struct FileBytes {
        std::shared_ptr<const FileReader> file;
        std::uint64_t offset = 0;
    };
    std::optional<FileBytes> fileBytes;

    std::size_t elementCount() const
    {
        std::size_t n = 1;
        for (auto d : shape)
            n *= static_cast<std::size_t>(d);
        return n;
    }
    std::size_t byteSize() const { return elementCount() * dtypeSize(dtype); }

    /// Row-major strides for a shape.
    static std::vector<std::int64_t> rowMajorStrides(const std::vector<std::int64_t>& shape)
    {
        std::vector<std::int64_t> s(shape.size());
        std::int64_t step = 1;
        for (std::size_t i = shape.size(); i-- > 0;) {
            s[i] = step;
            // Saturates: only a tensor with a zero dimension can have dimensions this large, and it
            // is never indexed.
            if (__builtin_mul_overflow(step, shape[i] > 0 ? shape[i] : 1, &step))
                step = std::numeric_limits<std::int64_t>::max();
        }
        return s;
    }
    /// True when elements lie in row-major order with no gaps (the fast path of every reduction).
    bool isRowMajorContiguous() const
    {
        const auto expected = rowMajorStrides(shape);
        for (std::size_t i = 0; i < shape.size(); ++i)
            if (shape[i] > 1 && strides[i] != expected[i])
                return false;
        return true;
    }
    /// The same data seen with its axes reordered: result axis i is this view's axis perm[i].
    TensorView permuted(const std::vector<int>& perm) const
    {
        TensorView v = *this;
        for (std::size_t i = 0; i < perm.size(); ++i) {
            v.shape[i] = shape[static_cast<std::size_t>(perm[i])];
            v.strides[i] = strides[static_cast<std::size_t>(perm[i])];
        }
        return v;
    }
};

} // namespace quantlens
