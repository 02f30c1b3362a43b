#include "report/report_columns.h"
#include "report/report_format.h"
#include "report/table_writer.h"

namespace quantlens {
namespace {
    /// Tensor columns once, then each run's group of run columns.
    template <class Cell> void forEachCell(const Analysis& analysis, Cell cell)
    {
        for (const auto& column : reportColumns())
            if (!column.perRun)
                cell(column, std::size_t { 0 });
        for (std::size_t run = 0; run < analysis.candidates.size(); ++run)
            for (const auto& column : reportColumns())
                if (column.perRun)
                    cell(column, run);
    }
}

std::string renderCsvReport(const Analysis& analysis)
{
    std::string out;
    bool first = true;
    forEachCell(analysis, [&](const ReportColumn& column, std::size_t run) {
        out += (first ? "" : ",") + csvField(column.perRun ? runColumnName(analysis, run, column.key) : column.key);
        first = false;
    });
    out += '\n';
    for (const auto& row : analysis.rows) {
        first = true;
        forEachCell(analysis, [&](const ReportColumn& column, std::size_t run) {
            out += (first ? "" : ",") + csvField(column.text(row, run, analysis.thresholds));
            first = false;
        });
        out += '\n';
    }
    return out;
}

} // namespace quantlens
