#include "transform/equalization.h"

#include "runtime/op_attributes.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace quantlens::transform {
namespace {
    struct Pair {
        const Node* first = nullptr;
        const Node* second = nullptr;
    };

    /// The one node reading `value`, when it is not a graph output and exactly one node reads it.
    const Node* onlyReader(const Graph& g, const std::string& value)
    {
        const Value* v = g.value(value);
        if (!v || v->isGraphOutput || v->consumers.size() != 1)
            return nullptr;
        return &g.nodes()[static_cast<std::size_t>(v->consumers[0])];
    }

    /// A float initializer read by one node only (changing it changes nothing else), of rank ≥ minRank.
    bool ownWeight(const Graph& g, const std::string& name, std::size_t minRank = 3)
    {
        const Value* v = g.value(name);
        const auto layout = g.weightLayout(name);
        return v && v->isWeight && v->consumers.size() == 1 && layout && layout->dtype == DType::Float32
            && layout->shape.size() >= minRank;
    }

    bool isConv(const Node* n) { return n && n->opType == "Conv" && n->domain.empty() && n->inputs.size() >= 2; }

    std::int64_t groupOf(const Node& n) { return runtime::NodeAttributes(n).integer("group", 1); }

    std::vector<Pair> pairsOf(const Graph& g)
    {
        std::vector<Pair> out;
        for (const Node& n : g.nodes()) {
            if (!isConv(&n) || n.outputs.empty() || !ownWeight(g, n.inputs[1]))
                continue;
            if (n.inputs.size() > 2 && !n.inputs[2].empty() && !ownWeight(g, n.inputs[2], 1))
                continue;
            const Node* next = onlyReader(g, n.outputs[0]);
            std::string middle = n.outputs[0];
            if (next && next->opType == "Relu" && next->domain.empty()) {
                middle = next->outputs[0];
                next = onlyReader(g, middle);
            }
            if (!isConv(next) || next->inputs[0] != middle || !ownWeight(g, next->inputs[1]))
                continue;
            out.push_back({ &n, next });
        }
        return out;
    }

    /// The tensor to change: from `params` when a transform changed it, else a copy of the model's.
    runtime::Tensor* editable(const runtime::CompiledModel& model, FloatParameters& params, const std::string& name)
    {
        if (auto it = params.find(name); it != params.end())
            return &it->second;
        auto value = floatWeight(model, params, name);
        if (!value)
            return nullptr;
        return &params.emplace(name, ownedCopy(*value)).first->second;
    }

    double spread(const std::vector<double>& ranges)
    {
        double low = INFINITY, high = 0;
        for (const double r : ranges)
            if (r > 0)
                low = std::min(low, r), high = std::max(high, r);
        return high > 0 ? high / low : 1.0;
    }

