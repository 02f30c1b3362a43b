#pragma once
// The few YAML shapes of RKNN's <model>.quantization.cfg that a plan touches (FORMATS.md 4.2): top-level
// keys, and the `name: dtype` entries of one block, read line by line so that everything else in the
// file (its floats, comments, order) can be kept byte for byte. Not a YAML parser: blockShape says when
// the block holds more than these shapes, and the merge then refuses rather than guess.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::rknn_cfg {

/// A cfg's text as lines, each with the line end it had ("\n", "\r\n", "\r", or none for a last line
/// without one) and the byte order mark apart, so that a merge writes back the bytes it read. YAML
/// takes all three line ends, and a BOM only as the file's first bytes.
struct CfgText {
    std::string bom;
    std::vector<std::string> lines;
    std::vector<std::string> ends;
    std::string eol = "\n"; ///< the file's first line end: for the lines a merge adds
    bool finalNewline() const { return ends.empty() || !ends.back().empty(); }
};
CfgText splitCfg(const std::string& text);

/// The top-level key a line opens ("quantize_parameters" for "quantize_parameters:"), empty for
/// indented, blank and comment lines. A byte order mark before it is skipped.
std::string topLevelKey(const std::string& line);

/// One `name: value` entry of a block (or of an inline `{a: b, c: d}`).
struct Entry {
    std::string name; ///< unquoted
    std::string value; ///< unquoted, without a trailing comment
    std::string raw; ///< the value as written (quotes kept), without a trailing comment
};
/// An indented entry line; nullopt for blank, comment and other lines.
std::optional<Entry> entryOf(const std::string& line);
/// The line's leading spaces and tabs.
std::string indentOf(const std::string& line);

/// The name as a YAML key: plain when that reads back the same, else double-quoted with escapes.
std::string yamlKey(const std::string& name);

/// What a line-by-line merge cannot keep exactly.
enum class Construct {
    Alias, ///< an anchor, alias or merge key (`&a`, `*a`, `<<:`): which entries it stands for is elsewhere
    Structure, ///< a nested, flow-sequence, multi-line, block or tagged value, or a line that is no entry
    NotMapping, ///< the block's value is a scalar or a sequence, not `name: dtype` pairs
};
struct Refusal {
    std::size_t line; ///< index into the lines
    Construct what;
};
/// custom_quantize_layers (its header at lines[header], its body up to `end`) as the merge sees it.
struct BlockShape {
    /// Entries given as a one-line flow mapping, `{a: int16}`, on the header or on a body line of their
    /// own: the merge writes them as block lines.
    std::vector<Entry> flow;
    std::optional<std::size_t> flowLine; ///< that body line
    bool valueOnHeader = false; ///< the header line itself holds the value (`{...}`, `null`)
    std::string headerComment; ///< "# ..." after the header's value, for a header the merge rewrites
    std::string indent; ///< the entries' (or the flow line's) indentation; empty when there is neither
    std::optional<Refusal> refusal; ///< set when the block holds more than flat one-line entries
};
BlockShape blockShape(const std::vector<std::string>& lines, std::size_t header, std::size_t end);

} // namespace quantlens::rknn_cfg
