// Pulsar2's "Ratio of outliers in tensor【 level=Log(Max_Pertensor/Max_Perchannel) 】" table (FORMATS.md
// 2.3): per op output, the share of channels that are sparse and whose level reaches 3 … 6. How Pulsar2
// computes them is not documented; the numbers are imported as printed.
#include "util/format_keys.h"
#include "vendor_tables/box_table.h"
#include "vendor_tables/imported_table.h"
#include "vendor_tables/table_text.h"

namespace quantlens {
namespace {
    using vendor::BoxTable;

    bool isOutlierTable(const BoxTable& table)
    {
        return table.title.find("Ratio of outliers") != std::string::npos
            || (vendor::headerIndex(table, "Op outputs") >= 0
                && vendor::headerIndex(table, "Sparse channel ratio") >= 0);
    }
}

Result<ImportedTable> parsePulsar2OutlierTable(std::string_view content, const std::string& file)
{
    using R = Result<ImportedTable>;
    const auto tables = vendor::findBoxTables(vendor::textLines(content));
    int more = 0;
    const BoxTable* box = vendor::firstMatching(tables, isOutlierTable, &more);
    if (!box)
        return R::failure(Problem::make(file, {}, text("vendor_table.no_pulsar2_outliers")));

    ImportedTable table;
    table.format = format_keys::kPulsar2Outliers;
    table.file = file;
    table.title = box->title;
    vendor::BoxColumnPlan plan;
    plan.tensor = vendor::headerIndex(*box, "Op outputs");
    if (plan.tensor < 0)
        return R::failure(Problem::make(
            file, vendor::linePosition(box->topLine + 1), text("vendor_table.missing_column", { "Op outputs" })));
    // Every other column is a ratio; keys follow the headers so a new level column keeps working.
    for (std::size_t c = 0; c < box->headers.size(); ++c) {
        if (static_cast<int>(c) == plan.tensor)
            continue;
        table.columns.push_back(
            { vendor::keyFromHeader(box->headers[c]), box->headers[c], ImportedColumn::Meaning::Ratio });
        plan.valueColumns.push_back(c);
    }

    auto result = vendor::importBoxRows(*box, plan, std::move(table));
    if (result && more > 0)
        result.addWarning(Problem::make(
            file, vendor::linePosition(box->topLine), text("vendor_table.more_tables", { std::to_string(more + 1) })));
    return result;
}

} // namespace quantlens
