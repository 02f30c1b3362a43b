#include "runtime/model_inputs.h"

#include "input/image_input.h"
#include "runtime/executor.h"
#include "tensor/npy_reader.h"

#include <filesystem>

namespace quantlens::runtime {

namespace {
    bool isGraphInput(const Graph& g, const std::string& name)
    {
        const Value* v = g.value(name);
        return v != nullptr && v->isGraphInput;
    }
}

InputArgument parseInputArgument(const std::string& argument)
{
    const auto eq = argument.find('=');
    // "x=in.npy" names the input; a path with '=' but no name before it is taken whole after the '='.
    // A file that is there under the whole argument ("run=3/x.npy") is that file.
    std::error_code ec;
    if (eq == std::string::npos || std::filesystem::exists(argument, ec))
        return { {}, argument };
    return { argument.substr(0, eq), argument.substr(eq + 1) };
}

bool areSamples(const CompiledModel& model, const std::vector<InputArgument>& arguments)
{
    if (model.inputSlots().size() != 1 || arguments.size() < 2)
        return false;
    for (const auto& a : arguments)
        if (!a.name.empty() && a.name != model.nameOf(model.inputSlots()[0]))
            return false;
    return true;
}

Result<std::map<std::string, Tensor>> readModelInputs(
    const CompiledModel& model, const std::vector<InputArgument>& arguments)
{
    using R = Result<std::map<std::string, Tensor>>;
    const Graph& g = model.graph();
    std::map<std::string, Tensor> inputs;
    std::map<std::string, std::string> fileOf;
    for (const auto& argument : arguments) {
        // A name the model does not have is what is wrong, not the file after it (which may not exist).
        if (!argument.name.empty() && !isGraphInput(g, argument.name))
            return R::failure(Problem::make(argument.name + "=" + argument.file, {},
                g.inputs().empty() ? text("run.input_unknown_none")
                                   : text("run.input_unknown", { argument.name, inputNameList(g) })));
        std::string name = argument.name;
        if (name.empty()) {
            if (g.inputs().size() != 1)
                return R::failure(Problem::make(argument.file, {},
                    g.inputs().empty() ? text("run.input_unknown_none")
                                       : text("run.input_unnamed", { inputNameList(g) })));
            name = g.inputs()[0];
        }
        if (fileOf.count(name))
            return R::failure(Problem::make(argument.file, {}, text("run.input_twice", { name, fileOf[name] })));
        if (input::isImageFile(argument.file)) // preprocessed before (runtime/image_inputs.h), else refused here
            return R::failure(Problem::make(argument.file, {}, text("image.no_preprocessing")));
        auto view = readNpyFile(argument.file);
        if (!view)
            return R::failure(view.error());
        auto tensor = Tensor::fromView(view.value());
        if (!tensor)
            return R::failure(Problem::make(argument.file, {}, text("run.dtype", { dtypeName(view.value().dtype) })));
        fileOf[name] = argument.file;
        inputs[name] = std::move(*tensor);
    }
    if (auto problem = checkInputs(model, inputs)) {
        // Point at the file the user gave for that input, when there is one.
        for (const auto& [name, file] : fileOf)
            if (problem->position == text("where.tensor", { name }).english())
                problem->file = file;
        return R::failure(std::move(*problem));
    }
    return R::success(std::move(inputs));
}

} // namespace quantlens::runtime
