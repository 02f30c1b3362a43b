#pragma once
// One graph output of one input against the float model's (cosine, SQNR, per-position top-1, the task
// agreement of its kind), and a measurement over several inputs: what every pass that runs both models
// reports — the simulator's variants, the data-set pass.
#include "runtime/compiled_model.h"
#include "runtime/tensor.h"
#include "simulation/task_agreement.h"
#include "util/result.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::sim {

/// One graph output of one input against the float model's.
struct OutputMeasure {
    std::string name;
    double cosine = 0;
    double sqnrDb = 0;
    std::optional<double> top1; ///< share of positions whose arg-max over the last axis agrees
    std::optional<TaskAgreement> task; ///< the answer judged as the output's kind is used (task_agreement.h)
};

/// The outputs of every input. An input's score is its worst output's cosine.
struct Measurement {
    std::vector<std::vector<OutputMeasure>> samples;
    double meanCos() const; ///< over inputs
    double worstCos() const;
    double sampleCos(std::size_t sample) const;
    /// The same over some inputs only (a plan's fitting or held-out inputs); empty: every input.
    double meanCosOf(const std::vector<std::size_t>& inputs) const;
    double worstCosOf(const std::vector<std::size_t>& inputs) const;
};

/// Cosine, SQNR and top-1 agreement of one output against its float value; its task agreement judged as
/// `kind` (none: the kind its shape says, outputKindOf).
OutputMeasure compareOutput(const std::string& name, const runtime::Tensor& reference, const runtime::Tensor& value,
    std::optional<OutputKind> kind = std::nullopt);

/// Output kinds the user set by graph output name (either model's), over what the shapes say: an [N, C]
/// embedding is no classifier, a [N, 1, H, W] depth map no mask.
using OutputKinds = std::map<std::string, OutputKind>;

/// The graph outputs of the quantized model with the float model's each stands for, as (float slot, quant
/// slot): by name, else by position; only the `chosen` ones (empty: all). Fails naming an output the float
/// model has no counterpart of, or a chosen name neither model gives as an output (with the outputs they have).
Result<std::vector<std::pair<int, int>>> pairOutputs(
    const runtime::CompiledModel& fm, const runtime::CompiledModel& qm, const std::vector<std::string>& chosen);

/// The kind each pair of `pairs` is judged as: the one `kinds` sets for its quantized or float name, else
/// none (its shape decides). Fails naming a name in `kinds` that is no graph output of either model (with
/// the outputs they have).
Result<std::vector<std::optional<OutputKind>>> pairKinds(const std::vector<std::pair<int, int>>& pairs,
    const runtime::CompiledModel& fm, const runtime::CompiledModel& qm, const OutputKinds& kinds);

} // namespace quantlens::sim
