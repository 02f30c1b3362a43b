// Indexing a SigmaStar dump: one pass over the header lines, jumping over binary payloads by
// their declared size (a payload may hold any bytes, "\n//out " included, so it is never scanned).
#include "tensor/sigmastar_dump.h"

#include "tensor/sigmastar_dump_lines.h"

#include <cstring>

namespace quantlens {
namespace {
    using sigmastar::Line;
    using sigmastar::lineAt;
    using sigmastar::quoteForMessage;

    constexpr unsigned char kUtf8Bom[] = { 0xEF, 0xBB, 0xBF };

    std::size_t bomLength(const std::byte* data, std::size_t size)
    {
        return size >= sizeof kUtf8Bom && std::memcmp(data, kUtf8Bom, sizeof kUtf8Bom) == 0 ? sizeof kUtf8Bom : 0;
    }

    /// "tensor 'x': byte n" once the tensor's name is known, else "byte n".
    Text whereAt(const std::string& tensor, std::size_t byte)
    {
        return tensor.empty() ? text("where.byte", { std::to_string(byte) })
                              : text("where.tensor_byte", { tensor, std::to_string(byte) });
    }

    /// SigmaStar's own getDataTypeByName (splite_binary_to_string.c): unknown names are uint8.
    DType elementTypeOf(bool isFloat, const std::string& storageType)
    {
        if (isFloat)
            return DType::Float32;
        if (storageType == "SGS_S16")
            return DType::Int16;
        if (storageType == "SGS_S8")
            return DType::Int8;
        return DType::UInt8;
    }

    class Indexer {
    public:
        Indexer(const std::byte* data, std::size_t size, const std::string& source)
            : m_data(data)
            , m_size(size)
            , m_source(source)
        { }

        Result<SigmaStarDump> run()
        {
            using R = Result<SigmaStarDump>;
            if (m_size == 0)
                return R::failure(Problem::make(m_source, {}, text("sigmastar_dump.empty_file")));
            const Line first = lineAt(m_data, m_size, bomLength(m_data, m_size), sigmastar::kMaxHeaderLine);
            if (!first.text.starts_with("isFloat:"))
                return R::failure(Problem::make(m_source, text("where.byte", { "0" }),
                    text("sigmastar_dump.missing_is_float", { quoteForMessage(first.text) })));
            if (auto error = sigmastar::parseIsFloatLine(first.text, m_dump.isFloat))
                return R::failure(Problem::make(m_source, whereAt({}, first.begin + error->column), error->what));

            std::size_t pos = first.next;
            if (auto problem = skipBlankLinesToFirstRecord(pos))
                return R::failure(*problem);
            while (pos < m_size) {
                SigmaStarRecord record;
                if (auto problem = readRecord(pos, record))
                    return R::failure(*problem);
                m_dump.records.push_back(std::move(record));
                pos = skipTrailer(pos, m_dump.records.back().name);
            }
            if (m_dump.records.empty())
                return R::failure(Problem::make(m_source, {}, text("sigmastar_dump.no_tensors")));
            return R::success(std::move(m_dump), std::move(m_warnings));
        }

    private:
        Problem problemAt(const std::string& tensor, std::size_t byte, Text what) const
        {
            return Problem::make(m_source, whereAt(tensor, byte), std::move(what));
        }

        /// Before the first record the file must be exactly what the format says: text there means
        /// this is some other file that merely starts with "isFloat:".
        std::optional<Problem> skipBlankLinesToFirstRecord(std::size_t& pos) const
        {
            while (pos < m_size) {
                const Line line = lineAt(m_data, m_size, pos, sigmastar::kMaxHeaderLine);
                if (sigmastar::isTensorLine(line.text))
                    return std::nullopt;
                if (!sigmastar::trimmed(line.text).empty())
                    return problemAt(
                        {}, line.begin, text("sigmastar_dump.expected_header", { quoteForMessage(line.text) }));
                pos = line.next;
            }
            return std::nullopt;
        }

