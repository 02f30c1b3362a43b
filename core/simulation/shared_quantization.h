#pragma once
// Activations that share their quantization with another one. A quantizer gives the output of an
// operator that only moves or selects values (MaxPool, Resize, Reshape, Transpose, Slice, ...) the scale
// and zero point of its input (ONNX Runtime's QDQ quantizer does, and a toolchain runs such an operator
// on its input's codes without requantizing): when the input goes to 16 bit or float, the output goes
// with it. QuantLens reads the sharing from the model itself — a data-movement operator between two
// activations with equal parameters — and moves shared activations with the one they follow.
#include "simulation/quant_structure.h"

namespace quantlens::sim {

/// Operators that move or select values without computing new ones from several inputs.
bool movesDataOnly(const std::string& opType);

/// Sets QuantizedActivation::sharesWith for every activation produced by a data-movement operator from
/// another activation with the same scale and zero point.
void linkSharedQuantization(const runtime::CompiledModel& model, QuantStructure& structure);

} // namespace quantlens::sim
