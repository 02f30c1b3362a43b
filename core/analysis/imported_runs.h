#pragma once
// Runs imported from a vendor's own per-tensor table (Pulsar2's precision table, RKNN's
// error_analysis.txt, SigmaStar's RMSE log): a candidate kind next to the computed ones. Its rows
// show the vendor's numbers for the float tensors they name, so a user sees the tool's verdict and
// QuantLens's side by side.
#include "analysis/analysis.h"
#include "match/matcher.h"
#include "vendor_tables/imported_table.h"

#include <string>

namespace quantlens {

/// True when the path is a regular file whose content is one of the vendor tables.
bool isImportedTablePath(const std::string& path);

/// Appends the run to every row of `analysis` (whose rows are already built): the table's cosine,
/// MSE and relative L1 become the run's metrics, every column of the line goes to
/// CandidateResult::imported. Lines are matched to float tensors by the user's tensor map, the exact
/// name, the quantized model's name, the file-name form, or a cut name's prefix (Pulsar2 cuts long
/// names with "…"). Rows without a line, or with an empty one, are "not compared" with the reason;
/// lines no tensor claimed are counted in one warning.
void addImportedRun(Analysis& analysis, const RunInfo& run, const ImportedTable& table, const QuantInfo* quant,
    const TensorMap* userMap);

} // namespace quantlens
