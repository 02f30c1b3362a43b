#pragma once
// The size of a graph box, shared by the window (GraphBoxItem) and the HTML report's graph, so both lay
// a model out alike.

namespace quantlens::box_size {

inline constexpr double kPadding = 10; ///< between the text and the border, each side
inline constexpr double kMinWidth = 64;
inline constexpr double kMaxWidth = 200;
inline constexpr double kOpHeight = 38; ///< two lines: op type and short name
inline constexpr double kGroupHeight = 46;
inline constexpr double kStackOffset = 4; ///< the shadow box that makes a group read as "many"

} // namespace quantlens::box_size
