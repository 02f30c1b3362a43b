#pragma once
// Internal to the SigmaStar dump reader: finding lines in the raw bytes and parsing the three
// header lines of a record (FORMATS.md §1.2). Kept apart from the index so each stays small.
#include "tensor/sigmastar_dump.h"
#include "util/text.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace quantlens::sigmastar {

/// Header lines are short; a longer "line" means we are reading payload or another file, and the
/// cap keeps a newline-free gigabyte from becoming one string.
constexpr std::size_t kMaxHeaderLine = std::size_t { 64 } * 1024;
/// numpy allows 64, but no network tensor has more than a handful; more means a corrupt header.
constexpr std::size_t kMaxDims = 8;

/// One line of the file: [begin, end) without its "\n" or "\r\n"; `next` is where the following
/// line starts (the file size at the end).
struct Line {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t next = 0;
    std::string_view text;
    bool cut = false; ///< no line break within the cap: `text` is only the line's first cap bytes
};

/// The line starting at `pos`. With `cap`, a line longer than cap bytes is cut to cap bytes (and
/// `next` set to its end), so the search never runs past cap.
Line lineAt(const std::byte* data, std::size_t size, std::size_t pos, std::size_t cap = std::string_view::npos);

/// A line (or any bytes) as a short printable quote for messages: at most 60 bytes, non-printable
/// bytes as \xNN, "..." when cut.
std::string quoteForMessage(std::string_view bytes);

/// Spaces and tabs trimmed from both ends.
std::string_view trimmed(std::string_view s);

/// `//out k ...` or `//in k ...`: the line a record starts with.
bool isTensorLine(std::string_view line);
/// `//buffer data size: N`: a binary payload of N bytes follows.
bool isBufferSizeLine(std::string_view line);

/// What is wrong with a header line and where (byte inside the line).
struct LineError {
    std::size_t column = 0;
    Text what;
};

/// Line A: fills isOutput, ioIndex, scale, zeroPoint, storageType, name, constant, shape.
std::optional<LineError> parseTensorLine(std::string_view line, SigmaStarRecord& record);
/// Line B, `op_out[i] TYPE = {`: fills opIndex and opType.
std::optional<LineError> parseOpLine(std::string_view line, SigmaStarRecord& record);
/// Line C, `//buffer data size: N`: N, or an error on a missing or overflowing number.
std::optional<LineError> parseBufferSizeLine(std::string_view line, std::size_t& bytes);
/// The first line, `isFloat: 0|1`.
std::optional<LineError> parseIsFloatLine(std::string_view line, bool& isFloat);

} // namespace quantlens::sigmastar
