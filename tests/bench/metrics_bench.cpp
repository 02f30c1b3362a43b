// Throughput of the metrics engine over dumps larger than memory would like, against two
// baselines measured in the same run: a plain parallel sum over the same mapped data (what the
// memory system allows) and numpy computing the same metrics. Run on demand:
//   build/release/tests/bench/metrics_bench [--mib 1024] [--tensors 32] [--threads 0] [--dir D]
// or, over a real fixture's dumps (written by ONNX Runtime) against a one-thread streaming read:
//   build/release/tests/bench/metrics_bench --real build/release/realmodels/det [--repeat 5]
// or over many small .npy files (a 20,000-node model, 40,000 files written by numpy):
//   build/release/tests/bench/metrics_bench --many-small /tmp/quantlens-many-small [--repeat 3]
#include "bench_dumps.h"
#include "bench_timing.h"
#include "many_small_mode.h"
#include "real_dumps_mode.h"

#include "metrics/metrics_engine.h"
#include "tensor/dump_set.h"
#include "util/thread_heap.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using namespace quantlens;

namespace {
struct Options {
    std::size_t mib = 1024; ///< per side
    std::size_t tensors = 32;
    unsigned threads = 0;
    std::string dir; ///< default: a folder in /tmp per data size, so sizes do not overwrite each other
    std::string python = "/usr/bin/python3";
    bool numpy = true;
    std::string real; ///< a real fixture's folder: the --real mode
    std::string manySmall; ///< the many-small-tensors case's folder: the --many-small mode
    int nodes = 20000; ///< of the many-small case when it is written
    int repeat = 5;
};

// The bandwidth baseline: one pass summing every float of both sides, same threads, same page release.
double baselineSum(const std::vector<MetricsJob>& jobs, unsigned threads)
{
    constexpr std::size_t kRange = 1u << 22;
    struct Range {
        const TensorView* view;
        std::size_t first, count;
    };
    std::vector<Range> ranges;
    for (const auto& job : jobs)
        for (const auto* v : { &job.reference, &job.candidate })
            for (std::size_t first = 0; first < v->elementCount(); first += kRange)
                ranges.push_back({ v, first, std::min(kRange, v->elementCount() - first) });
    std::atomic<std::size_t> next { 0 };
    std::vector<double> totals(threads, 0.0);
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (std::size_t r; (r = next++) < ranges.size();) {
                const auto* data = reinterpret_cast<const float*>(ranges[r].view->data) + ranges[r].first;
                double lanes[4] = {};
                std::size_t i = 0;
                for (; i + 4 <= ranges[r].count; i += 4)
                    for (int j = 0; j < 4; ++j)
                        lanes[j] += data[i + j];
                for (; i < ranges[r].count; ++i)
                    lanes[0] += data[i];
                totals[t] += lanes[0] + lanes[1] + lanes[2] + lanes[3];
                const auto offset = static_cast<std::size_t>(ranges[r].view->data - ranges[r].view->mapping->data());
                ranges[r].view->mapping->adviseDone(offset + ranges[r].first * 4, ranges[r].count * 4);
            }
        });
    for (auto& t : pool)
        t.join();
    double sum = 0;
    for (double x : totals)
        sum += x;
    return sum;
}

// Linux resets VmHWM (peak RSS) when "5" is written to /proc/self/clear_refs.
void resetPeakResident() { std::ofstream("/proc/self/clear_refs") << "5"; }

double peakResidentMiB()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    return 0;
}

Options parse(int argc, char** argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&] { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
        if (a == "--mib")
            o.mib = std::stoul(next());
        else if (a == "--tensors")
            o.tensors = std::stoul(next());
        else if (a == "--threads")
            o.threads = static_cast<unsigned>(std::stoul(next()));
        else if (a == "--dir")
            o.dir = next();
        else if (a == "--python")
            o.python = next();
        else if (a == "--no-numpy")
            o.numpy = false;
        else if (a == "--real")
            o.real = next();
        else if (a == "--many-small")
            o.manySmall = next();
        else if (a == "--nodes")
            o.nodes = std::atoi(next().c_str());
        else if (a == "--repeat")
            o.repeat = std::stoi(next());
        else {
            std::fprintf(stderr,
                "usage: metrics_bench [--mib N] [--tensors N] [--threads N] [--dir D] "
                "[--python P] [--no-numpy]\n"
                "       metrics_bench --real MODEL_DIR [--threads N] [--repeat N]\n"
                "       metrics_bench --many-small DIR [--nodes 20000] [--repeat N]\n");
            std::exit(2);
        }
    }
    if (o.dir.empty())
        o.dir = "/tmp/quantlens-metrics-bench-" + std::to_string(o.mib) + "x" + std::to_string(o.tensors);
    if (o.threads == 0)
        o.threads = std::max(1u, std::thread::hardware_concurrency());
    o.tensors = std::max<std::size_t>(1, std::min(o.tensors, o.mib));
    return o;
}
}

