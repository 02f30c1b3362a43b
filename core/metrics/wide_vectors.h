#pragma once

namespace quantlens {

/// Whether the metric and statistics kernels run their 512-bit loops: the CPU runs x86-64-v4 code
/// (AVX-512 F, BW, CD, DQ, VL, as the "arch=x86-64-v4" clones require), this build has those loops,
/// and allowWideVectors(false) was not called.
bool hasWideVectors();

/// Lets tests run the 256-bit loops on a CPU with AVX-512, so both builds of a kernel are checked on
/// one machine. Call it only while no kernel runs.
void allowWideVectors(bool allowed);

} // namespace quantlens
