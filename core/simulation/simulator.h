#pragma once
// Measures what a change to a quantized model does to its outputs: the float model and the quantized
// model run once per input (the baseline, every value kept), then each variant — a tensor at 16 bit,
// a tensor left in float, a whole plan, weights or activations alone in float — re-runs only what it
// changes and is scored against the float model's outputs.
#include "runtime/compiled_model.h"
#include "runtime/rerun.h"
#include "simulation/calibration_ranges.h"
#include "simulation/measurements.h"
#include "simulation/output_measure.h"
#include "simulation/quant_structure.h"
#include "simulation/task_agreement.h"
#include "util/progress.h"
#include "util/result.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::sim {

/// What a variant does to one quantized activation.
enum class Choice {
    Wide, ///< 16 bit: the calibrated range with 65,536 levels (biases reading it follow)
    Float, ///< its QuantizeLinear/DequantizeLinear pair removed
};

struct Variant {
    std::map<std::string, Choice> activations; ///< by float tensor name
    bool weightsFloat = false; ///< every quantized weight replaced by the float model's
    bool activationsFloat = false; ///< every activation's pair removed
    /// Another calibration: these activations (by float name) re-quantized at their own type from these
    /// ranges, as a quantizer derives scale and zero point (parametersFromRange); biases follow, shared
    /// tensors take their leader's. A choice above wins over a range.
    std::map<std::string, TensorRange> ranges;
    /// The float model's parameters changed by a transform that keeps its outputs (transform/: equalization,
    /// SmoothQuant, bias correction), by float initializer name: a quantized weight is quantized again
    /// from its new values at its own encoding (weight_requantization.h), a bias follows its input's and
    /// its weight's scales, another initializer the quantized model has by that name is replaced.
    std::map<std::string, runtime::Tensor> floatParameters;
    /// Every weight quantized per tensor quantized per output channel instead, at its own type.
    bool perChannelWeights = false;
};

/// What measurements start from: the quantized model as it is, or with changes already applied (a
/// plan being searched). Each input's run is kept compact (runtime/baseline_values.h): the integer
/// codes and what is not cheap to compute again.
struct SimulationBase {
    Variant variant; ///< the changes applied
    runtime::RunOverrides applied;
    std::vector<runtime::RunResult> runs; ///< per input
    Measurement measurement;
};

/// Another calibration applied to the quantized model before anything is measured (a calibration
/// method's ranges: `--calibration METHOD`), so that sensitivity, plans and predictions start from the
/// free fix. The ranges come from a function of the compiled float model and the model's quantization,
/// given by the caller (the calibration floor gathers statistics over the calibration inputs).
struct Recalibration {
    std::string method; ///< its key, as outputs state it
    std::function<Result<std::map<std::string, TensorRange>>(const runtime::CompiledModel& floatModel,
        const QuantStructure& structure, runtime::ThreadPool& pool, const ProgressCallback& progress)>
        ranges;
    bool active() const { return static_cast<bool>(ranges); }
};

/// Levers applied before measuring (the fix advisor's combination, "Apply" in the window): the baseline is
/// the model with them — a transform's new weights and biases, the ranges its rebuild calibrates,
/// per-channel weights — so that sensitivity, plans and predictions start from it.
struct AppliedLevers {
    std::vector<std::string> names; ///< the advisor's lever names, in the order they were combined
    Variant variant;
};

class Simulator {
public:
    struct Setup {
        std::shared_ptr<const runtime::CompiledModel> floatModel;
        std::shared_ptr<const runtime::CompiledModel> quantModel;
        std::vector<std::map<std::string, runtime::Tensor>> samples; ///< the inputs, one map per input
        unsigned threads = 0;
        /// The graph outputs that count (by the quantized or the float model's name): a detector's
        /// side outputs or a segmentation network's auxiliary heads need not drive a search. Empty: all.
        std::vector<std::string> outputs;
        /// Task kinds set by output name over what the shapes say (sim::OutputKinds).
        OutputKinds outputKinds;
        /// Calibration input files (.npy, a one-input model): a tensor moved to 16 bit takes the range the
        /// float model gives it over them, as a toolchain recalibrating it does. Empty: the range its
        /// 8-bit parameters represent.
        std::vector<std::string> calibration;
        /// The 16-bit type of a tensor moved to 16 bit (the toolchain's, or the model's kind).
        WideEncoding wideEncoding = WideEncoding::FromModel;
        /// Applied to the quantized model first: the baseline is the recalibrated model (a tensor moved
        /// to 16 bit then takes its recalibrated range), asIs() the model as it is.
        Recalibration recalibration;
        /// Applied after the recalibration (its ranges replace it where it has some). Null: none.
        std::shared_ptr<const AppliedLevers> levers;
    };
    /// Runs both models on every input (progress counts nodes of all runs). Fails naming the model or
    /// input when one cannot run, when the models' outputs do not correspond, or naming an output
    /// asked for that the models lack (with those they have).
    static Result<std::unique_ptr<Simulator>> create(Setup setup, const ProgressCallback& progress = {});

