#pragma once
// Fixture helpers shared by the tensor reader tests: temp directories, hand-made .npy images,
// libzip-written archives and element decoding that honours dtype, strides and byte order.
#include "tensor/tensor_view.h"

#include <gtest/gtest.h>
#include <zip.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

namespace quantlens::test {

inline std::filesystem::path referenceDir() { return std::filesystem::path(QUANTLENS_TEST_DATA_DIR) / "npy"; }

/// A fresh directory under the system temp dir, removed with everything in it at scope exit.
class TempDir {
public:
    TempDir()
    {
        static std::atomic<int> counter { 0 };
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        std::string test = info != nullptr ? info->name() : "fixture";
        std::replace(test.begin(), test.end(), '/', '_'); // parameterised tests are named "Test/Case"
        m_path = std::filesystem::temp_directory_path()
            / ("quantlens-" + test + "-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    ~TempDir()
    {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    std::string file(const std::string& name) const { return (m_path / name).string(); }

private:
    std::filesystem::path m_path;
};

inline void writeBytes(const std::filesystem::path& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

inline std::string readBytes(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return { std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>() };
}

/// An .npy image around a header dict given verbatim, padded as numpy pads it.
inline std::string npyImage(const std::string& dict, const std::string& payload, int major = 1)
{
    const std::size_t preamble = major == 1 ? 10 : 12;
    std::string header = dict;
    while ((preamble + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    std::string bytes = "\x93NUMPY";
    bytes += static_cast<char>(major);
    bytes += '\0';
    for (std::size_t i = 0; i < preamble - 8; ++i)
        bytes += static_cast<char>((header.size() >> (8 * i)) & 0xFF);
    return bytes + header + payload;
}

inline std::string npyDict(const std::string& descr, const std::string& shape, bool fortran = false)
{
    return "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") + ", 'shape': " + shape
        + ", }";
}

template <class T> std::string rawBytes(std::initializer_list<T> values)
{
    std::string bytes(values.size() * sizeof(T), '\0');
    std::memcpy(bytes.data(), std::data(values), bytes.size());
    return bytes;
}

inline float halfToFloat(std::uint16_t h)
{
    const int exponent = (h >> 10) & 0x1F;
    const int mantissa = h & 0x3FF;
    float value = exponent == 0 ? std::ldexp(static_cast<float>(mantissa), -24)
        : exponent == 31        ? (mantissa != 0 ? NAN : INFINITY)
                                : std::ldexp(static_cast<float>(mantissa + 1024), exponent - 25);
    return (h & 0x8000) != 0 ? -value : value;
}

/// Element at a multi-index, decoded independently of the code under test.
inline double elementAt(const TensorView& view, const std::vector<std::int64_t>& index)
{
    std::int64_t offset = 0;
    for (std::size_t i = 0; i < index.size(); ++i)
        offset += index[i] * view.strides[i];
    const std::size_t size = dtypeSize(view.dtype);
    unsigned char raw[8] = {};
    std::memcpy(raw, view.data + offset * static_cast<std::int64_t>(size), size);
    if (view.byteSwapped)
        std::reverse(raw, raw + size);
    const auto as = [&raw]<class T>(T) {
        T value;
        std::memcpy(&value, raw, sizeof(T));
        return value;
    };
    switch (view.dtype) {
    case DType::Float16: return halfToFloat(as(std::uint16_t {}));
    case DType::Float32: return as(float {});
    case DType::Float64: return as(double {});
    case DType::Int8: return as(std::int8_t {});
    case DType::UInt8: return as(std::uint8_t {});
    case DType::Int16: return as(std::int16_t {});
    case DType::UInt16: return as(std::uint16_t {});
    case DType::Int32: return as(std::int32_t {});
    case DType::UInt32: return as(std::uint32_t {});
    case DType::Int64: return static_cast<double>(as(std::int64_t {}));
    case DType::UInt64: return static_cast<double>(as(std::uint64_t {}));
    case DType::Bool: return raw[0] != 0 ? 1.0 : 0.0;
    }
    return NAN;
}

/// The 2x3 float array every reference file holds (see tests/data/npy/make_fixtures.py).
inline const std::vector<std::vector<double>>& referenceValues()
{
    static const std::vector<std::vector<double>> values { { -1.5, 0.0, 0.25 }, { 2.0, 3.5, -4.0 } };
    return values;
}

inline void expectReferenceValues(const TensorView& view)
{
    ASSERT_EQ(view.shape, (std::vector<std::int64_t> { 2, 3 }));
    for (std::int64_t i = 0; i < 2; ++i)
        for (std::int64_t j = 0; j < 3; ++j)
            EXPECT_EQ(elementAt(view, { i, j }), referenceValues()[i][j]) << view.source << " at " << i << "," << j;
}

struct ZipMember {
    std::string name;
    std::string bytes;
    bool deflate = false;
};

/// Writes a zip with libzip (plain, non-Zip64 headers: numpy's own archives cover the Zip64 forms).
inline void writeZip(const std::filesystem::path& path, const std::vector<ZipMember>& members)
{
    int error = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    ASSERT_NE(archive, nullptr) << "zip_open error " << error;
    for (const auto& member : members) {
        zip_source_t* source = zip_source_buffer(archive, member.bytes.data(), member.bytes.size(), 0);
        ASSERT_NE(source, nullptr);
        const zip_int64_t index = zip_file_add(archive, member.name.c_str(), source, ZIP_FL_ENC_UTF_8);
        ASSERT_GE(index, 0) << zip_strerror(archive);
        const zip_int32_t method = member.deflate ? ZIP_CM_DEFLATE : ZIP_CM_STORE;
        zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), method, 0);
    }
    ASSERT_EQ(zip_close(archive), 0) << zip_strerror(archive);
}

/// Every member of a zip file, name → bytes, read by libzip to the end of each (which checks its
/// CRC); `methods` gets each member's compression method.
inline std::map<std::string, std::string> zipMembers(
    const std::string& path, std::map<std::string, int>* methods = nullptr)
{
    std::map<std::string, std::string> out;
    int error = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &error);
    EXPECT_NE(archive, nullptr) << path << ": libzip error " << error;
    if (!archive)
        return out;
    for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
        zip_stat_t st;
        zip_stat_index(archive, static_cast<zip_uint64_t>(i), 0, &st);
        std::string bytes(st.size, '\0');
        zip_file_t* f = zip_fopen_index(archive, static_cast<zip_uint64_t>(i), 0);
        EXPECT_EQ(zip_fread(f, bytes.data(), bytes.size()), static_cast<zip_int64_t>(bytes.size())) << st.name;
        char more;
        EXPECT_EQ(zip_fread(f, &more, 1), 0) << st.name; // reaching the end checks the CRC
        zip_fclose(f);
        out[st.name] = bytes;
        if (methods)
            (*methods)[st.name] = st.comp_method;
    }
    zip_close(archive);
    return out;
}

/// Every offset at which `needle` occurs in `haystack`.
inline std::vector<std::size_t> findAll(const std::string& haystack, const std::string& needle)
{
    std::vector<std::size_t> found;
    for (auto pos = haystack.find(needle); pos != std::string::npos; pos = haystack.find(needle, pos + 1))
        found.push_back(pos);
    return found;
}

inline void putLe16(std::string& bytes, std::size_t offset, std::uint16_t value)
{
    bytes[offset] = static_cast<char>(value & 0xFF);
    bytes[offset + 1] = static_cast<char>(value >> 8);
}

inline void putLe32(std::string& bytes, std::size_t offset, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i)
        bytes[offset + static_cast<std::size_t>(i)] = static_cast<char>((value >> (8 * i)) & 0xFF);
}

} // namespace quantlens::test