int main(int argc, char** argv)
{
    // The heaps `quantlens` itself uses (app/main.cpp), so the analysis measured here allocates as a
    // `report` does.
    quantlens::useHugePageThreadHeaps();
    const Options o = parse(argc, argv);
    if (!o.real.empty())
        return runRealDumpsBench(o.real, o.threads, o.repeat);
    if (!o.manySmall.empty())
        return runManySmallBench(o.manySmall, o.nodes, o.repeat);
    const std::size_t perTensor = o.mib * (1u << 20) / 4 / o.tensors;
    std::printf("preparing %zu + %zu MiB of float32 dumps in %s ...\n", o.mib, o.mib, o.dir.c_str());
    std::fflush(stdout);
    ensureBenchDumps(o.dir, o.tensors, perTensor);
    resetPeakResident(); // the generator's buffers are not what we measure

    auto ref = DumpSet::open(o.dir + "/float");
    auto cand = DumpSet::open(o.dir + "/quant");
    if (!ref || !cand) {
        std::fprintf(stderr, "%s\n", (!ref ? ref.error() : cand.error()).toString().c_str());
        return 1;
    }
    std::vector<MetricsJob> jobs;
    for (const auto& e : ref.value().entries())
        jobs.push_back({ ref.value().tensor(e.name).value(), cand.value().tensor(e.name).value(), {}, {}, {} });
    const double bytes = 2.0 * static_cast<double>(o.tensors * perTensor * 4);

    baselineSum(jobs, o.threads); // warm the page cache: every timed run then reads from memory
    double baseline = 1e30, engine = 1e30;
    double checksum = 0;
    for (int rep = 0; rep < 3; ++rep) {
        auto start = std::chrono::steady_clock::now();
        checksum += baselineSum(jobs, o.threads);
        baseline = std::min(baseline, secondsSince(start));
        start = std::chrono::steady_clock::now();
        const auto run = MetricsEngine::compute(jobs, { o.threads, 1u << 22 });
        engine = std::min(engine, secondsSince(start));
        checksum += run.results.front().value().cosine;
    }
    double numpySeconds = 0;
    if (o.numpy) {
        const std::string command
            = o.python + " " + QUANTLENS_NUMPY_BENCH_SCRIPT + " " + o.dir + "/float " + o.dir + "/quant";
        if (FILE* p = popen(command.c_str(), "r")) {
            if (std::fscanf(p, "%lf", &numpySeconds) != 1)
                numpySeconds = 0;
            pclose(p);
        }
    }
    const double peakMiB = peakResidentMiB();

    const double gbps = bytes / engine / 1e9;
    std::printf("data: %.2f GiB (%zu tensor pairs), threads: %u, checksum %.3g\n", bytes / (1u << 30), o.tensors,
        o.threads, checksum);
    std::printf("baseline sum    %8.3f s  %6.2f GB/s\n", baseline, bytes / baseline / 1e9);
    std::printf("quantlens       %8.3f s  %6.2f GB/s  = %.0f%% of baseline (target >= 60%%)\n", engine, gbps,
        100.0 * baseline / engine);
    if (numpySeconds > 0)
        std::printf("numpy           %8.3f s  %6.2f GB/s  quantlens is %.1fx faster (target >= 10x)\n", numpySeconds,
            bytes / numpySeconds / 1e9, numpySeconds / engine);
    else if (o.numpy)
        std::printf("numpy           not measured (%s failed)\n", o.python.c_str());
    std::printf("peak RSS        %8.1f MiB (target < 512 MiB)\n", peakMiB);
    return 0;
}
