#pragma once
#include "runtime/compiled_model.h"
#include "util/result.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens::runtime {

/// One `--input [NAME=]FILE` as the user wrote it.
struct InputArgument {
    std::string name; ///< the model input it binds; empty: the model's only input
    std::string file; ///< an .npy file
};

/// Splits "NAME=FILE" (or just "FILE"). A file name holding '=' can be given as "NAME=FILE" or as "=FILE".
InputArgument parseInputArgument(const std::string& argument);

/// The model's inputs for one run, read from .npy files and checked against the model: every input
/// bound once, element type, rank and known dimensions (checkInputs). Problems name the file.
Result<std::map<std::string, Tensor>> readModelInputs(
    const CompiledModel& model, const std::vector<InputArgument>& arguments);

/// Several samples of a one-input model (`--input a.npy --input b.npy`): one map per file.
bool areSamples(const CompiledModel& model, const std::vector<InputArgument>& arguments);

} // namespace quantlens::runtime
