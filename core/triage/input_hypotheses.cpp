#include "triage/input_hypotheses.h"

#include "metrics/vector_cosine.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace quantlens {
namespace {
    /// ‖model − observed‖ / ‖observed‖ (0 when both are zero).
    double relativeError(const std::vector<double>& model, const std::vector<double>& observed)
    {
        double dd = 0, oo = 0;
        for (std::size_t i = 0; i < model.size(); ++i) {
            dd += (model[i] - observed[i]) * (model[i] - observed[i]);
            oo += observed[i] * observed[i];
        }
        return oo > 0 ? std::sqrt(dd / oo) : (dd > 0 ? INFINITY : 0);
    }

    InputExplanation measured(
        bool layout, std::vector<int> order, const std::vector<double>& model, const std::vector<double>& observed)
    {
        return { layout, std::move(order), {}, {}, vectorCosine(model, observed), relativeError(model, observed) };
    }

    /// Row-major indexing of a tensor as (outer, channel, inner) around its channel axis.
    struct ChannelLayout {
        std::size_t outer = 1, channels = 1, inner = 1;
        std::size_t at(std::size_t o, std::size_t c, std::size_t i) const { return (o * channels + c) * inner + i; }
    };

    std::optional<ChannelLayout> channelLayout(const std::vector<std::int64_t>& shape)
    {
        const auto small = [](std::int64_t d) { return d >= 1 && d <= 4; };
        std::optional<std::size_t> axis;
        if (shape.size() == 4 && small(shape[1]))
            axis = 1;
        else if (shape.size() >= 3 && small(shape.back()))
            axis = shape.size() - 1;
        if (!axis)
            return std::nullopt;
        ChannelLayout l;
        for (std::size_t d = 0; d < shape.size(); ++d) {
            const auto n = static_cast<std::size_t>(std::max<std::int64_t>(shape[d], 1));
            (d < *axis ? l.outer : d == *axis ? l.channels : l.inner) *= n;
        }
        return l;
    }

    /// The candidate with its channels put back: result channel channelOrder[i] = candidate channel i.
    std::vector<double> reorder(const std::vector<double>& v, const ChannelLayout& l, const std::vector<int>& order)
    {
        std::vector<double> out(v.size());
        for (std::size_t o = 0; o < l.outer; ++o)
            for (std::size_t c = 0; c < l.channels; ++c)
                std::copy_n(&v[l.at(o, c, 0)], l.inner, &out[l.at(o, static_cast<std::size_t>(order[c]), 0)]);
        return out;
    }

    /// NHWC bytes read as NCHW: the candidate's flat order is (n, h·w, c); rewrite it as (n, c, h·w).
    std::vector<double> fromInterleaved(const std::vector<double>& v, const ChannelLayout& l)
    {
        std::vector<double> out(v.size());
        for (std::size_t o = 0; o < l.outer; ++o)
            for (std::size_t i = 0; i < l.inner; ++i)
                for (std::size_t c = 0; c < l.channels; ++c)
                    out[l.at(o, c, i)] = v[(o * l.inner + i) * l.channels + c];
        return out;
    }

    /// Least squares candidate ≈ scale·reference + offset per channel; returns the fitted values.
    std::vector<double> fitAffine(const std::vector<double>& ref, const std::vector<double>& cand,
        const ChannelLayout& l, std::vector<double>& scale, std::vector<double>& offset)
    {
        scale.assign(l.channels, 1);
        offset.assign(l.channels, 0);
        std::vector<double> fitted(ref.size());
        for (std::size_t c = 0; c < l.channels; ++c) {
            double sx = 0, sy = 0, sxx = 0, sxy = 0, n = 0;
            for (std::size_t o = 0; o < l.outer; ++o)
                for (std::size_t i = 0; i < l.inner; ++i) {
                    const double x = ref[l.at(o, c, i)], y = cand[l.at(o, c, i)];
                    sx += x, sy += y, sxx += x * x, sxy += x * y, n += 1;
                }
            const double var = sxx - sx * sx / n;
            if (n > 0 && var > 0) {
                scale[c] = (sxy - sx * sy / n) / var;
                offset[c] = (sy - scale[c] * sx) / n;
            } else if (n > 0) { // a constant channel: only an offset can be told
                offset[c] = (sy - sx) / n;
            }
            for (std::size_t o = 0; o < l.outer; ++o)
                for (std::size_t i = 0; i < l.inner; ++i)
                    fitted[l.at(o, c, i)] = scale[c] * ref[l.at(o, c, i)] + offset[c];
        }
        return fitted;
    }
}

InputDiagnosis diagnoseInput(const std::vector<double>& reference, const std::vector<double>& candidate,
    const std::vector<std::int64_t>& shape, const InputAgreement& agreement)
{
    InputDiagnosis d;
    if (reference.size() != candidate.size() || reference.empty())
        return d;
    d.cosine = vectorCosine(reference, candidate);
    d.relativeError = relativeError(reference, candidate);
    d.bestCorrectedCosine = d.cosine;
    d.agrees = agreement.agrees(d.cosine, d.relativeError);
    const auto l = channelLayout(shape);
    if (!l || d.agrees)
        return d;

    std::vector<int> identity(l->channels);
    std::iota(identity.begin(), identity.end(), 0);
    // Hypotheses from the simplest up; the first whose corrected cosine reaches the limit explains.
    std::vector<InputExplanation> tried;
    const bool canInterleave
        = shape.size() == 4 && l->outer == static_cast<std::size_t>(std::max<std::int64_t>(shape[0], 1));
    for (const bool layout : { false, true }) {
        if (layout && !canInterleave)
            continue;
        const std::vector<double> base = layout ? fromInterleaved(candidate, *l) : candidate;
        std::vector<int> order = identity;
        do {
            const bool reordered = order != identity;
            const std::vector<double> aligned = reordered ? reorder(base, *l, order) : base;
            const std::vector<int> kept = reordered ? order : std::vector<int>();
            if (layout || reordered)
                tried.push_back(measured(layout, kept, reference, aligned));
            std::vector<double> scale, offset;
            const auto fitted = fitAffine(reference, aligned, *l, scale, offset);
            InputExplanation affine = measured(layout, kept, fitted, aligned);
            affine.scale = std::move(scale);
            affine.offset = std::move(offset);
            tried.push_back(std::move(affine));
        } while (std::next_permutation(order.begin(), order.end()));
    }
    // Simplest first: fewer corrections, then layout last (a rarer mistake than channel order).
    const auto weight = [](const InputExplanation& e) {
        return (e.layout ? 2 : 0) + (e.channelOrder.empty() ? 0 : 1) + (e.scale.empty() ? 0 : 1);
    };
    std::stable_sort(tried.begin(), tried.end(), [&](const auto& a, const auto& b) { return weight(a) < weight(b); });
    for (const auto& e : tried) {
        d.bestCorrectedCosine = std::max(d.bestCorrectedCosine, e.cosine);
        if (!d.explanation && agreement.agrees(e.cosine, e.relativeError))
            d.explanation = e;
    }
    return d;
}

} // namespace quantlens
