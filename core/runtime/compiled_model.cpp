#include "runtime/compiled_model.h"

#include "runtime/node_checks.h"
#include "runtime/op_registry.h"

#include <map>

namespace quantlens::runtime {
namespace {
    /// A value something gives: a node's output, a graph input or a weight. A name only read (a typo,
    /// a damaged file) has none, and reading it would read nothing.
    bool producedOrGiven(const Graph& g, const Value& v)
    {
        return v.producer >= 0 || v.isGraphInput || v.isWeight || g.hasWeight(v.name);
    }
}

namespace {
    /// Why nodes cannot run, gathered so the user reads every reason in one message.
    struct Refusals {
        std::map<std::string, std::vector<std::string>> unsupported; ///< op type → node names
        std::vector<std::string> other; ///< "Conv 'c1': reason"

        void unsupportedOp(const Node& node)
        {
            const std::string op = node.domain.empty() ? node.opType : node.domain + "." + node.opType;
            unsupported[op].push_back(node.name);
        }
        void refuse(const Node& node, const std::string& why)
        {
            other.push_back(node.opType + " '" + node.name + "': " + why);
        }
        bool empty() const { return unsupported.empty() && other.empty(); }

        std::string list() const
        {
            std::string text;
            for (const auto& [op, nodes] : unsupported) {
                text += (text.empty() ? "" : "; ") + op + " (";
                for (std::size_t i = 0; i < nodes.size() && i < 5; ++i)
                    text += (i ? ", '" : "'") + nodes[i] + "'";
                if (nodes.size() > 5)
                    text += ", " + std::to_string(nodes.size() - 5) + " more";
                text += ")";
            }
            for (std::size_t i = 0; i < other.size() && i < 20; ++i)
                text += (text.empty() ? "" : "; ") + other[i];
            if (other.size() > 20)
                text += "; " + std::to_string(other.size() - 20) + " more";
            return text;
        }
    };

