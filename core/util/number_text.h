#pragma once
#include <string>

namespace quantlens {

/// Shortest text that reads back as the same double ("nan", "inf", "-inf" for non-finite); for
/// reports and for numbers quoted in messages ("scale holds the invalid value 0", not "0.000000").
std::string formatNumber(double value);
/// `value` to `digits` significant digits ("0.000668", "28.7"), for reasons and summaries people read.
std::string formatSignificant(double value, int digits = 3);

} // namespace quantlens
