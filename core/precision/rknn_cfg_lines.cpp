#include "precision/rknn_cfg_lines.h"

#include "util/utf8.h"

#include <string_view>

namespace quantlens::rknn_cfg {
namespace {
    constexpr const char* kBom = "\xEF\xBB\xBF";

    std::string trimmed(const std::string& s)
    {
        const auto b = s.find_first_not_of(" \t\r");
        const auto e = s.find_last_not_of(" \t\r");
        return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
    }

    std::string withoutBom(const std::string& line) { return line.rfind(kBom, 0) == 0 ? line.substr(3) : line; }

    /// A double-quoted scalar's escape at s[i] (after the backslash); `i` ends on its last character.
    void unescape(const std::string& s, std::size_t& i, std::string& out)
    {
        const char c = s[i];
        const int digits = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
        if (digits && i + digits < s.size()) {
            try {
                std::size_t used = 0;
                const unsigned long code = std::stoul(s.substr(i + 1, digits), &used, 16);
                if (used == static_cast<std::size_t>(digits)) {
                    appendUtf8(out, code);
                    i += digits;
                    return;
                }
            } catch (...) { }
        }
        switch (c) {
        case '0': out += '\0'; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'e': out += '\x1B'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'v': out += '\v'; break;
        default: out += c;
        }
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
                unescape(s, ++i, out);
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

    /// "name: value" split at its colon; `rest` is what follows the colon, trimmed, comment included.
    struct KeySplit {
        Entry entry;
        bool quotedKey = false;
        std::string rest;
    };

    std::optional<KeySplit> splitKey(const std::string& text)
    {
        const std::string t = trimmed(text);
        if (t.empty() || t[0] == '#')
            return std::nullopt;
        KeySplit k;
        std::size_t after = 0;
        if (t[0] == '"' || t[0] == '\'') {
            auto name = quoted(t, 0, after);
            if (!name)
                return std::nullopt;
            k.entry.name = *name;
            k.quotedKey = true;
            while (after < t.size() && (t[after] == ' ' || t[after] == '\t'))
                ++after;
            if (after >= t.size() || t[after] != ':')
                return std::nullopt;
            ++after;
        } else if (std::string_view("{}[],&*!|>%@`").find(t[0]) != std::string_view::npos) {
            return std::nullopt; // no plain scalar starts so: a flow collection, an anchor, a tag...
        } else {
            // A plain key ends at the first ':' followed by a space or the end (a ':' inside, as in
            // "conv:0", belongs to the name).
            std::size_t colon = t.find(':');
            while (colon != std::string::npos && colon + 1 < t.size() && t[colon + 1] != ' ' && t[colon + 1] != '\t')
                colon = t.find(':', colon + 1);
            if (colon == std::string::npos)
                return std::nullopt;
            k.entry.name = trimmed(t.substr(0, colon));
            after = colon + 1;
        }
        k.rest = trimmed(t.substr(after));
        const std::string& r = k.rest;
        if (r.empty() || r[0] == '#')
            return k;
        if (r[0] == '"' || r[0] == '\'') {
            std::size_t end = 0;
            if (auto q = quoted(r, 0, end)) {
                k.entry.value = *q;
                k.entry.raw = r.substr(0, end);
                return k;
            }
        }
        std::size_t hash = r.find(" #");
        if (const auto tab = r.find("\t#"); tab < hash)
            hash = tab;
        k.entry.raw = hash == std::string::npos ? r : trimmed(r.substr(0, hash));
        k.entry.value = k.entry.raw;
        return k;
    }

    /// What a value (as KeySplit::rest) is when it is not a one-line scalar.
    std::optional<Construct> valueConstruct(const std::string& rest)
    {
        if (rest.empty() || rest[0] == '#')
            return std::nullopt;
        switch (rest[0]) {
        case '&':
        case '*': return Construct::Alias;
        case '!':
        case '{':
        case '[':
        case '|':
        case '>': return Construct::Structure;
        default: break;
        }
        if (rest[0] == '"' || rest[0] == '\'') {
            std::size_t end = 0;
            if (!quoted(rest, 0, end)) // goes on over lines
                return Construct::Structure;
            const std::string after = trimmed(rest.substr(end));
            if (!after.empty() && (after[0] != '#' || (rest[end] != ' ' && rest[end] != '\t')))
                return Construct::Structure;
            return std::nullopt;
        }
        std::string plain = rest;
        if (const auto hash = plain.find(" #"); hash != std::string::npos)
            plain.resize(hash);
        if (plain.find(": ") != std::string::npos || plain.ends_with(':'))
            return Construct::Structure; // a mapping in a value
        return std::nullopt;
    }

    /// The entries of a one-line flow mapping `s` ("{a: int16, 'b,c': float16}", a comment may
    /// follow, put in `comment`); nullopt with `why` for anything else.
    std::optional<std::vector<Entry>> flowMapping(const std::string& s, Construct& why, std::string& comment)
    {
        why = Construct::Structure;
        std::vector<std::string> items(1);
        std::size_t i = 1;
        for (; i < s.size() && s[i] != '}'; ++i) {
            const char c = s[i];
            std::string& item = items.back();
            const std::string t = trimmed(item);
            if ((c == '"' || c == '\'') && (t.empty() || t.back() == ':')) { // a quote inside a plain scalar is text
                std::size_t end = 0;
                if (!quoted(s, i, end))
                    return std::nullopt;
                item += s.substr(i, end - i);
                i = end - 1;
            } else if (c == '{' || c == '[' || c == ']') {
                return std::nullopt;
            } else if (c == '#' && (item.empty() || item.back() == ' ' || item.back() == '\t')) {
                return std::nullopt; // a comment: the mapping goes on over lines
            } else if (c == ',') {
                items.emplace_back();
            } else {
                item += c;
            }
        }
        if (i >= s.size())
            return std::nullopt;
        const std::string after = s.substr(i + 1), rest = trimmed(after);
        if (!rest.empty() && (rest[0] != '#' || after[0] == '#'))
            return std::nullopt;
        comment = rest;
        std::vector<Entry> out;
        for (std::size_t k = 0; k < items.size(); ++k) {
            const std::string t = trimmed(items[k]);
            if (t.empty()) {
                if (items.size() == 1 || (k > 0 && k + 1 == items.size())) // "{}", a trailing comma
                    continue;
                return std::nullopt;
            }
            if (t[0] == '&' || t[0] == '*') {
                why = Construct::Alias;
                return std::nullopt;
            }
            const auto kv = splitKey(t);
            if (!kv || t[0] == '!' || t[0] == '?')
                return std::nullopt;
            if (!kv->quotedKey && kv->entry.name == "<<") {
                why = Construct::Alias;
                return std::nullopt;
            }
            if (const auto c = valueConstruct(kv->rest)) {
                why = *c;
                return std::nullopt;
            }
            out.push_back(kv->entry);
        }
        return out;
    }

    bool isNull(const std::string& raw) { return raw == "~" || raw == "null" || raw == "Null" || raw == "NULL"; }
}

CfgText splitCfg(const std::string& text)
{
    CfgText c;
    std::size_t at = 0;
    if (text.rfind(kBom, 0) == 0) {
        c.bom = kBom;
        at = 3;
    }
    bool styleSeen = false;
    while (at < text.size()) {
        const auto brk = text.find_first_of("\r\n", at);
        if (brk == std::string::npos) {
            c.lines.push_back(text.substr(at));
            c.ends.emplace_back();
            break;
        }
        const std::size_t len = text.compare(brk, 2, "\r\n") == 0 ? 2 : 1;
        c.lines.push_back(text.substr(at, brk - at));
        c.ends.push_back(text.substr(brk, len));
        if (!styleSeen)
            c.eol = c.ends.back();
        styleSeen = true;
        at = brk + len;
    }
    return c;
}

std::string topLevelKey(const std::string& line)
{
    const std::string l = withoutBom(line);
    if (l.empty() || l[0] == ' ' || l[0] == '\t' || l[0] == '#' || l[0] == '-')
        return {};
    const auto k = splitKey(l);
    return k ? k->entry.name : std::string();
}

std::optional<Entry> entryOf(const std::string& line)
{
    if (line.empty() || (line[0] != ' ' && line[0] != '\t'))
        return std::nullopt;
    const auto k = splitKey(line);
    return k ? std::optional<Entry>(k->entry) : std::nullopt;
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

BlockShape blockShape(const std::vector<std::string>& lines, std::size_t header, std::size_t end)
{
    BlockShape s;
    const auto refuse = [&](std::size_t line, Construct what) {
        s.flow.clear();
        s.refusal = Refusal { line, what };
        return s;
    };
    const auto head = splitKey(withoutBom(lines[header]));
    const std::string rest = head ? head->rest : std::string();
    if (!rest.empty() && rest[0] == '#')
        s.headerComment = rest;
    if (!rest.empty() && rest[0] != '#') {
        s.valueOnHeader = true;
        if (rest[0] == '{') {
            Construct why {};
            auto flow = flowMapping(rest, why, s.headerComment);
            if (!flow)
                return refuse(header, why);
            s.flow = std::move(*flow);
        } else if (isNull(head->entry.raw)) {
            s.headerComment = trimmed(rest.substr(head->entry.raw.size()));
        } else {
            const auto c = valueConstruct(rest);
            return refuse(header, c && *c == Construct::Alias ? Construct::Alias : Construct::NotMapping);
        }
    }
    for (std::size_t i = header + 1; i < end; ++i) {
        const std::string& l = lines[i];
        const auto first = l.find_first_not_of(" \t");
        if (first == std::string::npos || l[first] == '#')
            continue;
        // A value given already (on the header or a flow line) takes no more; a line at the left
        // margin that is no key ("---", "- a") is no entry of this block either.
        if (s.valueOnHeader || s.flowLine || first == 0)
            return refuse(i, Construct::Structure);
        const char c = l[first];
        const bool indicator = first + 1 == l.size() || l[first + 1] == ' ' || l[first + 1] == '\t';
        if (c == '{' && s.indent.empty()) {
            Construct why {};
            std::string comment;
            auto flow = flowMapping(l.substr(first), why, comment);
            if (!flow)
                return refuse(i, why);
            s.flow = std::move(*flow);
            s.flowLine = i;
            s.indent = l.substr(0, first); // for the lines its entries become
            continue;
        }
        if (c == '&' || c == '*')
            return refuse(i, Construct::Alias);
        if (((c == '-' || c == '?') && indicator) || c == '!' || c == '{' || c == '[' || c == '|' || c == '>')
            return refuse(i, Construct::Structure);
        const auto kv = splitKey(l);
        if (!kv)
            return refuse(i, Construct::Structure);
        if (!kv->quotedKey && kv->entry.name == "<<")
            return refuse(i, Construct::Alias);
        if (const auto what = valueConstruct(kv->rest))
            return refuse(i, *what);
        const std::string indent = l.substr(0, first);
        if (s.indent.empty())
            s.indent = indent;
        else if (indent != s.indent) // nested under an entry, or a value going on over lines
            return refuse(i, Construct::Structure);
    }
    return s;
}

} // namespace quantlens::rknn_cfg
