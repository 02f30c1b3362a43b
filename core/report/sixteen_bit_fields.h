#pragma once
// How a measurement's 16-bit tensors were made, as every JSON document states it (the report's
// summary.measured, simulate's summary): where the ranges came from and which 16-bit type.
#include "simulation/wide_encoding.h"

#include <nlohmann/json.hpp>

#include <cstddef>

namespace quantlens {

inline void addSixteenBitFields(nlohmann::ordered_json& into, std::size_t calibrationInputs, sim::WideEncoding encoding)
{
    into["sixteen_bit_ranges"] = calibrationInputs ? "calibration" : "8bit_parameters";
    into["calibration_inputs"] = calibrationInputs;
    into["sixteen_bit_type"] = sim::wideEncodingKey(encoding);
}

} // namespace quantlens
