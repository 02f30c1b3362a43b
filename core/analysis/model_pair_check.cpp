#include "analysis/model_pair_check.h"

#include "match/matcher.h"
#include "model/dynamic_quant_pattern.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace quantlens {
namespace {
    // A handful of tensors may legitimately change shape in a quantized model (a toolchain's
    // reshapes); more than this share of the checked ones means another network.
    constexpr double kMismatchShare = 0.1;
    constexpr std::size_t kMismatchMinimum = 3;
    constexpr double kOpAgreementFloor = 0.6;
    constexpr double kNameShareFloor = 0.5;
    constexpr std::size_t kDetails = 1000;

    bool knownShape(const std::vector<std::int64_t>& s)
    {
        return std::any_of(s.begin(), s.end(), [](std::int64_t d) { return d >= 0; });
    }

    /// Equal rank and no known dimension that differs.
    bool shapesAgree(const std::vector<std::int64_t>& a, const std::vector<std::int64_t>& b)
    {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (a[i] >= 0 && b[i] >= 0 && a[i] != b[i])
                return false;
        return true;
    }

    /// The float operator a quantized-model operator stands for; "" for pure (de)quantization.
    std::string floatOpOf(const Node& node)
    {
        static const std::map<std::string, std::string> kQuantizedOps {
            { "QLinearConv", "Conv" },
            { "ConvInteger", "Conv" },
            { "QLinearMatMul", "MatMul" },
            { "MatMulInteger", "MatMul" },
            { "QGemm", "Gemm" },
            { "QLinearAdd", "Add" },
            { "QLinearMul", "Mul" },
            { "QLinearConcat", "Concat" },
            { "QLinearSigmoid", "Sigmoid" },
            { "QLinearLeakyRelu", "LeakyRelu" },
            { "QLinearAveragePool", "AveragePool" },
            { "QLinearGlobalAveragePool", "GlobalAveragePool" },
            { "QLinearSoftmax", "Softmax" },
            { "QLinearReduceMean", "ReduceMean" },
        };
        static const std::set<std::string> kQuantization { "QuantizeLinear", "DequantizeLinear",
            "DynamicQuantizeLinear", "Constant" };
        if (kQuantization.count(node.opType))
            return {};
        const auto it = kQuantizedOps.find(node.opType);
        return it == kQuantizedOps.end() ? node.opType : it->second;
    }

    std::map<std::string, std::size_t> opHistogram(const Graph& g, std::size_t& total)
    {
        std::map<std::string, std::size_t> h;
        total = 0;
        // The Cast, Muls and bias Add that turn a ConvInteger's int32 result back into floats are
        // part of the quantized Conv, as the Conv's bias is part of the float one.
        const std::set<int> rescale = dynamicRescaleNodes(g);
        for (std::size_t i = 0; i < g.nodes().size(); ++i) {
            const Node& n = g.nodes()[i];
            if (rescale.count(static_cast<int>(i)))
                continue;
            const std::string op = floatOpOf(n);
            if (!op.empty()) {
                ++h[op];
                ++total;
            }
        }
        return h;
    }

    /// Share of operators the two graphs have in common (histogram intersection over union).
    double opAgreement(const std::map<std::string, std::size_t>& a, const std::map<std::string, std::size_t>& b)
    {
        std::size_t common = 0, all = 0;
        std::set<std::string> keys;
        for (const auto& [k, v] : a)
            keys.insert(k);
        for (const auto& [k, v] : b)
            keys.insert(k);
        for (const auto& k : keys) {
            const std::size_t x = a.count(k) ? a.at(k) : 0, y = b.count(k) ? b.at(k) : 0;
            common += std::min(x, y);
            all += std::max(x, y);
        }
        return all == 0 ? 1.0 : static_cast<double>(common) / static_cast<double>(all);
    }

