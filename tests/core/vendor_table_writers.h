#pragma once
// Writers that print tables the way the vendor tools do, for the vendor table tests: Rich box tables
// (Pulsar2, FORMATS.md 2.2/2.3), RKNN's error_analysis.txt (4.1) and SigmaStar's compare lines (1.4).
// Building the text from the documented layout lets each test vary one thing (wrapping, separators,
// a board column group) instead of trusting a single pasted sample.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace quantlens::test {

/// Terminal width of ASCII text plus the few multi-byte characters the tests use ("…", box chars).
inline std::size_t cellWidth(const std::string& s)
{
    std::size_t width = 0;
    for (unsigned char c : s)
        width += (c & 0xc0) != 0x80 ? 1 : 0;
    return width;
}

inline std::string repeat(const std::string& s, std::size_t n)
{
    std::string out;
    for (std::size_t i = 0; i < n; ++i)
        out += s;
    return out;
}

struct RichColumn {
    std::string header;
    std::size_t maxWidth = 0; ///< 0: as wide as the longest cell; else longer text wraps or is cut
    bool ellipsis = false; ///< cut long text with "…" (Rich's overflow="ellipsis") instead of wrapping it
    bool centre = false;
};

struct RichOptions {
    std::string title;
    std::string indent; ///< the docs show tables indented; logs do not
    bool rowLines = true; ///< Rich's show_lines: ├┼┤ between rows
    bool ascii = false; ///< Rich's fallback when the console cannot encode box characters
};

inline RichOptions titled(std::string title, std::string indent = "", bool rowLines = true, bool ascii = false)
{
    RichOptions options;
    options.title = std::move(title);
    options.indent = std::move(indent);
    options.rowLines = rowLines;
    options.ascii = ascii;
    return options;
}

/// Rich's wrapping of one cell: words go on a line while they fit; a word longer than the cell is folded.
inline std::vector<std::string> wrapCell(const std::string& text, const RichColumn& column, std::size_t width)
{
    if (cellWidth(text) <= width)
        return { text };
    if (column.ellipsis)
        return { text.substr(0, width - 1) + "\u2026" };
    std::vector<std::string> lines { "" };
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(' ', start);
        std::string word = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        start = end == std::string::npos ? text.size() + 1 : end + 1;
        if (!lines.back().empty() && lines.back().size() + 1 + word.size() <= width) {
            lines.back() += " " + word;
            continue;
        }
        if (!lines.back().empty())
            lines.emplace_back();
        for (; word.size() > width; word = word.substr(width))
            lines.back() = word.substr(0, width), lines.emplace_back();
        lines.back() = word;
    }
    return lines;
}

/// A table as Rich prints it with box=HEAVY_HEAD (Pulsar2's choice), title centred above.
inline std::string richTable(const std::vector<RichColumn>& columns, const std::vector<std::vector<std::string>>& rows,
    const RichOptions& options = {})
{
    std::vector<std::size_t> widths;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        std::size_t w = cellWidth(columns[c].header);
        for (const auto& row : rows)
            w = std::max(w, cellWidth(row[c]));
        widths.push_back(columns[c].maxWidth ? std::min(w, columns[c].maxWidth) : w);
    }
    const bool a = options.ascii;
    auto rule = [&](const char* left, const char* fill, const char* join, const char* right) {
        std::string line = options.indent + left;
        for (std::size_t c = 0; c < widths.size(); ++c)
            line += repeat(fill, widths[c] + 2) + (c + 1 < widths.size() ? join : right);
        return line + "\n";
    };
    auto cells = [&](const std::vector<std::string>& texts, const char* bar, bool header) {
        std::vector<std::vector<std::string>> wrapped;
        std::size_t height = 1;
        for (std::size_t c = 0; c < texts.size(); ++c) {
            RichColumn column = columns[c];
            column.ellipsis = column.ellipsis && !header; // Rich wraps a narrow column's header rather than cut it
            wrapped.push_back(wrapCell(texts[c], column, widths[c]));
            height = std::max(height, wrapped.back().size());
        }
        std::string out;
        for (std::size_t h = 0; h < height; ++h) {
            out += options.indent + bar;
            for (std::size_t c = 0; c < texts.size(); ++c) {
                const std::string t = h < wrapped[c].size() ? wrapped[c][h] : "";
                const std::size_t room = widths[c] - cellWidth(t);
                const std::size_t left = columns[c].centre ? room / 2 : 0;
                out += " " + std::string(left, ' ') + t + std::string(room - left, ' ') + " " + bar;
            }
            out += "\n";
        }
        return out;
    };
    std::size_t tableWidth = 1;
    for (std::size_t w : widths)
        tableWidth += w + 3;
    std::string out;
    if (!options.title.empty())
        out += options.indent + std::string((tableWidth - std::min(tableWidth, cellWidth(options.title))) / 2, ' ')
            + options.title + "\n";
    out += a ? rule("+", "-", "-", "+") : rule("┏", "━", "┳", "┓");
    std::vector<std::string> headers;
    for (const auto& column : columns)
        headers.push_back(column.header);
    out += cells(headers, a ? "|" : "┃", true);
    out += a ? rule("|", "-", "+", "|") : rule("┡", "━", "╇", "┩");
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r > 0 && options.rowLines)
            out += a ? rule("|", "-", "+", "|") : rule("├", "─", "┼", "┤");
        out += cells(rows[r], a ? "|" : "│", false);
    }
    out += a ? rule("+", "-", "-", "+") : rule("└", "─", "┴", "┘");
    return out;
}

