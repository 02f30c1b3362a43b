#include "transform/smooth_quant.h"

#include "runtime/executor.h"
#include "runtime/model_inputs.h"
#include "runtime/op_attributes.h"

#include <algorithm>
#include <cmath>

namespace quantlens::transform {
namespace {
    /// A float weight read by one node only, with `channels` values (γ, β).
    bool ownVector(const Graph& g, const std::string& name, std::size_t channels)
    {
        const Value* v = g.value(name);
        const auto layout = g.weightLayout(name);
        if (!v || !v->isWeight || v->consumers.size() != 1 || !layout || layout->dtype != DType::Float32)
            return false;
        std::size_t n = 1;
        for (const auto d : layout->shape)
            n *= static_cast<std::size_t>(d);
        return n == channels;
    }

    /// The constant input of a two-input node (Mul, Add) and the other one; nullopt when not exactly one.
    std::optional<std::pair<std::string, std::string>> constantAndOther(const Graph& g, const Node& n)
    {
        if (n.inputs.size() != 2)
            return std::nullopt;
        const bool first = g.hasWeight(n.inputs[0]), second = g.hasWeight(n.inputs[1]);
        if (first == second)
            return std::nullopt;
        return first ? std::pair { n.inputs[0], n.inputs[1] } : std::pair { n.inputs[1], n.inputs[0] };
    }

    /// The readers of X when all are MatMul/Gemm taking X as input 0 with weights of their own (or
    /// Shape); fills `site.weights`. False otherwise.
    bool readersTakeScaledRows(const Graph& g, const Value& x, SmoothSite& site)
    {
        for (const int reader : x.consumers) {
            const Node& n = g.nodes()[static_cast<std::size_t>(reader)];
            if (n.opType == "Shape" && n.domain.empty())
                continue;
            if ((n.opType != "MatMul" && n.opType != "Gemm") || !n.domain.empty() || n.inputs.size() < 2
                || n.inputs[0] != x.name)
                return false;
            const Value* w = g.value(n.inputs[1]);
            const auto layout = g.weightLayout(n.inputs[1]);
            if (!w || !w->isWeight || w->consumers.size() != 1 || !layout || layout->dtype != DType::Float32
                || layout->shape.size() != 2)
                return false;
            int axis = 0;
            if (n.opType == "Gemm") {
                const runtime::NodeAttributes attributes(n);
                if (attributes.integer("transA", 0) != 0)
                    return false;
                axis = attributes.integer("transB", 0) != 0 ? 1 : 0;
            }
            if (static_cast<std::size_t>(layout->shape[static_cast<std::size_t>(axis)]) != site.channels)
                return false;
            site.weights.emplace_back(n.inputs[1], axis);
        }
        return !site.weights.empty();
    }

