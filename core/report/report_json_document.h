#pragma once
// The JSON documents behind `report --format json` and `triage --format json`, as values, for
// writers that embed them in something larger (the one-file HTML report).
#include "analysis/analysis.h"
#include "triage/triage.h"

#include <nlohmann/json.hpp>

namespace quantlens {

/// What `quantlens report --format json` writes (format "quantlens-report").
nlohmann::ordered_json reportJsonDocument(const Analysis& analysis);

/// What `quantlens triage --format json` writes.
nlohmann::ordered_json triageJsonDocument(const TriageResult& result);

} // namespace quantlens
