#include "runtime/executor.h"

#include "metrics/simd_clones.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <limits>

namespace quantlens::runtime {
namespace {
    /// Whether any of `n` values is NaN or infinite: those whose exponent bits are all ones. Tested on
    /// the bits, the loop is vectorized; `std::isfinite` made it one scalar compare per value, and the
    /// check of every tensor a node produces took a third of running rec.
    template <class Float, class Bits> QUANTLENS_INLINE bool anyNonFinite(const Float* p, std::size_t n)
    {
        static_assert(sizeof(Float) == sizeof(Bits) && std::numeric_limits<Float>::is_iec559);
        constexpr Bits kExponent = sizeof(Bits) == 4 ? Bits(0x7f800000u) : Bits(0x7ff0000000000000ull);
        Bits found = 0;
        for (std::size_t i = 0; i < n; ++i)
            found |= (std::bit_cast<Bits>(p[i]) & kExponent) == kExponent ? Bits(1) : Bits(0);
        return found != 0;
    }

    // Built for the widest vectors the CPU has: the scan reads every produced tensor once more.
    QUANTLENS_MULTIVERSION bool anyNonFiniteFloats(const float* p, std::size_t n)
    {
        return anyNonFinite<float, std::uint32_t>(p, n);
    }
    QUANTLENS_MULTIVERSION bool anyNonFiniteDoubles(const double* p, std::size_t n)
    {
        return anyNonFinite<double, std::uint64_t>(p, n);
    }

    bool hasNonFinite(const Tensor& t)
    {
        if (t.dtype() == DType::Float32)
            return anyNonFiniteFloats(t.data<float>(), t.size());
        if (t.dtype() == DType::Float64)
            return anyNonFiniteDoubles(t.data<double>(), t.size());
        return false;
    }

