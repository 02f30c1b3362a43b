#pragma once
// The JSON documents behind `report --format json` and `triage --format json`, for writers that embed
// them in something larger (the one-file HTML report): the report as text (it is written as text, see
// util/json_writer.h), the triage as a value.
#include "analysis/analysis.h"
#include "triage/triage.h"

#include <nlohmann/json.hpp>

#include <string>

namespace quantlens {

/// What `quantlens report --format json` writes (format "quantlens-report"), `indent` as in
/// nlohmann's dump(): -1 for the compact form.
std::string reportJsonText(const Analysis& analysis, int indent = -1);

/// What `quantlens triage --format json` writes.
nlohmann::ordered_json triageJsonDocument(const TriageResult& result);

} // namespace quantlens
