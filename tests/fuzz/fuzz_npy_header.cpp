// .npy headers: magic, version, header length, the Python-literal dict (descr, fortran_order, shape).
#include "tensor/npy_header_parser.h"
#include "tensor/npy_reader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto header = quantlens::parseNpyHeader(reinterpret_cast<const std::byte*>(data), size, "fuzz.npy");
    if (header)
        (void)quantlens::npyElementCount(header.value().shape, quantlens::dtypeSize(header.value().dtype));
    return 0;
}