    const QuantStructure& structure() const { return m_structure; }
    const Measurement& baseline() const { return m_base.measurement; }
    /// The quantized model as it is, before a recalibration (= baseline() without one).
    const Measurement& asIs() const { return m_asIs; }
    /// The recalibration applied ("" when none) and the ranges it gave.
    const std::string& recalibrationMethod() const { return m_setup.recalibration.method; }
    /// The levers the baseline has applied (empty: none).
    std::vector<std::string> appliedLevers() const
    {
        return m_setup.levers ? m_setup.levers->names : std::vector<std::string> {};
    }
    const std::map<std::string, TensorRange>& recalibratedRanges() const { return m_recalibrated; }
    /// The quantized model as it is.
    const SimulationBase& base() const { return m_base; }
    std::size_t sampleCount() const { return m_floatRuns.size(); }
    const runtime::CompiledModel& floatModel() const { return *m_setup.floatModel; }
    const runtime::CompiledModel& quantModel() const { return *m_setup.quantModel; }
    /// The float model's graph outputs for one input; the quantized model's compact run.
    const runtime::RunResult& floatRun(std::size_t sample) const { return m_floatRuns[sample]; }
    const runtime::RunResult& quantRun(std::size_t sample) const { return m_base.runs[sample]; }
    /// Each quantized activation's error on its own (simulation/isolated_error_meter.h), on the first input:
    /// measured while that input's float values exist, which are not kept; of the model as it is.
    const std::map<std::string, TensorMeasurement>& isolatedErrors() const { return m_isolated; }
    runtime::ThreadPool& pool() const { return *m_pool; }

    /// The outputs with the variant applied, on every input.
    Result<Measurement> measure(const Variant& variant, const ProgressCallback& progress = {}) const;
    /// The outputs with `more` applied on top of `from`: only what `more` changes runs again.
    Result<Measurement> measure(
        const SimulationBase& from, const Variant& more, const ProgressCallback& progress = {}) const;
    /// Several variants on top of `from` (the model as it is when null), one per thread.
    std::vector<Result<Measurement>> measureAll(const std::vector<Variant>& variants,
        const ProgressCallback& progress = {}, const SimulationBase* from = nullptr) const;
    /// `from` with `more` applied, every value kept: the start of the next search step.
    Result<SimulationBase> derive(const SimulationBase& from, const Variant& more) const;
    /// Whether a change at this activation can reach a graph output at all.
    bool reachesOutput(const QuantizedActivation& activation) const;
    runtime::RunOverrides overridesFor(const Variant& variant) const;
    /// The graph outputs that count, as the quantized model names them.
    std::vector<std::string> countedOutputs() const;
    /// How many calibration inputs the 16-bit ranges come from; 0: from the 8-bit parameters.
    std::size_t calibrationInputs() const { return m_ranges.inputs; }
    WideEncoding wideEncoding() const { return m_setup.wideEncoding; }

private:
    Simulator() = default;
    Measurement score(const std::vector<runtime::RunResult>& quantOutputs) const;
    Result<Measurement> measureOn(const SimulationBase& from, const Variant& variant, runtime::ThreadPool& pool,
        const ProgressCallback& progress) const;

    Setup m_setup;
    QuantStructure m_structure;
    std::unique_ptr<runtime::ThreadPool> m_pool;
    std::vector<runtime::RunResult> m_floatRuns;
    std::vector<std::pair<int, int>> m_outputPairs; ///< (float slot, quant slot) of each graph output
    std::vector<std::optional<OutputKind>> m_outputKinds; ///< parallel: the kind the user set, if any
    std::map<std::string, runtime::Tensor> m_floatWeights; ///< by the quantized weight's float name
    std::map<std::string, runtime::Tensor> m_floatBiases; ///< the float model's biases, by name
    const runtime::Tensor* floatWeight(const std::string& name) const;
    SimulationBase m_base;
    std::vector<bool> m_kept; ///< by quantized slot: what a compact baseline keeps
    std::map<std::string, TensorMeasurement> m_isolated;
    CalibrationRanges m_ranges;
    Measurement m_asIs;
    std::map<std::string, TensorRange> m_recalibrated;
};

/// `from` with `more` on top (`more` wins where both choose).
Variant combinedVariant(const Variant& from, const Variant& more);

} // namespace quantlens::sim
