#pragma once
// The few YAML shapes of RKNN's <model>.quantization.cfg that a plan touches (FORMATS.md 4.2): top-level
// keys, and the `name: dtype` entries of one block, read line by line so that everything else in the
// file (its floats, comments, order) can be kept byte for byte. Not a YAML parser.
#include <optional>
#include <string>
#include <vector>

namespace quantlens::rknn_cfg {

/// The top-level key a line opens ("quantize_parameters" for "quantize_parameters:"), empty for
/// indented, blank and comment lines. A byte order mark before it is skipped.
std::string topLevelKey(const std::string& line);

/// One `name: value` entry of a block (or of an inline `{a: b, c: d}`).
struct Entry {
    std::string name; ///< unquoted
    std::string value; ///< unquoted, without a trailing comment
};
/// An indented entry line; nullopt for blank, comment and other lines.
std::optional<Entry> entryOf(const std::string& line);
/// What follows the key on a top-level line ("{}", "{a: int16}"), trimmed, comment removed.
std::string inlineValue(const std::string& line);
/// The entries of an inline flow mapping ("{a: int16, 'b,c': float16}"); nullopt when it is none.
std::optional<std::vector<Entry>> flowEntries(const std::string& value);
/// The line's leading spaces and tabs.
std::string indentOf(const std::string& line);

/// The name as a YAML key: plain when that reads back the same, else double-quoted with escapes.
std::string yamlKey(const std::string& name);

} // namespace quantlens::rknn_cfg
