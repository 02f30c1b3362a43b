#include "util/json_writer.h"

#include "util/json_text.h"

#include <charconv>
#include <cmath>

namespace quantlens {
namespace {
    /// Printable ASCII without a quote or backslash: written as it is, which is what nlohmann's
    /// escaping writes for it too. Anything else is escaped by nlohmann itself.
    bool plain(std::string_view text)
    {
        for (const char c : text) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte < 0x20 || byte > 0x7e || c == '"' || c == '\\')
                return false;
        }
        return true;
    }
}

JsonWriter::JsonWriter(int indent)
    : m_indent(indent)
{ }

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return;
    Level& level = m_levels.back();
    if (!level.empty)
        m_text += ',';
    level.empty = false;
    if (m_indent >= 0) {
        m_text += '\n';
        m_text.append(m_levels.size() * static_cast<std::size_t>(m_indent), ' ');
    }
}

void JsonWriter::beginObject()
{
    separate();
    m_text += '{';
    m_levels.push_back({});
}

void JsonWriter::beginArray()
{
    separate();
    m_text += '[';
    m_levels.push_back({});
}

void JsonWriter::close(char bracket)
{
    const bool empty = m_levels.back().empty;
    m_levels.pop_back();
    if (!empty && m_indent >= 0) {
        m_text += '\n';
        m_text.append(m_levels.size() * static_cast<std::size_t>(m_indent), ' ');
    }
    m_text += bracket;
}

void JsonWriter::endObject() { close('}'); }
void JsonWriter::endArray() { close(']'); }

void JsonWriter::key(std::string_view name)
{
    separate();
    writeString(name);
    m_text += m_indent >= 0 ? ": " : ":";
    m_afterKey = true;
}

void JsonWriter::writeString(std::string_view text)
{
    if (plain(text)) {
        m_text += '"';
        m_text += text;
        m_text += '"';
        return;
    }
    m_text += jsonText(nlohmann::ordered_json(std::string(text)));
}

void JsonWriter::value(std::string_view text)
{
    separate();
    writeString(text);
}

void JsonWriter::value(double number)
{
    separate();
    if (!std::isfinite(number)) {
        m_text += "null";
        return;
    }
    // nlohmann's own number text (its dump() calls the same function), so the digits are its digits.
    char digits[64];
    const char* end = nlohmann::detail::to_chars(digits, digits + sizeof digits, number);
    m_text.append(digits, static_cast<std::size_t>(end - digits));
}

void JsonWriter::value(std::int64_t number)
{
    separate();
    char digits[24];
    m_text.append(digits, static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, number).ptr - digits));
}

void JsonWriter::value(std::uint64_t number)
{
    separate();
    char digits[24];
    m_text.append(digits, static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, number).ptr - digits));
}

void JsonWriter::value(bool truth)
{
    separate();
    m_text += truth ? "true" : "false";
}

void JsonWriter::null()
{
    separate();
    m_text += "null";
}

void JsonWriter::value(const std::optional<double>& number)
{
    if (number)
        value(*number);
    else
        null();
}

void JsonWriter::value(const nlohmann::ordered_json& json) { valueText(jsonText(json, m_indent)); }

void JsonWriter::valueText(std::string_view json)
{
    separate();
    if (m_indent < 0 || m_levels.empty()) {
        m_text += json;
        return;
    }
    // A nested value's lines are the whole value's, moved right by this place's indentation (a JSON
    // text has no line break inside a string: those are written \n).
    const std::string newline = '\n' + std::string(m_levels.size() * static_cast<std::size_t>(m_indent), ' ');
    std::size_t from = 0;
    for (std::size_t at = json.find('\n'); at != std::string_view::npos; at = json.find('\n', from)) {
        m_text.append(json, from, at - from);
        m_text += newline;
        from = at + 1;
    }
    m_text.append(json.substr(from));
}

std::string JsonWriter::take()
{
    m_levels.clear();
    m_afterKey = false;
    std::string text;
    text.swap(m_text);
    return text;
}

} // namespace quantlens
