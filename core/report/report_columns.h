#pragma once
#include "analysis/analysis.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// One column of the tabular reports. `number` gives the value for JSON (nullopt → null);
/// `text` gives the cell for CSV and Markdown.
struct ReportColumn {
    std::string key;
    std::function<std::string(const LayerRow&)> text;
    std::function<std::optional<double>(const LayerRow&)> number; ///< empty for text columns
};

/// Every per-tensor column, in report order. CSV, JSON and Markdown all draw from this list so
/// they never disagree.
const std::vector<ReportColumn>& reportColumns();

/// Shortest text that reads back as the same double ("nan", "inf", "-inf" for non-finite).
std::string formatNumber(double value);
/// Warnings about a row's data, ";"-separated (e.g. "ref-nan:1;cand-inf:2"); empty when clean.
std::string rowFlags(const LayerRow& row);

} // namespace quantlens
