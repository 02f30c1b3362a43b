#pragma once
#include "precision/plan_verification.h"
#include "report/report_format.h"

#include <string>

namespace quantlens {

/// `quantlens verify`'s output. JSON: {"applied": [...], "not_applied": [...], "fused": [...],
/// "unknown": [...]}, each item {"tensor", "planned", "found", "neighbour"}, plus what was read.
/// Markdown: a summary line and one row per planned tensor, what went wrong first.
std::string renderVerification(const PlanVerification& v, const std::string& planFile, ReportFormat format);

} // namespace quantlens
