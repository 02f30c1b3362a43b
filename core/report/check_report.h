#pragma once
// The CI gate's verdict as a JSON document, and that document read back as the next build's baseline.
#include "compare/build_check.h"
#include "util/result.h"

#include <string>
#include <vector>

namespace quantlens {

/// {"verdict": "accept"|"regression"|"anomalous", "exit_code", "reasons": [...], "inputs": [{"input",
/// "sha256"}], "summary": {"cos_mean", "cos_worst"}, "outputs": [{"name", "cos_mean"}], "task": {...}
/// (report/task_agreement_fields.h), "tolerance": {"cos", "agreement", "sqnr_db"}, "baseline"}.
std::string renderCheckReport(const CheckReport& report);

/// A verdict renderCheckReport wrote, as the baseline of the next check. Problems name the file.
Result<CheckBaseline> readCheckBaseline(const std::string& path);

} // namespace quantlens
