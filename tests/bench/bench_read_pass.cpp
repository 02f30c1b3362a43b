#include "bench_read_pass.h"

#include "bench_timing.h"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>

ReadPass streamingReadSum(const std::vector<std::string>& folders)
{
    constexpr std::size_t kBuffer = 4u << 20;
    std::vector<float> buffer(kBuffer / sizeof(float));
    ReadPass pass;
    const auto start = std::chrono::steady_clock::now();
    for (const auto& folder : folders)
        for (const auto& entry : std::filesystem::directory_iterator(folder)) {
            if (!entry.is_regular_file())
                continue;
            const int fd = ::open(entry.path().c_str(), O_RDONLY | O_CLOEXEC);
            if (fd < 0)
                continue;
            pass.files += 1;
            off_t offset = 0;
            for (ssize_t got; (got = ::pread(fd, buffer.data(), kBuffer, offset)) > 0; offset += got) {
                const std::size_t n = static_cast<std::size_t>(got) / sizeof(float);
                double lanes[8] = {};
                for (std::size_t i = 0; i + 8 <= n; i += 8)
                    for (int j = 0; j < 8; ++j)
                        lanes[j] += buffer[i + j];
                for (double lane : lanes)
                    pass.checksum += lane;
                pass.bytes += static_cast<double>(got);
            }
            ::close(fd);
        }
    pass.seconds = secondsSince(start);
    return pass;
}
