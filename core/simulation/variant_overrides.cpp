// What a variant changes in the quantized model's run, as run overrides: the parameters of the
// activations it moves to 16 bit or recalibrates, the pairs it removes, the biases that follow an
// input scale, and float weights.
#include "simulation/simulator.h"
#include "simulation/weight_requantization.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace quantlens::sim {
using runtime::RunOverrides;
using runtime::Tensor;

namespace {
    /// The bias requantized for an input scale of `inputScale` (per tensor): b / (s_x · s_w), rounded, in
    /// int32, from the float model's bias when given (as a quantizer does), else from the 8-bit one.
    Tensor followedBias(
        const BiasLink& bias, float inputScale, const std::vector<float>& weightScale, const Tensor* floatBias)
    {
        Tensor out(DType::Float32, bias.quantized.shape());
        const auto q = bias.quantized.toInts();
        const auto oldScale = bias.scale.toDoubles();
        const bool useFloat = floatBias && floatBias->dtype() == DType::Float32 && floatBias->size() == q.size();
        for (std::size_t c = 0; c < q.size(); ++c) {
            const double value = useFloat ? static_cast<double>(floatBias->data<float>()[c])
                                          : static_cast<double>(q[c]) * oldScale[std::min(c, oldScale.size() - 1)];
            const float newScale = inputScale * weightScale[std::min(c, weightScale.size() - 1)];
            double levels = newScale > 0 ? std::nearbyint(value / newScale) : 0.0;
            levels = std::clamp(levels, -2147483648.0, 2147483647.0);
            out.mutableData<float>()[c] = static_cast<float>(levels) * newScale;
        }
        return out;
    }
}

