// What the inspection's statistics (percentiles, per-channel max |x|, own quantization loss,
// clipping, levels of the candidate) add to a whole analysis, on real dumps written by another
// program (the ONNX Runtime fixtures of tests/realmodels). The baseline is the same analysis
// without them, measured in the same run, alternating so the page cache treats both alike.
// Run on demand:
//   build/release/tests/bench/inspect_bench build/release/realmodels/det [--repeat 7] [--threads 0]
#include "analysis/analysis_runner.h"
#include "bench_timing.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace quantlens;

namespace {
double runOnce(const AnalysisInputs& inputs)
{
    const auto start = std::chrono::steady_clock::now();
    auto result = runAnalysis(inputs);
    const double s = secondsSince(start);
    if (!result) {
        std::fprintf(stderr, "inspect_bench: %s\n", result.error().toString().c_str());
        std::exit(1);
    }
    return s;
}

}

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: inspect_bench MODEL_DIR [--repeat N] [--threads N]\n");
        return 2;
    }
    const std::string dir = argv[1];
    int repeat = 7;
    unsigned threads = 0;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--repeat")
            repeat = std::max(1, std::atoi(argv[i + 1]));
        else if (option == "--threads")
            threads = static_cast<unsigned>(std::max(0, std::atoi(argv[i + 1])));
    }
    AnalysisInputs inputs;
    inputs.floatModel = dir + "/float.onnx";
    inputs.quantModel = dir + "/quant.onnx";
    inputs.reference = { "float", dir + "/float_dump" };
    inputs.candidates = { { "quant", dir + "/quant_dump" } };
    inputs.threads = threads;
    AnalysisInputs without = inputs;
    without.tensorStats = false;
    runOnce(inputs); // warm the page cache and the allocator for both
    std::vector<double> with, plain;
    for (int r = 0; r < repeat; ++r) {
        plain.push_back(runOnce(without));
        with.push_back(runOnce(inputs));
    }
    const double a = medianOf(plain), b = medianOf(with);
    std::printf("analysis without inspection statistics: %.3f s (median of %d)\n", a, repeat);
    std::printf("analysis with inspection statistics:    %.3f s\n", b);
    std::printf("ratio: %.2fx (target below 1.25x)\n", b / a);
    return 0;
}
