#pragma once
#include "simulation/simulator.h"

#include <string>
#include <vector>

namespace quantlens::sim {

/// Where a simulation's models and inputs come from.
struct SimulationSources {
    std::string floatModel;
    std::string quantModel; ///< an ONNX model (QDQ); a SigmaStar JSON cannot run
    std::vector<std::string> modelInputs; ///< "[NAME=]FILE.npy"; several files of a one-input model are inputs
    std::string referenceDump; ///< used when no model inputs are given: its graph inputs are the input
    unsigned threads = 0;
    std::vector<std::string> outputs; ///< the graph outputs that count (Simulator::Setup::outputs)
    OutputKinds outputKinds; ///< Simulator::Setup::outputKinds
    /// Calibration inputs: .npy files and folders of them (Simulator::Setup::calibration).
    std::vector<std::string> calibration;
    WideEncoding wideEncoding = WideEncoding::FromModel; ///< Simulator::Setup::wideEncoding
    Recalibration recalibration; ///< Simulator::Setup::recalibration
    std::shared_ptr<const AppliedLevers> levers; ///< Simulator::Setup::levers
};

/// Both models compiled and the inputs read: from the model input files, else from the reference dump
/// (the graph inputs a float dump holds; an NHWC one is transposed to the model's layout). Fails with
/// the reason the models cannot be run (an operator, no inputs, a quantized model that is no ONNX).
Result<Simulator::Setup> simulationSetup(const SimulationSources& sources);

} // namespace quantlens::sim
