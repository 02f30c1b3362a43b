// From a found box table to ImportedTable rows, shared by the two Pulsar2 tables.
#include "vendor_tables/box_table.h"
#include "vendor_tables/table_text.h"

#include <cmath>

namespace quantlens::vendor {
namespace {
    std::string cellAt(const BoxRow& row, int column)
    {
        return column >= 0 && static_cast<std::size_t>(column) < row.cells.size() ? row.cells[column] : std::string();
    }
}

Result<ImportedTable> importBoxRows(const BoxTable& box, const BoxColumnPlan& plan, ImportedTable table)
{
    using R = Result<ImportedTable>;
    std::vector<Problem> warnings;
    if (box.brokenLine != 0 && !box.endsText) // a broken line with more table text after it is not a cut-off file
        return R::failure(Problem::make(table.file, linePosition(box.brokenLine),
            text("vendor_table.cell_count",
                { std::to_string(box.brokenCellCount), std::to_string(box.headers.size()) })));
    if (box.brokenLine != 0 || !box.closed)
        warnings.push_back(Problem::make(table.file, linePosition(box.brokenLine != 0 ? box.brokenLine : box.lastLine),
            text("vendor_table.table_cut_off")));

    std::vector<std::size_t> keyColumns = plan.valueColumns;
    if (keyColumns.empty() && plan.tensor >= 0)
        keyColumns.push_back(static_cast<std::size_t>(plan.tensor));
    int cutNames = 0;
    for (const auto& row : joinWrappedRows(box, keyColumns)) {
        ImportedRow imported;
        imported.line = row.line;
        imported.tensor = cellAt(row, plan.tensor);
        imported.opType = cellAt(row, plan.opType);
        imported.opName = cellAt(row, plan.opName);
        imported.dataType = cellAt(row, plan.dataType);
        for (std::size_t column : plan.valueColumns) {
            const std::string cell = cellAt(row, static_cast<int>(column));
            const auto value = cell.empty() ? std::optional<double>(std::nan("")) : parseNumber(cell);
            if (!value)
                return R::failure(Problem::make(table.file, linePosition(row.line),
                    text("vendor_table.bad_number", { quotedCell(cell), box.headers[column] })));
            imported.values.push_back(*value);
        }
        cutNames += isCutName(imported.tensor) || isCutName(imported.opName) ? 1 : 0;
        table.rows.push_back(std::move(imported));
    }
    if (table.rows.empty())
        return R::failure(Problem::make(table.file, linePosition(box.topLine), text("vendor_table.no_rows")));
    if (cutNames > 0)
        warnings.push_back(Problem::make(table.file, {}, text("vendor_table.names_cut", { std::to_string(cutNames) })));
    return R::success(std::move(table), std::move(warnings));
}

} // namespace quantlens::vendor
