#include "model/graph.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace quantlens {
namespace {
    std::vector<std::string> scopeOf(const std::string& name)
    {
        // Each part copied once from the name (appending char by char grew every part's string).
        std::vector<std::string> parts;
        std::size_t start = 0;
        for (std::size_t i = 0; i < name.size(); ++i)
            if (name[i] == '/' || name[i] == '.') {
                if (i > start)
                    parts.emplace_back(name, start, i - start);
                start = i + 1;
            }
        return parts; // the node's own name, after the last separator, is not part of its scope
    }

    // Names a body reads but does not define come from the enclosing graph, so the node owning the body
    // depends on their producers even though they are not among its listed inputs.
    std::set<std::string> outerReferences(const Graph& graph)
    {
        auto defined = [&](const std::string& n) {
            const Value* v = graph.value(n);
            return v != nullptr && (v->producer >= 0 || v->isGraphInput || v->isWeight);
        };
        std::set<std::string> refs;
        for (const auto& node : graph.nodes()) {
            for (const auto& in : node.inputs)
                if (!in.empty() && !defined(in))
                    refs.insert(in);
            for (const auto& sub : node.subgraphs)
                if (sub)
                    for (const auto& r : outerReferences(*sub))
                        if (!defined(r))
                            refs.insert(r);
        }
        for (const auto& out : graph.outputs())
            if (!defined(out))
                refs.insert(out);
        return refs;
    }

    void mergeInfo(Value& target, const Value& info)
    {
        if (!target.dtype && info.dtype)
            target.dtype = info.dtype;
        if (!target.shapeKnown && info.shapeKnown) {
            target.shape = info.shape;
            target.dimNames = info.dimNames;
            target.shapeKnown = true;
        }
    }
}

GraphBuilder::GraphBuilder(std::string sourcePath)
    : m_graph(std::make_shared<Graph>())
{
    m_graph->m_sourcePath = std::move(sourcePath);
}

void GraphBuilder::setStorage(std::shared_ptr<const void> storage) { m_graph->m_storage = std::move(storage); }
void GraphBuilder::setIrVersion(std::int64_t v) { m_graph->m_irVersion = v; }
void GraphBuilder::setOnnxModel(std::shared_ptr<const void> model) { m_graph->m_onnxModel = std::move(model); }
void GraphBuilder::setDeferredWeights(std::shared_ptr<const DeferredWeights> weights)
{
    m_graph->m_deferredWeights = std::move(weights);
}

void GraphBuilder::setProducerName(std::string name) { m_graph->m_producerName = std::move(name); }

void GraphBuilder::setOpset(const std::string& domain, std::int64_t version)
{
    m_graph->m_opsets[domain == "ai.onnx" ? std::string() : domain] = version;
}

void GraphBuilder::addInput(Value value) { m_inputValues.push_back(std::move(value)); }
void GraphBuilder::addOutput(Value value) { m_outputValues.push_back(std::move(value)); }
void GraphBuilder::addValueInfo(Value value) { m_pendingValues.push_back(std::move(value)); }
void GraphBuilder::addNode(Node node) { m_graph->m_nodes.push_back(std::move(node)); }

void GraphBuilder::addWeight(const std::string& name, TensorView view)
{
    if (!m_graph->m_weights.emplace(name, std::move(view)).second) {
        m_duplicateWeights.push_back(name);
        return;
    }
    m_weightOrder.push_back(name);
}

std::optional<std::shared_ptr<const Graph>> GraphBuilder::withWeights(
    const Graph& graph, const std::map<std::string, TensorView>& replaced)
{
    auto copy = std::make_shared<Graph>(graph);
    for (const auto& [name, view] : replaced) {
        const auto it = copy->m_weights.find(name);
        if (it == copy->m_weights.end() || it->second.dtype != view.dtype || it->second.shape != view.shape)
            return std::nullopt;
        it->second = view; // owns its data; not in the file, so the deferred loader passes it by
    }
    return std::shared_ptr<const Graph>(std::move(copy));
}

