#pragma once
#include "report/report_format.h"
#include "simulation/simulator.h"

#include <string>
#include <vector>

namespace quantlens {

/// A plan's simulated effect: per input and graph output, the quantized model's cosine (and SQNR,
/// top-1 agreement) against the float model now and with the plan applied.
struct SimulationReport {
    std::string plan; ///< the plan file
    std::vector<std::string> inputs; ///< a label per input (its file)
    sim::Measurement baseline;
    sim::Measurement predicted;
    std::size_t wide = 0, floating = 0; ///< activations the plan moves
    std::vector<std::string> unplaced; ///< plan tensors that are no quantized activation
    std::size_t calibrationInputs = 0; ///< the 16-bit ranges' source (Simulator::calibrationInputs)
    sim::WideEncoding wideEncoding = sim::WideEncoding::FromModel; ///< Simulator::wideEncoding
};

/// JSON: {"plan", "summary": {"baseline_cos", "predicted_cos", "worst_baseline_cos",
/// "worst_predicted_cos", "wide", "float", "sixteen_bit_ranges": "8bit_parameters" | "calibration",
/// "calibration_inputs"}, "inputs": [{"input", "outputs": [{"output",
/// "baseline_cos", "predicted_cos", "baseline_sqnr_db", "predicted_sqnr_db", "baseline_top1",
/// "predicted_top1"}]}], "unplaced": [...]}; Markdown: the same as tables.
std::string renderSimulation(const SimulationReport& report, ReportFormat format);

} // namespace quantlens
