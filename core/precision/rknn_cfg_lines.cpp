#include "precision/rknn_cfg_lines.h"

namespace quantlens::rknn_cfg {
namespace {
    std::string trimmed(const std::string& s)
    {
        const auto b = s.find_first_not_of(" \t\r");
        const auto e = s.find_last_not_of(" \t\r");
        return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
    }

    /// Reads a quoted scalar starting at `at` (' or "); `end` gets the position after its closing quote.
    std::optional<std::string> quoted(const std::string& s, std::size_t at, std::size_t& end)
    {
        const char q = s[at];
        std::string out;
        for (std::size_t i = at + 1; i < s.size(); ++i) {
            if (q == '\'' && s[i] == '\'') {
                if (i + 1 < s.size() && s[i + 1] == '\'') { // '' is one quote in single quotes
                    out += '\'';
                    ++i;
                    continue;
                }
                end = i + 1;
                return out;
            }
            if (q == '"' && s[i] == '\\' && i + 1 < s.size()) {
                const char c = s[++i];
                out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
                continue;
            }
            if (q == '"' && s[i] == '"') {
                end = i + 1;
                return out;
            }
            out += s[i];
        }
        return std::nullopt;
    }

    /// A plain or quoted scalar value, its trailing " # comment" dropped.
    std::string scalarValue(const std::string& raw)
    {
        std::string v = trimmed(raw);
        if (!v.empty() && v[0] == '#') // nothing but a comment
            return {};
        if (!v.empty() && (v[0] == '"' || v[0] == '\'')) {
            std::size_t end = 0;
            if (auto q = quoted(v, 0, end))
                return *q;
        }
        if (const auto hash = v.find(" #"); hash != std::string::npos)
            v = trimmed(v.substr(0, hash));
        return v;
    }

    /// "name: value" (name plain or quoted) from `text`; nullopt when there is no key.
    std::optional<Entry> keyValue(const std::string& text)
    {
        const std::string t = trimmed(text);
        if (t.empty() || t[0] == '#')
            return std::nullopt;
        Entry e;
        std::size_t after = 0;
        if (t[0] == '"' || t[0] == '\'') {
            auto name = quoted(t, 0, after);
            if (!name)
                return std::nullopt;
            e.name = *name;
            while (after < t.size() && (t[after] == ' ' || t[after] == '\t'))
                ++after;
            if (after >= t.size() || t[after] != ':')
                return std::nullopt;
            ++after;
        } else {
            // A plain key ends at the first ':' followed by a space or the end (a ':' inside, as in
            // "conv:0", belongs to the name).
            std::size_t colon = t.find(':');
            while (colon != std::string::npos && colon + 1 < t.size() && t[colon + 1] != ' ' && t[colon + 1] != '\t')
                colon = t.find(':', colon + 1);
            if (colon == std::string::npos)
                return std::nullopt;
            e.name = trimmed(t.substr(0, colon));
            after = colon + 1;
        }
        e.value = scalarValue(t.substr(after));
        return e;
    }
}

std::string topLevelKey(const std::string& line)
{
    std::string l = line;
    if (l.rfind("\xEF\xBB\xBF", 0) == 0)
        l.erase(0, 3);
    if (l.empty() || l[0] == ' ' || l[0] == '\t' || l[0] == '#' || l[0] == '-')
        return {};
    const auto e = keyValue(l);
    return e ? e->name : std::string();
}

std::optional<Entry> entryOf(const std::string& line)
{
    if (line.empty() || (line[0] != ' ' && line[0] != '\t'))
        return std::nullopt;
    return keyValue(line);
}

std::string inlineValue(const std::string& line)
{
    std::string l = line;
    if (l.rfind("\xEF\xBB\xBF", 0) == 0)
        l.erase(0, 3);
    const auto e = keyValue(l);
    if (!e)
        return {};
    // The raw text after the key, for a flow mapping ("{a: b}"), whose commas scalarValue would keep.
    std::string rest = trimmed(l);
    std::size_t colon = rest.find(": ");
    if (colon == std::string::npos)
        colon = rest.rfind(':');
    rest = trimmed(rest.substr(colon + 1));
    if (!rest.empty() && rest[0] == '{') {
        if (const auto close = rest.rfind('}'); close != std::string::npos)
            return rest.substr(0, close + 1);
    }
    return e->value;
}

std::optional<std::vector<Entry>> flowEntries(const std::string& value)
{
    const std::string v = trimmed(value);
    if (v.size() < 2 || v.front() != '{' || v.back() != '}')
        return std::nullopt;
    std::vector<Entry> out;
    std::string item;
    char quote = 0;
    const auto flush = [&] {
        if (!trimmed(item).empty())
            if (auto e = keyValue(item))
                out.push_back(*e);
        item.clear();
    };
    for (std::size_t i = 1; i + 1 < v.size(); ++i) {
        const char c = v[i];
        if (quote) {
            if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == ',') {
            flush();
            continue;
        }
        item += c;
    }
    flush();
    return out;
}

std::string indentOf(const std::string& line) { return line.substr(0, line.find_first_not_of(" \t")); }

std::string yamlKey(const std::string& name)
{
    const bool plain = !name.empty() && name.find_first_of(":#'\"{}[],&*!|>%@`\\") == std::string::npos
        && name.find(": ") == std::string::npos && name.back() != ':' && name.front() != ' ' && name.back() != ' '
        && name.front() != '-' && name.front() != '?' && name.front() != ':';
    if (plain)
        return name;
    std::string out = "\"";
    for (const char c : name) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

} // namespace quantlens::rknn_cfg
