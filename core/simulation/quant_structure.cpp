#include "simulation/quant_structure.h"

#include "model/quant_import.h"
#include "simulation/shared_quantization.h"

#include <cmath>
#include <functional>

namespace quantlens::sim {
using runtime::Tensor;

namespace {
    bool isQuantOp(const Node& node, const char* type)
    {
        return node.opType == type && (node.domain.empty() || node.domain == "com.microsoft");
    }

    /// The step whose node produces a slot, or npos.
    std::size_t producerStep(const runtime::CompiledModel& model, const std::vector<std::size_t>& stepOfNode, int slot)
    {
        if (slot < 0)
            return std::string::npos;
        const int node = model.graph().values()[static_cast<std::size_t>(slot)].producer;
        return node < 0 ? std::string::npos : stepOfNode[static_cast<std::size_t>(node)];
    }

    std::vector<float> floats(const Tensor& t)
    {
        std::vector<float> out;
        for (double v : t.toDoubles())
            out.push_back(static_cast<float>(v));
        return out;
    }

    std::optional<BiasLink> biasOf(const runtime::CompiledModel& model, const std::vector<std::size_t>& stepOfNode,
        const runtime::CompiledModel::Step& consumer, const std::function<std::string(const std::string&)>& floatName)
    {
        if (consumer.inputs.size() < 3 || consumer.inputs[2] < 0)
            return std::nullopt;
        const std::size_t biasStep = producerStep(model, stepOfNode, consumer.inputs[2]);
        const std::size_t weightStep = producerStep(model, stepOfNode, consumer.inputs[1]);
        if (biasStep == std::string::npos || weightStep == std::string::npos)
            return std::nullopt;
        const auto& b = model.steps()[biasStep];
        const auto& w = model.steps()[weightStep];
        const Graph& g = model.graph();
        if (!isQuantOp(g.nodes()[b.node], "DequantizeLinear") || !isQuantOp(g.nodes()[w.node], "DequantizeLinear"))
            return std::nullopt;
        const Tensor* q = model.constant(b.inputs[0]);
        const Tensor* s = b.inputs.size() > 1 ? model.constant(b.inputs[1]) : nullptr;
        const Tensor* ws = w.inputs.size() > 1 ? model.constant(w.inputs[1]) : nullptr;
        if (!q || !s || !ws || q->dtype() != DType::Int32 || !model.constant(consumer.inputs[2]))
            return std::nullopt;
        return BiasLink { consumer.inputs[2], floatName(model.nameOf(consumer.inputs[2])), *q, *s, floats(*ws),
            consumer.inputs[1] };
    }
}

bool QuantizedActivation::wide() const
{
    return zeroPoint.dtype() == DType::UInt16 || zeroPoint.dtype() == DType::Int16;
}

const QuantizedActivation* QuantStructure::activation(const std::string& floatName) const
{
    const auto it = activationIndex.find(floatName);
    return it == activationIndex.end() ? nullptr : &activations[it->second];
}

QuantStructure analyseQuantization(const runtime::CompiledModel& model)
{
    QuantStructure out;
    const Graph& g = model.graph();
    std::vector<std::size_t> stepOfNode(g.nodes().size(), std::string::npos);
    for (std::size_t i = 0; i < model.steps().size(); ++i)
        stepOfNode[model.steps()[i].node] = i;
    QuantInfo info;
    if (auto extracted = extractQuantInfo(g))
        info = std::move(extracted).value();
    const std::function<std::string(const std::string&)> floatName = [&](const std::string& name) {
        const auto it = info.floatNameOf.find(name);
        return it == info.floatNameOf.end() ? name : it->second;
    };
    for (std::size_t i = 0; i < model.steps().size(); ++i) {
        const auto& step = model.steps()[i];
        const Node& node = g.nodes()[step.node];
        if (!isQuantOp(node, "QuantizeLinear") || step.inputs.empty() || step.outputs.empty() || step.outputs[0] < 0)
            continue;
        if (step.inputs[0] < 0 || model.constant(step.inputs[0]))
            continue;
        const Tensor* scale = step.inputs.size() > 1 ? model.constant(step.inputs[1]) : nullptr;
        const Tensor* zp = step.inputs.size() > 2 ? model.constant(step.inputs[2]) : nullptr;
        if (!scale || scale->dtype() != DType::Float32)
            continue;
        // Its DequantizeLinear: the reader of the quantized tensor.
        for (int consumer : g.values()[static_cast<std::size_t>(step.outputs[0])].consumers) {
            const std::size_t dq = stepOfNode[static_cast<std::size_t>(consumer)];
            const auto& dqStep = model.steps()[dq];
            if (!isQuantOp(g.nodes()[dqStep.node], "DequantizeLinear") || dqStep.outputs.empty()
                || dqStep.outputs[0] < 0)
                continue;
            QuantizedActivation a;
            a.floatName = floatName(model.nameOf(dqStep.outputs[0]));
            a.quantizeStep = i;
            a.dequantizeStep = dq;
            a.input = step.inputs[0];
            a.output = dqStep.outputs[0];
            a.scale = *scale;
            if (zp)
                a.zeroPoint = *zp;
            else {
                a.zeroPoint = Tensor::zeros(DType::UInt8, scale->shape());
            }
            for (int reader : g.values()[static_cast<std::size_t>(a.output)].consumers) {
                const auto& consumerStep = model.steps()[stepOfNode[static_cast<std::size_t>(reader)]];
                const std::string& op = g.nodes()[consumerStep.node].opType;
                if ((op == "Conv" || op == "ConvTranspose" || op == "Gemm") && !consumerStep.inputs.empty()
                    && consumerStep.inputs[0] == a.output)
                    if (auto bias = biasOf(model, stepOfNode, consumerStep, floatName))
                        a.biases.push_back(std::move(*bias));
            }
            if (out.activationIndex.emplace(a.floatName, out.activations.size()).second)
                out.activations.push_back(std::move(a));
            break;
        }
    }
    // Weights: DequantizeLinear of a constant read as input 1 of a Conv, ConvTranspose, MatMul or Gemm.
    for (std::size_t i = 0; i < model.steps().size(); ++i) {
        const auto& step = model.steps()[i];
        const std::string& op = g.nodes()[step.node].opType;
        if ((op != "Conv" && op != "ConvTranspose" && op != "MatMul" && op != "Gemm") || step.inputs.size() < 2)
            continue;
        const std::size_t dq = producerStep(model, stepOfNode, step.inputs[1]);
        if (dq == std::string::npos || !isQuantOp(g.nodes()[model.steps()[dq].node], "DequantizeLinear"))
            continue;
        const auto& d = model.steps()[dq];
        const Tensor* q = model.constant(d.inputs[0]);
        const Tensor* s = d.inputs.size() > 1 ? model.constant(d.inputs[1]) : nullptr;
        if (!q || !s)
            continue;
        QuantizedWeight w;
        w.floatName = floatName(model.nameOf(step.inputs[1]));
        w.output = step.inputs[1];
        w.consumerStep = i;
        w.quantized = *q;
        w.scale = *s;
        if (d.inputs.size() > 2 && model.constant(d.inputs[2]))
            w.zeroPoint = *model.constant(d.inputs[2]);
        if (const Attribute* axis = g.nodes()[d.node].attribute("axis"); axis && !axis->numbers.empty())
            w.axis = static_cast<int>(axis->numbers[0]);
        else
            w.axis = 1;
        if (w.axis < 0)
            w.axis += static_cast<int>(q->rank());
        // The axis a per-channel quantizer takes: Conv's output channels lead, ConvTranspose's come
        // second, a MatMul's weight [K, N] has them last, Gemm's depend on transB.
        if (op == "ConvTranspose")
            w.channelAxis = 1;
        else if (op == "MatMul")
            w.channelAxis = static_cast<int>(q->rank()) - 1;
        else if (op == "Gemm") {
            const Attribute* transB = g.nodes()[step.node].attribute("transB");
            w.channelAxis = transB && !transB->numbers.empty() && transB->numbers[0] != 0 ? 0 : 1;
        }
        out.weights.push_back(std::move(w));
    }
    linkSharedQuantization(model, out);
    return out;
}

std::pair<Tensor, Tensor> wideParameters(const Tensor& scale, const Tensor& zeroPoint)
{
    const bool isSigned = zeroPoint.dtype() == DType::Int8 || zeroPoint.dtype() == DType::Int16;
    const DType wide = isSigned ? DType::Int16 : DType::UInt16;
    Tensor newScale(DType::Float32, scale.shape());
    Tensor newZero(wide, zeroPoint.shape().empty() ? scale.shape() : zeroPoint.shape());
    const auto zps = zeroPoint.toInts();
    const double qmin = static_cast<double>(integerMin(zeroPoint.dtype())),
                 qmax = static_cast<double>(integerMax(zeroPoint.dtype()));
    const double wmin = static_cast<double>(integerMin(wide)), wmax = static_cast<double>(integerMax(wide));
    for (std::size_t c = 0; c < scale.size(); ++c) {
        const double s = scale.data<float>()[c];
        const double z = zps.empty() ? 0.0 : static_cast<double>(zps[std::min(c, zps.size() - 1)]);
        const double lo = s * (qmin - z), hi = s * (qmax - z);
        double s16, z16;
        if (isSigned && z == 0) { // symmetric stays symmetric
            s16 = std::max(std::abs(lo), std::abs(hi)) / wmax;
            z16 = 0;
        } else {
            s16 = (hi - lo) / (wmax - wmin);
            z16 = std::clamp(std::nearbyint(wmin - lo / s16), wmin, wmax);
        }
        newScale.mutableData<float>()[c] = static_cast<float>(s16);
        if (wide == DType::UInt16)
            newZero.mutableData<std::uint16_t>()[std::min(c, newZero.size() - 1)] = static_cast<std::uint16_t>(z16);
        else
            newZero.mutableData<std::int16_t>()[std::min(c, newZero.size() - 1)] = static_cast<std::int16_t>(z16);
    }
    return { newScale, newZero };
}

const char* wideEncodingKey(WideEncoding e)
{
    switch (e) {
    case WideEncoding::Unsigned: return "uint16";
    case WideEncoding::Signed: return "int16";
    case WideEncoding::FromModel: break;
    }
    return "model";
}

std::pair<Tensor, Tensor> wideParametersFor(
    const QuantizedActivation& a, WideEncoding encoding, const std::optional<std::pair<double, double>>& calibrated)
{
    // wideParametersFromRange reads the kind (signed: symmetric int16) from a zero point's type.
    const Tensor kind = encoding == WideEncoding::FromModel
        ? a.zeroPoint
        : Tensor::zeros(encoding == WideEncoding::Signed ? DType::Int8 : DType::UInt8, {});
    if (a.scale.size() != 1)
        return wideParameters(a.scale, a.zeroPoint); // per channel: the model's kind, channel by channel
    if (calibrated)
        return wideParametersFromRange(calibrated->first, calibrated->second, kind);
    if (encoding == WideEncoding::FromModel)
        return wideParameters(a.scale, a.zeroPoint);
    const double s = a.scale.data<float>()[0];
    const auto zps = a.zeroPoint.toInts();
    const double z = zps.empty() ? 0.0 : static_cast<double>(zps[0]);
    return wideParametersFromRange(s * (static_cast<double>(integerMin(a.zeroPoint.dtype())) - z),
        s * (static_cast<double>(integerMax(a.zeroPoint.dtype())) - z), kind);
}

std::pair<Tensor, Tensor> wideParametersFromRange(double low, double high, const Tensor& zeroPoint8)
{
    const bool isSigned = zeroPoint8.dtype() == DType::Int8 || zeroPoint8.dtype() == DType::Int16;
    low = std::min(0.0, low), high = std::max(0.0, high); // zero must be exactly representable
    Tensor scale(DType::Float32, {});
    Tensor zeroPoint(isSigned ? DType::Int16 : DType::UInt16, {});
    if (isSigned) {
        const double bound = std::max(std::abs(low), std::abs(high));
        scale.mutableData<float>()[0] = bound > 0 ? static_cast<float>(bound / 32767.0) : 1.0f;
        zeroPoint.mutableData<std::int16_t>()[0] = 0;
    } else {
        const float s = high > low ? static_cast<float>((high - low) / 65535.0) : 1.0f;
        scale.mutableData<float>()[0] = s;
        zeroPoint.mutableData<std::uint16_t>()[0]
            = static_cast<std::uint16_t>(std::clamp(std::nearbyint(-low / static_cast<double>(s)), 0.0, 65535.0));
    }
    return { scale, zeroPoint };
}

std::pair<Tensor, Tensor> parametersFromRange(double low, double high, const Tensor& zeroPoint)
{
    const DType type = zeroPoint.dtype();
    const double qmin = static_cast<double>(integerMin(type)), qmax = static_cast<double>(integerMax(type));
    const auto given = zeroPoint.toInts();
    const bool symmetric = (type == DType::Int8 || type == DType::Int16) && !given.empty() && given[0] == 0;
    low = std::min(0.0, low), high = std::max(0.0, high); // zero must be exactly representable
    double scale = 1.0, zero = 0.0;
    if (symmetric) {
        const double bound = std::max(std::abs(low), std::abs(high));
        scale = bound > 0 ? bound / qmax : 1.0;
    } else {
        // The zero point from the scale before it is stored as float32, as ONNX Runtime's quantizer and
        // the fixture quantizer compute it; rounding half to even, as numpy does.
        scale = high > low ? (high - low) / (qmax - qmin) : 1.0;
        zero = std::clamp(std::nearbyint(qmin - low / scale), qmin, qmax);
    }
    Tensor scaleTensor(DType::Float32, {});
    scaleTensor.mutableData<float>()[0] = static_cast<float>(scale);
    Tensor zeroTensor(type, {});
    const auto z = static_cast<std::int64_t>(zero);
    switch (type) {
    case DType::UInt8: *zeroTensor.mutableData<std::uint8_t>() = static_cast<std::uint8_t>(z); break;
    case DType::Int8: *zeroTensor.mutableData<std::int8_t>() = static_cast<std::int8_t>(z); break;
    case DType::UInt16: *zeroTensor.mutableData<std::uint16_t>() = static_cast<std::uint16_t>(z); break;
    case DType::Int16: *zeroTensor.mutableData<std::int16_t>() = static_cast<std::int16_t>(z); break;
    default: *zeroTensor.mutableData<std::int32_t>() = static_cast<std::int32_t>(z); break;
    }
    return { scaleTensor, zeroTensor };
}

} // namespace quantlens::sim
