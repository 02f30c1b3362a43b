#pragma once
// What-if runs of a compiled model: some values replaced (a tensor quantized at 16 bit, a Q/DQ pair
// removed, float weights), the rest read from a baseline run of the same inputs. Only the steps that
// read a changed value, and what follows from them, run again.
#include "runtime/executor.h"

#include <map>
#include <utility>

namespace quantlens::runtime {

/// Re-runs what `overrides` changes on top of `baseline` (a run of the same inputs keeping every value, or
/// a compact one: runtime/baseline_values.h): the steps
/// reading an overridden value or input and everything downstream of them. `applied` are changes the
/// baseline already reflects (an earlier choice): they are applied to the steps that run again but make
/// none run. Returns the graph outputs, and the changed values of the slots `keep` marks (all of them:
/// every changed value). `progress`
/// counts the steps that run.
Result<RunResult> rerun(const CompiledModel& model, const RunResult& baseline, const RunOverrides& overrides,
    ThreadPool& pool, const std::vector<bool>* keep = nullptr, const ProgressCallback& progress = {},
    const RunOverrides* applied = nullptr);

/// Both sets of changes as one (`later` wins where they overlap).
RunOverrides combined(const RunOverrides& earlier, const RunOverrides& later);

/// The steps `rerun` would run for overrides touching these slots and step inputs, in order (to skip
/// tensors that reach no output, and to size the work).
std::vector<std::size_t> affectedSteps(
    const CompiledModel& model, const std::vector<int>& slots, const std::vector<std::size_t>& steps);

} // namespace quantlens::runtime
