#pragma once
#include "compare/encoding_diff.h"
#include "report/report_format.h"

#include <string>

namespace quantlens {

/// The files a comparison was made of, as the report names them.
struct EncodingDiffSources {
    std::string a;
    std::string b;
    std::string floatModel; ///< "" when not given
};

/// `quantlens diff`'s output. JSON: {"format": "quantlens-diff", "a", "b", "float", "compared", "differ",
/// "tensors": [{"tensor", "kind", "changes", "in_a", "in_b", "a_dtype", "b_dtype", "a_granularity",
/// "b_granularity", "a_scale", "b_scale", "a_zero_point", "b_zero_point", "a_range", "b_range"}]}, one item
/// per tensor that differs; a dtype is "float" for a tensor kept in float and null for one the model lacks;
/// a per-channel scale or zero point is a list. CSV: the same columns (per-channel values separated by
/// spaces, ranges as min and max columns). Markdown: a summary and one row per tensor.
std::string renderEncodingDiff(const EncodingComparison& c, const EncodingDiffSources& sources, ReportFormat format);

} // namespace quantlens
