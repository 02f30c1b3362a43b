#include "analysis/data_set_pass.h"

#include "analysis/data_set_journal.h"
#include "metrics/metric_kernel.h"
#include "model/model_import.h"
#include "runtime/buffer_pool.h"
#include "runtime/dump_naming.h"
#include "runtime/executor.h"
#include "runtime/model_inputs.h"
#include "tensor/npy_reader.h"
#include "util/thread_heap.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <unordered_map>

namespace quantlens {
namespace {
    bool endsWith(const std::string& s, const std::string& suffix)
    {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    /// The cosine of two float32 tensors as the metrics pass computes it (the same fused kernel and its
    /// conventions: both all-zero → 1, one → 0; NaN and infinity left out), blocks summed on the pool and
    /// merged in a fixed order; NaN when they differ in size or type (nothing to compare).
    double tensorCosine(const runtime::Tensor& a, const runtime::Tensor& b, runtime::ThreadPool& pool)
    {
        if (!a.valid() || !b.valid() || a.size() != b.size() || a.dtype() != DType::Float32
            || b.dtype() != DType::Float32)
            return std::numeric_limits<double>::quiet_NaN();
        constexpr std::size_t kBlock = 1 << 16;
        const std::size_t n = a.size();
        const std::size_t blocks = (n + kBlock - 1) / kBlock;
        std::vector<MetricSums> sums(std::max<std::size_t>(blocks, 1));
        pool.parallelFor(blocks, 1, [&](std::size_t first, std::size_t last) {
            for (std::size_t block = first; block < last; ++block) {
                const std::size_t from = block * kBlock, count = std::min(kBlock, n - from);
                accumulateChunk(a.data<float>() + from, b.data<float>() + from, count, sums[block]);
            }
        });
        for (std::size_t block = 1; block < blocks; ++block)
            sums.front().merge(sums[block]);
        return sums.front().finish().cosine;
    }

    /// The two models compiled, which float tensor each quantized value stands for, and which outputs count.
    struct Pairing {
        std::shared_ptr<const runtime::CompiledModel> floatModel, quantModel;
        std::vector<std::string> tensors;
        std::vector<int> floatSlots; ///< parallel to tensors
        std::unordered_map<int, std::size_t> byQuantSlot; ///< quant slot → index in tensors
        std::vector<std::optional<sim::OutputKind>> outputKinds; ///< parallel to outputs: set by the user, if any
        std::vector<std::pair<int, int>> outputs; ///< (float slot, quant slot), counted ones only
        std::vector<bool> keep; ///< float slots the float run keeps
    };

    Result<std::shared_ptr<const runtime::CompiledModel>> compiled(const std::string& path)
    {
        using R = Result<std::shared_ptr<const runtime::CompiledModel>>;
        auto graph = importModelFile(path);
        if (!graph)
            return R::failure(graph.error());
        return runtime::CompiledModel::compile(graph.value());
    }

    Result<Pairing> pairModels(const AnalysisInputs& inputs)
    {
        using R = Result<Pairing>;
        Pairing p;
        auto fm = compiled(inputs.floatModel);
        if (!fm)
            return R::failure(fm.error());
        auto qm = compiled(inputs.quantModel);
        if (!qm)
            return R::failure(qm.error());
        p.floatModel = fm.value();
        p.quantModel = qm.value();
        const auto& f = *p.floatModel;
        const auto& q = *p.quantModel;
        std::unordered_map<std::string, int> quantSlotOf;
        const auto quantNames = runtime::dumpNames(q, false);
        for (std::size_t s = 0; s < quantNames.size(); ++s)
            if (quantNames[s] && !quantNames[s]->preQuantization)
                quantSlotOf.emplace(quantNames[s]->name, static_cast<int>(s));
        p.keep.assign(f.slotCount(), false);
        const auto floatNames = runtime::dumpNames(f, false);
        for (std::size_t s = 0; s < floatNames.size(); ++s) {
            if (!floatNames[s])
                continue;
            const auto it = quantSlotOf.find(floatNames[s]->name);
            if (it == quantSlotOf.end())
                continue;
            p.byQuantSlot[it->second] = p.tensors.size();
            p.tensors.push_back(floatNames[s]->name);
            p.floatSlots.push_back(static_cast<int>(s));
            p.keep[s] = true;
        }
        // The outputs that count, paired as the simulator pairs them.
        auto outputs = sim::pairOutputs(f, q, inputs.countedOutputs);
        if (!outputs)
            return R::failure(outputs.error());
        p.outputs = std::move(outputs).value();
        auto kinds = sim::pairKinds(p.outputs, f, q, inputs.outputKinds);
        if (!kinds)
            return R::failure(kinds.error());
        p.outputKinds = std::move(kinds).value();
        return R::success(std::move(p));
    }

    /// One input through both models.
    /// The order the inputs are measured in: grouped by the shape their .npy header declares (in the
    /// order given within a group), so that the executor's buffers kept for one size serve every input
    /// of that size before another size needs other buffers. Results are kept in the order given.
    std::vector<std::size_t> inSizeOrder(const std::vector<std::string>& separate)
    {
        std::vector<std::vector<std::int64_t>> shapes;
        for (const auto& argument : separate) {
            auto view = streamNpyFile(runtime::parseInputArgument(argument).file);
            shapes.push_back(view ? view.value().shape : std::vector<std::int64_t> {});
        }
        std::vector<std::size_t> order(separate.size());
        std::iota(order.begin(), order.end(), std::size_t { 0 });
        std::stable_sort(
            order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return shapes[a] < shapes[b]; });
        return order;
    }

