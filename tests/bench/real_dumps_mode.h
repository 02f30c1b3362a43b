#pragma once
#include <string>

/// metrics_bench --real MODEL_DIR: the whole analysis (what `quantlens report` computes) of a real
/// fixture's dumps, written by another program (ONNX Runtime), against a one-thread streaming read
/// (pread into one reused 4 MiB buffer, summing the floats) of the same files in the same run.
int runRealDumpsBench(const std::string& modelDir, unsigned threads, int repeat);
