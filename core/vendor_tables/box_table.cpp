// Finding Rich box tables in text. Rich draws with these boxes (rich/box.py): a heavy head `┏━┳┓ ┃ ┡╇┩`
// over light rows `│ ├┼┤ └┴┘` (HEAVY_HEAD, Pulsar2's choice), and falls back to ASCII `+--+ | |-+|` when
// the console cannot encode them. Cells are padded by one space on each side.
#include "vendor_tables/box_table.h"

#include "vendor_tables/table_text.h"

namespace quantlens::vendor {
namespace {
    enum class LineKind { Blank, Rule, Cells, Other };

    constexpr std::u32string_view kRuleChars = U"━─═┏┓┳┡╇┩├┼┤└┴┘┌┐┬┗┛┻┣╋┫┢╈┪╞╪╡╔╗╦╚╝╩╠╬╣╭╮╰╯┍┑┯┕┙┷┝┿┥+-=|";
    constexpr std::u32string_view kHorizontals = U"━─═-=";
    constexpr std::u32string_view kTopCorners = U"┏┌╔╭┍╒╓+";
    constexpr std::u32string_view kBottomCorners = U"┗└╚╰┕╘╙+";
    constexpr std::u32string_view kVerticals = U"│┃║";

    bool isIn(std::u32string_view set, char32_t cp) { return set.find(cp) != std::u32string_view::npos; }

    bool isVertical(char32_t cp, bool ascii) { return ascii ? cp == U'|' : isIn(kVerticals, cp); }

    char32_t firstCodePoint(std::string_view s)
    {
        std::size_t i = 0;
        return s.empty() ? 0 : nextCodePoint(s, i);
    }

    /// Stops at the first character that settles it: log lines are long and many.
    LineKind classify(std::string_view trimmed, bool ascii)
    {
        if (trimmed.empty())
            return LineKind::Blank;
        const char32_t first = firstCodePoint(trimmed);
        if (isIn(kRuleChars, first) && trimmed.size() >= 3) {
            bool horizontal = false;
            std::size_t i = 0;
            while (i < trimmed.size()) {
                const char32_t cp = nextCodePoint(trimmed, i);
                if (!isIn(kRuleChars, cp)) {
                    horizontal = false;
                    break;
                }
                horizontal = horizontal || isIn(kHorizontals, cp);
            }
            if (horizontal)
                return LineKind::Rule;
        }
        return isVertical(first, ascii) ? LineKind::Cells : LineKind::Other;
    }

    /// Splits "│ a │ b │" into cells; `complete` is false when the line stops before its last border.
    BoxLine splitCells(std::string_view trimmed, bool ascii, int lineNumber, bool& complete)
    {
        BoxLine out;
        out.line = lineNumber;
        std::vector<std::size_t> borders; // byte offsets of the vertical borders and where they end
        std::vector<std::size_t> borderEnds;
        for (std::size_t i = 0; i < trimmed.size();) {
            const std::size_t start = i;
            if (isVertical(nextCodePoint(trimmed, i), ascii)) {
                borders.push_back(start);
                borderEnds.push_back(i);
            }
        }
        complete = !borders.empty() && borderEnds.back() == trimmed.size();
        const std::size_t cellCount = borders.empty() ? 0 : (complete ? borders.size() - 1 : borders.size());
        for (std::size_t c = 0; c < cellCount; ++c) {
            const std::size_t end = c + 1 < borders.size() ? borders[c + 1] : trimmed.size();
            const std::string_view raw = trimmed.substr(borderEnds[c], end - borderEnds[c]);
            out.cells.emplace_back(trim(raw));
            const std::size_t width = displayWidth(raw);
            out.widths.push_back(width >= 2 ? width - 2 : 0);
        }
        return out;
    }

    /// Joins a cell's next wrapped piece. Rich folds a word too long for the cell at the cell's width and
    /// breaks other text at a space it drops, so a piece that fills the cell continues without a space.
    void appendWrapped(std::string& cell, const std::string& piece, std::size_t& lastPieceWidth, std::size_t room)
    {
        if (piece.empty())
            return;
        if (!cell.empty())
            cell += lastPieceWidth >= room ? "" : " ";
        cell += piece;
        lastPieceWidth = displayWidth(piece);
    }

