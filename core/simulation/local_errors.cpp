#include "simulation/local_errors.h"

#include "simulation/error_sums.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::sim {
using runtime::Tensor;

std::vector<WeightMeasurement> weightErrors(const Simulator& simulator)
{
    std::vector<WeightMeasurement> out;
    const auto& qm = simulator.quantModel();
    const Graph& floatGraph = simulator.floatModel().graph();
    for (const auto& w : simulator.structure().weights) {
        const TensorView* view = floatGraph.weight(w.floatName);
        const Tensor* dequantized = qm.constant(w.output);
        if (!view || !dequantized || dequantized->dtype() != DType::Float32)
            continue;
        auto weight = Tensor::fromView(*view);
        if (!weight || weight->dtype() != DType::Float32 || weight->size() != dequantized->size()
            || weight->rank() == 0)
            continue;
        WeightMeasurement m;
        m.weight = w.floatName;
        for (int consumer : floatGraph.value(w.floatName)->consumers)
            if (!floatGraph.nodes()[static_cast<std::size_t>(consumer)].outputs.empty()) {
                m.layer = floatGraph.nodes()[static_cast<std::size_t>(consumer)].outputs[0];
                break;
            }
        m.perChannel = w.scale.size() > 1;
        // Output channels: axis 0 of a Conv's weight, the quantization axis of a per-channel scale.
        const auto axis
            = static_cast<std::size_t>(m.perChannel ? std::clamp(w.axis, 0, static_cast<int>(weight->rank()) - 1) : 0);
        const runtime::Shape& shape = weight->shape();
        std::size_t inner = 1;
        for (std::size_t d = axis + 1; d < shape.size(); ++d)
            inner *= static_cast<std::size_t>(shape[d]);
        const auto channels = static_cast<std::size_t>(std::max<std::int64_t>(shape[axis], 1));
        std::vector<ErrorSums> perChannel(channels);
        std::vector<double> maxAbs(channels, 0.0);
        ErrorSums all;
        for (std::size_t i = 0; i < weight->size(); ++i) {
            const double a = weight->data<float>()[i], b = dequantized->data<float>()[i];
            const std::size_t c = (i / inner) % channels;
            all.add(a, b);
            perChannel[c].add(a, b);
            maxAbs[c] = std::max(maxAbs[c], std::abs(a));
        }
        m.channels = channels;
        m.cos = all.cos();
        m.sqnrDb = all.sqnr();
        m.worstChannelCos = 1.0;
        for (const auto& s : perChannel)
            m.worstChannelCos = std::min(m.worstChannelCos, s.cos());
        // Against the median channel, not the smallest: pruned or dead channels (max |w| of 1e-38)
        // would make any spread astronomic, while what a per-tensor scale costs is the typical channel's
        // share of the levels.
        std::vector<double> live;
        for (double v : maxAbs)
            if (v > 0)
                live.push_back(v);
        if (live.empty()) {
            m.rangeSpread = 1.0;
        } else {
            const double largest = *std::max_element(live.begin(), live.end());
            std::nth_element(live.begin(), live.begin() + static_cast<std::ptrdiff_t>(live.size() / 2), live.end());
            m.rangeSpread = largest / live[live.size() / 2];
        }
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace quantlens::sim
