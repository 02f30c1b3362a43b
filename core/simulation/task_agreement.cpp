#include "simulation/task_agreement.h"

#include "util/edit_distance.h"

#include "simulation/simulator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace quantlens::sim {

namespace {
    double at(const runtime::Tensor& t, std::size_t i)
    {
        return t.dtype() == DType::Float32 ? t.data<float>()[i] : t.scalarAsDouble(i);
    }

    std::size_t argmax(const runtime::Tensor& t, std::size_t begin, std::size_t count)
    {
        std::size_t best = 0;
        for (std::size_t c = 1; c < count; ++c)
            if (at(t, begin + c) > at(t, begin + best))
                best = c;
        return best;
    }

}

const char* outputKindName(OutputKind kind)
{
    switch (kind) {
    case OutputKind::Classification: return "classification";
    case OutputKind::Sequence: return "sequence";
    case OutputKind::Mask: return "mask";
    case OutputKind::Regression: break;
    }
    return "regression";
}

bool parseOutputKind(const std::string& name, OutputKind& kind)
{
    for (OutputKind k : { OutputKind::Classification, OutputKind::Sequence, OutputKind::Mask, OutputKind::Regression })
        if (name == outputKindName(k)) {
            kind = k;
            return true;
        }
    return false;
}

OutputKind outputKindOf(const runtime::Shape& shape)
{
    if (shape.size() == 2 && shape[1] > 1)
        return OutputKind::Classification;
    if (shape.size() == 3 && shape[1] > 1 && shape[2] > 1)
        return OutputKind::Sequence;
    if (shape.size() == 4 && (shape[1] == 1 || shape[3] == 1) && shape[2] > 1)
        return OutputKind::Mask;
    return OutputKind::Regression;
}

std::vector<TaskSummary> taskSummaries(const Measurement& measured)
{
    std::vector<TaskSummary> out;
    for (const auto& sample : measured.samples)
        for (std::size_t o = 0; o < sample.size(); ++o) {
            if (out.size() <= o)
                out.resize(o + 1);
            if (!sample[o].task)
                continue;
            auto& s = out[o];
            s.output = sample[o].name;
            s.kind = sample[o].task->kind;
            s.sum += sample[o].task->agreement;
            s.equal += sample[o].task->equal;
            ++s.count;
        }
    return out;
}

std::optional<TaskAgreement> taskAgreement(
    const runtime::Tensor& reference, const runtime::Tensor& value, OutputKind kind)
{
    if (reference.shape() != value.shape() || reference.size() == 0)
        return std::nullopt;
    TaskAgreement a;
    a.kind = kind;
    const auto& shape = reference.shape();
    const std::size_t n = reference.size();
    switch (kind) {
    case OutputKind::Classification: {
        // Every row of [N, C] (a batch of one in practice): the share of rows whose top-1 is kept.
        const auto classes = static_cast<std::size_t>(shape.back());
        const std::size_t rows = n / classes;
        std::size_t kept = 0, inTop5 = 0;
        for (std::size_t r = 0; r < rows; ++r) {
            const std::size_t f = argmax(reference, r * classes, classes), q = argmax(value, r * classes, classes);
            kept += f == q;
            std::size_t above = 0; // quantized classes scoring above the float top-1 class
            for (std::size_t c = 0; c < classes; ++c)
                above += at(value, r * classes + c) > at(value, r * classes + f);
            inTop5 += above < 5;
        }
        a.agreement = static_cast<double>(kept) / static_cast<double>(rows);
        a.equal = kept == rows;
        a.top5 = inTop5 == rows;
        break;
    }
    case OutputKind::Sequence: {
        const auto steps = static_cast<std::size_t>(shape[shape.size() - 2]);
        const auto classes = static_cast<std::size_t>(shape.back());
        const std::size_t batch = n / (steps * classes);
        double sum = 0;
        a.equal = true;
        for (std::size_t b = 0; b < batch; ++b) {
            const std::size_t offset = b * steps * classes;
            // CTC greedy decoding: the arg-max per step, repeats collapsed, blanks (class 0) dropped.
            auto decode = [&](const runtime::Tensor& t) {
                std::vector<std::size_t> out;
                std::size_t previous = 0;
                for (std::size_t s = 0; s < steps; ++s) {
                    const std::size_t c = argmax(t, offset + s * classes, classes);
                    if (c != 0 && c != previous)
                        out.push_back(c);
                    previous = c;
                }
                return out;
            };
            const auto f = decode(reference), q = decode(value);
            const std::size_t longer = std::max(f.size(), q.size());
            sum += longer == 0 ? 1.0 : 1.0 - static_cast<double>(editDistance(f, q)) / static_cast<double>(longer);
            a.equal = a.equal && f == q;
        }
        a.agreement = sum / static_cast<double>(batch);
        break;
    }
    case OutputKind::Mask: {
        std::size_t both = 0, either = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const bool f = at(reference, i) > 0.5, q = at(value, i) > 0.5;
            both += f && q;
            either += f || q;
        }
        a.agreement = either == 0 ? 1.0 : static_cast<double>(both) / static_cast<double>(either);
        a.equal = both == either;
        break;
    }
    case OutputKind::Regression: {
        double signal = 0, noise = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const double r = at(reference, i), d = at(value, i) - r;
            signal += r * r, noise += d * d;
        }
        const double eps = std::numeric_limits<double>::epsilon();
        a.agreement = 10 * std::log10(std::max(signal, eps) / std::max(noise, eps));
        a.equal = false;
        break;
    }
    }
    return a;
}

} // namespace quantlens::sim
