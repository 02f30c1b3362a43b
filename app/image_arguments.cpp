#include "image_arguments.h"

#include "cli_common.h"
#include "cli_progress.h"

#include "core_text.h"
#include "model/model_import.h"
#include "runtime/image_inputs.h"

#include <filesystem>

namespace quantlens::cli {

std::vector<std::string> stdStrings(const QStringList& values)
{
    std::vector<std::string> out;
    for (const QString& v : values)
        out.push_back(v.toStdString());
    return out;
}

bool preprocessImageArguments(const QCommandLineParser& parser, const PreprocessingOptions& options,
    const Toolchain* toolchain, const std::string& floatModel, std::vector<std::string>& modelInputs,
    std::vector<std::string>& calibration, const QString& command, bool quiet, int& exitCode)
{
    auto fail = [&](const Problem& problem) {
        printError(QStringLiteral("quantlens %1: %2\n").arg(command, problemText(problem)));
        exitCode = kExitBadInput;
        return false;
    };
    // A folder given as --input is a data set: each of its inputs.
    auto expanded = runtime::expandInputFolders(modelInputs);
    if (!expanded)
        return fail(expanded.error());
    modelInputs = std::move(expanded).value();
    if (!runtime::namesImages(modelInputs, calibration))
        return true;
    std::optional<input::Preprocessing> preprocessing;
    if (options.isSet(parser)) {
        preprocessing = options.read(parser, toolchain, {}, command, exitCode);
        if (!preprocessing)
            return false;
    }
    if (floatModel.empty()) {
        exitCode = badUsage(command,
            QCoreApplication::translate(
                "ImageArguments", "image inputs need the float model (--float): its input says their size"));
        return false;
    }
    auto graph = importModelFile(floatModel);
    if (!graph)
        return fail(graph.error());
    ProgressPrinter progress(!quiet, QCoreApplication::translate("ImageArguments", "Preprocessing images"));
    auto done = runtime::preprocessImageInputs(
        *graph.value(), modelInputs, calibration, preprocessing ? &*preprocessing : nullptr, progress.callback());
    progress.finish();
    if (!done)
        return fail(done.error());
    if (!quiet)
        printError(PreprocessingOptions::describe(*preprocessing));
    for (const auto& [made, image] : done.value().madeFrom) {
        showAs(made, image);
        // Labels name an input by its file name: "photo.jpg.npy" → "photo.jpg".
        showAs(std::filesystem::path(made).filename().string(), std::filesystem::path(image).filename().string());
    }
    modelInputs = std::move(done.value().modelInputs);
    calibration = std::move(done.value().calibration);
    return true;
}

} // namespace quantlens::cli
