#pragma once
// What an operator of the executor is: a kernel object made once per node when a model is compiled
// (attributes read and checked then, constant inputs such as weights prepared), and run once per
// inference. Kernels are registered in op_registry.cpp, one line each.
#include "model/graph.h"
#include "runtime/tensor.h"
#include "runtime/thread_pool.h"
#include "util/text.h"

#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace quantlens::runtime {

/// Why a node cannot be compiled or run, as a catalog phrase; the executor adds the node's name.
class OpError : public std::runtime_error {
public:
    explicit OpError(Text what)
        : std::runtime_error(what.english())
        , m_text(std::move(what))
    { }
    const Text& text() const { return m_text; }

private:
    Text m_text;
};

/// Throws OpError("run.invalid", {detail}) unless `condition` holds: for the checks a malformed model
/// fails (the detail names what the ONNX specification requires).
void require(bool condition, const std::string& detail);

/// What a kernel is made from.
struct KernelSetup {
    const Node& node;
    std::int64_t opset = 0; ///< the model's opset of the node's domain
    /// Per input: its value when known before any inference (weights and what is computed from them
    /// alone), else nullptr (also for an omitted optional input).
    std::vector<const Tensor*> constants;
    bool present(std::size_t input) const { return input < node.inputs.size() && !node.inputs[input].empty(); }
    const Tensor* constant(std::size_t input) const { return input < constants.size() ? constants[input] : nullptr; }
};

/// One call of a kernel: its inputs (nullptr where an optional input is omitted) and the outputs it fills.
struct KernelCall {
    std::span<const Tensor* const> inputs;
    std::vector<Tensor>& outputs;
    ThreadPool& pool;

    bool has(std::size_t i) const { return i < inputs.size() && inputs[i] != nullptr; }
    const Tensor& input(std::size_t i) const
    {
        require(has(i), "input " + std::to_string(i) + " is required");
        return *inputs[i];
    }
};

class OpKernel {
public:
    virtual ~OpKernel() = default;
    /// Const: one compiled model may run on several threads at once (sensitivity runs).
    virtual void run(KernelCall& call) const = 0;
};

using KernelFactory = std::unique_ptr<OpKernel> (*)(const KernelSetup& setup);

/// One operator the executor runs.
struct OpRegistration {
    const char* domain; ///< "" for ONNX, "com.microsoft" for ONNX Runtime's contrib ops
    const char* opType;
    std::int64_t sinceVersion; ///< oldest opset of the domain whose semantics the kernel implements
    const char* attributes; ///< every attribute it understands, comma separated; any other is refused
    KernelFactory make;
};

/// Makes a kernel class from a setup (the common case of a factory).
template <class Kernel> std::unique_ptr<OpKernel> makeKernel(const KernelSetup& setup)
{
    return std::make_unique<Kernel>(setup);
}

} // namespace quantlens::runtime
