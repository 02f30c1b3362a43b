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
