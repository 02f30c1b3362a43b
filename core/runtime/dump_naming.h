#pragma once
#include "runtime/compiled_model.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens::runtime {

/// Under which name a value of a run goes into a dump folder.
struct DumpName {
    std::string name;
    bool preQuantization = false; ///< the value before QuantizeLinear: written under prequant/
    bool graphOutput = false; ///< written whatever its element type
};

/// Per slot: the name a dump gives it, or nullopt for values a dump leaves out. A float model's dump
/// holds its graph inputs and every float node output (not Constant nodes). A quantized (QDQ) model's
/// dump names each activation by the float tensor it stands for: the DequantizeLinear output as the
/// rest of the graph reads it, and the value before its QuantizeLinear as a pre-quantization entry;
/// dequantized weights are left out. `outputsOnly`: the graph outputs under their own names.
std::vector<std::optional<DumpName>> dumpNames(const CompiledModel& model, bool outputsOnly);

} // namespace quantlens::runtime
