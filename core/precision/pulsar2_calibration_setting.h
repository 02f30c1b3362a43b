#pragma once
// The calibration method a Pulsar2 build uses (`quant.calibration_method` in its config, FORMATS.md 2.1)
// and its SmoothQuant switch (`quant.enable_smooth_quant`, `smooth_quant_strength`; LEVERS.md 2.1), set
// the way the plan's layer_configs are merged: every other byte of the user's config kept.
#include "util/result.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace quantlens {

/// `existing` (a Pulsar2 config, relaxed JSON with comments) with quant.calibration_method set to `value`:
/// the member's value replaced where it is, else added as the first member of "quant" (a "quant" object
/// added when there is none). Without `existing`, a new config holding only that. Fails naming `file`
/// when the text is no JSON object or "quant" no object.
Result<std::string> withPulsar2CalibrationMethod(
    const std::optional<std::string>& existing, const std::string& value, const std::string& file);

/// The same for SmoothQuant: quant.enable_smooth_quant true and quant.smooth_quant_strength (α) set, the
/// user's smooth_quant_threshold kept.
Result<std::string> withPulsar2SmoothQuant(
    const std::optional<std::string>& existing, double strength, const std::string& file);

/// The same for any member of "quant".
Result<std::string> withPulsar2QuantMember(const std::optional<std::string>& existing, const std::string& key,
    const nlohmann::json& value, const std::string& file);

} // namespace quantlens
