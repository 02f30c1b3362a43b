#pragma once
// A baseline run kept for what-if runs without holding every value: what is cheap to compute again is
// dropped — a DequantizeLinear's float output (from its integer codes, a quarter of the bytes) and a
// float value that only QuantizeLinear steps read (from the step that produced it) — and computed again
// when a re-run reads it. On a QDQ model that keeps the integer codes and the float tail (det at
// 640x640: 172 MB, where every value of the run takes 1.3 GB); each re-run computes again its side
// inputs (elementwise) and the producer of the tensor it changes (one operator).
#include "runtime/rerun.h"

#include <map>
#include <optional>
#include <vector>

namespace quantlens::runtime {

/// By slot: whether a compact baseline keeps the value (RunOptions::keep). Constants are never kept
/// (the model holds them); graph inputs and outputs always are.
std::vector<bool> compactBaselineSlots(const CompiledModel& model);

/// The values of one baseline run as a re-run reads them: an override, a constant, a value the run
/// kept, or one computed again from its producer's inputs (recursively, with the overrides the
/// baseline reflects). Values computed again are released after their last reader's step.
class BaselineValues {
public:
    BaselineValues(
        const CompiledModel& model, const RunResult& baseline, const RunOverrides& overrides, ThreadPool& pool);
    /// The baseline's value of a slot; nullptr when the slot is omitted, or with problem() set when
    /// it can be neither found nor computed.
    const Tensor* value(int slot);
    const std::optional<Problem>& problem() const { return m_problem; }
    /// Frees the values computed again that no step after `step` reads.
    void releaseAfter(std::size_t step);

private:
    const Tensor* computeAgain(int slot);

    const CompiledModel& m_model;
    const RunResult& m_baseline;
    const RunOverrides& m_overrides;
    ThreadPool& m_pool;
    std::map<int, Tensor> m_computed;
    std::optional<Problem> m_problem;
};

} // namespace quantlens::runtime
