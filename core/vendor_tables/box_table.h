#pragma once
// Tables drawn with box characters by Python's Rich (Pulsar2's precision and outlier tables), found in a
// text such as a build log. Shared by the Pulsar2 parsers. Not a public API.
#include "vendor_tables/imported_table.h"

#include <cstddef>
#include <string>
#include <vector>

namespace quantlens::vendor {

/// One text line of a table's body, split into cells.
struct BoxLine {
    std::vector<std::string> cells; ///< trimmed
    std::vector<std::size_t> widths; ///< room for text in each cell (its width less Rich's padding)
    int line = 0; ///< 1-based
    bool startsRow = false; ///< first body line, or the first after a row separator
};

/// A box table as found: `┏━┳┓ ┃ ┡╇┩ │ ├┼┤ └┴┘`, other Rich boxes, or Rich's ASCII fallback `+-+ | |-+|`.
struct BoxTable {
    std::string title; ///< the text line just above the top border, trimmed; empty when none
    int topLine = 0; ///< 1-based line of the top border
    int lastLine = 0; ///< 1-based line of the last line that belongs to the table
    std::vector<std::string> headers; ///< per column; header text wrapped over lines is joined with spaces
    std::vector<BoxLine> body;
    bool separatedRows = false; ///< rows are separated by rules (├┼┤)
    bool closed = false; ///< the bottom border was seen
    int brokenLine = 0; ///< a body line that stops mid-row or has another number of cells; 0 when none
    std::size_t brokenCellCount = 0;
    bool endsText = false; ///< only blank lines follow the table: an unclosed table means a cut-off file
};

/// Every box table in the lines, top to bottom.
std::vector<BoxTable> findBoxTables(const std::vector<std::string>& lines);

/// A logical row: its wrapped text lines joined per cell.
struct BoxRow {
    std::vector<std::string> cells;
    int line = 0;
};

/// The table's rows. With row separators, the lines between two of them are one row. Without, a line
/// whose `keyColumns` cells are all empty continues the row above: Rich wraps a long name onto further
/// lines and leaves the other cells blank there.
std::vector<BoxRow> joinWrappedRows(const BoxTable& table, const std::vector<std::size_t>& keyColumns);

/// Where a parser finds its values in a box table's columns (-1: the table has no such column).
struct BoxColumnPlan {
    int tensor = -1;
    int opType = -1;
    int opName = -1;
    int dataType = -1; ///< the quantized type the row ran at ("QDType", older "Data Type"), when printed
    std::vector<std::size_t> valueColumns; ///< table column of each ImportedTable column, in order
};

/// Fills table.rows from the box table: values parsed, wrapped lines joined, cut-off and broken tables
/// reported (an error inside the text, a warning at its end), cut names counted in a warning.
Result<ImportedTable> importBoxRows(const BoxTable& box, const BoxColumnPlan& plan, ImportedTable table);

/// The first table `matches` accepts, with a warning when more follow; nullptr when none does.
template <class Predicate>
const BoxTable* firstMatching(const std::vector<BoxTable>& tables, Predicate matches, int* moreCount)
{
    const BoxTable* found = nullptr;
    *moreCount = 0;
    for (const auto& table : tables) {
        if (!matches(table))
            continue;
        if (found)
            ++*moreCount;
        else
            found = &table;
    }
    return found;
}

/// Index of the header equal to `name` (words compared, case ignored); -1 when none.
int headerIndex(const BoxTable& table, std::string_view name);

} // namespace quantlens::vendor
