#include "bench_read_pass.h"

#include "bench_timing.h"

#include "analysis/analysis_runner.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>

namespace {
/// The processor time this process has used so far, on all its threads.
double processCpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    auto seconds
        = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}
}

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

bool alternateWithReadPass(const quantlens::AnalysisInputs& inputs, const std::vector<std::string>& folders, int repeat,
    const char* mode, AlternatingRuns& runs, double (*extra)(const std::string&), const std::string& extraArgument)
{
    streamingReadSum(folders); // warm the page cache
    for (int r = 0; r < std::max(1, repeat); ++r) {
        const double cpuBeforeRead = processCpuSeconds();
        runs.last = streamingReadSum(folders);
        runs.read.push_back(runs.last.seconds);
        const double cpuBeforeAnalysis = processCpuSeconds();
        runs.readCpu.push_back(cpuBeforeAnalysis - cpuBeforeRead);
        const auto start = std::chrono::steady_clock::now();
        const auto result = quantlens::runAnalysis(inputs);
        runs.analysis.push_back(secondsSince(start));
        runs.analysisCpu.push_back(processCpuSeconds() - cpuBeforeAnalysis);
        if (!result) {
            std::fprintf(stderr, "metrics_bench %s: %s\n", mode, result.error().toString().c_str());
            return false;
        }
        if (extra) {
            runs.extra.push_back(extra(extraArgument));
            if (runs.extra.back() < 0) {
                std::fprintf(stderr, "metrics_bench %s: failed on %s\n", mode, extraArgument.c_str());
                return false;
            }
        }
    }
    return true;
}