    std::vector<int> slotsOf(const Graph& graph, const std::vector<std::string>& names)
    {
        std::vector<int> slots;
        for (const auto& name : names) {
            const Value* v = name.empty() ? nullptr : graph.value(name);
            slots.push_back(v == nullptr ? -1 : static_cast<int>(v - graph.values().data()));
        }
        return slots;
    }
}

const Tensor* CompiledModel::constant(int slot) const
{
    if (slot < 0 || static_cast<std::size_t>(slot) >= m_constants.size()
        || !m_constants[static_cast<std::size_t>(slot)])
        return nullptr;
    return &*m_constants[static_cast<std::size_t>(slot)];
}

int CompiledModel::slotOf(const std::string& name) const
{
    const Value* v = m_graph->value(name);
    return v == nullptr ? -1 : static_cast<int>(v - m_graph->values().data());
}

const std::string& CompiledModel::nameOf(int slot) const
{
    return m_graph->values()[static_cast<std::size_t>(slot)].name;
}

Result<std::shared_ptr<const CompiledModel>> CompiledModel::compile(std::shared_ptr<const Graph> graph)
{
    using R = Result<std::shared_ptr<const CompiledModel>>;
    auto model = std::make_shared<CompiledModel>();
    model->m_graph = graph;
    const Graph& g = *graph;
    model->m_constants.resize(g.values().size());
    Refusals refusals;
    for (const auto& [name, view] : g.weights()) {
        const int slot = model->slotOf(name);
        if (slot < 0)
            continue;
        if (auto tensor = Tensor::fromView(view))
            model->m_constants[static_cast<std::size_t>(slot)] = std::move(*tensor);
    }
    if (auto problem = g.weightReadProblem()) // weights of another model: no run can mean anything
        return R::failure(std::move(*problem));
    model->m_inputs = slotsOf(g, g.inputs());
    model->m_outputs = slotsOf(g, g.outputs());
    if (auto problem = opsetProblem(g))
        return R::failure(Problem::make(g.sourcePath(), {}, text("run.refused", { *problem })));
    for (std::size_t k = 0; k < g.outputs().size(); ++k)
        if (model->m_outputs[k] < 0 || !producedOrGiven(g, g.values()[static_cast<std::size_t>(model->m_outputs[k])]))
            refusals.other.push_back("graph output '" + g.outputs()[k] + "' is produced by no node");

    ThreadPool serial(1);
    std::vector<int> lastUse(g.values().size(), -1);
    for (std::size_t i = 0; i < g.nodes().size(); ++i) {
        const Node& node = g.nodes()[i];
        Step step;
        step.node = i;
        step.inputs = slotsOf(g, node.inputs);
        step.outputs = slotsOf(g, node.outputs);
        for (int s : step.inputs)
            if (s >= 0)
                lastUse[static_cast<std::size_t>(s)] = static_cast<int>(i);
        // A node without outputs computes nothing anyone can read (and a kernel writes its output 0):
        // it gets no kernel, so the rest of the model still runs.
        if (node.outputs.empty()) {
            model->m_steps.push_back(std::move(step));
            continue;
        }
        const bool isConstantNode = node.opType == "Constant" && node.domain.empty();
        if (isConstantNode) {
            // Its value is a weight of the graph already (or a kind of tensor the executor cannot hold).
            if (!step.outputs.empty() && step.outputs[0] >= 0 && !model->constant(step.outputs[0]))
                refusals.refuse(node, "its value has an element type the executor does not support");
            model->m_steps.push_back(std::move(step));
            continue;
        }
        const std::int64_t opset = g.opsetVersion(node.domain);
        const OpRegistration* op = findOp(node.domain, node.opType, opset);
        if (op == nullptr) {
            if (auto tooOld = opsetTooOldProblem(node, opset))
                refusals.refuse(node, *tooOld);
            else
                refusals.unsupportedOp(node);
            model->m_steps.push_back(std::move(step));
            continue;
        }
        bool refused = false;
        if (auto arity = arityProblem(node, opset)) {
            refusals.refuse(node, *arity);
            refused = true;
        }
        for (const auto& a : node.attributes)
            if (!understandsAttribute(*op, a.name)) {
                refusals.refuse(node, "attribute '" + a.name + "' is not supported");
                refused = true;
            }
        for (std::size_t k = 0; k < node.inputs.size(); ++k)
            if (!node.inputs[k].empty()
                && (step.inputs[k] < 0 || !producedOrGiven(g, g.values()[static_cast<std::size_t>(step.inputs[k])])))
                refused = true, refusals.refuse(node, "input '" + node.inputs[k] + "' is not in the graph");
            else if (!node.inputs[k].empty() && g.hasWeight(node.inputs[k]) && !model->constant(step.inputs[k]))
                refused = true,
                refusals.refuse(
                    node, "weight '" + node.inputs[k] + "' has an element type the executor does not support");
        if (refused) {
            model->m_steps.push_back(std::move(step));
            continue;
        }
        KernelSetup setup { node, g.opsetVersion(node.domain), {} };
        bool allConstant = true;
        for (int s : step.inputs) {
            setup.constants.push_back(model->constant(s));
            if (s >= 0 && !model->constant(s))
                allConstant = false;
        }
        try {
            step.kernel = op->make(setup);
            if (allConstant && !step.outputs.empty()) {
                // Depends on weights alone: computed now, once.
                std::vector<const Tensor*> inputs(setup.constants.begin(), setup.constants.end());
                std::vector<Tensor> outputs(step.outputs.size());
                KernelCall call { inputs, outputs, serial };
                step.kernel->run(call);
                for (std::size_t k = 0; k < outputs.size(); ++k)
                    if (step.outputs[k] >= 0)
                        model->m_constants[static_cast<std::size_t>(step.outputs[k])] = std::move(outputs[k]);
                step.folded = true; // the kernel stays: a re-run with other weights computes it again
            }
        } catch (const OpError& e) {
            refusals.refuse(node, e.text().english());
        } catch (const std::bad_alloc&) {
            refusals.refuse(node, "out of memory");
        } catch (const std::length_error&) {
            refusals.refuse(node, "a tensor larger than " + std::to_string(tensorSizeLimit() >> 20) + " MiB");
        } catch (const std::exception& e) {
            refusals.refuse(node, e.what());
        }
        model->m_steps.push_back(std::move(step));
    }
    if (!refusals.empty())
        return R::failure(Problem::make(g.sourcePath(), {}, text("run.refused", { refusals.list() })));
    // Graph outputs and constants are never released; everything else after its last reader.
    for (int s : model->m_outputs)
        if (s >= 0)
            lastUse[static_cast<std::size_t>(s)] = -1;
    std::vector<bool> isOutput(lastUse.size(), false);
    for (int s : model->m_outputs)
        if (s >= 0)
            isOutput[static_cast<std::size_t>(s)] = true;
    for (std::size_t slot = 0; slot < lastUse.size(); ++slot)
        if (lastUse[slot] >= 0 && !model->m_constants[slot])
            model->m_steps[static_cast<std::size_t>(lastUse[slot])].release.push_back(static_cast<int>(slot));
    // An output nobody reads goes as soon as its step is done.
    for (auto& step : model->m_steps)
        for (int s : step.outputs)
            if (s >= 0 && lastUse[static_cast<std::size_t>(s)] < 0 && !isOutput[static_cast<std::size_t>(s)]
                && !model->m_constants[static_cast<std::size_t>(s)])
                step.release.push_back(s);
    model->m_producerStep.assign(lastUse.size(), std::string::npos);
    model->m_lastReaderStep.assign(lastUse.size(), std::string::npos);
    for (std::size_t i = 0; i < model->m_steps.size(); ++i) {
        for (int s : model->m_steps[i].outputs)
            if (s >= 0)
                model->m_producerStep[static_cast<std::size_t>(s)] = i;
        for (int s : model->m_steps[i].inputs)
            if (s >= 0)
                model->m_lastReaderStep[static_cast<std::size_t>(s)] = i;
    }
    return R::success(std::move(model));
}

std::size_t CompiledModel::producerStep(int slot) const
{
    return slot >= 0 && static_cast<std::size_t>(slot) < m_producerStep.size()
        ? m_producerStep[static_cast<std::size_t>(slot)]
        : std::string::npos;
}

std::size_t CompiledModel::lastReaderStep(int slot) const
{
    return slot >= 0 && static_cast<std::size_t>(slot) < m_lastReaderStep.size()
        ? m_lastReaderStep[static_cast<std::size_t>(slot)]
        : std::string::npos;
}

} // namespace quantlens::runtime
