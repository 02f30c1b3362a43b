#include "transform/bias_correction.h"

#include "runtime/executor.h"
#include "runtime/model_inputs.h"

#include <algorithm>
#include <cmath>

namespace quantlens::transform {
namespace {
    /// Per-channel sums over every position (channel axis 1: NCHW convolutions, [N, C] Gemm outputs).
    struct ChannelSums {
        std::vector<double> sum, squares;
        double count = 0; ///< values per channel
        explicit ChannelSums(std::size_t channels)
            : sum(channels, 0.0)
            , squares(channels, 0.0)
        { }
        /// Adds `a` − `b` (`b` null: `a`).
        void add(const runtime::Tensor& a, const runtime::Tensor* b = nullptr)
        {
            const std::size_t channels = sum.size();
            if (a.dtype() != DType::Float32 || a.shape().size() < 2 || static_cast<std::size_t>(a.dim(1)) != channels
                || (b && (b->dtype() != DType::Float32 || b->size() != a.size())))
                return;
            std::size_t inner = 1;
            for (std::size_t d = 2; d < a.shape().size(); ++d)
                inner *= static_cast<std::size_t>(a.dim(d));
            const float* x = a.data<float>();
            const float* y = b ? b->data<float>() : nullptr;
            const std::size_t outer = a.size() / (channels * inner);
            for (std::size_t o = 0; o < outer; ++o)
                for (std::size_t c = 0; c < channels; ++c) {
                    const std::size_t at = (o * channels + c) * inner;
                    double s = 0, q = 0;
                    for (std::size_t i = 0; i < inner; ++i) {
                        const double v = double { x[at + i] } - (y ? double { y[at + i] } : 0.0);
                        s += v, q += v * v;
                    }
                    sum[c] += s, squares[c] += q;
                }
            count += static_cast<double>(outer * inner);
        }
        double mean(std::size_t c) const { return count > 0 ? sum[c] / count : 0.0; }
        double spread(std::size_t c) const
        {
            const double m = mean(c);
            return count > 0 ? std::sqrt(std::max(0.0, squares[c] / count - m * m)) : 0.0;
        }
    };