    bool onlyBlankAfter(const std::vector<std::string>& lines, std::size_t index)
    {
        for (std::size_t i = index; i < lines.size(); ++i)
            if (!trim(lines[i]).empty())
                return false;
        return true;
    }
}

std::vector<BoxTable> findBoxTables(const std::vector<std::string>& lines)
{
    std::vector<BoxTable> tables;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view top = trim(lines[i]);
        if (classify(top, false) != LineKind::Rule || !isIn(kTopCorners, firstCodePoint(top)))
            continue;
        const bool ascii = top.front() == '+';
        if (ascii && top.size() > 1 && top[1] != '-' && top[1] != '=')
            continue;
        BoxTable table;
        table.topLine = static_cast<int>(i) + 1;
        if (i > 0 && classify(trim(lines[i - 1]), ascii) == LineKind::Other)
            table.title = std::string(trim(lines[i - 1]));
        bool inHeader = true;
        bool rowStarts = true;
        std::size_t j = i + 1;
        for (; j < lines.size(); ++j) {
            const std::string_view t = trim(lines[j]);
            const LineKind kind = classify(t, ascii);
            if (kind == LineKind::Rule) {
                if (!inHeader && isIn(kBottomCorners, firstCodePoint(t))) {
                    table.closed = true;
                    ++j;
                    break;
                }
                if (!inHeader && !table.body.empty())
                    table.separatedRows = true;
                inHeader = false;
                rowStarts = true;
                continue;
            }
            if (kind != LineKind::Cells)
                break;
            bool complete = false;
            BoxLine cells = splitCells(t, ascii, static_cast<int>(j) + 1, complete);
            if (inHeader) {
                if (table.headers.empty())
                    table.headers.resize(cells.cells.size());
                for (std::size_t c = 0; c < cells.cells.size() && c < table.headers.size(); ++c)
                    if (!cells.cells[c].empty())
                        table.headers[c] += (table.headers[c].empty() ? "" : " ") + cells.cells[c];
                continue;
            }
            if (!complete || cells.cells.size() != table.headers.size()) {
                table.brokenLine = cells.line;
                table.brokenCellCount = cells.cells.size();
                ++j;
                break;
            }
            cells.startsRow = rowStarts;
            rowStarts = false;
            table.body.push_back(std::move(cells));
        }
        table.lastLine = static_cast<int>(j);
        table.endsText = onlyBlankAfter(lines, j);
        tables.push_back(std::move(table));
        i = j > i ? j - 1 : i;
    }
    return tables;
}

std::vector<BoxRow> joinWrappedRows(const BoxTable& table, const std::vector<std::size_t>& keyColumns)
{
    std::vector<BoxRow> rows;
    std::vector<std::size_t> lastPieceWidth;
    for (const auto& line : table.body) {
        bool continues = !rows.empty();
        if (continues && table.separatedRows) {
            continues = !line.startsRow;
        } else if (continues) {
            for (std::size_t c : keyColumns)
                continues = continues && (c >= line.cells.size() || line.cells[c].empty());
        }
        if (!continues) {
            rows.push_back(BoxRow { line.cells, line.line });
            lastPieceWidth.assign(line.cells.size(), 0);
            for (std::size_t c = 0; c < line.cells.size(); ++c)
                lastPieceWidth[c] = displayWidth(line.cells[c]);
            continue;
        }
        auto& row = rows.back();
        for (std::size_t c = 0; c < line.cells.size() && c < row.cells.size(); ++c)
            appendWrapped(row.cells[c], line.cells[c], lastPieceWidth[c], line.widths[c]);
    }
    return rows;
}

int headerIndex(const BoxTable& table, std::string_view name)
{
    for (std::size_t c = 0; c < table.headers.size(); ++c)
        if (sameHeader(table.headers[c], name))
            return static_cast<int>(c);
    return -1;
}

} // namespace quantlens::vendor
