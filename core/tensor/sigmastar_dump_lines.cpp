#include "tensor/sigmastar_dump_lines.h"

#include "tensor/shape_text.h"

#include <charconv>
#include <cstring>
#include <limits>

namespace quantlens::sigmastar {
namespace {
    /// Reads a header line left to right. Every step skips the spaces before it, because the
    /// writers' printf formats separate fields by one space and hand-edited files by any number.
    class Cursor {
    public:
        explicit Cursor(std::string_view line)
            : m_line(line)
        { }
        std::size_t pos() const { return m_pos; }
        std::string_view rest() const { return m_line.substr(m_pos); }
        void skipSpaces()
        {
            while (m_pos < m_line.size() && (m_line[m_pos] == ' ' || m_line[m_pos] == '\t'))
                ++m_pos;
        }
        bool literal(std::string_view word)
        {
            skipSpaces();
            if (!rest().starts_with(word))
                return false;
            m_pos += word.size();
            return true;
        }
        template <class T> bool number(T& out)
        {
            skipSpaces();
            const char* first = m_line.data() + m_pos;
            const auto [last, ec] = std::from_chars(first, m_line.data() + m_line.size(), out);
            if (ec != std::errc())
                return false;
            m_pos += static_cast<std::size_t>(last - first);
            return true;
        }
        std::string_view word()
        {
            skipSpaces();
            const std::size_t begin = m_pos;
            while (m_pos < m_line.size() && m_line[m_pos] != ' ' && m_line[m_pos] != '\t')
                ++m_pos;
            return m_line.substr(begin, m_pos - begin);
        }
        void moveTo(std::size_t pos) { m_pos = pos; }

    private:
        std::string_view m_line;
        std::size_t m_pos = 0;
    };

    LineError missing(const Cursor& at, std::string_view field, std::string_view line)
    {
        return { at.pos(), text("sigmastar_dump.header_missing_field", { std::string(field), quoteForMessage(line) }) };
    }
    LineError notANumber(const Cursor& at, std::string_view field, std::string_view line)
    {
        return { at.pos(), text("sigmastar_dump.header_bad_number", { std::string(field), quoteForMessage(line) }) };
    }

