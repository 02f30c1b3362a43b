#include "report/report_columns.h"
#include "report/report_format.h"

namespace quantlens {
namespace {
    // RFC 4180: quote fields holding a separator, a quote or a line break; double the quotes.
    std::string csvField(const std::string& value)
    {
        if (value.find_first_of(",\"\r\n") == std::string::npos)
            return value;
        std::string out = "\"";
        for (char c : value)
            out += c == '"' ? std::string("\"\"") : std::string(1, c);
        return out + "\"";
    }

    /// Tensor columns once, then each run's group of run columns.
    template <class Cell>
    void forEachCell(const Analysis& analysis, Cell cell)
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
