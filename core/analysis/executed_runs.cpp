#include "analysis/executed_runs.h"

#include "model/model_import.h"
#include "runtime/dump_folder_writer.h"
#include "runtime/dump_naming.h"
#include "runtime/executor.h"
#include "runtime/model_inputs.h"
#include "util/memory_budget.h"

#include "util/temporary_folders.h"

#include <filesystem>

namespace quantlens {
namespace {
    bool endsWith(const std::string& s, const std::string& suffix)
    {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    /// A run's tensors as they come: held in memory while they fit the budget, else written to a dump
    /// folder of their own in the temporary directory (every tensor held so far first).
    class RunCollector {
    public:
        RunCollector(std::string modelPath, std::size_t budget)
            : m_modelPath(std::move(modelPath))
            , m_budget(budget)
        { }
        bool add(const runtime::DumpName& name, const runtime::Tensor& value)
        {
            if (!m_writer && m_heldBytes + value.byteSize() > m_budget && !spill())
                return false;
            if (m_writer) {
                m_problem = m_writer->write("", name, value);
                return !m_problem;
            }
            m_held.push_back({ name, value });
            m_heldBytes += value.byteSize();
            return true;
        }
        const std::optional<Problem>& problem() const { return m_problem; }
        std::size_t heldBytes() const { return m_heldBytes; }
        Result<std::shared_ptr<const DumpSet>> finish()
        {
            using R = Result<std::shared_ptr<const DumpSet>>;
            if (!m_writer) {
                std::vector<DumpSet::MemoryTensor> tensors;
                for (const auto& [name, value] : m_held)
                    tensors.push_back(
                        { (name.preQuantization ? std::string(DumpSet::kPreQuantizationFolder) + "/" : "") + name.name,
                            value.view(m_modelPath) });
                return R::success(
                    std::make_shared<const DumpSet>(DumpSet::fromMemory(m_modelPath, std::move(tensors), "NCHW")));
            }
            if (auto problem = m_writer->commit())
                return R::failure(std::move(*problem));
            auto set = DumpSet::open(m_writer->folder());
            if (!set)
                return R::failure(set.error());
            // The folder goes with the last copy of the dump (the analysis, a view re-reading a tensor).
            m_ownsRoot = false;
            set.value().removeWithLastCopy(m_root);
            return R::success(std::make_shared<const DumpSet>(std::move(set).value()));
        }
        ~RunCollector()
        {
            if (m_ownsRoot) {
                m_writer.reset();
                removeTemporaryFolder(m_root);
            }
        }

    private:
        bool spill()
        {
            auto folder = makeTemporaryFolder("run");
            if (!folder) {
                m_problem = folder.error();
                return false;
            }
            m_root = folder.value();
            m_ownsRoot = true;
            auto writer = runtime::DumpFolderWriter::begin((std::filesystem::path(m_root) / "dump").string());
            if (!writer) {
                m_problem = writer.error();
                return false;
            }
            m_writer = std::move(writer).value();
            for (const auto& [name, value] : m_held)
                if ((m_problem = m_writer->write("", name, value)))
                    return false;
            m_held.clear();
            m_heldBytes = 0;
            return true;
        }

        std::string m_modelPath;
        std::size_t m_budget;
        std::vector<std::pair<runtime::DumpName, runtime::Tensor>> m_held;
        std::size_t m_heldBytes = 0;
        std::unique_ptr<runtime::DumpFolderWriter> m_writer;
        std::string m_root;
        bool m_ownsRoot = false;
        std::optional<Problem> m_problem;
    };

    /// One model run on the inputs, its dumped tensors held within `budgetLeft` (what they take is
    /// taken off it) or written to a temporary dump folder.
    Result<std::shared_ptr<const DumpSet>> runModelToSet(const std::string& modelPath,
        const std::vector<runtime::InputArgument>& arguments, runtime::ThreadPool& pool,
        const ProgressCallback& progress, std::vector<Problem>& warnings, std::size_t& budgetLeft)
    {
        using R = Result<std::shared_ptr<const DumpSet>>;
        auto graph = importModelFile(modelPath);
        if (!graph)
            return R::failure(graph.error());
        auto model = runtime::CompiledModel::compile(graph.value());
        if (!model)
            return R::failure(model.error());
        auto inputs = runtime::readModelInputs(*model.value(), arguments);
        if (!inputs)
            return R::failure(inputs.error());
        const auto names = runtime::dumpNames(*model.value(), false);
        RunCollector collector(modelPath, budgetLeft);
        runtime::RunOptions options;
        options.onTensor = [&](int slot, const runtime::Tensor& value) {
            const auto& name = names[static_cast<std::size_t>(slot)];
            return !name || (value.dtype() != DType::Float32 && value.dtype() != DType::Float64)
                || collector.add(*name, value);
        };
        options.progress = progress;
        auto run = runtime::runModel(*model.value(), inputs.value(), pool, options);
        if (collector.problem())
            return R::failure(*collector.problem());
        if (!run)
            return R::failure(run.error());
        warnings.insert(warnings.end(), run.warnings().begin(), run.warnings().end());
        budgetLeft -= std::min(budgetLeft, collector.heldBytes());
        return collector.finish();
    }
}

Result<ExecutedRuns> executeRuns(const AnalysisInputs& inputs, const ProgressCallback& progress)
{
    using R = Result<ExecutedRuns>;
    ExecutedRuns out;
    out.inputs = inputs;
    if (inputs.modelInputs.empty())
        return R::success(std::move(out));
    std::vector<runtime::InputArgument> arguments;
    for (const auto& a : inputs.modelInputs)
        arguments.push_back(runtime::parseInputArgument(a));
    const bool runFloat = inputs.reference.path.empty();
    const bool runQuant
        = inputs.candidates.empty() && !inputs.quantModel.empty() && !endsWith(inputs.quantModel, ".json");
    const std::size_t models = (runFloat ? 1 : 0) + (runQuant ? 1 : 0);
    if (models == 0)
        return R::success(std::move(out));
    runtime::ThreadPool pool(inputs.threads);
    std::size_t budgetLeft = inputs.memoryBudget ? inputs.memoryBudget : defaultMemoryBudget();
    auto part = [&](std::size_t index) { return progressPart(progress, index * 1000, 1000, models * 1000 + 1000); };
    std::size_t index = 0;
    if (runFloat) {
        auto set = runModelToSet(inputs.floatModel, arguments, pool, part(index++), out.warnings, budgetLeft);
        if (!set)
            return R::failure(set.error());
        out.inputs.reference = { "float", inputs.floatModel };
        out.prepared["float"] = std::move(set).value();
        out.preparedFrom["float"] = inputs.floatModel;
    }
    if (runQuant) {
        auto set = runModelToSet(inputs.quantModel, arguments, pool, part(index++), out.warnings, budgetLeft);
        if (!set)
            return R::failure(set.error());
        out.inputs.candidates.push_back({ kExecutedQuantLabel, inputs.quantModel });
        out.prepared[kExecutedQuantLabel] = std::move(set).value();
        out.preparedFrom[kExecutedQuantLabel] = inputs.quantModel;
    }
    return R::success(std::move(out));
}

} // namespace quantlens
