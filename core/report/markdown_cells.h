#pragma once
#include "analysis/analysis.h"

#include <optional>
#include <string>

namespace quantlens {

/// Escapes what would break a Markdown table cell (pipes, line breaks).
std::string markdownCell(const std::string& text);
/// Fixed decimals; "–" for no value, "nan"/"inf" for non-finite ones.
std::string fixedNumber(std::optional<double> value, int decimals);

/// The tensor table's header: identity columns, then per run verdict, cos, RMSE, max abs and
/// SQNR (headed by the run's label when there are several), then flags and problems.
std::string markdownTableHeader(const Analysis& analysis);
std::string markdownTableRow(const Analysis& analysis, const LayerRow& row);

} // namespace quantlens
