#include "tensor/zip_inflate.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>

#include <algorithm>
#include <memory>

namespace quantlens {
namespace {
    /// One inflate stream over a member's compressed bytes, fed piece by piece.
    class Stream {
    public:
        Stream(const std::byte* in, std::uint64_t inSize, std::uint64_t piece)
            : m_state(std::make_unique_for_overwrite<inflate_state>()) // isal_inflate_init sets what it reads
            , m_next(in)
            , m_left(inSize)
            , m_piece(std::clamp<std::uint64_t>(piece, 1, kInflatePieceBytes))
        {
            isal_inflate_init(m_state.get());
            m_state->crc_flag = ISAL_DEFLATE; // a zip member is a raw stream; its CRC is checked on our side
            m_state->next_in = reinterpret_cast<std::uint8_t*>(const_cast<std::byte*>(in)); // not null when empty
        }

        /// Writes up to `size` bytes to `out` (fewer when the stream ends first); false when the
        /// stream is not valid deflate data or its compressed bytes run out before its end.
        bool inflate(std::byte* out, std::size_t size, std::size_t& produced)
        {
            produced = 0;
            while (produced < size && !finished()) {
                if (m_state->avail_in == 0 && m_left > 0) {
                    const auto piece = static_cast<std::uint32_t>(std::min(m_left, m_piece));
                    m_state->next_in = reinterpret_cast<std::uint8_t*>(const_cast<std::byte*>(m_next));
                    m_state->avail_in = piece;
                    m_next += piece;
                    m_left -= piece;
                }
                const auto room = static_cast<std::uint32_t>(std::min<std::uint64_t>(size - produced, m_piece));
                m_state->next_out = reinterpret_cast<std::uint8_t*>(out + produced);
                m_state->avail_out = room;
                if (isal_inflate(m_state.get()) != ISAL_DECOMP_OK)
                    return false;
                const std::uint32_t made = room - m_state->avail_out;
                produced += made;
                if (made == 0 && !finished() && !(m_state->avail_in == 0 && m_left > 0))
                    return false; // nothing left to feed it, yet the stream has not ended
            }
            return true;
        }
        bool finished() const { return m_state->block_state == ISAL_BLOCK_FINISH; }

    private:
        std::unique_ptr<inflate_state> m_state; // 87 KB: not for the stack of a worker thread
        const std::byte* m_next;
        std::uint64_t m_left;
        std::uint64_t m_piece;
    };
}

InflateResult inflateMember(const std::byte* in, std::uint64_t inSize, std::byte* out, std::size_t want,
    bool wholeMember, std::uint32_t crc, std::uint64_t pieceBytes)
{
    Stream stream(in, inSize, pieceBytes);
    InflateResult result;
    if (!stream.inflate(out, want, result.produced)) {
        result.end = InflateEnd::Damaged;
        return result;
    }
    if (result.produced < want) { // the stream ended first
        result.end = InflateEnd::StreamEnded;
        return result;
    }
    if (!wholeMember) {
        result.end = InflateEnd::Filled;
        return result;
    }
    // The whole member: its stream must end with the stated size, and its bytes carry the CRC.
    std::byte extra[1];
    std::size_t more = 0;
    if (!stream.inflate(extra, sizeof extra, more)) {
        result.end = InflateEnd::Damaged;
        return result;
    }
    if (more > 0) {
        result.end = InflateEnd::TooLong;
        return result;
    }
    const std::uint32_t actual = crc32_gzip_refl(0, reinterpret_cast<const unsigned char*>(out), want);
    result.end = actual == crc ? InflateEnd::Filled : InflateEnd::CrcMismatch;
    return result;
}

} // namespace quantlens
