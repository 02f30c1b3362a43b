#pragma once
// A small network for the precision-plan tests: x → Conv conv1 → c1 → Relu relu1 → r1 → Conv conv2
// (1×1) → c2 → Add add1 (c2 + r1) → a1 → Sigmoid (unnamed) → y; every activation [1, 4, 8, 8]
// except x [1, 3, 8, 8]. MACs: conv1 256·27 = 6912 (reads x), conv2 256·4 = 1024 (reads r1).
#include "onnx_test_models.h"

#include "precision/plan_context.h"
#include "precision/precision_plan.h"

namespace quantlens::precision_test {

inline std::shared_ptr<const Graph> smallNetwork()
{
    using namespace onnx_test;
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 8, 8 });
    addInitializer(g, floatTensor("w1", { 4, 3, 3, 3 }, std::vector<float>(108, 0.01f)));
    addInitializer(g, floatTensor("w2", { 4, 4, 1, 1 }, std::vector<float>(16, 0.1f)));
    auto& conv1 = addNode(g, "Conv", { "x", "w1" }, { "c1" }, "conv1");
    setInts(conv1, "pads", { 1, 1, 1, 1 });
    addNode(g, "Relu", { "c1" }, { "r1" }, "relu1");
    addNode(g, "Conv", { "r1", "w2" }, { "c2" }, "conv2");
    addNode(g, "Add", { "c2", "r1" }, { "a1" }, "add1");
    addNode(g, "Sigmoid", { "a1" }, { "y" });
    for (const char* name : { "c1", "r1", "c2", "a1", "y" })
        addOutput(g, name, { 1, 4, 8, 8 });
    auto graph = importModel(model);
    return graph ? graph.value() : nullptr;
}

/// A plan of the user's: each tensor at the given precision.
inline PrecisionPlan planOf(std::initializer_list<std::pair<const char*, Precision>> entries)
{
    PrecisionPlan plan;
    for (const auto& [name, p] : entries)
        plan.tensors[name] = { p, PlanSource::User, {} };
    return plan;
}

/// A plan context of convolution outputs with these names, and nothing else.
inline PlanContext convolutionsNamed(const std::vector<std::string>& names)
{
    PlanContext c;
    for (const auto& n : names) {
        c.index[n] = c.tensors.size();
        c.tensors.push_back({ n, "Conv", n, true, 1, 1, 0, true, {}, {} });
    }
    return c;
}

} // namespace quantlens::precision_test
