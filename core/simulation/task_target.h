#pragma once
// A plan's target said in the task's terms instead of the output cosine: "top1>=0.99" (classification:
// the share of inputs whose top-1 class is kept), "text>=0.95" (CTC sequence: the mean character
// agreement), "iou>=0.98" (mask: the mean IoU at 0.5), "sqnr>=30" (regression: the mean SQNR in dB). The
// score is taken over the outputs of that kind (the lowest when there are several) and averaged over the
// inputs, from the same measurements the search makes (simulation/task_agreement.h).
#include "simulation/output_measure.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens::sim {

struct TaskTarget {
    OutputKind kind = OutputKind::Classification;
    double atLeast = 1;
};

/// "NAME>=VALUE" with NAME top1, text, iou or sqnr; nullopt for anything else (a score in [0, 1] for the
/// first three).
std::optional<TaskTarget> parseTaskTarget(const std::string& text);
/// "top1>=0.99".
std::string taskTargetText(const TaskTarget& target);

/// The target's score of `measured` over `inputs` (empty: every input): per input the lowest agreement
/// over its outputs of the target's kind, then the mean; nullopt when no output is of that kind.
std::optional<double> taskScore(const Measurement& measured, const std::vector<std::size_t>& inputs, OutputKind kind);

} // namespace quantlens::sim
