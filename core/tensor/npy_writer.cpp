#include "tensor/npy_writer.h"

#include <bit>
#include <cstring>

namespace quantlens {
namespace {
    std::string header(const std::vector<std::int64_t>& shape, const char* descr = "<f4")
    {
        std::string dims;
        for (const auto d : shape)
            dims += std::to_string(d) + ", ";
        if (shape.size() > 1)
            dims.erase(dims.size() - 2); // "(1, 3)" but "(5,)"
        else if (shape.size() == 1)
            dims.pop_back();
        std::string dict = std::string("{'descr': '") + descr + "', 'fortran_order': False, 'shape': (" + dims + "), }";
        // Magic (6) + version (2) + length (2) + dict + padding + '\n' is a multiple of 64.
        const std::size_t unpadded = 10 + dict.size() + 1;
        dict.append((64 - unpadded % 64) % 64, ' ');
        dict += '\n';
        std::string out("\x93NUMPY\x01\x00", 8);
        const auto length = static_cast<std::uint16_t>(dict.size());
        out += static_cast<char>(length & 0xff);
        out += static_cast<char>(length >> 8);
        return out + dict;
    }

    void appendLittleEndian(std::string& out, float v)
    {
        std::uint32_t bits = std::bit_cast<std::uint32_t>(v);
        for (int i = 0; i < 4; ++i, bits >>= 8)
            out += static_cast<char>(bits & 0xff);
    }
}

std::string npyHeader(DType dtype, const std::vector<std::int64_t>& shape)
{
    const char* descr = "<f4";
    switch (dtype) {
    case DType::Float16: descr = "<f2"; break;
    case DType::Float32: descr = "<f4"; break;
    case DType::Float64: descr = "<f8"; break;
    case DType::Int8: descr = "|i1"; break;
    case DType::UInt8: descr = "|u1"; break;
    case DType::Int16: descr = "<i2"; break;
    case DType::UInt16: descr = "<u2"; break;
    case DType::Int32: descr = "<i4"; break;
    case DType::UInt32: descr = "<u4"; break;
    case DType::Int64: descr = "<i8"; break;
    case DType::UInt64: descr = "<u8"; break;
    case DType::Bool: descr = "|b1"; break;
    }
    return header(shape, descr);
}

std::string npyFloat32(const std::vector<std::int64_t>& shape, const std::vector<double>& values)
{
    std::string out = header(shape);
    out.reserve(out.size() + values.size() * 4);
    for (const double v : values)
        appendLittleEndian(out, static_cast<float>(v));
    return out;
}

std::string npyFloat32(const std::vector<std::int64_t>& shape, const float* values, std::size_t count)
{
    std::string out = header(shape);
    out.reserve(out.size() + count * 4);
    for (std::size_t i = 0; i < count; ++i)
        appendLittleEndian(out, values[i]);
    return out;
}

} // namespace quantlens