Result<std::shared_ptr<const Graph>> GraphBuilder::build()
{
    using R = Result<std::shared_ptr<const Graph>>;
    if (!m_graph)
        return R::failure(Problem::make("", {}, text("graph.built_twice")));
    auto& nodes = m_graph->m_nodes;

    // Names are made up only for unnamed nodes: most models name every node, and the table of names
    // taken would copy all of them (20,000 strings for a big network) for nothing.
    const bool someUnnamed = std::any_of(nodes.begin(), nodes.end(), [](const Node& n) { return n.name.empty(); });
    std::unordered_set<std::string_view> taken;
    if (someUnnamed)
        for (const auto& n : nodes)
            if (!n.name.empty())
                taken.insert(n.name);
    std::vector<std::string> madeUp; // views in `taken` must outlive it: the names made up are kept here
    madeUp.reserve(someUnnamed ? nodes.size() : 0);
    for (std::size_t i = 0; i < nodes.size() && someUnnamed; ++i) {
        if (!nodes[i].name.empty())
            continue;
        const std::string base
            = (nodes[i].opType.empty() ? std::string("Node") : nodes[i].opType) + "_" + std::to_string(i);
        std::string candidate = base;
        for (int k = 2; taken.count(candidate) != 0; ++k)
            candidate = base + "_" + std::to_string(k);
        madeUp.push_back(candidate);
        taken.insert(madeUp.back());
        nodes[i].name = std::move(candidate);
        nodes[i].generatedName = true;
    }

    std::vector<std::string> realInputs;
    for (const auto& in : m_inputValues)
        if (!in.name.empty() && m_graph->m_weights.count(in.name) == 0)
            realInputs.push_back(in.name);

    ProducerTable producerOf;
    if (auto problem = checkProducers(realInputs, producerOf))
        return R::failure(std::move(*problem));
    if (auto problem = sortTopologically(producerOf))
        return R::failure(std::move(*problem));
    m_graph->m_nodeIndex.reserve(nodes.size());
    for (std::size_t k = 0; k < nodes.size(); ++k) {
        nodes[k].scope = scopeOf(nodes[k].name);
        m_graph->m_nodeIndex.try_emplace(nodes[k].name, static_cast<int>(k));
    }
    buildValues(realInputs);
    std::shared_ptr<const Graph> graph = std::move(m_graph);
    return R::success(std::move(graph));
}

std::optional<Problem> GraphBuilder::checkProducers(
    const std::vector<std::string>& realInputs, ProducerTable& producerOf) const
{
    const auto& source = m_graph->m_sourcePath;
    if (!m_duplicateWeights.empty())
        return Problem::make(source, text("where.tensor", { m_duplicateWeights.front() }),
            text("graph.weight_defined_twice", { m_duplicateWeights.front() }));
    const std::unordered_set<std::string_view> inputs(realInputs.begin(), realInputs.end());
    producerOf.reserve(m_graph->m_nodes.size());
    const auto& nodes = m_graph->m_nodes;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Node& node = nodes[i];
        auto where = [&] { return text("where.node", { node.name }); }; // made only for a problem
        for (const auto& out : node.outputs) {
            if (out.empty())
                continue;
            auto [it, inserted] = producerOf.emplace(out, i);
            if (!inserted)
                return Problem::make(
                    source, where(), text("graph.produced_twice", { out, nodes[it->second].name, node.name }));
            if (inputs.count(out) != 0)
                return Problem::make(source, where(), text("graph.input_produced", { out, node.name }));
            if (node.opType != "Constant" && m_graph->m_weights.count(out) != 0)
                return Problem::make(source, where(), text("graph.initializer_produced", { out, node.name }));
        }
    }
    return std::nullopt;
}

