#pragma once
// Text helpers shared by the vendor table parsers (core/vendor_tables/*.cpp). Not a public API.
#include "util/problem.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quantlens::vendor {

/// The text's lines without line ends, colour escapes or a UTF-8 byte-order mark: logs captured from a
/// terminal (script, docker logs) carry ANSI colours, Windows editors add "\r" and a BOM.
std::vector<std::string> textLines(std::string_view text);

/// Whether the text's last line is cut off: it has content but no line end. Every tool here ends its
/// lines, so a row on such a line may have lost its last digits.
bool lastLineUnterminated(std::string_view text);

/// Whether the text holds a NUL byte early on: binary data or UTF-16, which the parsers cannot read.
bool looksBinary(std::string_view text);

std::string_view trim(std::string_view s);

/// A cell quoted in a message, cut to 40 bytes at a character boundary with "…": long garbage would
/// drown the message, and a cut inside a UTF-8 character would break the JSON report.
std::string quotedCell(std::string_view cell);

/// A cell's number: decimal or exponent notation, "nan"/"-nan"/"inf" in any case. nullopt when the cell
/// holds anything else (an empty cell too: callers decide what empty means).
std::optional<double> parseNumber(std::string_view cell);

/// A header as a stable key: "level>=3 ratio" -> "level_ge_3_ratio", "Sparse channel ratio" -> "sparse_channel_ratio".
std::string keyFromHeader(std::string_view header);

/// Headers compare by their words, ignoring case and spacing ("Output  tensor" == "output tensor").
bool sameHeader(std::string_view a, std::string_view b);

/// The code point starting at s[i], advancing i past it; a malformed sequence gives U+FFFD.
char32_t nextCodePoint(std::string_view s, std::size_t& i);

/// Terminal cells a string takes (East Asian wide characters take two), as Rich measures cell widths.
std::size_t displayWidth(std::string_view s);

/// "line N" as a catalog position.
Text linePosition(int line);

/// The warning for a data row on a last line that has no line end.
Problem cutOffWarning(const std::string& file, int line);

} // namespace quantlens::vendor
