// Pulsar2's "Quant Precision Table" (FORMATS.md 2.2), printed by Rich into the build log and saved as
// output/quant/debug/precision_analysis_table.txt. Two column layouts are known:
//   Operator | Type | Output Tensor | Shape | DType | QDType | Cosin | MSE       (current, 5 decimals)
//   Operator | Type | Output Tensor | Data Type | Shape | Cosin Distance       (releases up to 2024-08)
// so columns are found by their header, never by position.
#include "util/format_keys.h"
#include "vendor_tables/box_table.h"
#include "vendor_tables/imported_table.h"
#include "vendor_tables/table_text.h"

namespace quantlens {
namespace {
    using vendor::BoxTable;

    bool headerStartsWith(const std::string& header, std::string_view prefix)
    {
        const std::string key = vendor::keyFromHeader(header);
        return key.starts_with(prefix);
    }

    bool isPrecisionTable(const BoxTable& table)
    {
        if (table.title.find("Quant Precision Table") != std::string::npos)
            return true;
        if (vendor::headerIndex(table, "Output Tensor") < 0)
            return false;
        for (const auto& header : table.headers)
            if (headerStartsWith(header, "cosin"))
                return true;
        return false;
    }
}

Result<ImportedTable> parsePulsar2PrecisionTable(std::string_view content, const std::string& file)
{
    using R = Result<ImportedTable>;
    const auto tables = vendor::findBoxTables(vendor::textLines(content));
    int more = 0;
    const BoxTable* box = vendor::firstMatching(tables, isPrecisionTable, &more);
    if (!box)
        return R::failure(Problem::make(file, {}, text("vendor_table.no_pulsar2_precision")));

    ImportedTable table;
    table.format = format_keys::kPulsar2Precision;
    table.file = file;
    table.title = box->title;
    vendor::BoxColumnPlan plan;
    plan.tensor = vendor::headerIndex(*box, "Output Tensor");
    plan.opName = vendor::headerIndex(*box, "Operator");
    plan.opType = vendor::headerIndex(*box, "Type");
    // What the layer ran at: "QDType" today, "Data Type" in older releases ("DType" is the float side).
    plan.dataType = vendor::headerIndex(*box, "QDType");
    if (plan.dataType < 0)
        plan.dataType = vendor::headerIndex(*box, "Data Type");
    if (plan.tensor < 0)
        return R::failure(Problem::make(
            file, vendor::linePosition(box->topLine + 1), text("vendor_table.missing_column", { "Output Tensor" })));
    // "Cosin" / "Cosin Distance" hold the cosine similarity (1 = equal) despite the name. Other columns
    // (Shape, DType, QDType, Data Type) are text and stay out.
    for (std::size_t c = 0; c < box->headers.size(); ++c) {
        const bool cosine = headerStartsWith(box->headers[c], "cosin");
        if (!cosine && vendor::keyFromHeader(box->headers[c]) != "mse")
            continue;
        std::string key = cosine ? "cos" : "mse";
        if (table.columnIndex(key) >= 0) // a second cosine column would need its own key
            key = vendor::keyFromHeader(box->headers[c]) + "_" + std::to_string(c);
        table.columns.push_back(
            { key, box->headers[c], cosine ? ImportedColumn::Meaning::Cosine : ImportedColumn::Meaning::Mse });
        plan.valueColumns.push_back(c);
    }
    if (plan.valueColumns.empty())
        return R::failure(Problem::make(
            file, vendor::linePosition(box->topLine + 1), text("vendor_table.missing_column", { "Cosin" })));

    auto result = vendor::importBoxRows(*box, plan, std::move(table));
    if (result && more > 0)
        result.addWarning(Problem::make(
            file, vendor::linePosition(box->topLine), text("vendor_table.more_tables", { std::to_string(more + 1) })));
    return result;
}

} // namespace quantlens
