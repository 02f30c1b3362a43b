#include "precision/relaxed_json.h"

#include "util/json_parse.h"

#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    constexpr int kMaxDepth = kMaxJsonDepth; // deeper nesting is not a config file
}

std::size_t RelaxedJson::skipSpace(std::size_t pos) const
{
    const std::string& s = m_text;
    while (pos < s.size()) {
        const char c = s[pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++pos;
        } else if (c == '#' || (c == '/' && pos + 1 < s.size() && s[pos + 1] == '/')) {
            while (pos < s.size() && s[pos] != '\n')
                ++pos;
        } else if (c == '/' && pos + 1 < s.size() && s[pos + 1] == '*') {
            const auto close = s.find("*/", pos + 2);
            pos = close == std::string::npos ? s.size() : close + 2;
        } else {
            break;
        }
    }
    return pos;
}

std::optional<std::size_t> RelaxedJson::stringEnd(std::size_t pos) const
{
    for (++pos; pos < m_text.size(); ++pos) {
        if (m_text[pos] == '\\')
            ++pos;
        else if (m_text[pos] == '"')
            return pos + 1;
    }
    return std::nullopt;
}

std::optional<std::size_t> RelaxedJson::valueEnd(std::size_t pos, int depth) const
{
    const std::string& s = m_text;
    if (pos >= s.size() || depth > kMaxDepth)
        return std::nullopt;
    if (s[pos] == '"')
        return stringEnd(pos);
    if (s[pos] == '{' || s[pos] == '[') {
        const char close = s[pos] == '{' ? '}' : ']';
        pos = skipSpace(pos + 1);
        while (pos < s.size() && s[pos] != close) {
            if (close == '}') {
                if (s[pos] != '"')
                    return std::nullopt;
                const auto keyEnd = stringEnd(pos);
                if (!keyEnd)
                    return std::nullopt;
                pos = skipSpace(*keyEnd);
                if (pos >= s.size() || s[pos] != ':')
                    return std::nullopt;
                pos = skipSpace(pos + 1);
            }
            const auto end = valueEnd(pos, depth + 1);
            if (!end)
                return std::nullopt;
            pos = skipSpace(*end);
            if (pos < s.size() && s[pos] == ',')
                pos = skipSpace(pos + 1);
            else if (pos < s.size() && s[pos] != close)
                return std::nullopt;
        }
        return pos < s.size() ? std::optional<std::size_t>(pos + 1) : std::nullopt;
    }
    // Numbers and literals run to the next delimiter.
    const std::size_t start = pos;
    while (pos < s.size() && std::string_view(",]} \t\r\n/#").find(s[pos]) == std::string_view::npos)
        ++pos;
    return pos > start ? std::optional<std::size_t>(pos) : std::nullopt;
}

std::optional<JsonSpan> RelaxedJson::root() const
{
    const std::size_t begin = skipSpace(0);
    const auto end = valueEnd(begin, 0);
    if (!end || skipSpace(*end) != m_text.size())
        return std::nullopt;
    return JsonSpan { begin, *end };
}

std::optional<std::vector<JsonMember>> RelaxedJson::members(JsonSpan object) const
{
    if (object.begin >= m_text.size() || m_text[object.begin] != '{')
        return std::nullopt;
    std::vector<JsonMember> out;
    std::size_t pos = skipSpace(object.begin + 1);
    while (pos < object.end && m_text[pos] == '"') {
        const auto keyEnd = stringEnd(pos);
        if (!keyEnd)
            return std::nullopt;
        std::string key;
        try {
            key = nlohmann::json::parse(m_text.substr(pos, *keyEnd - pos)).get<std::string>();
        } catch (const nlohmann::json::exception&) {
            return std::nullopt;
        }
        pos = skipSpace(skipSpace(*keyEnd) + 1); // past ':'
        const auto end = valueEnd(pos, 1);
        if (!end)
            return std::nullopt;
        out.push_back({ key, { pos, *end } });
        pos = skipSpace(*end);
        if (pos < object.end && m_text[pos] == ',')
            pos = skipSpace(pos + 1);
    }
    return out;
}

std::optional<std::vector<JsonSpan>> RelaxedJson::items(JsonSpan array) const
{
    if (array.begin >= m_text.size() || m_text[array.begin] != '[')
        return std::nullopt;
    std::vector<JsonSpan> out;
    std::size_t pos = skipSpace(array.begin + 1);
    while (pos + 1 < array.end) {
        const auto end = valueEnd(pos, 1);
        if (!end)
            return std::nullopt;
        out.push_back({ pos, *end });
        pos = skipSpace(*end);
        if (pos < array.end && m_text[pos] == ',')
            pos = skipSpace(pos + 1);
    }
    return out;
}

std::string RelaxedJson::strictText(JsonSpan span) const
{
    std::string out = m_text.substr(span.begin, span.end - span.begin);
    // Blank comments (keeping offsets); drop trailing commas before a closing bracket.
    RelaxedJson inner(out);
    std::string strict;
    for (std::size_t pos = 0; pos < out.size();) {
        if (out[pos] == '"') {
            const auto end = inner.stringEnd(pos).value_or(out.size());
            strict += out.substr(pos, end - pos);
            pos = end;
            continue;
        }
        const std::size_t next = inner.skipSpace(pos);
        if (next > pos) {
            strict += ' ';
            pos = next;
            continue;
        }
        if (out[pos] == ',') {
            const std::size_t after = inner.skipSpace(pos + 1);
            if (after < out.size() && (out[after] == ']' || out[after] == '}')) {
                ++pos;
                continue;
            }
        }
        strict += out[pos++];
    }
    return strict;
}

std::size_t RelaxedJson::commaIn(std::size_t begin, std::size_t end) const
{
    for (std::size_t pos = skipSpace(begin); pos < end; pos = skipSpace(pos + 1))
        if (m_text[pos] == ',')
            return pos;
    return std::string::npos;
}

std::string indentOfLine(const std::string& text, std::size_t pos)
{
    const std::size_t lineStart = text.rfind('\n', pos == 0 ? 0 : pos - 1);
    std::size_t i = lineStart == std::string::npos ? 0 : lineStart + 1;
    std::string indent;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
        indent += text[i++];
    return indent;
}

std::string lineEndOf(const std::string& text) { return text.find("\r\n") != std::string::npos ? "\r\n" : "\n"; }

} // namespace quantlens