    /// `shape:[a, b, ...] dims:N`, checked for sign, rank, agreement and a size that fits 63 bits
    /// even at 8 bytes per element (so later byte counts cannot overflow).
    std::optional<LineError> parseShape(Cursor& c, std::string_view line, std::vector<std::int64_t>& shape)
    {
        if (!c.literal("shape:") || !c.literal("["))
            return missing(c, "shape:[", line);
        shape.clear();
        if (!c.literal("]")) {
            while (true) {
                std::int64_t dim = 0;
                const std::size_t dimPos = c.pos();
                if (!c.number(dim))
                    return notANumber(c, "shape:[", line);
                if (dim < 0)
                    return LineError { dimPos, text("sigmastar_dump.negative_dimension", { std::to_string(dim) }) };
                shape.push_back(dim);
                if (shape.size() > kMaxDims)
                    return LineError { dimPos,
                        text("sigmastar_dump.too_many_dimensions", { std::to_string(kMaxDims) }) };
                if (c.literal(","))
                    continue;
                if (c.literal("]"))
                    break;
                return missing(c, "]", line);
            }
        }
        const std::size_t dimsPos = c.pos();
        std::int64_t dims = 0;
        if (!c.literal("dims:"))
            return missing(c, "dims:", line);
        if (!c.number(dims))
            return notANumber(c, "dims:", line);
        if (dims != static_cast<std::int64_t>(shape.size()))
            return LineError { dimsPos,
                text("sigmastar_dump.dims_mismatch",
                    { std::to_string(dims), shapeToString(shape), std::to_string(shape.size()) }) };
        std::int64_t elements = 1;
        for (auto d : shape) {
            if (d != 0 && elements > std::numeric_limits<std::int64_t>::max() / 8 / d)
                return LineError { dimsPos, text("sigmastar_dump.shape_overflow", { shapeToString(shape) }) };
            elements *= d;
        }
        return std::nullopt;
    }
}

Line lineAt(const std::byte* data, std::size_t size, std::size_t pos, std::size_t cap)
{
    Line line;
    line.begin = pos;
    const std::size_t searchEnd = size - pos > cap ? pos + cap : size;
    const void* newline = std::memchr(data + pos, '\n', searchEnd - pos);
    if (newline != nullptr) {
        line.end = static_cast<std::size_t>(static_cast<const std::byte*>(newline) - data);
        line.next = line.end + 1;
    } else {
        line.end = searchEnd;
        line.next = searchEnd;
        line.cut = searchEnd < size;
    }
    if (line.end > line.begin && data[line.end - 1] == std::byte { '\r' })
        --line.end;
    line.text = std::string_view(reinterpret_cast<const char*>(data) + line.begin, line.end - line.begin);
    return line;
}

std::string quoteForMessage(std::string_view bytes)
{
    constexpr std::size_t kMaxShown = 60;
    std::string out;
    for (std::size_t i = 0; i < bytes.size() && i < kMaxShown; ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        // Only printable ASCII passes: garbage bytes would make the message invalid UTF-8, which
        // breaks the JSON report that quotes it.
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    if (bytes.size() > kMaxShown)
        out += "...";
    return out;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool isTensorLine(std::string_view line)
{
    return line.starts_with("//out ") || line.starts_with("//in ") || line.starts_with("//out\t")
        || line.starts_with("//in\t");
}

bool isBufferSizeLine(std::string_view line) { return trimmed(line).starts_with("//buffer data size:"); }

std::optional<LineError> parseTensorLine(std::string_view line, SigmaStarRecord& record)
{
    Cursor c(line);
    if (c.literal("//out"))
        record.isOutput = true;
    else if (c.literal("//in"))
        record.isOutput = false;
    else
        return missing(c, "//out", line);
    if (!c.number(record.ioIndex))
        return notANumber(c, record.isOutput ? "//out" : "//in", line);
    if (!c.literal("s:"))
        return missing(c, "s:", line);
    if (!c.number(record.scale))
        return notANumber(c, "s:", line);
    if (!c.literal("z:"))
        return missing(c, "z:", line);
    if (!c.number(record.zeroPoint))
        return notANumber(c, "z:", line);
    if (!c.literal("type:"))
        return missing(c, "type:", line);
    record.storageType = std::string(c.word());
    if (!c.literal("name:"))
        return missing(c, "name:", line);
    // The name may hold spaces, so it runs to the last " bConstant:", not to the next space.
    const std::size_t nameBegin = c.pos();
    const std::size_t nameEnd = line.rfind(" bConstant:");
    if (nameEnd == std::string_view::npos || nameEnd < nameBegin)
        return missing(c, "bConstant:", line);
    record.name = std::string(trimmed(line.substr(nameBegin, nameEnd - nameBegin)));
    c.moveTo(nameEnd);
    int constant = 0;
    if (!c.literal("bConstant:"))
        return missing(c, "bConstant:", line);
    if (!c.number(constant))
        return notANumber(c, "bConstant:", line);
    record.constant = constant != 0;
    // Anything after dims:N is left alone: newer SDKs may append fields.
    return parseShape(c, line, record.shape);
}

std::optional<LineError> parseOpLine(std::string_view line, SigmaStarRecord& record)
{
    const auto bad = [&](std::size_t column) {
        return LineError { column, text("sigmastar_dump.bad_op_line", { quoteForMessage(line) }) };
    };
    Cursor c(line);
    if (!c.literal("op_out[") && !c.literal("op_in["))
        return bad(c.pos());
    if (!c.number(record.opIndex) || !c.literal("]"))
        return bad(c.pos());
    // "CONV_2D = {" (simulator) or an ONNX node name (framework dumps): everything before "= {".
    std::string_view rest = trimmed(c.rest());
    if (!rest.ends_with("{"))
        return bad(line.size());
    rest = trimmed(rest.substr(0, rest.size() - 1));
    if (!rest.ends_with("="))
        return bad(line.size());
    record.opType = std::string(trimmed(rest.substr(0, rest.size() - 1)));
    return std::nullopt;
}

std::optional<LineError> parseBufferSizeLine(std::string_view line, std::size_t& bytes)
{
    Cursor c(line);
    std::uint64_t value = 0;
    if (!c.literal("//buffer data size:") || !c.number(value) || !trimmed(c.rest()).empty()
        || value > std::numeric_limits<std::size_t>::max())
        return LineError { c.pos(), text("sigmastar_dump.bad_buffer_size", { quoteForMessage(line) }) };
    bytes = static_cast<std::size_t>(value);
    return std::nullopt;
}

std::optional<LineError> parseIsFloatLine(std::string_view line, bool& isFloat)
{
    Cursor c(line);
    int value = -1;
    if (!c.literal("isFloat:") || !c.number(value) || (value != 0 && value != 1) || !trimmed(c.rest()).empty())
        return LineError { c.pos(), text("sigmastar_dump.bad_is_float", { quoteForMessage(line) }) };
    isFloat = value == 1;
    return std::nullopt;
}

} // namespace quantlens::sigmastar
