#pragma once
#include "report/report_format.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// One cell of a plain table: a number (absent → empty in CSV/Markdown, null in JSON) or text.
struct TableCell {
    std::optional<double> number;
    std::string text;
    bool isNumber = false;

    static TableCell of(std::optional<double> v) { return { v, {}, true }; }
    static TableCell of(std::string s) { return { std::nullopt, std::move(s), false }; }
};

/// A table whose columns are the same in every format: CSV (header + rows), JSON (an object with
/// `header` fields and "tensors": one object per row, keyed by column) and Markdown (a title, the
/// `notes` lines and a table). For the inspection and outlier reports.
struct PlainTable {
    std::string title;
    std::vector<std::string> notes; ///< Markdown lines under the title (definitions, limits)
    nlohmann::ordered_json header; ///< JSON fields before "tensors" (format, version, rules)
    std::vector<std::string> columns;
    std::vector<std::vector<TableCell>> rows;
    std::vector<int> markdownDecimals; ///< per column, for numbers in Markdown (-1: shortest form)
};

std::string renderTable(const PlainTable& table, ReportFormat format);

/// RFC 4180: quotes a field holding a separator, a quote or a line break, doubling the quotes.
std::string csvField(const std::string& value);

} // namespace quantlens
