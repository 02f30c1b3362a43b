#pragma once
#include "tensor/file_head.h"
#include "tensor/tensor_view.h"
#include "util/result.h"

#include <cstddef>
#include <memory>
#include <string>

namespace quantlens {

/// What an .npy header says (format versions 1.0, 2.0 and 3.0).
struct NpyHeader {
    int majorVersion = 1;
    DType dtype = DType::Float32;
    bool byteSwapped = false;
    bool fortranOrder = false;
    std::vector<std::int64_t> shape;
    std::size_t dataOffset = 0; ///< bytes from the start of the file to the first element
};

/// Parses and validates the header at the start of `bytes`. `source` names the file in messages.
Result<NpyHeader> parseNpyHeader(const std::byte* bytes, std::size_t size, const std::string& source);

/// A view over a whole .npy image held in memory that `owner` keeps alive; checks the payload size.
Result<TensorView> viewNpy(
    std::shared_ptr<const void> owner, const std::byte* bytes, std::size_t size, const std::string& source);

/// The same for an image whose header was parsed, and its payload checked against the image's
/// size, already (a small file kept whole since its folder was listed): no second parse.
TensorView viewParsedNpy(
    NpyHeader header, std::shared_ptr<const void> owner, const std::byte* bytes, const std::string& source);

/// A view of an .npy file's array: a small file is read whole into memory, a large one mapped
/// (its pages untouched until read, see MappedFile).
Result<TensorView> readNpyFile(const std::string& path);
/// The same for a file already open whose header was parsed (and checked against the size it was
/// opened with) when its folder was listed: no second open, no second read of the header.
Result<TensorView> readNpyFile(std::unique_ptr<FileReader> file, const NpyHeader& header);
/// The same for one read front to back: a large row-major payload is left unmapped in the open
/// file (TensorView::fileBytes); a Fortran-order one, read out of order, is mapped as above.
Result<TensorView> streamNpyFile(std::unique_ptr<FileReader> file, const NpyHeader& header);
/// The same for a file opened (and its header parsed) now.
Result<TensorView> streamNpyFile(const std::string& path);

/// An .npy file's header from its first bytes, checked against the file's size (the file is read
/// again only for a header longer than `head` holds).
Result<NpyHeader> readNpyFileHeader(const FileHead& head);

} // namespace quantlens
