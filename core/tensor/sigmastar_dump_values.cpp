// Decoding one record of a SigmaStar dump into float32 values: raw little-endian payloads, or the
// printed values of a dumpasstring dump. Integers are dequantized with s·(q − z).
#include "tensor/sigmastar_dump.h"

#include "tensor/shape_text.h"
#include "tensor/sigmastar_dump_lines.h"

#include <algorithm>
#include <bit>
#include <charconv>

namespace quantlens {
namespace {
    /// The simulator runs on x86 and writes its native order; bytes are assembled explicitly so a
    /// big-endian host reads the same numbers.
    float float32At(const std::byte* p)
    {
        const auto bits = static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8
            | static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
        return std::bit_cast<float>(bits);
    }
    std::int16_t int16At(const std::byte* p)
    {
        return static_cast<std::int16_t>(static_cast<std::uint16_t>(p[0]) | static_cast<std::uint16_t>(p[1]) << 8);
    }

    bool isSeparator(char c) { return c == ' ' || c == ',' || c == '\n' || c == '\r' || c == '\t'; }

    class ValueDecoder {
    public:
        ValueDecoder(const std::byte* data, const SigmaStarRecord& record, const std::string& source, std::size_t count)
            : m_data(data)
            , m_record(record)
            , m_source(source)
            , m_count(count)
            , m_dequantize(isIntegerType(record.elementType))
        { }

        Result<std::vector<float>> binary() const
        {
            using R = Result<std::vector<float>>;
            const std::size_t elementSize = dtypeSize(m_record.elementType);
            if (m_count > m_record.payloadBytes / elementSize)
                return R::failure(problemAt(m_record.payloadOffset,
                    text("sigmastar_dump.payload_too_short",
                        { std::to_string(m_record.payloadBytes), std::to_string(m_count * elementSize),
                            shapeToString(m_record.shape), dtypeName(m_record.elementType) })));
            std::vector<float> values(m_count);
            const std::byte* p = m_data + m_record.payloadOffset;
            switch (m_record.elementType) {
            case DType::Int16:
                for (std::size_t i = 0; i < m_count; ++i)
                    values[i] = dequantized(int16At(p + 2 * i));
                break;
            case DType::Int8:
                for (std::size_t i = 0; i < m_count; ++i)
                    values[i] = dequantized(static_cast<std::int8_t>(p[i]));
                break;
            case DType::UInt8:
                for (std::size_t i = 0; i < m_count; ++i)
                    values[i] = dequantized(static_cast<std::uint8_t>(p[i]));
                break;
            case DType::Float32:
                for (std::size_t i = 0; i < m_count; ++i)
                    values[i] = float32At(p + 4 * i);
                break;
            default: // the index gives no other type; a hand-made record must not read past its payload
                return R::failure(problemAt(m_record.headerOffset,
                    text("sigmastar_dump.unsupported_element_type", { dtypeName(m_record.elementType) })));
            }
            return R::success(std::move(values), warnings());
        }

        /// Values separated by ", " and line breaks; anything after the first prod(shape) values
        /// is the payload's padding, printed like the rest, and is not read.
        Result<std::vector<float>> printed() const
        {
            using R = Result<std::vector<float>>;
            const char* const begin = reinterpret_cast<const char*>(m_data) + m_record.payloadOffset;
            const char* const end = begin + m_record.payloadBytes;
            const char* p = begin;
            const auto byteOf
                = [&](const char* at) { return m_record.payloadOffset + static_cast<std::size_t>(at - begin); };
            std::vector<float> values;
            // Each printed value takes at least two bytes ("0,"): a shape larger than the text
            // cannot make us reserve more than the text could hold.
            values.reserve(std::min(m_count, m_record.payloadBytes / 2 + 1));
            while (values.size() < m_count) {
                while (p < end && isSeparator(*p))
                    ++p;
                if (p == end)
                    return R::failure(problemAt(byteOf(p),
                        text("sigmastar_dump.too_few_text_values",
                            { std::to_string(values.size()), std::to_string(m_count),
                                shapeToString(m_record.shape) })));
                const char* tokenEnd = p;
                while (tokenEnd < end && !isSeparator(*tokenEnd))
                    ++tokenEnd;
                double value = 0;
                const auto [last, ec] = std::from_chars(p, tokenEnd, value);
                if (ec != std::errc() || last != tokenEnd)
                    return R::failure(problemAt(byteOf(p),
                        text("sigmastar_dump.bad_text_value",
                            { sigmastar::quoteForMessage(
                                std::string_view(p, static_cast<std::size_t>(tokenEnd - p))) })));
                values.push_back(m_dequantize ? dequantized(value) : static_cast<float>(value));
                p = tokenEnd;
            }
            return R::success(std::move(values), warnings());
        }

    private:
        float dequantized(double q) const
        {
            return static_cast<float>(m_record.scale * (q - static_cast<double>(m_record.zeroPoint)));
        }

        Problem problemAt(std::size_t byte, Text what) const
        {
            return Problem::make(
                m_source, text("where.tensor_byte", { m_record.name, std::to_string(byte) }), std::move(what));
        }

        /// Cases where the numbers come out, but probably not the ones the user expects.
        std::vector<Problem> warnings() const
        {
            std::vector<Problem> found;
            const Text where = text("where.tensor_byte", { m_record.name, std::to_string(m_record.headerOffset) });
            if (m_dequantize && m_record.storageType == "float")
                found.push_back(Problem::make(m_source, where, text("sigmastar_dump.float_read_as_uint8")));
            if (m_dequantize && m_record.scale == 0 && m_count > 0)
                found.push_back(Problem::make(m_source, where, text("sigmastar_dump.zero_scale")));
            return found;
        }

        const std::byte* m_data;
        const SigmaStarRecord& m_record;
        const std::string& m_source;
        std::size_t m_count;
        bool m_dequantize;
    };
}

Result<std::vector<float>> sigmaStarValues(
    const std::byte* data, std::size_t size, const SigmaStarRecord& record, const std::string& source)
{
    using R = Result<std::vector<float>>;
    // The record may come from another (or a since-changed) file: check it before reading.
    std::size_t count = 1;
    bool fits = record.payloadOffset <= size && record.payloadBytes <= size - record.payloadOffset;
    for (auto d : record.shape) {
        fits = fits && d >= 0 && (d == 0 || count <= SIZE_MAX / 8 / static_cast<std::size_t>(d));
        count *= fits ? static_cast<std::size_t>(d) : 1;
    }
    if (!fits)
        return R::failure(
            Problem::make(source, text("where.tensor_byte", { record.name, std::to_string(record.headerOffset) }),
                text("sigmastar_dump.record_outside_file", { std::to_string(size) })));
    const ValueDecoder decoder(data, record, source, count);
    return record.text ? decoder.printed() : decoder.binary();
}

} // namespace quantlens