        /// Lines A and B, then either line C and a binary payload, or printed values up to "};".
        /// Leaves `pos` just after the payload.
        std::optional<Problem> readRecord(std::size_t& pos, SigmaStarRecord& record) const
        {
            const Line header = lineAt(m_data, m_size, pos, sigmastar::kMaxHeaderLine);
            record.headerOffset = header.begin;
            if (header.cut)
                return problemAt({}, header.begin,
                    text("sigmastar_dump.header_too_long", { std::to_string(sigmastar::kMaxHeaderLine) }));
            if (auto error = sigmastar::parseTensorLine(header.text, record))
                return problemAt(record.name, header.begin + error->column, error->what);
            record.elementType = elementTypeOf(m_dump.isFloat, record.storageType);
            if (header.next >= m_size)
                return problemAt(record.name, m_size, text("sigmastar_dump.truncated_header"));

            const Line op = lineAt(m_data, m_size, header.next, sigmastar::kMaxHeaderLine);
            if (auto error = sigmastar::parseOpLine(op.text, record))
                return problemAt(record.name, op.begin + error->column, error->what);
            pos = op.next;

            if (pos < m_size) {
                const Line sizeLine = lineAt(m_data, m_size, pos, sigmastar::kMaxHeaderLine);
                if (sigmastar::isBufferSizeLine(sizeLine.text))
                    return locateBinaryPayload(sizeLine, pos, record);
            }
            return locateTextValues(pos, record);
        }

        std::optional<Problem> locateBinaryPayload(
            const Line& sizeLine, std::size_t& pos, SigmaStarRecord& record) const
        {
            if (auto error = sigmastar::parseBufferSizeLine(sizeLine.text, record.payloadBytes))
                return problemAt(record.name, sizeLine.begin + error->column, error->what);
            record.text = false;
            record.payloadOffset = sizeLine.next;
            const std::size_t remaining = m_size - record.payloadOffset;
            if (record.payloadBytes > remaining)
                return problemAt(record.name, record.payloadOffset,
                    text("sigmastar_dump.payload_past_end",
                        { std::to_string(record.payloadBytes), std::to_string(remaining) }));
            pos = record.payloadOffset + record.payloadBytes;
            return std::nullopt;
        }

        /// Printed values hold digits, signs, dots, commas and spaces only: a '/' means the next
        /// header came before "};".
        std::optional<Problem> locateTextValues(std::size_t& pos, SigmaStarRecord& record) const
        {
            record.text = true;
            const auto* bytes = reinterpret_cast<const char*>(m_data);
            std::size_t at = pos;
            while (at < m_size && (bytes[at] == ' ' || bytes[at] == '\t' || bytes[at] == '\r' || bytes[at] == '\n'))
                ++at;
            record.payloadOffset = at;
            for (; at < m_size; ++at) {
                if (bytes[at] == '}') {
                    record.payloadBytes = at - record.payloadOffset;
                    pos = at;
                    return std::nullopt;
                }
                if (bytes[at] == '/') {
                    // The next header came before "};": this record is cut short, the file goes on.
                    record.payloadBytes = at - record.payloadOffset;
                    record.broken = true;
                    pos = at;
                    return std::nullopt;
                }
            }
            return problemAt(record.name, m_size, text("sigmastar_dump.text_truncated"));
        }

        /// What follows a payload varies by writer ("\n};\n//buffer data size: N\n", "};\n" or
        /// nothing), so lines are skipped up to the next record or the end; anything but those
        /// pieces is reported once, as a warning.
        std::size_t skipTrailer(std::size_t pos, const std::string& tensor)
        {
            while (pos < m_size) {
                const Line line = lineAt(m_data, m_size, pos);
                if (sigmastar::isTensorLine(line.text))
                    return pos;
                const std::string_view piece = sigmastar::trimmed(line.text);
                const bool expected
                    = piece.empty() || piece == "};" || piece == "}" || sigmastar::isBufferSizeLine(piece);
                if (!expected && !m_warnedAboutTrailer) {
                    m_warnings.push_back(problemAt(
                        {}, line.begin, text("sigmastar_dump.skipped_text", { tensor, quoteForMessage(line.text) })));
                    m_warnedAboutTrailer = true;
                }
                pos = line.next;
            }
            return pos;
        }

        const std::byte* m_data;
        std::size_t m_size;
        const std::string& m_source;
        SigmaStarDump m_dump;
        std::vector<Problem> m_warnings;
        bool m_warnedAboutTrailer = false;
    };
}

Result<SigmaStarDump> indexSigmaStarDump(const std::byte* data, std::size_t size, const std::string& source)
{
    return Indexer(data, size, source).run();
}

bool looksLikeSigmaStarDump(const std::byte* head, std::size_t size)
{
    const std::size_t bom = bomLength(head, size);
    const std::string_view s(reinterpret_cast<const char*>(head) + bom, size - bom);
    if (!s.starts_with("isFloat:"))
        return false;
    std::size_t i = 8;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
        ++i;
    if (i >= s.size() || s[i] < '0' || s[i] > '9')
        return false;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9')
        ++i;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
        ++i;
    return i == s.size() || s[i] == '\r' || s[i] == '\n';
}

} // namespace quantlens