    /// The site X is, when its producer folds a per-channel division.
    std::optional<SmoothSite> siteOf(const Graph& g, const Value& x)
    {
        if (x.producer < 0 || x.isGraphOutput)
            return std::nullopt;
        SmoothSite site;
        site.tensor = x.name;
        const Node& p = g.nodes()[static_cast<std::size_t>(x.producer)];
        if (p.opType == "LayerNormalization" && p.domain.empty() && p.inputs.size() >= 2) {
            // Normalized over the last axis only, so that γ holds one value per channel of it.
            const std::int64_t axis = runtime::NodeAttributes(p).integer("axis", -1);
            if (axis != -1 && (x.shape.empty() || axis != static_cast<std::int64_t>(x.shape.size()) - 1))
                return std::nullopt;
            site.scale = p.inputs[1];
            site.bias = p.inputs.size() > 2 ? p.inputs[2] : "";
        } else if (p.opType == "Add" && p.domain.empty()) {
            // Add(β) ← Mul(γ): the Mul's output read by the Add alone.
            const auto add = constantAndOther(g, p);
            const Node* mul = add ? g.producer(add->second) : nullptr;
            const Value* between = add ? g.value(add->second) : nullptr;
            const auto scale
                = mul && mul->opType == "Mul" && mul->domain.empty() ? constantAndOther(g, *mul) : std::nullopt;
            if (!scale || !between || between->consumers.size() != 1 || between->isGraphOutput)
                return std::nullopt;
            site.scale = scale->first;
            site.bias = add->first;
        } else
            return std::nullopt;
        // The channels are γ's values, lying along the last axis ([C] or [1, …, C]).
        const auto layout = g.weightLayout(site.scale);
        if (!layout || layout->shape.empty() || layout->shape.back() <= 1)
            return std::nullopt;
        site.channels = static_cast<std::size_t>(layout->shape.back());
        if (!x.shape.empty() && x.shape.back() > 0 && static_cast<std::size_t>(x.shape.back()) != site.channels)
            return std::nullopt;
        if (!ownVector(g, site.scale, site.channels) || (!site.bias.empty() && !ownVector(g, site.bias, site.channels)))
            return std::nullopt;
        if (!readersTakeScaledRows(g, x, site))
            return std::nullopt;
        return site;
    }

}

std::vector<SmoothSite> smoothQuantSites(const runtime::CompiledModel& floatModel)
{
    std::vector<SmoothSite> out;
    const Graph& g = floatModel.graph();
    for (const Value& v : g.values())
        if (auto site = siteOf(g, v))
            out.push_back(std::move(*site));
    return out;
}

Result<std::map<std::string, std::vector<float>>> channelMaxima(const runtime::CompiledModel& floatModel,
    const std::vector<std::string>& files, const std::vector<SmoothSite>& sites, runtime::ThreadPool& pool,
    const ProgressCallback& progress)
{
    using R = Result<std::map<std::string, std::vector<float>>>;
    std::map<std::string, std::vector<float>> out;
    std::vector<std::vector<float>*> bySlot(floatModel.slotCount(), nullptr);
    for (const auto& site : sites)
        if (const int slot = floatModel.slotOf(site.tensor); slot >= 0)
            bySlot[static_cast<std::size_t>(slot)] = &(out[site.tensor] = std::vector<float>(site.channels, 0.0f));
    for (std::size_t f = 0; f < files.size(); ++f) {
        auto inputs = runtime::readModelInputs(floatModel, { runtime::InputArgument { {}, files[f] } });
        if (!inputs)
            return R::failure(inputs.error());
        runtime::RunOptions options;
        options.progress = progressPart(progress, f * 1000, 1000, files.size() * 1000);
        options.onTensor = [&](int slot, const runtime::Tensor& value) {
            std::vector<float>* maxima = bySlot[static_cast<std::size_t>(slot)];
            if (!maxima || value.dtype() != DType::Float32 || value.size() % maxima->size() != 0)
                return true;
            const float* x = value.data<float>();
            const std::size_t channels = maxima->size();
            for (std::size_t i = 0; i < value.size(); ++i) {
                const float a = std::fabs(x[i]);
                float& m = (*maxima)[i % channels];
                m = a > m ? a : m; // a NaN stays out
            }
            return true;
        };
        auto run = runtime::runModel(floatModel, inputs.value(), pool, options);
        if (!run)
            return R::failure(run.error());
    }
    return R::success(std::move(out));
}

FloatParameters smoothQuant(const runtime::CompiledModel& floatModel, const std::vector<SmoothSite>& sites,
    const std::map<std::string, std::vector<float>>& maxima, double alpha)
{
    FloatParameters out;
    for (const auto& site : sites) {
        const auto found = maxima.find(site.tensor);
        if (found == maxima.end())
            continue;
        std::vector<runtime::Tensor> weights;
        for (const auto& [name, axis] : site.weights)
            if (auto w = floatWeight(floatModel, {}, name))
                weights.push_back(ownedCopy(*w));
        auto scale = floatWeight(floatModel, {}, site.scale);
        auto bias = site.bias.empty() ? std::nullopt : floatWeight(floatModel, {}, site.bias);
        if (weights.size() != site.weights.size() || !scale || (!site.bias.empty() && !bias))
            continue;
        // max|W_c| over every reader's row c (one s serves them all).
        std::vector<double> wmax(site.channels, 0.0);
        for (std::size_t k = 0; k < weights.size(); ++k) {
            const auto& t = weights[k];
            const bool rows = site.weights[k].second == 0;
            const auto other = static_cast<std::size_t>(rows ? t.dim(1) : t.dim(0));
            for (std::size_t c = 0; c < site.channels; ++c)
                for (std::size_t j = 0; j < other; ++j)
                    wmax[c] = std::max(wmax[c],
                        static_cast<double>(std::fabs(t.data<float>()[rows ? c * other + j : j * site.channels + c])));
        }
        std::vector<float> s(site.channels, 1.0f);
        for (std::size_t c = 0; c < site.channels; ++c) {
            const double xmax = found->second[c];
            if (xmax > 0 && wmax[c] > 0)
                s[c]
                    = static_cast<float>(std::clamp(std::pow(xmax, alpha) / std::pow(wmax[c], 1.0 - alpha), 1e-5, 1e5));
        }
        runtime::Tensor newScale = ownedCopy(*scale);
        for (std::size_t c = 0; c < site.channels; ++c)
            newScale.mutableData<float>()[c] /= s[c];
        out.insert_or_assign(site.scale, std::move(newScale));
        if (bias) {
            runtime::Tensor newBias = ownedCopy(*bias);
            for (std::size_t c = 0; c < site.channels; ++c)
                newBias.mutableData<float>()[c] /= s[c];
            out.insert_or_assign(site.bias, std::move(newBias));
        }
        for (std::size_t k = 0; k < weights.size(); ++k) {
            auto& t = weights[k];
            const bool rows = site.weights[k].second == 0;
            const auto other = static_cast<std::size_t>(rows ? t.dim(1) : t.dim(0));
            float* w = t.mutableData<float>();
            for (std::size_t c = 0; c < site.channels; ++c)
                for (std::size_t j = 0; j < other; ++j)
                    w[rows ? c * other + j : j * site.channels + c] *= s[c];
            out.insert_or_assign(site.weights[k].first, std::move(t));
        }
    }
    return out;
}

} // namespace quantlens::transform