    /// `lastShape`: the input tensor's shape of the input measured before (updated).
    Result<DataSetPass::Input> measureInput(const Pairing& p, const runtime::InputArgument& argument,
        runtime::ThreadPool& pool, const ProgressCallback& progress, runtime::Shape& lastShape)
    {
        using R = Result<DataSetPass::Input>;
        DataSetPass::Input out;
        out.file = argument.file;
        out.tensorCos.assign(p.tensors.size(), std::numeric_limits<double>::quiet_NaN());
        auto floatInputs = runtime::readModelInputs(*p.floatModel, { argument });
        if (!floatInputs)
            return R::failure(floatInputs.error());
        // Another size than the last input's: the buffers the executor kept for reuse fit none of this
        // input's tensors (data sets of images mix sizes), so they go before it runs; equal sizes reuse them.
        const runtime::Shape shape
            = floatInputs.value().empty() ? runtime::Shape {} : floatInputs.value().begin()->second.shape();
        if (!lastShape.empty() && shape != lastShape) {
            runtime::releaseIdleBuffers();
            returnFreedMemory();
        }
        lastShape = shape;
        runtime::RunOptions floatOptions;
        floatOptions.keep = &p.keep;
        floatOptions.progress = progressPart(progress, 0, 1, 2);
        auto f = runtime::runModel(*p.floatModel, floatInputs.value(), pool, floatOptions);
        if (!f)
            return R::failure(f.error());
        auto quantInputs = runtime::readModelInputs(*p.quantModel, { argument });
        if (!quantInputs)
            return R::failure(quantInputs.error());
        const auto& floatValues = f.value().values;
        runtime::RunOptions quantOptions;
        quantOptions.progress = progressPart(progress, 1, 1, 2);
        // Each quantized value is compared the moment it exists; the executor frees it after its last reader.
        quantOptions.onTensor = [&](int slot, const runtime::Tensor& value) {
            const auto it = p.byQuantSlot.find(slot);
            if (it != p.byQuantSlot.end()) {
                const auto fs = static_cast<std::size_t>(p.floatSlots[it->second]);
                if (fs < floatValues.size())
                    out.tensorCos[it->second] = tensorCosine(floatValues[fs], value, pool);
            }
            return true;
        };
        auto q = runtime::runModel(*p.quantModel, quantInputs.value(), pool, quantOptions);
        if (!q)
            return R::failure(q.error());
        for (std::size_t o = 0; o < p.outputs.size(); ++o) {
            const auto [fs, qs] = p.outputs[o];
            const auto& reference = floatValues[static_cast<std::size_t>(fs)];
            const auto& value = q.value().values[static_cast<std::size_t>(qs)];
            if (reference.valid() && value.valid())
                out.outputs.push_back(sim::compareOutput(p.quantModel->nameOf(qs), reference, value, p.outputKinds[o]));
        }
        return R::success(std::move(out));
    }
}

double DataSetPass::Input::outputCos() const
{
    double worst = std::numeric_limits<double>::quiet_NaN();
    for (const auto& o : outputs)
        if (std::isfinite(o.cosine) && !(o.cosine >= worst))
            worst = o.cosine;
    return worst;
}

bool runsBothModels(const AnalysisInputs& inputs)
{
    return inputs.reference.path.empty() && inputs.candidates.empty() && !inputs.quantModel.empty()
        && !endsWith(inputs.quantModel, ".json");
}

Result<DataSetPass> measureDataSet(const AnalysisInputs& inputs, const std::vector<std::string>& separate,
    const std::string& journalPath, const ProgressCallback& progress)
{
    using R = Result<DataSetPass>;
    auto pairing = pairModels(inputs);
    if (!pairing)
        return R::failure(pairing.error());
    const Pairing& p = pairing.value();
    DataSetPass out;
    out.tensors = p.tensors;
    std::optional<DataSetJournal> journal;
    if (!journalPath.empty()) {
        auto floatKey = fileDigest(inputs.floatModel);
        if (!floatKey)
            return R::failure(floatKey.error());
        auto quantKey = fileDigest(inputs.quantModel);
        if (!quantKey)
            return R::failure(quantKey.error());
        auto opened = DataSetJournal::open(journalPath, floatKey.value() + ":" + quantKey.value(), p.tensors);
        if (!opened)
            return R::failure(opened.error());
        journal = std::move(opened).value();
    }
    runtime::ThreadPool pool(inputs.threads);
    const std::size_t n = separate.size();
    out.inputs.resize(n);
    runtime::Shape lastShape;
    std::size_t done = 0;
    for (std::size_t i : inSizeOrder(separate)) {
        const auto argument = runtime::parseInputArgument(separate[i]);
        const auto part = progressPart(progress, done++ * 1000, 1000, n * 1000);
        std::string key;
        if (journal) {
            auto digest = fileDigest(argument.file);
            if (!digest)
                return R::failure(digest.error());
            key = digest.value();
            if (const auto* recorded = journal->find(key)) {
                out.inputs[i] = *recorded;
                out.inputs[i].file = argument.file; // the same content may have another name now
                ++out.resumed;
                if (part && !part(1, 1))
                    return R::failure(cancellation(argument.file));
                continue;
            }
        }
        auto measured = measureInput(p, argument, pool, part, lastShape);
        if (!measured)
            return R::failure(measured.error());
        if (journal)
            if (auto problem = journal->append(key, measured.value()))
                return R::failure(std::move(*problem));
        out.inputs[i] = std::move(measured).value();
    }
    // What comes next (the worst input analysed in full) has its own sizes: the kept buffers go.
    runtime::releaseIdleBuffers();
    returnFreedMemory();
    return R::success(std::move(out));
}

} // namespace quantlens
