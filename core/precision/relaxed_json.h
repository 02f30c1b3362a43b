#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// Byte spans in a JSON text that may hold comments (//, /* */ and #, as Pulsar2's "relaxed JSON"
/// configs do) and trailing commas. Editing one value by its span keeps every other byte of the
/// file, comments included.
struct JsonSpan {
    std::size_t begin = 0, end = 0; ///< [begin, end) of the value's text
};

struct JsonMember {
    std::string key;
    JsonSpan value;
};

/// Scans values without building them; every function returns nullopt on text it cannot read.
class RelaxedJson {
public:
    explicit RelaxedJson(const std::string& text)
        : m_text(text)
    { }
    /// The one top-level value.
    std::optional<JsonSpan> root() const;
    /// Members of the object at `object` (a span that starts with '{').
    std::optional<std::vector<JsonMember>> members(JsonSpan object) const;
    /// Items of the array at `array` (a span that starts with '[').
    std::optional<std::vector<JsonSpan>> items(JsonSpan array) const;
    /// The text of a span with its comments blanked out, for a strict JSON parser.
    std::string strictText(JsonSpan span) const;
    /// Position of the first ',' outside comments in [begin, end), or npos.
    std::size_t commaIn(std::size_t begin, std::size_t end) const;

private:
    std::size_t skipSpace(std::size_t pos) const;
    std::optional<std::size_t> valueEnd(std::size_t pos, int depth) const;
    std::optional<std::size_t> stringEnd(std::size_t pos) const;
    const std::string& m_text;
};

/// The indentation (spaces and tabs) of the line `pos` is on: what an edit's new lines take.
std::string indentOfLine(const std::string& text, std::size_t pos);
/// "\r\n" when the text has any, else "\n": a file written on Windows keeps its line ends where lines are added.
std::string lineEndOf(const std::string& text);

} // namespace quantlens
