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
}

std::string renderCsvReport(const Analysis& analysis)
{
    const auto& columns = reportColumns();
    std::string out;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (i > 0)
            out += ',';
        out += columns[i].key;
    }
    out += '\n';
    for (const auto& row : analysis.rows) {
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (i > 0)
                out += ',';
            out += csvField(columns[i].text(row));
        }
        out += '\n';
    }
    return out;
}

} // namespace quantlens
