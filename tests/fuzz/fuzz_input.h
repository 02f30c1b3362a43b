#pragma once
// Shared by the fuzz harnesses. Most of QuantLens's readers take a path (they map or pread the
// file, as they do with real dumps), so the fuzzer's bytes reach them through a file of this
// process; and views are read element by element, so a reader that hands out a view over bytes it
// never checked is caught by ASan here, not in a user's analysis.
#include "tensor/element_reader.h"
#include "tensor/tensor_view.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <unistd.h>

namespace quantlens::fuzz {

/// The fuzzer's bytes as `name` in a folder of this process (the name matters to readers that
/// consider the extension). Overwritten by each input.
inline std::string inputFile(const std::uint8_t* data, std::size_t size, const std::string& name)
{
    static const std::filesystem::path folder = [] {
        const char* tmp = std::getenv("TMPDIR");
        auto dir = std::filesystem::path(tmp && *tmp ? tmp : "/tmp") / ("quantlens-fuzz-" + std::to_string(getpid()));
        std::filesystem::create_directories(dir);
        return dir;
    }();
    const std::string path = (folder / name).string();
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (f == nullptr)
        std::abort(); // the harness cannot work: say so loudly rather than fuzz nothing
    if (size > 0 && std::fwrite(data, 1, size, f) != size)
        std::abort();
    std::fclose(f);
    return path;
}

/// Reads up to the first million elements of a view (every dtype path of ElementReader); the sum
/// keeps the reads from being optimised away.
inline double touch(const TensorView& view)
{
    ElementReader reader(view);
    const std::size_t count = std::min<std::size_t>(reader.size(), 1u << 20);
    double buffer[256];
    double sum = 0;
    for (std::size_t first = 0; first < count; first += 256) {
        const std::size_t n = std::min<std::size_t>(256, count - first);
        reader.read(first, n, buffer);
        for (std::size_t i = 0; i < n; ++i)
            sum += buffer[i];
    }
    return sum;
}

/// The input without its first byte, which the harnesses that test several formats use to choose.
inline std::string_view rest(const std::uint8_t* data, std::size_t size)
{
    return size == 0 ? std::string_view() : std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1);
}

} // namespace quantlens::fuzz
