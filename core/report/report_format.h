#pragma once
#include "analysis/analysis.h"

#include <optional>
#include <string>
#include <string_view>

namespace quantlens {

enum class ReportFormat { Csv, Json, Markdown };

/// "csv", "json", "md"/"markdown" → format.
std::optional<ReportFormat> reportFormatFromName(std::string_view name);

/// The whole report of an analysis as text: one row per float tensor in topological order and
/// the summary (final outputs' cos-sim, first tensor below the threshold, the 10 worst).
std::string renderReport(const Analysis& analysis, ReportFormat format);

std::string renderCsvReport(const Analysis& analysis);
std::string renderJsonReport(const Analysis& analysis);
std::string renderMarkdownReport(const Analysis& analysis);

} // namespace quantlens
