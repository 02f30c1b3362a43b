#include "report/table_writer.h"
#include "util/json_text.h"

#include "report/markdown_cells.h"
#include "util/number_text.h"

#include <cmath>

namespace quantlens {

std::string csvField(const std::string& value)
{
    if (value.find_first_of(",\"\r\n") == std::string::npos)
        return value;
    std::string out = "\"";
    for (char c : value)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

namespace {
    std::string renderCsv(const PlainTable& t)
    {
        std::string out;
        for (std::size_t c = 0; c < t.columns.size(); ++c)
            out += (c ? "," : "") + csvField(t.columns[c]);
        out += "\n";
        for (const auto& row : t.rows) {
            for (std::size_t c = 0; c < row.size(); ++c) {
                const TableCell& cell = row[c];
                out += (c ? "," : "")
                    + (cell.isNumber ? (cell.number ? formatNumber(*cell.number) : "") : csvField(cell.text));
            }
            out += "\n";
        }
        return out;
    }

    std::string renderJson(const PlainTable& t)
    {
        nlohmann::ordered_json doc = t.header;
        auto rows = nlohmann::ordered_json::array();
        for (const auto& row : t.rows) {
            nlohmann::ordered_json o;
            for (std::size_t c = 0; c < row.size(); ++c) {
                const TableCell& cell = row[c];
                if (!cell.isNumber)
                    o[t.columns[c]] = cell.text;
                else if (cell.number && std::isfinite(*cell.number))
                    o[t.columns[c]] = *cell.number;
                else
                    o[t.columns[c]] = nullptr; // JSON has no NaN or Infinity
            }
            rows.push_back(std::move(o));
        }
        doc["tensors"] = std::move(rows);
        return jsonText(doc, 2) + "\n";
    }

    std::string renderMarkdown(const PlainTable& t)
    {
        std::string out = "# " + t.title + "\n\n";
        for (const auto& note : t.notes)
            out += note + "\n";
        if (!t.notes.empty())
            out += "\n";
        std::string head = "|", rule = "|";
        for (std::size_t c = 0; c < t.columns.size(); ++c) {
            head += " " + t.columns[c] + " |";
            const bool numeric = !t.rows.empty() && t.rows.front()[c].isNumber;
            rule += numeric ? "---:|" : "---|";
        }
        out += head + "\n" + rule + "\n";
        for (const auto& row : t.rows) {
            out += "|";
            for (std::size_t c = 0; c < row.size(); ++c) {
                const TableCell& cell = row[c];
                const int decimals = c < t.markdownDecimals.size() ? t.markdownDecimals[c] : -1;
                std::string text = !cell.isNumber ? markdownCell(cell.text)
                    : !cell.number                ? std::string()
                    : decimals < 0                ? formatNumber(*cell.number)
                                                  : fixedNumber(cell.number, decimals);
                out += " " + text + " |";
            }
            out += "\n";
        }
        return out;
    }
}

std::string renderTable(const PlainTable& table, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Csv: return renderCsv(table);
    case ReportFormat::Json: return renderJson(table);
    case ReportFormat::Markdown: break;
    }
    return renderMarkdown(table);
}

} // namespace quantlens