std::optional<Problem> GraphBuilder::sortTopologically(const ProducerTable& producerOf)
{
    auto& nodes = m_graph->m_nodes;
    const std::size_t n = nodes.size();

    // Each node's predecessors, without repeats (a node reading one tensor twice depends on its
    // producer once), in one flat table: `predecessors[predecessorStart[i] ..
    // predecessorStart[i + 1])`. A vector per node was two allocations per node.
    std::vector<std::size_t> predecessors, predecessorStart(n + 1, 0);
    predecessors.reserve(n * 2);
    std::vector<std::size_t> successorCount(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t first = predecessors.size();
        auto depend = [&](const std::string& name) {
            auto it = producerOf.find(name);
            if (it != producerOf.end())
                predecessors.push_back(it->second);
        };
        for (const auto& in : nodes[i].inputs)
            if (!in.empty())
                depend(in);
        for (const auto& sub : nodes[i].subgraphs)
            if (sub)
                for (const auto& r : outerReferences(*sub))
                    depend(r);
        const auto begin = predecessors.begin() + static_cast<std::ptrdiff_t>(first);
        std::sort(begin, predecessors.end());
        predecessors.erase(std::unique(begin, predecessors.end()), predecessors.end());
        predecessorStart[i + 1] = predecessors.size();
        for (std::size_t k = first; k < predecessors.size(); ++k)
            ++successorCount[predecessors[k]];
    }
    std::vector<std::size_t> successorStart(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i)
        successorStart[i + 1] = successorStart[i] + successorCount[i];
    std::vector<std::size_t> successors(predecessors.size());
    std::vector<std::size_t> pending(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        pending[i] = predecessorStart[i + 1] - predecessorStart[i];
        for (std::size_t k = predecessorStart[i]; k < predecessorStart[i + 1]; ++k) {
            const std::size_t p = predecessors[k];
            successors[successorStart[p + 1] - successorCount[p]--] = i; // in increasing i, as before
        }
    }

    // Kahn's algorithm taking the lowest file index among ready nodes, so a sorted file keeps its order.
    std::priority_queue<std::size_t, std::vector<std::size_t>, std::greater<>> ready;
    for (std::size_t i = 0; i < n; ++i)
        if (pending[i] == 0)
            ready.push(i);
    std::vector<std::size_t> order;
    order.reserve(n);
    std::vector<bool> done(n, false);
    while (!ready.empty()) {
        const std::size_t i = ready.top();
        ready.pop();
        order.push_back(i);
        done[i] = true;
        for (std::size_t k = successorStart[i]; k < successorStart[i + 1]; ++k)
            if (--pending[successors[k]] == 0)
                ready.push(successors[k]);
    }

    if (order.size() < n) {
        // Every unsorted node has an unsorted predecessor, so walking them must come back to a node on a cycle.
        std::size_t current = 0;
        while (done[current])
            ++current;
        std::vector<bool> seen(n, false);
        while (!seen[current]) {
            seen[current] = true;
            for (std::size_t k = predecessorStart[current]; k < predecessorStart[current + 1]; ++k)
                if (!done[predecessors[k]]) {
                    current = predecessors[k];
                    break;
                }
        }
        const Node& culprit = nodes[current];
        return Problem::make(m_graph->m_sourcePath, text("where.node", { culprit.name }),
            text("graph.cycle", { culprit.name, culprit.opType }));
    }

    // A file in topological order already (the usual case) keeps its nodes where they are: moving
    // 20,000 nodes into a new table touched megabytes of fresh memory for nothing.
    if (std::is_sorted(order.begin(), order.end()))
        return std::nullopt;
    std::vector<Node> sorted;
    sorted.reserve(n);
    for (auto i : order)
        sorted.push_back(std::move(nodes[i]));
    nodes = std::move(sorted);
    return std::nullopt;
}

void GraphBuilder::buildValues(const std::vector<std::string>& realInputs)
{
    Graph& g = *m_graph;
    auto ensure = [&g](const std::string& name) -> Value& {
        auto [it, inserted] = g.m_valueIndex.try_emplace(name, static_cast<int>(g.m_values.size()));
        if (inserted) {
            g.m_values.emplace_back();
            g.m_values.back().name = name;
        }
        return g.m_values[static_cast<std::size_t>(it->second)];
    };

    // Every value is an input, a weight or a node's output (or an output's name the graph lists):
    // reserved at once, so the table is not rehashed and the values are not moved as it grows.
    std::size_t expected = realInputs.size() + m_weightOrder.size() + m_outputValues.size();
    for (const auto& node : g.m_nodes)
        expected += node.outputs.size();
    g.m_values.reserve(expected);
    g.m_valueIndex.reserve(expected);
    const std::unordered_set<std::string> inputSet(realInputs.begin(), realInputs.end());
    for (const auto& declared : m_inputValues) {
        if (inputSet.count(declared.name) == 0)
            continue;
        Value& v = ensure(declared.name);
        mergeInfo(v, declared);
        v.isGraphInput = true;
    }
    for (const auto& name : m_weightOrder) {
        const TensorView& view = g.m_weights.at(name);
        Value& v = ensure(name);
        v.isWeight = true;
        v.dtype = view.dtype;
        v.shape = view.shape;
        v.dimNames.assign(view.shape.size(), std::string());
        v.shapeKnown = true;
    }
    for (std::size_t k = 0; k < g.m_nodes.size(); ++k) {
        const Node& node = g.m_nodes[k];
        for (const auto& in : node.inputs) {
            if (in.empty())
                continue;
            Value& v = ensure(in);
            if (v.consumers.empty() || v.consumers.back() != static_cast<int>(k))
                v.consumers.push_back(static_cast<int>(k));
        }
        for (const auto& out : node.outputs) {
            if (out.empty())
                continue;
            Value& v = ensure(out);
            v.producer = static_cast<int>(k);
            if (node.opType == "Constant")
                v.isWeight = true;
        }
    }
    for (const auto& declared : m_outputValues) {
        if (declared.name.empty())
            continue;
        Value& v = ensure(declared.name);
        mergeInfo(v, declared);
        v.isGraphOutput = true;
        g.m_outputs.push_back(declared.name);
    }
    for (const auto& info : m_pendingValues) {
        auto it = g.m_valueIndex.find(info.name);
        if (it != g.m_valueIndex.end())
            mergeInfo(g.m_values[static_cast<std::size_t>(it->second)], info);
    }
    g.m_inputs = realInputs;
}

} // namespace quantlens