    const sim::QuantizedWeight* weightAt(const sim::QuantStructure& structure, int output)
    {
        for (const auto& w : structure.weights)
            if (w.output == output)
                return &w;
        return nullptr;
    }
}

std::vector<BiasSite> biasSites(const sim::Simulator& s)
{
    std::vector<BiasSite> out;
    const auto& structure = s.structure();
    for (const auto& activation : structure.activations)
        for (const auto& link : activation.biases) {
            const sim::QuantizedWeight* weight = weightAt(structure, link.weightOutput);
            if (link.floatName.empty() || !weight
                || std::any_of(out.begin(), out.end(), [&](const BiasSite& b) { return b.bias == link.floatName; }))
                continue;
            const auto& step = s.quantModel().steps()[weight->consumerStep];
            const auto bias = floatWeight(s.floatModel(), {}, link.floatName);
            const auto floatW = floatWeight(s.floatModel(), {}, weight->floatName);
            if (step.outputs.empty() || step.outputs[0] < 0 || step.inputs.size() < 3 || !bias || !floatW
                || bias->shape().size() != 1 || floatW->size() != weight->quantized.size())
                continue;
            BiasSite site;
            site.bias = link.floatName;
            site.weight = weight->floatName;
            site.step = weight->consumerStep;
            site.quantOutput = step.outputs[0];
            site.input = step.inputs[0];
            site.inputBeforeQuantization = site.input;
            for (const auto& a : structure.activations)
                if (a.output == site.input)
                    site.inputBeforeQuantization = a.input;
            site.weightInput = weight->output;
            site.biasInput = link.slot;
            site.channels = bias->size();
            if (step.inputs[1] == site.weightInput && step.inputs[2] == site.biasInput)
                out.push_back(std::move(site));
        }
    return out;
}

Result<BiasCorrection> correctBiases(const sim::Simulator& s, const sim::Variant& variant,
    const FloatParameters& reference, const std::vector<std::string>& allFiles, const BiasCorrectionOptions& options,
    const ProgressCallback& progress)
{
    using R = Result<BiasCorrection>;
    BiasCorrection out;
    const auto sites = biasSites(s);
    out.sites = sites.size();
    if (sites.empty())
        return R::success(std::move(out));
    const std::size_t used = std::min(options.inputs, allFiles.size());
    const runtime::CompiledModel& quant = s.quantModel();
    // By slot: the sites reading it before its quantization, and the site it is the output of.
    std::vector<std::vector<std::size_t>> readers(quant.slotCount());
    std::vector<int> outputOf(quant.slotCount(), -1);
    std::vector<runtime::Tensor> weights, biases, current;
    std::vector<ChannelSums> shifts, local;
    for (std::size_t i = 0; i < sites.size(); ++i) {
        readers[static_cast<std::size_t>(sites[i].inputBeforeQuantization)].push_back(i);
        outputOf[static_cast<std::size_t>(sites[i].quantOutput)] = static_cast<int>(i);
        weights.push_back(*floatWeight(s.floatModel(), reference, sites[i].weight));
        biases.push_back(*floatWeight(s.floatModel(), reference, sites[i].bias));
        current.push_back(*floatWeight(s.floatModel(), variant.floatParameters, sites[i].bias));
        shifts.emplace_back(sites[i].channels);
        local.emplace_back(sites[i].channels);
    }
    const runtime::RunOverrides overrides = s.overridesFor(variant);
    std::vector<runtime::Tensor> held(sites.size()); // each site's input before quantization, until it runs
    std::optional<Problem> failed;
    for (std::size_t f = 0; f < used; ++f) {
        auto inputs = runtime::readModelInputs(quant, { runtime::InputArgument { {}, allFiles[f] } });
        if (!inputs)
            return R::failure(inputs.error());
        runtime::RunOptions run;
        run.overrides = &overrides;
        run.progress = progressPart(progress, f * 1000, 1000, used * 1000);
        run.onTensor = [&](int slot, const runtime::Tensor& value) {
            for (const std::size_t i : readers[static_cast<std::size_t>(slot)])
                held[i] = value;
            const int site = outputOf[static_cast<std::size_t>(slot)];
            if (site < 0)
                return true;
            const auto i = static_cast<std::size_t>(site);
            // The same layer with float weights and bias on its input before quantization.
            const runtime::Tensor* args[] = { &held[i], &weights[i], &biases[i] };
            std::vector<runtime::Tensor> reference(1);
            if (auto problem = runtime::runStep(quant, sites[i].step, args, reference, s.pool(), {})) {
                failed = std::move(problem);
                return false;
            }
            shifts[i].add(value, &reference[0]);
            local[i].add(reference[0]);
            held[i] = runtime::Tensor();
            return true;
        };
        auto ran = runtime::runModel(quant, inputs.value(), s.pool(), run);
        if (failed)
            return R::failure(std::move(*failed));
        if (!ran)
            return R::failure(ran.error());
    }
    double relativeShifts = 0;
    for (std::size_t i = 0; i < sites.size(); ++i) {
        runtime::Tensor corrected = ownedCopy(current[i]);
        float* b = corrected.mutableData<float>();
        double largest = 0;
        for (std::size_t c = 0; c < sites[i].channels; ++c) {
            const double shift = shifts[i].mean(c);
            if (!std::isfinite(shift))
                continue;
            b[c] = static_cast<float>(b[c] - shift);
            const double spread = local[i].spread(c);
            largest = std::max(largest, spread > 0 ? std::fabs(shift) / spread : 0.0);
        }
        relativeShifts += largest;
        out.parameters[sites[i].bias] = std::move(corrected);
    }
    out.shiftBefore = relativeShifts / static_cast<double>(sites.size());
    return R::success(std::move(out));
}

} // namespace quantlens::transform
