// RKNN-Toolkit2's snapshot/error_analysis.txt (FORMATS.md 4.1), written by accuracy_analysis():
//   layer_name                 simulator_error                runtime_error
//                          entire          single          entire         single_sim
//                        cos      euc    cos      euc    cos      euc    cos      euc
//   ------------------------------------------------------------------------------------
//   [Conv] conv1       0.99450 | 6.8046  0.99993 | 0.7382  0.99001 | 7.1   0.99990 | 0.8
//   [Conv] fused_one                                   (fused layers: no numbers)
// Older toolkits print one cosine per group ("entire single", 6 decimals) and no metric line. The
// runtime_error groups only appear with a board (target=), and rows the board did not report stop early.
// Group and metric names are read from the header lines, so other groups work as well.
#include "util/format_keys.h"
#include "vendor_tables/imported_table.h"
#include "vendor_tables/table_text.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace quantlens {
namespace {
    struct Token {
        std::string_view text;
        std::size_t column = 0; ///< in the line with tabs expanded
        double centre() const { return static_cast<double>(column) + static_cast<double>(text.size()) / 2; }
    };

    std::string expandTabs(std::string_view line)
    {
        std::string out;
        for (char c : line) {
            if (c == '\t')
                out.append(8 - out.size() % 8, ' ');
            else
                out += c;
        }
        return out;
    }

    /// Words of `line` from byte `from` on, split on spaces and on RKNN's "|" between cos and euc.
    std::vector<Token> words(std::string_view line, std::size_t from = 0)
    {
        std::vector<Token> out;
        for (std::size_t i = from; i < line.size();) {
            if (line[i] == ' ' || line[i] == '|') {
                ++i;
                continue;
            }
            const std::size_t end = std::min(line.find_first_of(" |", i), line.size());
            out.push_back({ line.substr(i, end - i), i });
            i = end;
        }
        return out;
    }

    /// Which parent label each child label sits under. RKNN centres a group's name over its columns, so
    /// an even split is exact when the counts divide; otherwise the nearest centre decides.
    std::vector<std::size_t> parentsOf(const std::vector<Token>& children, const std::vector<Token>& parents)
    {
        std::vector<std::size_t> out(children.size(), 0);
        if (parents.empty())
            return out;
        const bool even = children.size() % parents.size() == 0;
        for (std::size_t c = 0; c < children.size(); ++c) {
            if (even) {
                out[c] = c / (children.size() / parents.size());
                continue;
            }
            double best = std::numeric_limits<double>::max();
            for (std::size_t p = 0; p < parents.size(); ++p) {
                const double distance = std::abs(parents[p].centre() - children[c].centre());
                if (distance < best)
                    best = distance, out[c] = p;
            }
        }
        return out;
    }

    ImportedColumn::Meaning meaningOf(std::string_view metric)
    {
        if (metric == "cos")
            return ImportedColumn::Meaning::Cosine;
        if (metric == "euc")
            return ImportedColumn::Meaning::Euclidean;
        if (metric == "mse")
            return ImportedColumn::Meaning::Mse;
        return ImportedColumn::Meaning::Other;
    }

    bool isDashedRule(std::string_view trimmed)
    {
        return trimmed.size() >= 10 && trimmed.find_first_not_of('-') == std::string_view::npos;
    }

    /// The columns, from the lines between "layer_name …" and the dashed rule. Returns the text column
    /// where numbers begin: names end before it (a little left of the first label: numbers are wider).
    std::size_t readColumns(const std::string& topLine, const std::vector<std::string>& middle, ImportedTable& table)
    {
        std::vector<Token> tops = words(topLine);
        tops.erase(tops.begin()); // "layer_name"
        std::vector<Token> groups = middle.empty() ? tops : words(middle[middle.size() >= 2 ? middle.size() - 2 : 0]);
        std::vector<Token> metrics = middle.size() >= 2 ? words(middle.back()) : std::vector<Token>();
        if (metrics.empty()) // old layout: one cosine per group, under the group's name
            for (const auto& group : groups)
                metrics.push_back({ "cos", group.column });
        const auto groupTop = parentsOf(groups, tops);
        const auto metricGroup = parentsOf(metrics, groups);
        for (std::size_t m = 0; m < metrics.size() && !groups.empty(); ++m) {
            const std::size_t g = metricGroup[m];
            const std::size_t t = groupTop[g];
            const std::string top = t < tops.size() ? std::string(tops[t].text) : std::string();
            std::string prefix = top.ends_with("_error") ? top.substr(0, top.size() - 6) : top;
            // The simulator's groups keep short keys (entire_cos); a board's get its name (runtime_entire_cos).
            std::string key = vendor::keyFromHeader((t == 0 || prefix.empty() ? "" : prefix + "_")
                + std::string(groups[g].text) + "_" + std::string(metrics[m].text));
            if (table.columnIndex(key) >= 0)
                key += "_" + std::to_string(m);
            std::string header = (top.empty() ? "" : top + " ") + std::string(groups[g].text);
            if (middle.size() >= 2)
                header += " " + std::string(metrics[m].text);
            table.columns.push_back({ key, header, meaningOf(metrics[m].text) });
        }
        for (const auto& top : tops)
            table.title += (table.title.empty() ? "" : ", ") + std::string(top.text);
        return metrics.empty() ? 0 : (metrics.front().column >= 4 ? metrics.front().column - 4 : 0);
    }

