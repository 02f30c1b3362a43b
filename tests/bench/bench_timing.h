#pragma once
// Timing helpers shared by the benchmarks.
#include <algorithm>
#include <chrono>
#include <vector>

/// Seconds since `start`.
inline double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

/// The median of repeated timings: one slow run (a page-cache hiccup) does not move it.
inline double medianOf(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}
