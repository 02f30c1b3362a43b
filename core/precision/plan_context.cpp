#include "precision/plan_context.h"

#include "analysis/analysis.h"
#include "model/conv_neighbours.h"

namespace quantlens {
namespace {
    double elementsOf(const std::vector<std::int64_t>& shape)
    {
        double n = 1;
        for (auto d : shape) {
            if (d < 0)
                return 0;
            n *= static_cast<double>(d);
        }
        return n;
    }

    /// Multiply-accumulates of one compute node, from its output (or input) size and its weight;
    /// 0 for other ops or unknown shapes. Per output element a convolution does Cin/g·kh·kw MACs;
    /// a matrix product K, the weight's size over its output width.
    double macsOf(const Node& node, const Graph& graph, const std::unordered_map<std::string, double>& elements)
    {
        if (node.inputs.size() < 2)
            return 0;
        const auto w = graph.weightLayout(node.inputs[1]);
        const auto out = node.outputs.empty() ? elements.end() : elements.find(node.outputs.front());
        if (!w || w->shape.empty() || out == elements.end())
            return 0;
        double perOutput = 1;
        if (node.opType == "Conv") {
            for (std::size_t i = 1; i < w->shape.size(); ++i)
                perOutput *= static_cast<double>(w->shape[i]);
            return out->second * perOutput;
        }
        if (node.opType == "ConvTranspose") { // weight [Cin, Cout/g, kh, kw]: per input element
            const auto in = elements.find(node.inputs.front());
            for (std::size_t i = 1; i < w->shape.size(); ++i)
                perOutput *= static_cast<double>(w->shape[i]);
            return in == elements.end() ? 0 : in->second * perOutput;
        }
        if (node.opType == "MatMul" || node.opType == "Gemm") {
            // The output width N is the weight's last dimension, or its first for Gemm with transB.
            const Attribute* transB = node.attribute("transB");
            const bool transposed
                = node.opType == "Gemm" && transB && !transB->numbers.empty() && transB->numbers[0] != 0;
            const auto width = static_cast<double>(transposed ? w->shape.front() : w->shape.back());
            return width > 0 ? out->second * elementsOf(w->shape) / width : 0;
        }
        return 0;
    }

    void finish(PlanContext& c)
    {
        const Graph& graph = *c.graph;
        std::unordered_map<std::string, double> elements;
        elements.reserve(c.tensors.size());
        c.index.reserve(c.tensors.size());
        for (const auto& t : c.tensors)
            elements[t.name] = t.elements;
        const ConsumerMap consumers = consumersOf(graph);
        for (std::size_t i = 0; i < c.tensors.size(); ++i) {
            PlanTensor& t = c.tensors[i];
            c.index[t.name] = i;
            c.totalElements += t.elements;
            t.convolutionInput = !convolutionReaders(consumers, t.name).empty();
            if (auto it = consumers.find(t.name); it != consumers.end())
                for (const Node* node : it->second)
                    if (!node->inputs.empty() && node->inputs.front() == t.name)
                        t.macsReading += macsOf(*node, graph, elements);
            c.totalMacs += t.macsReading;
        }
    }

    PlanTensor tensorOf(const Graph& graph, const std::string& name)
    {
        PlanTensor t;
        t.name = name;
        t.opType = "Input";
        if (const Node* producer = graph.producer(name)) {
            t.opType = producer->opType;
            t.nodeName = producer->name;
            t.nodeNamed = !producer->generatedName;
            t.nodeOutputs = producer->outputs.size();
        }
        return t;
    }
}

const PlanTensor* PlanContext::find(const std::string& name) const
{
    const auto it = index.find(name);
    return it == index.end() ? nullptr : &tensors[it->second];
}

PlanContext planContextOf(const Analysis& analysis)
{
    PlanContext c;
    c.graph = analysis.floatGraph;
    if (!c.graph)
        return c;
    for (const LayerRow& row : analysis.rows) {
        if (!row.isFloat)
            continue; // shape arithmetic: nothing a quantizer runs at 8 or 16 bit
        PlanTensor t = tensorOf(*c.graph, row.tensor);
        t.elements = elementsOf(row.shape);
        if (row.quant && !row.quant->rangeMins.empty()) {
            t.rangeMin = row.quant->rangeMin();
            t.rangeMax = row.quant->rangeMax();
        } else {
            for (const auto& r : row.results)
                if (r.metrics && r.metrics->reference.finiteCount > 0) {
                    t.rangeMin = r.metrics->reference.min;
                    t.rangeMax = r.metrics->reference.max;
                    break;
                }
        }
        c.tensors.push_back(std::move(t));
    }
    finish(c);
    return c;
}

PlanContext planContextOf(const std::shared_ptr<const Graph>& graph, const QuantInfo* quant)
{
    PlanContext c;
    c.graph = graph;
    if (!graph)
        return c;
    for (const auto& input : graph->inputs()) {
        PlanTensor t = tensorOf(*graph, input);
        if (const Value* v = graph->value(input); v && v->shapeKnown)
            t.elements = elementsOf(v->shape);
        c.tensors.push_back(std::move(t));
    }
    for (const Node& node : graph->nodes()) {
        if (node.opType == "Constant")
            continue;
        for (const auto& out : node.outputs) {
            const Value* v = graph->value(out);
            if (out.empty() || (v && v->isWeight))
                continue;
            PlanTensor t = tensorOf(*graph, out);
            if (v && v->shapeKnown)
                t.elements = elementsOf(v->shape);
            c.tensors.push_back(std::move(t));
        }
    }
    if (quant)
        for (auto& t : c.tensors)
            if (const QuantParams* q = quant->find(t.name); q && !q->rangeMins.empty()) {
                t.rangeMin = q->rangeMin();
                t.rangeMax = q->rangeMax();
            }
    finish(c);
    return c;
}

} // namespace quantlens
