// SigmaStar's per-layer comparison reports (FORMATS.md 1.4, 1.5):
//   auto_dump_debug.sh -> doAnalyzeRmse_run.log, one line per tensor directory:
//     39.batch_norm_6.tmp_2.xx.output0<TAB>OP: ADD  Type: float  MSE: 60.729672  COS: 0.997336  RMSE:<TAB>0.091513
//   after a transposed retry "<<origin COS 0.41 < 0.98, file2 NHWC-NCHW transposed>>" precedes MSE, and
//   "    **** OVER threshold!!!! ****" follows when RMSE rose by more than 1.00 over the line before;
//   DumpDebug/dump_debug.py prints "<idx>.<name>\tMSE:\t%.6f\tCOS:\t%.6f\tRMSE:\t%.6f".
// SigmaStar's "RMSE" is Σ|a−b| / Σ|b|, a relative L1 error, not a root mean square: it is imported as such.
#include "util/format_keys.h"
#include "vendor_tables/imported_table.h"
#include "vendor_tables/table_text.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    enum Column { Mse, Cos, RelativeL1, OriginCos, OverThreshold, ColumnCount };

    /// Where "<marker>" starts, skipping matches inside a longer word ("MSE:" inside "RMSE:").
    std::size_t findMarker(std::string_view line, std::string_view marker, std::size_t from = 0)
    {
        for (std::size_t at = line.find(marker, from); at != std::string_view::npos; at = line.find(marker, at + 1)) {
            const char before = at == 0 ? ' ' : line[at - 1];
            if (!((before >= 'A' && before <= 'Z') || (before >= 'a' && before <= 'z')))
                return at;
        }
        return std::string_view::npos;
    }

    /// The word after position `from` (spaces and tabs skipped), e.g. the number after "COS:".
    std::string_view wordAfter(std::string_view line, std::size_t from)
    {
        while (from < line.size() && (line[from] == ' ' || line[from] == '\t'))
            ++from;
        const std::size_t end = std::min(line.find_first_of(" \t", from), line.size());
        return from < line.size() ? line.substr(from, end - from) : std::string_view();
    }

    /// "39.batch_norm_6.tmp_2.xx.output0" -> "batch_norm_6.tmp_2": the directory name without the op
    /// index before and the ".xx.output<k>" / ".xx.inputs" after. SigmaStar already replaced "/" by "_"
    /// and dropped ":" in it; the name is kept as it stands.
    std::string tensorOfDirectory(std::string_view dir)
    {
        const std::size_t digits = dir.find_first_not_of("0123456789");
        if (digits != 0 && digits != std::string_view::npos && dir[digits] == '.')
            dir.remove_prefix(digits + 1);
        const std::size_t xx = dir.rfind(".xx.");
        if (xx != std::string_view::npos
            && (dir.substr(xx + 4).starts_with("output") || dir.substr(xx + 4).starts_with("input")))
            dir = dir.substr(0, xx);
        return std::string(dir);
    }

    std::string between(std::string_view line, std::size_t from, std::size_t to)
    {
        return from == std::string_view::npos || from >= line.size()
            ? std::string()
            : std::string(vendor::trim(line.substr(from, to - from)));
    }
}

Result<ImportedTable> parseSigmaStarRmseLog(std::string_view content, const std::string& file)
{
    using R = Result<ImportedTable>;
    ImportedTable table;
    table.format = format_keys::kSigmaStarRmseLog;
    table.file = file;
    table.columns = {
        { "mse", "MSE", ImportedColumn::Meaning::Mse },
        { "cos", "COS", ImportedColumn::Meaning::Cosine },
        { "relative_l1", "RMSE", ImportedColumn::Meaning::RelativeL1 },
        // Set when compareAccuracy only agreed after reading file 2 as NHWC: a layout, not a precision, issue.
        { "transposed_origin_cos", "origin COS", ImportedColumn::Meaning::Other },
        // 1 where SigmaStar appended "OVER threshold" (RMSE rose by more than 1.00), 0 where it did not.
        { "over_threshold", "OVER threshold", ImportedColumn::Meaning::Other },
    };
    const auto lines = vendor::textLines(content);
    bool anyOp = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        const int lineNumber = static_cast<int>(i) + 1;
        if (line.find("OVER threshold") != std::string_view::npos && !table.rows.empty()
            && findMarker(line, "RMSE:") == std::string_view::npos) {
            table.rows.back().values[OverThreshold] = 1; // printed on a line of its own
            continue;
        }
        const std::size_t rmse = findMarker(line, "RMSE:");
        const std::size_t cos = findMarker(line, "COS:");
        const std::size_t mse = findMarker(line, "MSE:");
        if (rmse == std::string_view::npos || cos == std::string_view::npos || mse == std::string_view::npos)
            continue; // the script's other output

        ImportedRow row;
        row.line = lineNumber;
        const std::size_t op = findMarker(line, "OP:");
        const std::size_t nameEnd = std::min({ line.find('\t'), op, mse });
        row.tensor = tensorOfDirectory(vendor::trim(line.substr(0, nameEnd)));
        if (op != std::string_view::npos) {
            anyOp = true;
            const std::size_t type = findMarker(line, "Type:", op);
            row.opType = between(line, op + 3, type == std::string_view::npos ? mse : type);
        }
        row.values.assign(ColumnCount, std::nan(""));
        const std::pair<Column, std::size_t> cells[] = { { Mse, mse + 4 }, { Cos, cos + 4 }, { RelativeL1, rmse + 5 } };
        for (const auto& [column, at] : cells) {
            const std::string_view word = wordAfter(line, at);
            const auto value = vendor::parseNumber(word);
            if (!value)
                return R::failure(Problem::make(file, vendor::linePosition(lineNumber),
                    text("vendor_table.bad_number", { vendor::quotedCell(word), table.columns[column].header })));
            row.values[column] = *value;
        }
        if (const std::size_t origin = line.find("<<origin COS"); origin != std::string_view::npos) {
            const auto value = vendor::parseNumber(wordAfter(line, origin + 12));
            row.values[OriginCos] = value ? *value : std::nan("");
        }
        if (op != std::string_view::npos) // only auto_dump_debug flags rises; dump_debug.py has no such notion
            row.values[OverThreshold] = line.find("OVER threshold") != std::string_view::npos ? 1 : 0;
        table.rows.push_back(std::move(row));
    }
    if (table.rows.empty())
        return R::failure(Problem::make(file, {}, text("vendor_table.no_sigmastar_lines")));
    table.title = anyOp ? "doAnalyzeRmse" : "dump_debug.py";
    std::vector<Problem> warnings;
    // A last line without its line end lost its last digits, or all of a row that is then not read.
    const std::string_view last = lines.empty() ? std::string_view() : std::string_view(lines.back());
    if (vendor::lastLineUnterminated(content)
        && (table.rows.back().line == static_cast<int>(lines.size())
            || findMarker(last, "OP:") != std::string_view::npos || findMarker(last, "MSE:") != std::string_view::npos))
        warnings.push_back(vendor::cutOffWarning(file, static_cast<int>(lines.size())));
    return R::success(std::move(table), std::move(warnings));
}

} // namespace quantlens
