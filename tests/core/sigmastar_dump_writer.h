#pragma once
// Writes SigmaStar dumps (sigma_outtensor_dump.bin) from the layout in FORMATS.md §1.2, for the
// reader's tests: binary records with each trailer the known writers leave, and the printed
// (dumpasstring) variant as splite_binary_to_string.c prints it.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace quantlens::test {

/// What follows a binary payload: the simulator's "\n};\n//buffer data size: N\n" (what
/// dump_debug.py skips), tflite_dump_data.py's "};\n", or nothing (onnx_dump_data.py).
enum class Trailer { Simulator, Tflite, None };

struct SigmaRecordSpec {
    bool isOutput = true;
    int ioIndex = 0;
    std::string scale = "0.000000"; ///< as printed after "s:"
    long long zeroPoint = 0;
    std::string type = "float";
    std::string name = "t";
    bool constant = false;
    std::vector<std::int64_t> shape { 1 };
    int dims = -1; ///< printed dims:N; -1 = the shape's rank
    int opIndex = 0;
    std::string opType = "CONV_2D";
    std::string payload; ///< raw bytes (binary records)
    Trailer trailer = Trailer::Simulator;
};

/// A float record (of an isFloat: 1 dump) with no payload yet.
inline SigmaRecordSpec sigmaRecord(std::string name, std::vector<std::int64_t> shape)
{
    SigmaRecordSpec r;
    r.name = std::move(name);
    r.shape = std::move(shape);
    return r;
}

/// A record with a storage type and quantization; `scale` as printed after "s:".
inline SigmaRecordSpec sigmaQuantized(
    std::string name, std::vector<std::int64_t> shape, std::string type, std::string scale, long long zeroPoint)
{
    SigmaRecordSpec r = sigmaRecord(std::move(name), std::move(shape));
    r.type = std::move(type);
    r.scale = std::move(scale);
    r.zeroPoint = zeroPoint;
    return r;
}

inline std::string shapeText(const std::vector<std::int64_t>& shape)
{
    std::string s = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

/// Lines A and B.
inline std::string sigmaHeaderLines(const SigmaRecordSpec& r)
{
    const int dims = r.dims >= 0 ? r.dims : static_cast<int>(r.shape.size());
    return std::string(r.isOutput ? "//out " : "//in ") + std::to_string(r.ioIndex) + " s: " + r.scale
        + " z: " + std::to_string(r.zeroPoint) + " type: " + r.type + " name: " + r.name
        + " bConstant:" + (r.constant ? "1" : "0") + " shape:" + shapeText(r.shape) + " dims:" + std::to_string(dims)
        + "\n" + (r.isOutput ? "op_out[" : "op_in[") + std::to_string(r.opIndex) + "] " + r.opType + " = {\n";
}

inline std::string sigmaBinaryRecord(const SigmaRecordSpec& r)
{
    const std::string size = std::to_string(r.payload.size());
    std::string out = sigmaHeaderLines(r) + "//buffer data size: " + size + "\n" + r.payload;
    switch (r.trailer) {
    case Trailer::Simulator: return out + "\n};\n//buffer data size: " + size + "\n";
    case Trailer::Tflite: return out + "};\n";
    case Trailer::None: return out;
    }
    return out;
}

/// splite_binary_to_string.c: a line break, then 16 values per line as "%.6f, " (or "%6d, " for
/// integers), each line ended by "\n", then "\n};\n".
template <class T> std::string sigmaTextRecord(const SigmaRecordSpec& r, const std::vector<T>& values)
{
    std::string out = sigmaHeaderLines(r);
    std::string line;
    for (std::size_t j = 0; j < values.size(); ++j) {
        if (j % 16 == 0) {
            out += line + "\n";
            line.clear();
        }
        char buffer[64];
        if constexpr (std::is_floating_point_v<T>)
            std::snprintf(buffer, sizeof buffer, "%.6f, ", static_cast<double>(values[j]));
        else
            std::snprintf(buffer, sizeof buffer, "%6d, ", static_cast<int>(values[j]));
        line += buffer;
    }
    if (!line.empty())
        out += line + "\n";
    return out + "\n};\n";
}

inline std::string sigmaDump(bool isFloat, const std::vector<std::string>& records)
{
    std::string out = isFloat ? "isFloat: 1\n" : "isFloat: 0\n";
    for (const auto& r : records)
        out += r;
    return out;
}

/// Little-endian bytes of the values, as the x86 simulator writes them.
template <class T> std::string sigmaPayload(const std::vector<T>& values)
{
    std::string out;
    for (T v : values) {
        unsigned char b[sizeof(T)];
        std::memcpy(b, &v, sizeof(T));
        for (std::size_t i = 0; i < sizeof(T); ++i)
            out += static_cast<char>(b[i]); // the test hosts are little-endian, like the simulator
    }
    return out;
}

} // namespace quantlens::test
