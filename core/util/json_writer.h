#pragma once
// JSON written straight into text, for documents too large to build as a tree first: the report's
// hundreds of tensors with fifty values each took 6-10 ms as nlohmann objects (an allocation per value
// and per key, a search of the object's keys per member) against about a tenth of that here. The text is
// byte for byte what nlohmann's dump() gives for the same document (same indentation, number text and
// escaping), so a file does not change with the way it was made; small parts can still be made as
// nlohmann values and written whole with value(const ordered_json&).
#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

class JsonWriter {
public:
    /// `indent`: spaces per level as in nlohmann's dump(indent); -1 for the compact form.
    explicit JsonWriter(int indent = -1);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The next member's key; the value follows with one of the calls below.
    void key(std::string_view name);

    void value(std::string_view text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(const std::string& text) { value(std::string_view(text)); }
    /// Any double is written as nlohmann writes a number_float (0.0, 1e-05); NaN and ±inf as null.
    void value(double number);
    void value(std::int64_t number);
    void value(std::uint64_t number);
    void value(int number) { value(static_cast<std::int64_t>(number)); }
    void value(bool truth);
    void null();
    /// null when empty.
    void value(const std::optional<double>& number);
    /// A value made as an nlohmann tree, written at this place's indentation.
    void value(const nlohmann::ordered_json& json);
    /// A value already written as JSON text with this writer's indentation (by another JsonWriter, or
    /// nlohmann's dump()), moved right for this place; the caller vouches that it is one JSON value.
    void valueText(std::string_view json);

    /// Room for `bytes` of text in one allocation, instead of the text's doublings copied and faulted in.
    void reserve(std::size_t bytes) { m_text.reserve(bytes); }
    /// The text written so far; the writer is empty afterwards.
    std::string take();

private:
    /// Before any value or key: the separator and indentation its place needs.
    void separate();
    void close(char bracket);
    void writeString(std::string_view text);

    struct Level {
        bool empty = true;
    };
    std::string m_text;
    int m_indent;
    std::vector<Level> m_levels;
    bool m_afterKey = false;
};

} // namespace quantlens
