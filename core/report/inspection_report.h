#pragma once
#include "analysis/inspection.h"
#include "analysis/outlier_table.h"
#include "report/report_format.h"

#include <string>

namespace quantlens {

/// `quantlens inspect`: one row per tensor with exactly the columns tensor, dtype, ref_min,
/// ref_max, range, repr_min, repr_max, range_use, clip_ratio, own_cos, own_sqnr_db, local_drop,
/// flags, advice (English text; the window translates its own view of them).
std::string renderInspection(const Analysis& analysis, const InspectionRules& rules, ReportFormat format);

/// `quantlens outliers`: tensor, channels, max_level, share_level_ge_3 … _ge_6, sparse_ratio.
std::string renderOutliers(const Analysis& analysis, const OutlierOptions& options, ReportFormat format);

} // namespace quantlens
