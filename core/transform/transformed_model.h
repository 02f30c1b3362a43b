#pragma once
// A float model with some of its parameters changed by a transform that keeps its outputs (equalization,
// SmoothQuant, bias correction): the same nodes and names, new weight values. The advisor runs it on the
// calibration inputs for the ranges a toolchain would calibrate, and the simulator quantizes the new
// weights at the quantized model's encoding.
#include "runtime/compiled_model.h"
#include "util/result.h"

#include <map>
#include <memory>
#include <string>

namespace quantlens::transform {

/// New values of the float model's weights (initializers), by name: each the same type and shape.
using FloatParameters = std::map<std::string, runtime::Tensor>;

/// `floatModel` with `parameters` in place of its weights, compiled. Fails naming the model when a
/// parameter is not one of its weights or has another type or shape, or when it does not compile.
Result<std::shared_ptr<const runtime::CompiledModel>> compileTransformed(
    const runtime::CompiledModel& floatModel, const FloatParameters& parameters);

/// A float tensor's values in memory of its own (a model's weight may be a read-only view into the file),
/// for a transform to change.
runtime::Tensor ownedCopy(const runtime::Tensor& value);

/// Both sets as one (`later` wins where they overlap): transforms applied one after the other.
FloatParameters combined(const FloatParameters& earlier, const FloatParameters& later);

/// The float model's weight `name` as a float tensor: its value in `changed` when there, else the
/// model's; nullopt when it has none or it is not float.
std::optional<runtime::Tensor> floatWeight(
    const runtime::CompiledModel& floatModel, const FloatParameters& changed, const std::string& name);

} // namespace quantlens::transform

namespace quantlens::transform {

/// The float model file at `floatPath` written again with `parameters` in its initializers or Constant
/// nodes of those names (same nodes, names and everything else), serialized: what the user gives the
/// vendor's quantizer. Fails naming the file when it cannot be read, keeps its weights in external
/// files, or has no float initializer or Constant of a parameter's name and size.
Result<std::string> transformedModelFile(const std::string& floatPath, const FloatParameters& parameters);

} // namespace quantlens::transform