/// The current Pulsar2 precision table's columns (Type and Shape centred, as Pulsar2 prints them).
inline std::vector<RichColumn> pulsar2PrecisionColumns()
{
    return { { "Operator" }, { "Type", 0, false, true }, { "Output Tensor" }, { "Shape", 0, false, true }, { "DType" },
        { "QDType", 0, false, true }, { "Cosin" }, { "MSE" } };
}

/// One RKNN column group: "entire" with its metrics ("cos", "euc"), under a top group ("simulator_error").
struct RknnGroup {
    std::string top;
    std::string name;
    std::vector<std::string> metrics;
};

/// error_analysis.txt as accuracy_analysis() writes it. A row is "[Type] name" and its cells in column
/// order ("0.99450", "nan", ...); fewer cells than columns leave the rest blank (fused layers: none).
inline std::string rknnErrorAnalysis(const std::vector<RknnGroup>& groups,
    const std::vector<std::pair<std::string, std::vector<std::string>>>& rows, std::size_t nameWidth = 40)
{
    const bool withMetrics = !groups.empty() && groups.front().metrics.size() > 1;
    const std::size_t groupWidth = withMetrics ? 20 : 10;
    auto place = [](std::string& line, std::size_t column, const std::string& text) {
        if (line.size() < column)
            line.resize(column, ' ');
        line.replace(column, std::min(text.size(), line.size() - column), text);
    };
    std::string comment = "# simulator_error: calculate the output error of each layer of the simulator.\n"
                          "# ('nan' means that tensor are 'all zeros', or 'all equal', or 'large values', etc)\n\n";
    std::string tops = "layer_name", names, metrics;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const std::size_t at = nameWidth + g * groupWidth;
        if (g == 0 || groups[g].top != groups[g - 1].top)
            place(tops, at + 2, groups[g].top);
        place(names, at + (withMetrics ? 3 : 2), groups[g].name);
        if (withMetrics)
            for (std::size_t m = 0; m < groups[g].metrics.size(); ++m)
                place(metrics, at + 2 + 9 * m, groups[g].metrics[m]);
    }
    std::string out = comment + tops + "\n" + names + "\n" + (withMetrics ? metrics + "\n" : "");
    out += std::string(nameWidth + groups.size() * groupWidth, '-') + "\n";
    const std::size_t perGroup = groups.empty() ? 1 : groups.front().metrics.size();
    for (const auto& [name, cells] : rows) {
        std::string line = name;
        line.resize(std::max(nameWidth, name.size() + 1), ' ');
        const std::size_t shift = line.size() - nameWidth; // a long name pushes the numbers right
        for (std::size_t g = 0; g < groups.size() && g * perGroup < cells.size(); ++g) {
            std::string text;
            for (std::size_t m = 0; m < perGroup && g * perGroup + m < cells.size(); ++m)
                text += (m ? " | " : "") + cells[g * perGroup + m];
            const std::size_t column = nameWidth + shift + g * groupWidth;
            line += line.size() < column ? std::string(column - line.size(), ' ') : std::string(" ");
            line += text;
        }
        out += line + "\n";
    }
    return out;
}

/// A line of SigmaStar's doAnalyzeRmse_run.log: compareAccuracy's printf behind the directory name.
inline std::string sigmaStarLine(const std::string& dir, const std::string& op, double mse, double cos, double rmse,
    double originCos = -1, bool over = false)
{
    char buffer[512];
    if (originCos >= 0)
        std::snprintf(buffer, sizeof buffer,
            "OP: %s  Type: %s <<origin COS %f < 0.98, file2 NHWC-NCHW transposed>> MSE: %f  COS: %f  RMSE:\t%f",
            op.c_str(), "float", originCos, mse, cos, rmse);
    else
        std::snprintf(buffer, sizeof buffer, "OP: %s  Type: %s  MSE: %f  COS: %f  RMSE:\t%f", op.c_str(), "float", mse,
            cos, rmse);
    return dir + "\t" + buffer + (over ? "    **** OVER threshold!!!! ****" : "") + "\n";
}

/// A line of DumpDebug/dump_debug.py's output.
inline std::string dumpDebugLine(int index, const std::string& name, double mse, double cos, double rmse)
{
    char buffer[512];
    std::snprintf(
        buffer, sizeof buffer, "%d.%s\tMSE:\t%.6f\tCOS:\t%.6f\tRMSE:\t%.6f\n", index, name.c_str(), mse, cos, rmse);
    return buffer;
}

} // namespace quantlens::test
