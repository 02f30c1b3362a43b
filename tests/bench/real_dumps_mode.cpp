// The issue-12 yardstick: how far the whole analysis is from simply reading its files once. Both are
// measured alternately on warm page-cache data, median of the repeats, so the page cache and the
// file system treat them alike.
#include "real_dumps_mode.h"

#include "analysis/analysis_runner.h"
#include "bench_read_pass.h"
#include "bench_timing.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

using namespace quantlens;

namespace {
/// The `report` command a user runs, as a child process writing its JSON report to a temporary file:
/// what the analysis alone leaves out (starting the program, ONNX's first shape inference in a
/// process, writing the report, exiting).
double reportSeconds(const std::string& dir)
{
    const std::string output = (std::filesystem::temp_directory_path() / "quantlens_bench_report.json").string();
    const std::string command = std::string("'") + QUANTLENS_CLI + "' report --float '" + dir + "/float.onnx' --quant '"
        + dir + "/quant.onnx' --float-dump '" + dir + "/float_dump' --quant-dump '" + dir + "/quant_dump' -o '" + output
        + "' > /dev/null 2>&1";
    const double seconds = commandSeconds(command);
    std::filesystem::remove(output);
    return seconds;
}
}

int runRealDumpsBench(const std::string& dir, unsigned threads, int repeat)
{
    AnalysisInputs inputs;
    inputs.floatModel = dir + "/float.onnx";
    inputs.quantModel = dir + "/quant.onnx";
    inputs.reference = { "float", dir + "/float_dump" };
    inputs.candidates = { { "quant", dir + "/quant_dump" } };
    inputs.threads = threads;
    const std::vector<std::string> folders { inputs.reference.path, inputs.candidates.front().path };

    AlternatingRuns runs;
    if (!alternateWithReadPass(inputs, folders, repeat, "--real", runs))
        return 1;
    // The command as a process against read passes of its own: taken right after a process, a read pass
    // is slower than after an analysis in this one, so one series of read passes would flatter one ratio.
    std::vector<double> processRead, process;
    for (int r = 0; r < std::max(1, repeat); ++r) {
        processRead.push_back(streamingReadSum(folders).seconds);
        process.push_back(reportSeconds(dir));
        if (process.back() < 0) {
            std::fprintf(stderr, "metrics_bench --real: the report command failed on %s\n", dir.c_str());
            return 1;
        }
    }
    const ReadPass& last = runs.last;
    const auto& read = runs.read;
    const double baseline = medianOf(read), whole = medianOf(runs.analysis);
    std::printf("real dumps: %s, %.2f GiB in the two dump folders (checksum %.3g), threads %u, median of %zu\n",
        dir.c_str(), last.bytes / (1u << 30), last.checksum, threads, read.size());
    std::printf("one-thread pread sum  %8.3f s  %6.2f GB/s\n", baseline, last.bytes / baseline / 1e9);
    std::printf("quantlens analysis    %8.3f s  = %.2fx the read pass (target <= 1.2x)\n", whole, whole / baseline);
    const double processSeconds = medianOf(process), processBaseline = medianOf(processRead);
    std::printf(
        "`report` process      %8.3f s  = %.2fx its read pass (read pass %.3f s; %+.3f s against the analysis)\n",
        processSeconds, processSeconds / processBaseline, processBaseline, processSeconds - whole);
    // Why the ratio is what it is: the analysis's processor time against the read pass's, and how many
    // cores it kept busy. With every core busy, only less work makes it faster.
    const double readCpu = medianOf(runs.readCpu), analysisCpu = medianOf(runs.analysisCpu);
    std::printf("processor time        read pass %.3f s, analysis %.3f s = %.2fx; analysis kept %.2f cores busy\n",
        readCpu, analysisCpu, analysisCpu / readCpu, analysisCpu / whole);
    return 0;
}
