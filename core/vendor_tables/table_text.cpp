#include "vendor_tables/table_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace quantlens::vendor {
namespace {
    bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

    char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

    bool isAlnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

    /// Copies `line` without ANSI escapes: CSI ("ESC [ ... final"), OSC ("ESC ] ... BEL" or "ESC \"), and
    /// two-byte escapes. Rich writes colours and hyperlinks this way when it thinks it has a terminal.
    std::string withoutEscapes(std::string_view line)
    {
        std::string out;
        out.reserve(line.size());
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (line[i] != '\x1b') {
                out += line[i];
                continue;
            }
            if (i + 1 >= line.size())
                break;
            const char kind = line[i + 1];
            std::size_t j = i + 2;
            if (kind == '[') {
                while (j < line.size() && !(line[j] >= 0x40 && line[j] <= 0x7e))
                    ++j;
            } else if (kind == ']') {
                while (j < line.size() && line[j] != '\x07'
                    && !(line[j] == '\x1b' && j + 1 < line.size() && line[j + 1] == '\\'))
                    ++j;
                if (j < line.size() && line[j] == '\x1b')
                    ++j;
            } else {
                j = i + 1;
            }
            i = std::min(j, line.size());
        }
        return out;
    }

    bool isWide(char32_t cp)
    {
        return (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3)
            || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60)
            || (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x1f300 && cp <= 0x1faff) || (cp >= 0x20000 && cp <= 0x3fffd);
    }

    std::string normalizedHeader(std::string_view s)
    {
        std::string out;
        for (char c : trim(s)) {
            if (isSpace(c)) {
                if (!out.empty() && out.back() != ' ')
                    out += ' ';
            } else {
                out += lower(c);
            }
        }
        return out;
    }
}

char32_t nextCodePoint(std::string_view s, std::size_t& i)
{
    const auto c = static_cast<unsigned char>(s[i++]);
    int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    char32_t cp = extra == 3 ? (c & 0x07) : extra == 2 ? (c & 0x0f) : extra == 1 ? (c & 0x1f) : c;
    for (; extra > 0 && i < s.size() && (static_cast<unsigned char>(s[i]) & 0xc0) == 0x80; --extra)
        cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3f);
    return extra == 0 && c < 0xf8 && (c < 0x80 || c >= 0xc0) ? cp : U'\uFFFD';
}

std::vector<std::string> textLines(std::string_view text)
{
    if (text.starts_with("\xef\xbb\xbf"))
        text.remove_prefix(3);
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        lines.push_back(line.find('\x1b') == std::string_view::npos ? std::string(line) : withoutEscapes(line));
        start = end + 1;
    }
    return lines;
}

bool lastLineUnterminated(std::string_view text)
{
    if (text.empty() || text.back() == '\n')
        return false;
    const auto lastBreak = text.rfind('\n');
    return !trim(text.substr(lastBreak == std::string_view::npos ? 0 : lastBreak + 1)).empty();
}

bool looksBinary(std::string_view text) { return text.substr(0, 4096).find('\0') != std::string_view::npos; }

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::optional<double> parseNumber(std::string_view cell)
{
    cell = trim(cell);
    // from_chars takes no "+"; printf's "%+f" and some loggers write one.
    if (cell.size() > 1 && cell.front() == '+' && cell[1] != '-')
        cell.remove_prefix(1);
    if (cell.empty())
        return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), value, std::chars_format::general);
    if (end != cell.data() + cell.size())
        return std::nullopt;
    if (ec == std::errc::result_out_of_range) { // "1e-400" is a number, just not a double: keep its sign and size
        const bool tiny = cell.find("e-") != std::string_view::npos || cell.find("E-") != std::string_view::npos;
        const bool negative = cell.front() == '-';
        return tiny ? (negative ? -0.0 : 0.0) : (negative ? -HUGE_VAL : HUGE_VAL);
    }
    if (ec != std::errc())
        return std::nullopt;
    return std::isnan(value) ? std::nan("") : value;
}

std::string keyFromHeader(std::string_view header)
{
    std::string key;
    auto separate = [&key] {
        if (!key.empty() && key.back() != '_')
            key += '_';
    };
    for (std::size_t i = 0; i < header.size(); ++i) {
        const char c = header[i];
        const bool orEqual = i + 1 < header.size() && header[i + 1] == '=';
        if (c == '>' || c == '<') {
            separate();
            key += c == '>' ? (orEqual ? "ge" : "gt") : (orEqual ? "le" : "lt");
            key += '_';
            i += orEqual ? 1 : 0;
        } else if (isAlnum(c)) {
            key += lower(c);
        } else {
            separate();
        }
    }
    while (!key.empty() && key.back() == '_')
        key.pop_back();
    return key;
}

bool sameHeader(std::string_view a, std::string_view b) { return normalizedHeader(a) == normalizedHeader(b); }

std::size_t displayWidth(std::string_view s)
{
    std::size_t width = 0;
    for (std::size_t i = 0; i < s.size();)
        width += isWide(nextCodePoint(s, i)) ? 2 : 1;
    return width;
}

Text linePosition(int line) { return text("where.line", { std::to_string(line) }); }

Problem cutOffWarning(const std::string& file, int line)
{
    return Problem::make(file, linePosition(line), text("vendor_table.last_line_cut"));
}

std::string quotedCell(std::string_view cell)
{
    constexpr std::size_t kMax = 40;
    if (cell.size() <= kMax)
        return std::string(cell);
    std::size_t cut = kMax;
    while (cut > 0 && (static_cast<unsigned char>(cell[cut]) & 0xc0) == 0x80) // not inside a UTF-8 character
        --cut;
    return std::string(cell.substr(0, cut)) + "\u2026";
}

} // namespace quantlens::vendor
