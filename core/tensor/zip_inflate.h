#pragma once
// Inflating a deflated zip member (method 8) straight from the archive's bytes with ISA-L's
// inflate, which also decodes faster than zlib: a raw deflate stream, no zip library in between.
#include <cstddef>
#include <cstdint>

namespace quantlens {

/// How an inflate of a member ended.
enum class InflateEnd : std::uint8_t {
    Filled, ///< `want` bytes written (for a whole member: its stream ended there, its CRC-32 matched)
    StreamEnded, ///< the stream ended after fewer bytes than asked for (`produced` says how many)
    Damaged, ///< not a valid deflate stream, or it runs past the member's compressed bytes
    TooLong, ///< a whole member's stream goes on past the size its directory states
    CrcMismatch, ///< a whole member inflated to bytes whose CRC-32 is not the directory's
};

struct InflateResult {
    InflateEnd end = InflateEnd::Damaged;
    std::size_t produced = 0;
};

/// ISA-L counts bytes in 32 bits: larger members are fed to it and drained in pieces of this size.
inline constexpr std::uint64_t kInflatePieceBytes = std::uint64_t { 1 } << 30;

/// Inflates the raw deflate stream `in[0, inSize)` into `out[0, want)`. With `wholeMember`, `want`
/// is the member's stated size: the stream must end right there and its bytes must have `crc`
/// (the zip CRC-32); otherwise only the first `want` bytes are made and nothing is checked (a
/// header read). `pieceBytes`: see kInflatePieceBytes (tests pass small ones).
InflateResult inflateMember(const std::byte* in, std::uint64_t inSize, std::byte* out, std::size_t want,
    bool wholeMember, std::uint32_t crc, std::uint64_t pieceBytes = kInflatePieceBytes);

} // namespace quantlens
