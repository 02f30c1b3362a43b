#pragma once
// The yardstick of the dump benchmarks: every file of some folders read once, front to back, with
// pread into one reused buffer on one thread, the floats summed so the data is touched as the
// metrics touch it. Nothing is faster at getting the bytes of page-cached dumps to the CPU.
#include <string>
#include <vector>

struct ReadPass {
    double seconds = 0;
    double bytes = 0;
    double files = 0;
    double checksum = 0;
};

ReadPass streamingReadSum(const std::vector<std::string>& folders);

namespace quantlens {
struct AnalysisInputs;
}

/// The timings of a dump benchmark, taken alternately so the page cache treats both alike.
struct AlternatingRuns {
    std::vector<double> read, analysis, extra;
    /// The processor time (user and system, every thread) each read pass and analysis took: a machine
    /// whose cores are all busy cannot finish sooner than this divided by its cores, however the work
    /// is spread over them.
    std::vector<double> readCpu, analysisCpu;
    ReadPass last;
};

/// Warms the page cache with one read pass, then `repeat` times: the read pass over `folders`, the
/// whole analysis of `inputs`, and `extra` when given (its seconds; negative for a failure). False,
/// with a message naming `mode`, when an analysis or `extra` fails.
bool alternateWithReadPass(const quantlens::AnalysisInputs& inputs, const std::vector<std::string>& folders, int repeat,
    const char* mode, AlternatingRuns& runs, double (*extra)(const std::string&) = nullptr,
    const std::string& extraArgument = {});
