#pragma once
// Each quantized activation's error on its own, apart from what it inherits: its node computed from the
// float model's inputs, quantized weights and its own output quantization, against the float output
// (RKNN's "single"; an input that is neither an activation nor a weight is the quantized run's value).
// Measured while the float model runs on the first input: a float value is held only until the last activation that
// reads it is measured, so the float model's run is never kept whole (at det's 640x640 that is 0.67 GB).
#include "runtime/baseline_values.h"
#include "simulation/measurements.h"
#include "simulation/quant_structure.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens::sim {

class IsolatedErrorMeter {
public:
    /// `quantBaseline`: the quantized model's run of the same input (compact or whole).
    IsolatedErrorMeter(const QuantStructure& structure, const runtime::CompiledModel& quant,
        const runtime::CompiledModel& floatModel, const runtime::RunResult& quantBaseline, runtime::ThreadPool& pool);
    /// As RunOptions::onTensor of the float model's run.
    bool onFloatValue(int slot, const runtime::Tensor& value);
    /// By float tensor name, the activations that could be measured.
    std::map<std::string, TensorMeasurement> take() { return std::move(m_measured); }

private:
    void measure(const QuantizedActivation& activation, const runtime::Tensor& reference);
    const runtime::Tensor* floatValue(const std::string& name) const;

    const runtime::CompiledModel& m_quant;
    const runtime::CompiledModel& m_float;
    runtime::ThreadPool& m_pool;
    runtime::RunOverrides m_none;
    runtime::BaselineValues m_baseline;
    std::map<int, const QuantizedActivation*> m_dequantized; ///< by the quantized slot it gives
    std::map<int, std::vector<const QuantizedActivation*>> m_measuredAt; ///< by float slot of its float twin
    std::vector<std::size_t> m_heldUntil; ///< by float slot: the last float step that needs it
    std::map<int, runtime::Tensor> m_held; ///< float values still needed
    std::map<std::string, TensorMeasurement> m_measured;
};

} // namespace quantlens::sim
