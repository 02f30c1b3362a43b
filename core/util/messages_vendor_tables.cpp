// Message catalog, vendor tables: per-tensor tables printed by NPU vendor tools (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> vendorTables()
{
    return {
        // Which table a file holds.
        { "vendor_table.unknown_kind",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a vendor table QuantLens reads (a Pulsar2 precision or outlier table, an RKNN error_analysis.txt "
                "or a SigmaStar doAnalyzeRmse log)") },
        { "vendor_table.not_text",
            QT_TRANSLATE_NOOP("CoreMessage", "not a text file (UTF-16 text is not read either: save it as UTF-8)") },
        { "vendor_table.too_large",
            QT_TRANSLATE_NOOP("CoreMessage", "the file is %1 MiB; vendor tables over 64 MiB are not read") },
        { "vendor_table.no_pulsar2_precision",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no Pulsar2 precision table found (a table titled 'Quant Precision Table' or with the columns 'Output "
                "Tensor' and 'Cosin')") },
        { "vendor_table.no_pulsar2_outliers",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no Pulsar2 outlier table found (a table titled 'Ratio of outliers in tensor' or with the columns 'Op "
                "outputs' and 'Sparse channel ratio')") },
        { "vendor_table.no_rknn_table",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "no RKNN error analysis found (a 'layer_name' header over a dashed line)") },
        { "vendor_table.no_sigmastar_lines",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "no SigmaStar comparison lines found (lines with 'MSE:', 'COS:' and 'RMSE:')") },
        { "vendor_table.more_tables",
            QT_TRANSLATE_NOOP("CoreMessage", "the file holds %1 tables of this kind; the first one, here, is read") },
        { "vendor_table.outliers_not_read",
            QT_TRANSLATE_NOOP("CoreMessage", "the file also holds an outlier table; it is not part of this import") },

        // What is wrong inside a table (%1 a cell, %2 its column).
        { "vendor_table.missing_column", QT_TRANSLATE_NOOP("CoreMessage", "the table has no '%1' column") },
        { "vendor_table.bad_number", QT_TRANSLATE_NOOP("CoreMessage", "'%1' in column '%2' is not a number") },
        { "vendor_table.cell_count",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "this row has %1 cells but the header has %2; the table is damaged here") },
        { "vendor_table.too_many_values",
            QT_TRANSLATE_NOOP("CoreMessage", "more numbers than the header's %1 columns") },
        { "vendor_table.rknn_bad_row",
            QT_TRANSLATE_NOOP("CoreMessage", "expected '[OpType] tensor name' followed by numbers") },
        { "vendor_table.no_rows", QT_TRANSLATE_NOOP("CoreMessage", "the table has a header but no rows") },

        // Warnings: what was read is usable, with a caveat.
        { "vendor_table.table_cut_off",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the table stops here without its closing line (is the file cut off?); the rows above are read") },
        { "vendor_table.last_line_cut",
            QT_TRANSLATE_NOOP("CoreMessage", "the last line has no line end: the file may be cut off in this row") },
        { "vendor_table.names_cut",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "%1 names were shortened with '…' by the tool; they are matched by their beginning") },

        // Runs imported from such a table, next to the computed ones.
        { "imported.no_line", QT_TRANSLATE_NOOP("CoreMessage", "the vendor's table has no line for this tensor") },
        { "imported.empty_line",
            QT_TRANSLATE_NOOP("CoreMessage", "the vendor's line for '%1' has no cosine (a fused layer, or nan)") },
        { "imported.no_cosine_column",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "this table has no cosine to compare by; its numbers are in vendor_values") },
        { "imported.unclaimed_lines",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 of the table's %2 lines (run '%3') name no tensor of the float model, e.g. '%4': the vendor "
                "renamed them; a tensor map can pair them") },
        { "imported.cut_name_ambiguous",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the shortened name '%1' fits %2 tensors of the float model: matched to none of them (a tensor map "
                "can pair it)") },
        { "imported.impossible_cosine",
            QT_TRANSLATE_NOOP("CoreMessage",
                "cosine %1 for '%2' is impossible (a cosine lies between −1 and 1): the line is not used") },
        { "imported.table_as_reference",
            QT_TRANSLATE_NOOP("CoreMessage",
                "this is a vendor's table of results, not a dump: it cannot be the reference. Give the float run's "
                "dump as the reference and the table as another run (--dump label=TABLE)") },
        { "imported.duplicate_lines",
            QT_TRANSLATE_NOOP("CoreMessage", "'%1' has %2 lines in the table: the first (line %3) is used") },
        { "imported.needs_dump_run",
            QT_TRANSLATE_NOOP("CoreMessage",
                "a vendor table is shown next to a compared run: give a dump of the quantized run too") },
    };
}

} // namespace quantlens::messages
