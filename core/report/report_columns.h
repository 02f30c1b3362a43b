#pragma once
#include "analysis/analysis.h"
#include "util/number_text.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// One column of the tabular reports. Tensor columns describe the float tensor (and its reference
/// data); run columns exist once per candidate run (metrics, verdict, problem). `number` gives the
/// value for JSON (nullopt → null); `text` gives the cell for CSV and Markdown.
struct ReportColumn {
    std::string key;
    bool perRun = false;
    std::function<std::string(const LayerRow&, std::size_t run, const Thresholds&)> text;
    std::function<std::optional<double>(const LayerRow&, std::size_t run)> number; ///< empty for text columns
};

/// Every column, tensor columns first, in report order. CSV, JSON and Markdown all draw from
/// this list so they never disagree.
const std::vector<ReportColumn>& reportColumns();

/// A run column's name in CSV: the first run's columns carry no prefix (so a single-run report
/// keeps plain names), later runs' are prefixed with their label ("board.cosine").
std::string runColumnName(const Analysis& analysis, std::size_t run, const std::string& key);

/// Warnings about one run's data of a row, ";"-separated (e.g. "ref-nan:1;cand-inf:2;u8-range>20");
/// empty when clean.
std::string rowFlags(const LayerRow& row, std::size_t run = 0);
/// Why a run did not compare the row, in English (file and message); empty when it did.
std::string problemText(const LayerRow& row, std::size_t run);

} // namespace quantlens
