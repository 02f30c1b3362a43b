#include "cli_run.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"
#include "image_arguments.h"
#include "interrupt_guard.h"

#include "core_text.h"
#include "model/model_import.h"
#include "runtime/dump_folder_writer.h"
#include "runtime/executor.h"
#include "runtime/model_inputs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

namespace quantlens::cli {

/// Holds the translation context of the run command's strings.
class RunCommand {
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
public:
    static int run(const QStringList& arguments);
};

int runRun(const QStringList& arguments) { return RunCommand::run(arguments); }

namespace {
    /// One run of the model: its inputs and the subfolder its tensors go to ("" for the folder itself).
    struct Sample {
        std::string folder;
        std::vector<runtime::InputArgument> inputs;
    };

    int failWith(const Problem& problem)
    {
        printError(QStringLiteral("quantlens run: %1\n").arg(problemText(problem)));
        return kExitBadInput;
    }
}

int RunCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Run a float or quantized ONNX model with QuantLens's own executor (no other runtime needed) and write "
           "its tensors as a dump folder: one .npy per float tensor and manifest.json. A quantized (QDQ) model's "
           "tensors are named after the float tensors they stand for (the DequantizeLinear output), with the "
           "values before QuantizeLinear under prequant/, so 'quantlens report' compares the two runs directly. "
           "Several --input files for a one-input model are several samples: one subfolder each."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("model"), tr("The ONNX model to run."), tr("model.onnx"));
    const QCommandLineOption input(QStringList { QStringLiteral("input") },
        tr("A model input as an .npy file, or an image (JPEG, PNG, BMP) with its preprocessing (--preprocess-config "
           "or --mean/--std/--rgb|--bgr): NAME=FILE, or FILE for a one-input model (repeatable)."),
        tr("[name=]file.npy"));
    const QCommandLineOption output(
        QStringList { QStringLiteral("o"), QStringLiteral("output") }, tr("The dump folder to write."), tr("dir"));
    const QCommandLineOption outputsOnly(
        QStringList { QStringLiteral("outputs-only") }, tr("Write only the graph outputs (of any element type)."));
    const QCommandLineOption threads(QStringList { QStringLiteral("threads") },
        tr("Worker threads (default: all cores); results do not depend on it."), tr("n"), QStringLiteral("0"));
    const QCommandLineOption quiet = quietOption();
    const QCommandLineOption profile(
        QStringList { QStringLiteral("profile") }, tr("Print the time spent per operator type on standard error."));
    const QCommandLineOption lang = languageOption();
    parser.addOptions({ input, output, outputsOnly, threads, quiet, profile, lang });
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    if (!parser.parse(arguments))
        return badUsage(QStringLiteral("run"), parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), QStringLiteral("run"))) ? kExitOk
                                                                                                  : kExitFailure;
    if (parser.positionalArguments().size() != 1)
        return badUsage(QStringLiteral("run"), tr("give one model to run"));
    if (!parser.isSet(output))
        return badUsage(QStringLiteral("run"), tr("-o DIR is required: the folder the tensors are written to"));
    if (!parser.isSet(input))
        return badUsage(QStringLiteral("run"), tr("--input is required: the model's input as an .npy file"));
    bool numberOk = false;
    const int threadCount = parser.value(threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024)
        return badUsage(QStringLiteral("run"), tr("--threads must be a whole number from 0 to 1024"));
    const bool showProgress = !parser.isSet(quiet);

    const std::string modelPath = parser.positionalArguments().front().toStdString();
    auto graph = importModelFile(modelPath);
    if (!graph)
        return failWith(graph.error());
    auto model = runtime::CompiledModel::compile(graph.value());
    if (!model)
        return failWith(model.error());
    std::vector<std::string> inputs = stdStrings(parser.values(input)), noCalibration;
    if (int exitCode = kExitOk; !preprocessImageArguments(parser, preprocessing, nullptr, modelPath, inputs,
            noCalibration, QStringLiteral("run"), !showProgress, exitCode))
        return exitCode;
    std::vector<runtime::InputArgument> given;
    for (const std::string& value : inputs)
        given.push_back(runtime::parseInputArgument(value));
    std::vector<Sample> samples;
    if (runtime::areSamples(*model.value(), given)) {
        for (const auto& argument : given) {
            const QString stem = QFileInfo(QString::fromStdString(argument.file)).completeBaseName();
            for (const auto& s : samples)
                if (s.folder == stem.toStdString())
                    return badUsage(QStringLiteral("run"),
                        tr("two samples are named '%1'; give files of different names").arg(stem));
            samples.push_back({ stem.toStdString(), { argument } });
        }
    } else {
        samples.push_back({ "", given });
    }
    auto writer = runtime::DumpFolderWriter::begin(parser.value(output).toStdString());
    if (!writer)
        return failWith(writer.error());
    const auto names = runtime::dumpNames(*model.value(), parser.isSet(outputsOnly));
    runtime::ThreadPool pool(static_cast<unsigned>(threadCount));
    InterruptGuard interrupt;
    QElapsedTimer timer;
    timer.start();
    std::map<std::string, std::pair<double, std::size_t>> opTimes;
    for (const Sample& sample : samples) {
        auto inputs = runtime::readModelInputs(*model.value(), sample.inputs);
        if (!inputs)
            return failWith(inputs.error());
        std::optional<Problem> writeProblem;
        runtime::RunOptions options;
        if (parser.isSet(profile))
            options.profile = &opTimes;
        options.onTensor = [&](int slot, const runtime::Tensor& value) {
            if (const auto& name = names[static_cast<std::size_t>(slot)])
                writeProblem = writer.value()->write(sample.folder, *name, value);
            return !writeProblem && !InterruptGuard::requested();
        };
        ProgressPrinter progress(showProgress,
            sample.folder.empty() ? tr("Running the model")
                                  : tr("Running %1").arg(QString::fromStdString(sample.folder)));
        const auto step = progress.callback();
        options.progress = [&](std::size_t done, std::size_t total) {
            return !InterruptGuard::requested() && (!step || step(done, total));
        };
        auto result = runtime::runModel(*model.value(), inputs.value(), pool, options);
        progress.finish();
        if (writeProblem) {
            printError(QStringLiteral("quantlens run: %1\n").arg(problemText(*writeProblem)));
            return kExitFailure;
        }
        if (InterruptGuard::requested()) {
            printError(tr("quantlens run: interrupted; nothing written\n"));
            return kExitFailure;
        }
        if (!result)
            return failWith(result.error());
        if (showProgress)
            for (const auto& warning : result.warnings())
                printError(tr("warning: %1\n").arg(problemText(warning)));
    }
    if (parser.isSet(profile)) {
        std::vector<std::pair<double, std::string>> byTime;
        for (const auto& [op, entry] : opTimes)
            byTime.emplace_back(entry.first, op);
        std::sort(byTime.rbegin(), byTime.rend());
        for (const auto& [seconds, op] : byTime)
            printError(tr("%1 %2 ms in %3 calls\n")
                           .arg(QString::fromStdString(op).leftJustified(24))
                           .arg(seconds * 1000, 8, 'f', 2)
                           .arg(opTimes[op].second));
    }
    if (auto problem = writer.value()->commit()) {
        printError(QStringLiteral("quantlens run: %1\n").arg(problemText(*problem)));
        return kExitFailure;
    }
    if (showProgress)
        printError(tr("quantlens run: %1 tensors written to %2 (%3 s)\n")
                       .arg(writer.value()->written())
                       .arg(QString::fromStdString(writer.value()->folder()))
                       .arg(timer.elapsed() / 1000.0, 0, 'f', 2));
    return kExitOk;
}

} // namespace quantlens::cli
