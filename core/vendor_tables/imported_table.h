#pragma once
// Per-tensor tables that NPU vendor tools print (FORMATS.md 1.4/1.5, 2.2, 2.3, 4.1), read so they can
// be shown next to the metrics QuantLens computes. Only the text is read: nothing here knows the model.
#include "util/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

/// One numeric column of an imported table.
struct ImportedColumn {
    enum class Meaning { Cosine, Mse, Euclidean, RelativeL1, Ratio, Other };

    std::string key; ///< stable id across files and versions, e.g. "cos", "entire_cos", "relative_l1"
    std::string header; ///< as the tool printed it, e.g. "Cosin Distance", "simulator_error entire cos"
    Meaning meaning = Meaning::Other;
};

/// One tensor's line (or wrapped lines) of an imported table.
struct ImportedRow {
    std::string tensor; ///< as printed; may end with "…" when the tool cut it (see isCutName)
    std::string opType; ///< empty when the table has none
    std::string opName; ///< empty when the table has none
    std::string dataType; ///< the type the tensor ran at as printed ("U16"), empty when the table has none
    std::vector<double> values; ///< one per column; NaN where the cell is empty or "nan"
    int line = 0; ///< 1-based line of the row's first text line
};

/// A per-tensor table printed by a vendor tool, imported next to the metrics QuantLens computes.
struct ImportedTable {
    std::string format; ///< "pulsar2_precision", "pulsar2_outliers", "rknn_error_analysis", "sigmastar_rmse_log"
    std::string file;
    std::string title; ///< the tool's title of the table, e.g. "Quant Precision Table【PerLayer Reference】"
    std::vector<ImportedColumn> columns;
    std::vector<ImportedRow> rows;

    /// Index of the column with this key; -1 when the table has none.
    int columnIndex(std::string_view key) const
    {
        for (std::size_t i = 0; i < columns.size(); ++i)
            if (columns[i].key == key)
                return static_cast<int>(i);
        return -1;
    }
};

/// Pulsar2 (Rich) shortens long names with a trailing "…": such a name is only a prefix of the real one.
inline bool isCutName(std::string_view name) { return name.ends_with("\u2026"); }
/// The part of a cut name that is known ("conv_very_lo…" -> "conv_very_lo"); the name itself otherwise.
inline std::string_view cutNamePrefix(std::string_view name)
{
    return isCutName(name) ? name.substr(0, name.size() - std::string_view("\u2026").size()) : name;
}

/// One kind of vendor table: how its text is recognised (users rename logs freely) and read. The
/// toolchain registry names each toolchain's by key.
struct TableFormat {
    const char* key; ///< ImportedTable::format: "pulsar2_precision"
    bool (*detect)(std::string_view text);
    Result<ImportedTable> (*parse)(std::string_view text, const std::string& file);
};
const std::vector<TableFormat>& tableFormats();
/// The first format whose detection the text passes; nullptr for none (or binary data).
const TableFormat* detectTableFormat(std::string_view text);

/// Pulsar2 "Quant Precision Table" (both column layouts), alone or inside a build log.
Result<ImportedTable> parsePulsar2PrecisionTable(std::string_view text, const std::string& file);
/// Pulsar2 "Ratio of outliers in tensor" table, alone or inside a build log.
Result<ImportedTable> parsePulsar2OutlierTable(std::string_view text, const std::string& file);
/// RKNN-Toolkit2 snapshot/error_analysis.txt (cos | euc groups, or the older cosine-only layout).
Result<ImportedTable> parseRknnErrorAnalysis(std::string_view text, const std::string& file);
/// SigmaStar auto_dump_debug report doAnalyzeRmse_run.log, or dump_debug.py's output.
Result<ImportedTable> parseSigmaStarRmseLog(std::string_view text, const std::string& file);

/// Which of the above the text is, by content (not by file name); the failure names the file when none fits.
Result<ImportedTable> parseImportedTable(std::string_view text, const std::string& file);
/// Reads the file (refusing non-regular files and files over 64 MiB with a clear message) and parses it.
Result<ImportedTable> readImportedTable(const std::string& path);
/// Whether these first bytes look like one of the tables (for a reader registry's content sniffing).
/// A build log whose table comes later than `head` reaches is not recognised: pass enough of the file.
bool looksLikeImportedTable(std::string_view head);

} // namespace quantlens
