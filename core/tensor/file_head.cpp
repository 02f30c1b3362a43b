#include "tensor/file_head.h"

#include "tensor/file_reader.h"

#include <algorithm>

namespace quantlens {

Result<FileHead> readFileHead(const std::string& path) { return readFileHead(OpenDirectory(), path, path); }

Result<FileHead> readFileHead(const OpenDirectory& directory, const std::string& name, const std::string& path)
{
    auto file
        = directory.descriptor() >= 0 ? FileReader::openAt(directory.descriptor(), name, path) : FileReader::open(path);
    if (!file)
        return Result<FileHead>::failure(file.error());
    FileHead head;
    head.path = path;
    head.size = file.value()->size();
    auto bytes = std::make_shared<std::vector<std::byte>>(
        static_cast<std::size_t>(std::min<std::uint64_t>(head.size, kFileHeadBytes)));
    bytes->resize(file.value()->readSome(0, bytes->data(), bytes->size()));
    head.bytes = std::move(bytes);
    return Result<FileHead>::success(std::move(head));
}

} // namespace quantlens
