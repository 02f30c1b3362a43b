#include "simulation/output_measure.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::sim {
using runtime::CompiledModel;
using runtime::Tensor;

namespace {
    double valueAt(const Tensor& t, std::size_t i)
    {
        return t.dtype() == DType::Float32 ? t.data<float>()[i] : t.scalarAsDouble(i);
    }
}

double Measurement::sampleCos(std::size_t sample) const
{
    double worst = 1.0;
    for (const auto& o : samples[sample])
        worst = std::min(worst, o.cosine);
    return worst;
}

double Measurement::meanCos() const
{
    if (samples.empty())
        return std::numeric_limits<double>::quiet_NaN();
    double sum = 0;
    for (std::size_t s = 0; s < samples.size(); ++s)
        sum += sampleCos(s);
    return sum / static_cast<double>(samples.size());
}

double Measurement::meanCosOf(const std::vector<std::size_t>& inputs) const
{
    if (inputs.empty())
        return meanCos();
    double sum = 0;
    for (std::size_t s : inputs)
        sum += sampleCos(s);
    return sum / static_cast<double>(inputs.size());
}

double Measurement::worstCosOf(const std::vector<std::size_t>& inputs) const
{
    if (inputs.empty())
        return worstCos();
    double worst = 1.0;
    for (std::size_t s : inputs)
        worst = std::min(worst, sampleCos(s));
    return worst;
}

double Measurement::worstCos() const
{
    double worst = 1.0;
    for (std::size_t s = 0; s < samples.size(); ++s)
        worst = std::min(worst, sampleCos(s));
    return worst;
}

OutputMeasure compareOutput(
    const std::string& name, const Tensor& reference, const Tensor& value, std::optional<OutputKind> kind)
{
    OutputMeasure m;
    m.name = name;
    const std::size_t n = std::min(reference.size(), value.size());
    double ab = 0, aa = 0, bb = 0, dd = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double a = valueAt(reference, i), b = valueAt(value, i);
        ab += a * b, aa += a * a, bb += b * b, dd += (a - b) * (a - b);
    }
    m.cosine = aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : (aa == bb ? 1.0 : 0.0);
    const double eps = std::numeric_limits<double>::epsilon();
    m.sqnrDb = 20 * std::log10(std::max(std::sqrt(aa), eps) / std::max(std::sqrt(dd), eps));
    // Classifier and sequence outputs: does the arg-max over the last axis agree, per position?
    if (reference.rank() >= 2 && reference.shape().back() > 1 && reference.shape() == value.shape()) {
        const auto classes = static_cast<std::size_t>(reference.shape().back());
        const std::size_t positions = n / classes;
        std::size_t agree = 0;
        for (std::size_t p = 0; p < positions; ++p) {
            std::size_t ra = 0, va = 0;
            for (std::size_t c = 1; c < classes; ++c) {
                if (valueAt(reference, p * classes + c) > valueAt(reference, p * classes + ra))
                    ra = c;
                if (valueAt(value, p * classes + c) > valueAt(value, p * classes + va))
                    va = c;
            }
            agree += ra == va;
        }
        if (positions > 0)
            m.top1 = static_cast<double>(agree) / static_cast<double>(positions);
    }
    m.task = taskAgreement(reference, value, kind.value_or(outputKindOf(reference.shape())));
    return m;
}

namespace {
    /// Drops the output pairs the user did not choose (none chosen: all count); the problem of a name
    /// neither model gives an output.
    std::optional<Problem> keepChosenOutputs(std::vector<std::pair<int, int>>& pairs,
        const std::vector<std::string>& chosen, const CompiledModel& fm, const CompiledModel& qm)
    {
        if (chosen.empty())
            return std::nullopt;
        auto named = [&](const std::pair<int, int>& pair, const std::string& name) {
            return qm.nameOf(pair.second) == name || fm.nameOf(pair.first) == name;
        };
        for (const std::string& name : chosen)
            if (std::none_of(pairs.begin(), pairs.end(), [&](const auto& pair) { return named(pair, name); })) {
                std::string all;
                for (const auto& pair : pairs)
                    all += (all.empty() ? "" : ", ") + qm.nameOf(pair.second);
                return Problem::make(qm.graph().sourcePath(), {}, text("sim.output_unknown", { name, all }));
            }
        std::erase_if(pairs, [&](const auto& pair) {
            return std::none_of(
                chosen.begin(), chosen.end(), [&](const std::string& name) { return named(pair, name); });
        });
        return std::nullopt;
    }
}

Result<std::vector<std::pair<int, int>>> pairOutputs(
    const runtime::CompiledModel& fm, const runtime::CompiledModel& qm, const std::vector<std::string>& chosen)
{
    using R = Result<std::vector<std::pair<int, int>>>;
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t i = 0; i < qm.outputSlots().size(); ++i) {
        const int q = qm.outputSlots()[i];
        int f = fm.slotOf(qm.nameOf(q));
        if (f < 0 && i < fm.outputSlots().size())
            f = fm.outputSlots()[i];
        if (f < 0)
            return R::failure(Problem::make(qm.graph().sourcePath(), text("where.tensor", { qm.nameOf(q) }),
                text("sim.output_unmatched", { fm.graph().sourcePath() })));
        pairs.emplace_back(f, q);
    }
    if (auto unknown = keepChosenOutputs(pairs, chosen, fm, qm))
        return R::failure(std::move(*unknown));
    return R::success(std::move(pairs));
}

Result<std::vector<std::optional<OutputKind>>> pairKinds(const std::vector<std::pair<int, int>>& pairs,
    const runtime::CompiledModel& fm, const runtime::CompiledModel& qm, const OutputKinds& kinds)
{
    using R = Result<std::vector<std::optional<OutputKind>>>;
    for (const auto& entry : kinds) {
        const std::string& name = entry.first; // a structured binding cannot be captured before C++20 in clang 14
        auto isOutput = [&name](const runtime::CompiledModel& m) {
            return std::any_of(
                m.outputSlots().begin(), m.outputSlots().end(), [&](int slot) { return m.nameOf(slot) == name; });
        };
        if (!isOutput(qm) && !isOutput(fm)) {
            std::string all;
            for (int slot : qm.outputSlots())
                all += (all.empty() ? "" : ", ") + qm.nameOf(slot);
            return R::failure(Problem::make(qm.graph().sourcePath(), {}, text("sim.output_unknown", { name, all })));
        }
    }
    std::vector<std::optional<OutputKind>> out;
    for (const auto& [f, q] : pairs) {
        auto it = kinds.find(qm.nameOf(q));
        if (it == kinds.end())
            it = kinds.find(fm.nameOf(f));
        out.push_back(it == kinds.end() ? std::nullopt : std::optional<OutputKind>(it->second));
    }
    return R::success(std::move(out));
}

} // namespace quantlens::sim