    /// One pair equalized in place; returns the largest |log s| applied, −1 when the shapes do not fit.
    double equalize(runtime::Tensor& w1, runtime::Tensor* b1, std::int64_t group1, runtime::Tensor& w2,
        std::int64_t group2, EqualizedPair* report)
    {
        const auto channels = static_cast<std::size_t>(w1.dim(0));
        const std::size_t perOut1 = w1.size() / channels;
        const bool depthwise1 = group1 == static_cast<std::int64_t>(channels) && w1.dim(1) == 1;
        const auto outs2 = static_cast<std::size_t>(w2.dim(0));
        const auto ins2 = static_cast<std::size_t>(w2.dim(1));
        const std::size_t kernel2 = w2.size() / (outs2 * ins2);
        const bool depthwise2 = group2 == static_cast<std::int64_t>(channels) && ins2 == 1 && outs2 == channels;
        if ((group1 != 1 && !depthwise1) || (group2 != 1 && !depthwise2) || (group2 == 1 && ins2 != channels)
            || (b1 && b1->size() != channels))
            return -1;
        float* a = w1.mutableData<float>();
        float* b = w2.mutableData<float>();
        // Input channel c of the second: every output's slice c (plain), or output c's only slice (depthwise).
        auto forEachIn2 = [&](std::size_t c, auto&& f) {
            if (depthwise2)
                for (std::size_t k = 0; k < kernel2; ++k)
                    f(b[c * kernel2 + k]);
            else
                for (std::size_t o = 0; o < outs2; ++o)
                    for (std::size_t k = 0; k < kernel2; ++k)
                        f(b[(o * ins2 + c) * kernel2 + k]);
        };
        std::vector<double> r1(channels, 0), r2(channels, 0);
        for (std::size_t c = 0; c < channels; ++c) {
            for (std::size_t k = 0; k < perOut1; ++k)
                r1[c] = std::max(r1[c], static_cast<double>(std::fabs(a[c * perOut1 + k])));
            forEachIn2(c, [&](float& v) { r2[c] = std::max(r2[c], static_cast<double>(std::fabs(v))); });
        }
        if (report && report->spreadBefore == 0)
            report->spreadBefore = spread(r1);
        double largest = 0;
        for (std::size_t c = 0; c < channels; ++c) {
            if (!(r1[c] > 0) || !(r2[c] > 0))
                continue;
            const double s = std::sqrt(r1[c] / r2[c]);
            largest = std::max(largest, std::fabs(std::log(s)));
            const auto down = static_cast<float>(1.0 / s), up = static_cast<float>(s);
            for (std::size_t k = 0; k < perOut1; ++k)
                a[c * perOut1 + k] *= down;
            if (b1)
                b1->mutableData<float>()[c] *= down;
            forEachIn2(c, [&](float& v) { v *= up; });
            r1[c] /= s;
        }
        if (report)
            report->spreadAfter = spread(r1);
        return largest;
    }
}

Equalization equalizeConvPairs(const runtime::CompiledModel& floatModel, const FloatParameters& start)
{
    const Graph& g = floatModel.graph();
    Equalization out;
    out.parameters = start;
    const std::vector<Pair> pairs = pairsOf(g);
    std::vector<EqualizedPair> reports(pairs.size());
    std::vector<bool> fits(pairs.size(), true);
    // A chain Conv → Conv → Conv: equalizing the second pair moves the first's balance; a few sweeps
    // settle it (each sweep at least halves what is left in practice).
    constexpr int kSweeps = 20;
    constexpr double kSettled = 1e-4;
    for (int sweep = 0; sweep < kSweeps; ++sweep) {
        double largest = 0;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            if (!fits[i])
                continue;
            const Node& n1 = *pairs[i].first;
            const Node& n2 = *pairs[i].second;
            runtime::Tensor* w1 = editable(floatModel, out.parameters, n1.inputs[1]);
            runtime::Tensor* w2 = editable(floatModel, out.parameters, n2.inputs[1]);
            runtime::Tensor* b1 = n1.inputs.size() > 2 && !n1.inputs[2].empty()
                ? editable(floatModel, out.parameters, n1.inputs[2])
                : nullptr;
            if (!w1 || !w2) {
                fits[i] = false;
                continue;
            }
            reports[i].first = n1.name;
            reports[i].second = n2.name;
            reports[i].middle = { n1.outputs[0] };
            if (n2.inputs[0] != n1.outputs[0])
                reports[i].middle.push_back(n2.inputs[0]);
            reports[i].weights = { n1.inputs[1], n2.inputs[1] };
            if (b1)
                reports[i].weights.push_back(n1.inputs[2]);
            const double applied = equalize(*w1, b1, groupOf(n1), *w2, groupOf(n2), &reports[i]);
            if (applied < 0)
                fits[i] = false;
            largest = std::max(largest, applied);
        }
        if (largest < kSettled)
            break;
    }
    for (std::size_t i = 0; i < pairs.size(); ++i)
        if (fits[i])
            out.pairs.push_back(reports[i]);
    // A pair found not to fit may have left copies of unchanged weights behind: harmless, but not a change.
    for (auto it = out.parameters.begin(); it != out.parameters.end();) {
        const auto original = floatWeight(floatModel, {}, it->first);
        if (!start.count(it->first) && original
            && std::memcmp(original->data<float>(), it->second.data<float>(), original->size() * sizeof(float)) == 0)
            it = out.parameters.erase(it);
        else
            ++it;
    }
    return out;
}

} // namespace quantlens::transform