    std::string joined(const std::vector<std::string>& names)
    {
        std::string out;
        for (const auto& n : names)
            out += (out.empty() ? "" : ", ") + n;
        return out;
    }

    Finding finding(Finding::Severity severity, const Graph& quantGraph, Text what)
    {
        return { severity, Problem::make(quantGraph.sourcePath(), {}, std::move(what)), {} };
    }
}

std::string modelShapeText(const std::vector<std::int64_t>& shape)
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? ", " : "") + (shape[i] >= 0 ? std::to_string(shape[i]) : std::string("?"));
    return text + "]";
}

ModelPairCheck compareModels(const Graph& floatGraph, const InferredShapes& floatShapes, const Graph& quantGraph,
    const InferredShapes& quantShapes, const QuantInfo& quant)
{
    ModelPairCheck check;
    // The quantized model's name for each float tensor: the same name, else an alias it recorded.
    std::map<std::string, std::string> quantNameOf;
    for (const auto& [quantName, floatName] : quant.floatNameOf)
        if (quantShapes.shapes.count(quantName))
            quantNameOf.emplace(floatName, quantName);

    const auto tensors = comparableTensors(floatGraph);
    std::size_t present = 0, checked = 0;
    std::vector<std::string> details;
    for (const auto& name : tensors) {
        const bool direct = quantGraph.value(name) != nullptr;
        const auto alias = quantNameOf.find(name);
        if (!direct && alias == quantNameOf.end())
            continue;
        ++present;
        const auto f = floatShapes.shapes.find(name);
        const auto q = quantShapes.shapes.find(direct ? name : alias->second);
        if (f == floatShapes.shapes.end() || q == quantShapes.shapes.end() || !knownShape(f->second)
            || !knownShape(q->second))
            continue;
        ++checked;
        if (!shapesAgree(f->second, q->second)) {
            check.contradicting.insert(name);
            if (details.size() < kDetails)
                details.push_back(
                    name + ": float " + modelShapeText(f->second) + ", quantized " + modelShapeText(q->second));
        }
    }

    const std::size_t bad = check.contradicting.size();
    if (bad >= kMismatchMinimum && static_cast<double>(bad) > kMismatchShare * static_cast<double>(checked)) {
        check.mismatched = true;
        Finding f = finding(Finding::Severity::Error, quantGraph,
            text("check.model_mismatch", { std::to_string(bad), std::to_string(checked), details.front() }));
        f.details = details;
        check.findings.push_back(std::move(f));
    } else if (bad > 0) {
        Finding f = finding(Finding::Severity::Warning, quantGraph,
            text("check.model_shape_tensors", { std::to_string(bad), details.front() }));
        f.details = details;
        check.findings.push_back(std::move(f));
    }

    std::size_t floatOps = 0, quantOps = 0;
    const double agreement = opAgreement(opHistogram(floatGraph, floatOps), opHistogram(quantGraph, quantOps));
    if (agreement < kOpAgreementFloor)
        check.findings.push_back(finding(Finding::Severity::Warning, quantGraph,
            text("check.model_ops",
                { std::to_string(static_cast<int>(std::lround(agreement * 100))), std::to_string(floatOps),
                    std::to_string(quantOps) })));

    std::vector<std::string> floatInputs = floatGraph.inputs(), quantInputs = quantGraph.inputs();
    std::sort(floatInputs.begin(), floatInputs.end());
    std::sort(quantInputs.begin(), quantInputs.end());
    if (floatInputs != quantInputs)
        check.findings.push_back(finding(Finding::Severity::Warning, quantGraph,
            text("check.model_inputs", { joined(quantInputs), joined(floatInputs) })));

    if (!tensors.empty() && static_cast<double>(present) < kNameShareFloor * static_cast<double>(tensors.size()))
        check.findings.push_back(finding(Finding::Severity::Warning, quantGraph,
            text("check.model_names", { std::to_string(present), std::to_string(tensors.size()) })));
    return check;
}

} // namespace quantlens
