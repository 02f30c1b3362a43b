// Per-file costs: what opening a model with many small dumps costs beyond reading their bytes.
#include "many_small_mode.h"

#include "analysis/analysis_runner.h"
#include "bench_read_pass.h"
#include "bench_timing.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
/// Writes the case unless `dir` already holds one of this many nodes (a marker file records it).
bool ensureCase(const std::string& dir, int nodes)
{
    const fs::path marker = fs::path(dir) / "nodes.txt";
    if (fs::exists(fs::path(dir) / "model.onnx") && fs::exists(marker)) {
        std::ifstream in(marker);
        int written = 0;
        if (in >> written && written == nodes)
            return true;
    }
    fs::remove_all(dir);
    const std::string command = std::string("'") + QUANTLENS_PYTHON + "' '" + QUANTLENS_MANY_SMALL_SCRIPT + "' '" + dir
        + "' --nodes " + std::to_string(nodes);
    std::printf("writing the case with numpy: %s\n", command.c_str());
    std::fflush(stdout);
    if (std::system(command.c_str()) != 0)
        return false;
    std::ofstream(marker) << nodes << "\n";
    return true;
}

/// The whole command a user runs, as a child process on the offscreen platform.
double snapshotSeconds(const std::string& dir)
{
    const std::string command = std::string("QT_QPA_PLATFORM=offscreen '") + QUANTLENS_CLI + "' snapshot --float '"
        + dir + "/model.onnx' --float-dump '" + dir + "/float_dump' --quant-dump '" + dir
        + "/quant_dump' --view graph -o '" + dir + "/graph.png' > /dev/null 2>&1";
    return commandSeconds(command);
}
}

int runManySmallBench(const std::string& dir, int nodes, int repeat)
{
    if (!ensureCase(dir, nodes)) {
        std::fprintf(stderr, "metrics_bench --many-small: could not write the case into %s\n", dir.c_str());
        return 1;
    }
    AnalysisInputs inputs;
    inputs.floatModel = dir + "/model.onnx";
    inputs.reference = { "float", dir + "/float_dump" };
    inputs.candidates = { { "quant", dir + "/quant_dump" } };
    const std::vector<std::string> folders { inputs.reference.path, inputs.candidates.front().path };

    AlternatingRuns runs;
    if (!alternateWithReadPass(inputs, folders, repeat, "--many-small", runs, snapshotSeconds, dir))
        return 1;
    const ReadPass& last = runs.last;
    const auto& read = runs.read;
    const auto& analysis = runs.analysis;
    const auto& snapshot = runs.extra;
    const double baseline = medianOf(read);
    std::printf("many small dumps: %s, %.0f files, %.1f MiB, median of %zu\n", dir.c_str(), last.files,
        last.bytes / (1u << 20), read.size());
    std::printf("one-thread pread sum        %8.3f s\n", baseline);
    std::printf("quantlens analysis          %8.3f s  = %.1fx the read pass\n", medianOf(analysis),
        medianOf(analysis) / baseline);
    std::printf("quantlens snapshot (graph)  %8.3f s  = %.1fx the read pass (target <= 1 s)\n", medianOf(snapshot),
        medianOf(snapshot) / baseline);
    return 0;
}