    /// The "layer_name" line and the dashed rule under it (within a few lines); nullopt when there is none.
    std::optional<std::pair<std::size_t, std::size_t>> findHeader(const std::vector<std::string>& lines)
    {
        for (std::size_t header = 0; header < lines.size(); ++header) {
            if (!vendor::trim(lines[header]).starts_with("layer_name"))
                continue;
            for (std::size_t rule = header + 1; rule < lines.size() && rule <= header + 6; ++rule)
                if (isDashedRule(vendor::trim(lines[rule])))
                    return std::make_pair(header, rule);
        }
        return std::nullopt;
    }

    /// "[Conv] conv1   0.99450 | 6.8046   0.99993 | 0.7382" (tabs expanded) as a row.
    Result<ImportedRow> parseRow(
        const std::string& line, int lineNumber, std::size_t numbersFrom, const ImportedTable& table)
    {
        using R = Result<ImportedRow>;
        const std::size_t open = line.find('[');
        const std::size_t close = line.find(']');
        const auto nameWords = close == std::string::npos ? std::vector<Token>() : words(line, close + 1);
        if (nameWords.empty())
            return R::failure(
                Problem::make(table.file, vendor::linePosition(lineNumber), text("vendor_table.rknn_bad_row")));
        ImportedRow row;
        row.line = lineNumber;
        row.opType = std::string(vendor::trim(line.substr(open + 1, close - open - 1)));
        // The name is the first word and further words left of the number columns that are not numbers
        // themselves: names may hold spaces, and a header a little off must not swallow the first value.
        std::size_t nameEnd = nameWords.front().column + nameWords.front().text.size();
        std::size_t w = 1;
        for (; w < nameWords.size() && nameWords[w].column < numbersFrom && !vendor::parseNumber(nameWords[w].text);
             ++w)
            nameEnd = nameWords[w].column + nameWords[w].text.size();
        row.tensor = line.substr(nameWords.front().column, nameEnd - nameWords.front().column);
        for (; w < nameWords.size(); ++w) {
            const auto value = vendor::parseNumber(nameWords[w].text);
            if (row.values.size() >= table.columns.size())
                return R::failure(Problem::make(table.file, vendor::linePosition(lineNumber),
                    text("vendor_table.too_many_values", { std::to_string(table.columns.size()) })));
            if (!value)
                return R::failure(Problem::make(table.file, vendor::linePosition(lineNumber),
                    text("vendor_table.bad_number",
                        { vendor::quotedCell(nameWords[w].text), table.columns[row.values.size()].header })));
            row.values.push_back(*value);
        }
        // Fused layers print no numbers, and rows the board did not report stop after the simulator's.
        row.values.resize(table.columns.size(), std::nan(""));
        return R::success(std::move(row));
    }
}

Result<ImportedTable> parseRknnErrorAnalysis(std::string_view content, const std::string& file)
{
    using R = Result<ImportedTable>;
    const auto lines = vendor::textLines(content);
    const auto found = findHeader(lines);
    if (!found)
        return R::failure(Problem::make(file, {}, text("vendor_table.no_rknn_table")));
    const auto [header, rule] = *found;

    ImportedTable table;
    table.format = format_keys::kRknnErrorAnalysis;
    table.file = file;
    std::vector<std::string> middle;
    for (std::size_t i = header + 1; i < rule; ++i)
        if (!vendor::trim(lines[i]).empty())
            middle.push_back(expandTabs(lines[i]));
    const std::size_t numbersFrom = readColumns(expandTabs(lines[header]), middle, table);
    if (table.columns.empty())
        return R::failure(Problem::make(
            file, vendor::linePosition(static_cast<int>(header) + 1), text("vendor_table.no_rknn_table")));

    std::vector<Problem> warnings;
    for (std::size_t i = rule + 1; i < lines.size(); ++i) {
        const std::string line = expandTabs(lines[i]);
        const std::string_view trimmed = vendor::trim(line);
        if (trimmed.empty() || trimmed.find_first_not_of('.') == std::string_view::npos) // "..." in pasted excerpts
            continue;
        if (trimmed.front() != '[')
            break; // the log goes on after the table
        const int lineNumber = static_cast<int>(i) + 1;
        if (line.find(']') == std::string::npos && i + 1 == lines.size() && vendor::lastLineUnterminated(content)) {
            warnings.push_back(vendor::cutOffWarning(file, lineNumber));
            break;
        }
        auto row = parseRow(line, lineNumber, numbersFrom, table);
        if (!row)
            return R::failure(row.error());
        table.rows.push_back(std::move(row).value());
    }
    if (table.rows.empty())
        return R::failure(
            Problem::make(file, vendor::linePosition(static_cast<int>(header) + 1), text("vendor_table.no_rows")));
    if (vendor::lastLineUnterminated(content) && table.rows.back().line == static_cast<int>(lines.size()))
        warnings.push_back(vendor::cutOffWarning(file, table.rows.back().line));
    return R::success(std::move(table), std::move(warnings));
}

} // namespace quantlens
