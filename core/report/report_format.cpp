#include "report/report_format.h"

namespace quantlens {

std::optional<ReportFormat> reportFormatFromName(std::string_view name)
{
    if (name == "csv")
        return ReportFormat::Csv;
    if (name == "json")
        return ReportFormat::Json;
    if (name == "md" || name == "markdown")
        return ReportFormat::Markdown;
    return std::nullopt;
}

std::string renderReport(const Analysis& analysis, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Csv: return renderCsvReport(analysis);
    case ReportFormat::Json: return renderJsonReport(analysis);
    case ReportFormat::Markdown: return renderMarkdownReport(analysis);
    }
    return {};
}

} // namespace quantlens
