#pragma once
#include <string>

/// metrics_bench --many-small DIR: issue 12's many-small-tensors case, a 20,000-node model with
/// 40,000 small .npy files written by numpy (tests/bench/make_many_small.py, run first when DIR
/// holds no case yet). Prints, against a one-thread streaming read of the same files in the same
/// run: the analysis alone, and the whole `quantlens snapshot --view graph` (process start, graph
/// layout and picture included), which should take at most 2 s.
int runManySmallBench(const std::string& dir, int nodes, int repeat);