    std::string expectedShape(const Value& v)
    {
        if (!v.shapeKnown)
            return "?";
        std::string text = "[";
        for (std::size_t i = 0; i < v.shape.size(); ++i) {
            text += i ? ", " : "";
            text += v.shape[i] >= 0 ? std::to_string(v.shape[i])
                                    : (i < v.dimNames.size() && !v.dimNames[i].empty() ? v.dimNames[i] : "?");
        }
        return text + "]";
    }
}

const Tensor* RunResult::find(const CompiledModel& model, const std::string& name) const
{
    const int slot = model.slotOf(name);
    if (slot < 0 || static_cast<std::size_t>(slot) >= values.size() || !values[static_cast<std::size_t>(slot)].valid())
        return nullptr;
    return &values[static_cast<std::size_t>(slot)];
}

std::string inputNameList(const Graph& graph)
{
    std::string names;
    for (const auto& n : graph.inputs())
        names += (names.empty() ? "'" : ", '") + n + "'";
    return names;
}

std::optional<Problem> checkInputs(const CompiledModel& model, const std::map<std::string, Tensor>& inputs)
{
    const Graph& g = model.graph();
    const std::string& source = g.sourcePath();
    const std::string names = inputNameList(g);
    for (const auto& [name, tensor] : inputs) {
        const Value* v = g.value(name);
        const bool isInput = v != nullptr && v->isGraphInput;
        if (!isInput)
            return Problem::make(source, text("where.tensor", { name }),
                names.empty() ? text("run.input_unknown_none") : text("run.input_unknown", { name, names }));
    }
    for (const auto& name : g.inputs()) {
        const Value& v = *g.value(name);
        const auto it = inputs.find(name);
        const std::string type = v.dtype ? dtypeName(*v.dtype) : "?";
        if (it == inputs.end())
            return Problem::make(
                source, text("where.tensor", { name }), text("run.input_missing", { name, type, expectedShape(v) }));
        const Tensor& t = it->second;
        if (v.dtype && *v.dtype != t.dtype())
            return Problem::make(
                source, text("where.tensor", { name }), text("run.input_dtype", { name, dtypeName(t.dtype()), type }));
        bool fits = !v.shapeKnown || v.shape.size() == t.rank();
        for (std::size_t i = 0; fits && v.shapeKnown && i < v.shape.size(); ++i)
            fits = v.shape[i] < 0 || v.shape[i] == t.dim(i);
        if (!fits)
            return Problem::make(source, text("where.tensor", { name }),
                text("run.input_shape", { name, shapeToString(t.shape()), expectedShape(v) }));
    }
    return std::nullopt;
}

std::optional<Problem> runStep(const CompiledModel& model, std::size_t index, std::span<const Tensor* const> args,
    std::vector<Tensor>& outputs, ThreadPool& pool, const RunOptions& options)
{
    const auto& step = model.steps()[index];
    const Graph& g = model.graph();
    const Node& node = g.nodes()[step.node];
    const Text where = text("where.node_op", { node.name, node.opType });
    KernelCall call { args, outputs, pool };
    try {
        const auto started = std::chrono::steady_clock::now();
        step.kernel->run(call);
        if (options.profile) {
            auto& [seconds, calls] = (*options.profile)[node.opType];
            seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            ++calls;
        }
    } catch (const OpError& e) {
        return Problem::make(g.sourcePath(), where, e.text());
    } catch (const std::bad_alloc&) {
        return Problem::make(g.sourcePath(), where, text("run.out_of_memory"));
    } catch (const std::length_error&) {
        return Problem::make(g.sourcePath(), where, text("run.too_large", { std::to_string(tensorSizeLimit() >> 20) }));
    } catch (const std::exception& e) {
        return Problem::make(g.sourcePath(), where, text("run.invalid", { e.what() }));
    }
    return std::nullopt;
}

Result<RunResult> runModel(const CompiledModel& model, const std::map<std::string, Tensor>& inputs, ThreadPool& pool,
    const RunOptions& options)
{
    using R = Result<RunResult>;
    const Graph& g = model.graph();
    if (auto problem = checkInputs(model, inputs))
        return R::failure(std::move(*problem));
    std::vector<Tensor> slots(model.slotCount());
    std::vector<Problem> warnings;
    auto cancelled = [&] { return R::failure(cancellation(g.sourcePath())); };
    for (int s : model.inputSlots()) {
        slots[static_cast<std::size_t>(s)] = inputs.at(model.nameOf(s));
        if (hasNonFinite(slots[static_cast<std::size_t>(s)]))
            warnings.push_back(Problem::make(g.sourcePath(), text("where.tensor", { model.nameOf(s) }),
                text("run.input_non_finite", { model.nameOf(s) })));
        if (options.onTensor && !options.onTensor(s, slots[static_cast<std::size_t>(s)]))
            return cancelled();
    }
    bool reportedNonFinite = false;
    std::vector<const Tensor*> args;
    std::vector<Tensor> outputs;
    const auto& steps = model.steps();
    const RunOverrides* changes = options.overrides;
    auto given = [&](int s) -> const Tensor* {
        if (!changes || s < 0)
            return nullptr;
        const auto it = changes->values.find(s);
        return it == changes->values.end() ? nullptr : &it->second;
    };
    // A step folded into a constant at compile time runs again when it reads a changed value (a weight's
    // Transpose after its DequantizeLinear), as `rerun` runs it: its outputs are then fresh, not constant.
    std::vector<bool> dirty, fresh;
    if (changes) {
        dirty.assign(model.slotCount(), false);
        fresh.assign(model.slotCount(), false);
        for (const auto& [slot, value] : changes->values)
            dirty[static_cast<std::size_t>(slot)] = true;
        for (const auto& [target, source] : changes->bypass)
            dirty[static_cast<std::size_t>(target)] = true;
    }
    auto current = [&](int s) -> const Tensor& {
        if (const Tensor* g = given(s))
            return *g;
        const Tensor* c = changes && fresh[static_cast<std::size_t>(s)] ? nullptr : model.constant(s);
        return c ? *c : slots[static_cast<std::size_t>(s)];
    };
    // A bypassed pair's source stays until the step that would have produced the bypassed value.
    std::map<int, std::size_t> heldUntil;
    if (changes)
        for (const auto& [target, source] : changes->bypass)
            heldUntil[source] = std::max(heldUntil[source],
                model.producerStep(target) == std::string::npos ? std::size_t { 0 } : model.producerStep(target));
    std::vector<int> deferred;
    auto readsChanged = [&](std::size_t i) {
        bool changed = false;
        for (std::size_t k = 0; k < steps[i].inputs.size(); ++k) {
            const int s = steps[i].inputs[k];
            changed = changed || changes->inputs.count({ i, k }) || (s >= 0 && dirty[static_cast<std::size_t>(s)]);
        }
        return changed;
    };
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const auto& step = steps[i];
        const Node& node = g.nodes()[step.node];
        bool outputsGiven = changes && !step.outputs.empty();
        for (int s : step.outputs)
            outputsGiven = outputsGiven && (s < 0 || changes->values.count(s) || changes->bypass.count(s));
        if (outputsGiven) {
            for (int s : step.outputs)
                if (s >= 0)
                    slots[static_cast<std::size_t>(s)] = given(s) ? *given(s) : current(changes->bypass.at(s));
        } else if (step.kernel && (!step.folded || (changes && readsChanged(i)))) {
            if (step.folded)
                for (int s : step.outputs)
                    if (s >= 0)
                        fresh[static_cast<std::size_t>(s)] = dirty[static_cast<std::size_t>(s)] = true;
            args.clear();
            for (std::size_t k = 0; k < step.inputs.size(); ++k) {
                const int s = step.inputs[k];
                const auto it = changes ? changes->inputs.find({ i, k }) : decltype(changes->inputs.end()) {};
                args.push_back(changes && it != changes->inputs.end() ? &it->second : s < 0 ? nullptr : &current(s));
            }
            outputs.assign(step.outputs.size(), Tensor());
            if (auto problem = runStep(model, i, args, outputs, pool, options))
                return R::failure(std::move(*problem));
            for (std::size_t k = 0; k < step.outputs.size(); ++k) {
                const int s = step.outputs[k];
                if (s < 0)
                    continue;
                slots[static_cast<std::size_t>(s)] = std::move(outputs[k]);
                const Tensor& produced = slots[static_cast<std::size_t>(s)];
                if (!reportedNonFinite && hasNonFinite(produced)) {
                    bool inputsFinite = true;
                    for (const Tensor* a : args)
                        inputsFinite = inputsFinite && (a == nullptr || !hasNonFinite(*a));
                    if (inputsFinite) {
                        reportedNonFinite = true;
                        warnings.push_back(
                            Problem::make(g.sourcePath(), text("where.node_op", { node.name, node.opType }),
                                text("run.non_finite", { model.nameOf(s) })));
                    }
                }
            }
        }
        if (options.onTensor)
            for (int s : step.outputs)
                if (s >= 0 && !options.onTensor(s, current(s)))
                    return cancelled();
        auto release = [&](int s) {
            if (!options.keep || !(*options.keep)[static_cast<std::size_t>(s)])
                slots[static_cast<std::size_t>(s)] = Tensor();
        };
        if (!options.keepAll) {
            for (int s : step.release)
                if (const auto held = heldUntil.find(s); held != heldUntil.end() && held->second > i)
                    deferred.push_back(s);
                else
                    release(s);
            std::erase_if(deferred, [&](int s) {
                const bool done = heldUntil.at(s) <= i;
                if (done)
                    release(s);
                return done;
            });
        }
        if (options.progress && !options.progress(i + 1, steps.size()))
            return cancelled();
    }
    RunResult result;
    result.values.resize(model.slotCount());
    if (options.keepAll) {
        for (std::size_t s = 0; s < slots.size(); ++s) {
            const Tensor* fixed = given(static_cast<int>(s));
            if (!fixed && !(changes && fresh[s]))
                fixed = model.constant(static_cast<int>(s));
            result.values[s] = fixed ? *fixed : std::move(slots[s]);
        }
    } else {
        if (options.keep)
            for (std::size_t s = 0; s < slots.size(); ++s)
                if ((*options.keep)[s] && !model.constant(static_cast<int>(s)))
                    result.values[s] = std::move(slots[s]);
        for (int s : model.outputSlots())
            if (!result.values[static_cast<std::size_t>(s)].valid())
                result.values[static_cast<std::size_t>(s)] = current(s);
    }
    return R::success(std::move(result), std::move(warnings));
}

} // namespace quantlens::runtime