RunOverrides Simulator::overridesFor(const Variant& variant) const
{
    RunOverrides o;
    // Weights quantized again (a transform's new values, or per channel): their new scales, which the
    // biases reading them follow below.
    std::map<int, std::vector<float>> weightScales; // by DequantizeLinear output slot
    std::set<std::string> handled; // float parameters given to a weight or a bias
    for (const auto& w : m_structure.weights) {
        const auto changed = variant.floatParameters.find(w.floatName);
        const bool perChannel = variant.perChannelWeights && w.scale.size() == 1 && !w.quantized.shape().empty()
            && w.quantized.shape()[static_cast<std::size_t>(w.channelAxis)] > 1;
        const Tensor* values = changed != variant.floatParameters.end() ? &changed->second : nullptr;
        if (const auto own = m_floatWeights.find(w.floatName); !values && perChannel && own != m_floatWeights.end())
            values = &own->second;
        if (!values || values->dtype() != DType::Float32 || values->size() != w.quantized.size())
            continue;
        handled.insert(w.floatName);
        RequantizedWeight again = requantizeWeight(w, *values, perChannel);
        o.values[w.output] = std::move(again.dequantized);
        weightScales[w.output] = std::move(again.scale);
    }
    // A shared activation (simulation/shared_quantization.h) takes the choice of the one it follows,
    // unless the variant chooses for it, and the same new parameters (16 bit or recalibrated).
    const std::size_t count = m_structure.activations.size();
    std::vector<std::optional<Choice>> chosen(count);
    std::vector<std::pair<Tensor, Tensor>> parametersOf(count);
    std::vector<bool> bypassed(count, false);
    for (std::size_t i = 0; i < count; ++i) {
        const auto& a = m_structure.activations[i];
        std::optional<Choice>& choice = chosen[i];
        if (variant.activationsFloat)
            choice = Choice::Float;
        else if (const auto it = variant.activations.find(a.floatName); it != variant.activations.end())
            choice = it->second;
        else if (a.sharesWith >= 0)
            choice = chosen[static_cast<std::size_t>(a.sharesWith)];
        if (choice == Choice::Float) {
            o.bypass[a.output] = a.input;
            bypassed[i] = true;
            continue;
        }
        const auto recalibrated = variant.ranges.find(a.floatName);
        const auto leader = static_cast<std::size_t>(std::max(a.sharesWith, 0));
        const bool follows = a.sharesWith >= 0 && parametersOf[leader].first.size() > 0 && chosen[leader] == choice;
        if (!choice && recalibrated == variant.ranges.end() && !follows)
            continue;
        if (choice == Choice::Wide && a.wide())
            continue;
        const auto& q = quantModel().steps()[a.quantizeStep];
        const auto& d = quantModel().steps()[a.dequantizeStep];
        if (q.inputs.size() < 3 || d.inputs.size() < 3)
            continue; // no zero point input to give another type or value to
        if (follows)
            parametersOf[i] = parametersOf[leader];
        else if (choice == Choice::Wide) {
            // A recalibrated tensor keeps its method's range at 16 bit, as the toolchain calibrating with
            // that method gives it (the variant's own, else the simulator's recalibration); else the
            // calibration inputs' MinMax, else the 8-bit range.
            std::optional<std::pair<double, double>> calibrated;
            if (recalibrated != variant.ranges.end())
                calibrated = std::pair { recalibrated->second.low, recalibrated->second.high };
            else if (const auto own = m_recalibrated.find(a.floatName); own != m_recalibrated.end())
                calibrated = std::pair { own->second.low, own->second.high };
            else if (const auto found = m_ranges.byTensor.find(a.floatName); found != m_ranges.byTensor.end())
                calibrated = std::pair { found->second.low, found->second.high };
            parametersOf[i] = wideParametersFor(a, m_setup.wideEncoding, calibrated);
        } else if (a.scale.size() == 1)
            parametersOf[i] = parametersFromRange(recalibrated->second.low, recalibrated->second.high, a.zeroPoint);
        else
            continue; // a per-channel activation keeps its parameters
        const auto& [scale, zeroPoint] = parametersOf[i];
        o.inputs[{ a.quantizeStep, 1 }] = scale;
        o.inputs[{ a.quantizeStep, 2 }] = zeroPoint;
        o.inputs[{ a.dequantizeStep, 1 }] = scale;
        o.inputs[{ a.dequantizeStep, 2 }] = zeroPoint;
    }
    // Biases follow their input's scale and their weight's (int32 at s_x · s_w), from the float bias (a
    // transform's when it changed it).
    for (std::size_t i = 0; i < count; ++i) {
        const auto& a = m_structure.activations[i];
        const bool inputChanged = parametersOf[i].first.size() > 0;
        const Tensor& scale = inputChanged ? parametersOf[i].first : a.scale;
        if (bypassed[i] || scale.size() != 1)
            continue;
        for (const auto& bias : a.biases) {
            const auto newWeight = weightScales.find(bias.weightOutput);
            const auto newFloat = variant.floatParameters.find(bias.floatName);
            const bool floatChanged = newFloat != variant.floatParameters.end();
            if (floatChanged)
                handled.insert(bias.floatName);
            if (!inputChanged && newWeight == weightScales.end() && !floatChanged)
                continue;
            o.values[bias.slot] = followedBias(bias, scale.data<float>()[0],
                newWeight != weightScales.end() ? newWeight->second : bias.weightScale,
                floatChanged ? &newFloat->second : floatWeight(bias.floatName));
        }
    }
    // Anything else a transform changed that the quantized model keeps in float (a LayerNorm's scale, an
    // unquantized operator's weight), by the same name.
    for (const auto& [name, value] : variant.floatParameters) {
        if (handled.count(name))
            continue;
        const int slot = quantModel().slotOf(name);
        const Tensor* now = slot >= 0 ? quantModel().constant(slot) : nullptr;
        if (now && now->dtype() == DType::Float32 && now->size() == value.size())
            o.values[slot] = value.reshaped(now->shape());
    }
    if (variant.weightsFloat)
        for (const auto& w : m_structure.weights)
            if (const auto it = m_floatWeights.find(w.floatName); it != m_floatWeights.end())
                o.values[w.output] = it->second;
    return o;
}

} // namespace quantlens::sim
