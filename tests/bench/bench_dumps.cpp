#include "bench_dumps.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {
void writeNpy(const std::filesystem::path& path, const std::vector<float>& data)
{
    std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + std::to_string(data.size()) + ",), }";
    const std::size_t total = 10 + header.size() + 1;
    header.append((64 - total % 64) % 64, ' ');
    header += '\n';
    const auto length = static_cast<unsigned short>(header.size());
    std::ofstream out(path.string() + ".tmp", std::ios::binary);
    out.write("\x93NUMPY\x01\x00", 8);
    out.put(static_cast<char>(length & 0xff)).put(static_cast<char>(length >> 8));
    out << header;
    out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size() * sizeof(float)));
    out.close();
    std::filesystem::rename(path.string() + ".tmp", path);
}
}

void ensureBenchDumps(const std::string& dir, std::size_t tensorCount, std::size_t elementsPerTensor)
{
    namespace fs = std::filesystem;
    const fs::path root(dir);
    const std::string stamp = std::to_string(tensorCount) + "x" + std::to_string(elementsPerTensor);
    if (fs::exists(root / "stamp")) {
        std::ifstream in(root / "stamp");
        std::string existing;
        in >> existing;
        if (existing == stamp)
            return;
    }
    fs::remove_all(root);
    fs::create_directories(root / "float");
    fs::create_directories(root / "quant");
    std::vector<float> f(elementsPerTensor), q(elementsPerTensor);
    for (std::size_t t = 0; t < tensorCount; ++t) {
        const float step = 0.05f * static_cast<float>(t + 1);
        for (std::size_t i = 0; i < elementsPerTensor; ++i) {
            f[i] = 4.0f * std::sin(0.001f * static_cast<float>(i) + static_cast<float>(t)) + 0.5f;
            q[i] = std::round(f[i] / step) * step; // a quantization grid that coarsens with depth
        }
        char name[32];
        std::snprintf(name, sizeof name, "t%03zu.npy", t);
        writeNpy(root / "float" / name, f);
        writeNpy(root / "quant" / name, q);
    }
    std::ofstream(root / "stamp") << stamp << "\n";
}
