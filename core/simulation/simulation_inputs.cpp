#include "simulation/simulation_inputs.h"

#include "model/model_import.h"
#include "runtime/model_inputs.h"
#include "runtime/ops/strided_copy.h"
#include "tensor/dump_set.h"

namespace quantlens::sim {
namespace {
    bool endsWith(const std::string& s, const std::string& suffix)
    {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    Result<std::shared_ptr<const runtime::CompiledModel>> compile(const std::string& path)
    {
        using R = Result<std::shared_ptr<const runtime::CompiledModel>>;
        auto graph = importModelFile(path);
        if (!graph)
            return R::failure(graph.error());
        return runtime::CompiledModel::compile(graph.value());
    }

    /// The graph inputs as the reference dump holds them, in the model's layout.
    Result<std::map<std::string, runtime::Tensor>> inputsFromDump(
        const runtime::CompiledModel& model, const std::string& path)
    {
        using R = Result<std::map<std::string, runtime::Tensor>>;
        auto set = DumpSet::open(path);
        if (!set)
            return R::failure(set.error());
        std::map<std::string, runtime::Tensor> inputs;
        runtime::ThreadPool serial(1);
        for (int slot : model.inputSlots()) {
            const std::string& name = model.nameOf(slot);
            if (!set.value().contains(name))
                return R::failure(Problem::make(path, text("where.tensor", { name }), text("sim.input_not_in_dump")));
            auto view = set.value().tensor(name);
            if (!view)
                return R::failure(view.error());
            auto tensor = runtime::Tensor::fromView(view.value());
            if (!tensor)
                return R::failure(Problem::make(
                    path, text("where.tensor", { name }), text("run.dtype", { dtypeName(view.value().dtype) })));
            if (tensor->dtype() == DType::Float64) {
                runtime::Tensor f(DType::Float32, tensor->shape());
                for (std::size_t i = 0; i < f.size(); ++i)
                    f.mutableData<float>()[i] = static_cast<float>(tensor->data<double>()[i]);
                tensor = f;
            }
            // An NHWC dump (SigmaStar's) holds the input transposed: back to the model's NCHW.
            const Value& v = model.graph().values()[static_cast<std::size_t>(slot)];
            const auto& s = tensor->shape();
            const bool fits = !v.shapeKnown || (v.shape.size() == s.size() && [&] {
                for (std::size_t i = 0; i < s.size(); ++i)
                    if (v.shape[i] >= 0 && v.shape[i] != s[i])
                        return false;
                return true;
            }());
            if (!fits && s.size() == 4 && v.shape.size() == 4 && (v.shape[1] < 0 || v.shape[1] == s[3])) {
                const runtime::Shape nchw { s[0], s[3], s[1], s[2] };
                const std::vector<std::int64_t> strides { s[1] * s[2] * s[3], 1, s[2] * s[3], s[3] };
                tensor = runtime::copyStrided(*tensor, nchw, strides, 0, serial);
            }
            inputs[name] = std::move(*tensor);
        }
        if (auto problem = runtime::checkInputs(model, inputs))
            return R::failure(std::move(*problem));
        return R::success(std::move(inputs));
    }
}

Result<Simulator::Setup> simulationSetup(const SimulationSources& sources)
{
    using R = Result<Simulator::Setup>;
    if (sources.quantModel.empty() || endsWith(sources.quantModel, ".json"))
        return R::failure(Problem::make(sources.quantModel, {}, text("sim.no_onnx_quant")));
    Simulator::Setup setup;
    setup.threads = sources.threads;
    setup.outputs = sources.outputs;
    setup.outputKinds = sources.outputKinds;
    setup.wideEncoding = sources.wideEncoding;
    setup.recalibration = sources.recalibration;
    setup.levers = sources.levers;
    if (!sources.calibration.empty()) {
        auto files = calibrationFiles(sources.calibration);
        if (!files)
            return R::failure(files.error());
        setup.calibration = std::move(files).value();
    }
    auto f = compile(sources.floatModel);
    if (!f)
        return R::failure(f.error());
    auto q = compile(sources.quantModel);
    if (!q)
        return R::failure(q.error());
    setup.floatModel = f.value();
    setup.quantModel = q.value();
    if (!sources.modelInputs.empty()) {
        std::vector<runtime::InputArgument> arguments;
        for (const auto& a : sources.modelInputs)
            arguments.push_back(runtime::parseInputArgument(a));
        std::vector<std::vector<runtime::InputArgument>> samples;
        if (runtime::areSamples(*setup.floatModel, arguments))
            for (const auto& a : arguments)
                samples.push_back({ a });
        else
            samples.push_back(arguments);
        for (const auto& sample : samples) {
            auto inputs = runtime::readModelInputs(*setup.floatModel, sample);
            if (!inputs)
                return R::failure(inputs.error());
            setup.samples.push_back(std::move(inputs).value());
        }
    } else if (!sources.referenceDump.empty()) {
        auto inputs = inputsFromDump(*setup.floatModel, sources.referenceDump);
        if (!inputs)
            return R::failure(inputs.error());
        setup.samples.push_back(std::move(inputs).value());
    } else {
        return R::failure(Problem::make(sources.floatModel, {}, text("sim.no_inputs")));
    }
    return R::success(std::move(setup));
}

} // namespace quantlens::sim
