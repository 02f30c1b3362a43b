#include "cli_transform.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "image_arguments.h"

#include "advisor/rebuild_biases.h"
#include "core_text.h"
#include "model/model_import.h"
#include "runtime/executor.h"
#include "runtime/model_inputs.h"
#include "simulation/simulation_inputs.h"
#include "transform/equalization.h"
#include "transform/smooth_quant.h"
#include "util/atomic_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cmath>

namespace quantlens::cli {

/// Holds the translation context of the transform command's strings.
class TransformCommand {
    Q_DECLARE_TR_FUNCTIONS(TransformCommand)
public:
    static int run(const QStringList& arguments);
};

int runTransform(const QStringList& arguments) { return TransformCommand::run(arguments); }

namespace {
    /// The largest relative L2 difference between the two models' graph outputs on one input.
    Result<double> outputDrift(const runtime::CompiledModel& before, const runtime::CompiledModel& after,
        const std::map<std::string, runtime::Tensor>& inputs, runtime::ThreadPool& pool)
    {
        auto a = runtime::runModel(before, inputs, pool);
        if (!a)
            return Result<double>::failure(a.error());
        auto b = runtime::runModel(after, inputs, pool);
        if (!b)
            return Result<double>::failure(b.error());
        double worst = 0;
        for (const int slot : before.outputSlots()) {
            const runtime::Tensor& x = a.value().values[static_cast<std::size_t>(slot)];
            const runtime::Tensor& y = b.value().values[static_cast<std::size_t>(slot)];
            if (x.dtype() != DType::Float32 || y.dtype() != DType::Float32 || x.size() != y.size())
                continue;
            double diff = 0, norm = 0;
            for (std::size_t i = 0; i < x.size(); ++i) {
                const double d = double { x.data<float>()[i] } - double { y.data<float>()[i] };
                diff += d * d;
                norm += double { x.data<float>()[i] } * double { x.data<float>()[i] };
            }
            worst = std::max(worst, norm > 0 ? std::sqrt(diff / norm) : std::sqrt(diff));
        }
        return Result<double>::success(worst);
    }
}

int TransformCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Write the float model transformed as 'quantlens advise' measured it, for your vendor's quantizer: "
           "cross-layer equalization (--equalize) and SmoothQuant at a strength (--smooth-quant ALPHA, its channel "
           "maxima over --calib). Same graph inputs, outputs, nodes and names; only weights change. The outputs "
           "are checked against the original's on the eval inputs (--input) and the largest relative difference "
           "printed; a model whose outputs moved more than float rounding is not written. Bias correction "
           "(--bias-correction) moves them on purpose: each Conv/Gemm bias takes out the mean shift the quantized "
           "model (--quant) makes in its output once recalibrated by --method over --calib; quantize the written "
           "model with that method."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("model"), tr("The float ONNX model."), tr("model.onnx"));
    const QCommandLineOption equalize(QStringList { QStringLiteral("equalize") },
        tr("Cross-layer equalization of every Conv → (Relu) → Conv pair with weights of its own."));
    const QCommandLineOption smoothQuant(QStringList { QStringLiteral("smooth-quant") },
        tr("SmoothQuant with this migration strength (0 to 1; 'advise' says which)."), tr("alpha"));
    const QCommandLineOption biasCorrection(QStringList { QStringLiteral("bias-correction") },
        tr("Bias correction fitted to the quantized model (--quant) calibrated by --method over --calib."));
    const QCommandLineOption quantModel(QStringList { QStringLiteral("quant") },
        tr("The quantized ONNX model (QDQ) whose encoding bias correction fits."), tr("quant.onnx"));
    const QCommandLineOption method(QStringList { QStringLiteral("method") },
        tr("The calibration method the rebuild uses, which bias correction fits (minmax, percentile, mse, kl; "
           "'advise' says which)."),
        tr("method"));
    const QCommandLineOption perChannel(QStringList { QStringLiteral("per-channel-weights") },
        tr("With --bias-correction: the rebuild quantizes the weights per output channel (as 'advise' measured it "
           "when per-channel weights are in its combination)."));
    const QCommandLineOption percentile(QStringList { QStringLiteral("percentile") },
        tr("The Percentile method's share of values kept inside the range, two-sided, in % (default 99.99)."),
        tr("percent"), QStringLiteral("99.99"));
    const QCommandLineOption input(QStringList { QStringLiteral("input") },
        tr("An eval input as .npy ([NAME=]FILE.npy; repeat for several inputs of a one-input model)."),
        tr("[name=]file.npy"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("The transformed model to write (atomically)."), tr("out.onnx"));
    const QCommandLineOption threads(QStringList { QStringLiteral("threads") },
        tr("Worker threads (default: all cores)."), tr("n"), QStringLiteral("0"));
    const QCommandLineOption quiet = quietOption();
    const QCommandLineOption lang = languageOption();
    const QCommandLineOption calibration = calibrationOption();
    parser.addOptions({ equalize, smoothQuant, biasCorrection, quantModel, method, perChannel, percentile, input,
        output, threads, quiet, lang, calibration });
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    const QString name = QStringLiteral("transform");
    if (!parser.parse(arguments))
        return badUsage(name, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), name)) ? kExitOk : kExitFailure;
    if (parser.positionalArguments().size() != 1)
        return badUsage(name, tr("give one float model"));
    if (!parser.isSet(output))
        return badUsage(name, tr("give the file to write (-o out.onnx)"));
    bool numberOk = false;
    const bool correcting = parser.isSet(biasCorrection);
    if (!parser.isSet(equalize) && !parser.isSet(smoothQuant) && !correcting)
        return badUsage(name, tr("choose a transform: --equalize, --smooth-quant ALPHA, --bias-correction"));
    const calib::RangeMethod* fittedTo = correcting ? calib::rangeMethod(parser.value(method).toStdString()) : nullptr;
    if (correcting && (!parser.isSet(quantModel) || !parser.isSet(calibration) || !fittedTo))
        return badUsage(name,
            tr("--bias-correction needs the quantized model (--quant), calibration inputs (--calib) and the rebuild's "
               "method (--method minmax|percentile|mse|kl)"));
    calib::MethodOptions methodOptions;
    methodOptions.percentile = parser.value(percentile).toDouble(&numberOk);
    if (!numberOk || !(methodOptions.percentile >= 50.0 && methodOptions.percentile <= 100.0))
        return badUsage(name, tr("--percentile must be a number from 50 to 100"));
    const double alpha = parser.isSet(smoothQuant) ? parser.value(smoothQuant).toDouble(&numberOk) : 0.0;
    if (parser.isSet(smoothQuant) && (!numberOk || !(alpha >= 0.0 && alpha <= 1.0)))
        return badUsage(name, tr("--smooth-quant must be a number from 0 to 1"));
    if (parser.isSet(smoothQuant) && !parser.isSet(calibration))
        return badUsage(name, tr("--smooth-quant needs calibration inputs (--calib) for its channel maxima"));
    const int threadCount = parser.value(threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024)
        return badUsage(name, tr("--threads must be a whole number from 0 to 1024"));
    auto fail = [](const Problem& problem) {
        printError(tr("quantlens transform: %1\n").arg(problemText(problem)));
        return kExitBadInput;
    };

    const std::string modelPath = parser.positionalArguments().front().toStdString();
    std::vector<std::string> inputArguments = stdStrings(parser.values(input)),
                             calibrationEntries = stdStrings(parser.values(calibration));
    if (int exitCode = kExitOk; !preprocessImageArguments(parser, preprocessing, nullptr, modelPath, inputArguments,
            calibrationEntries, name, parser.isSet(quiet), exitCode))
        return exitCode;
    auto graph = importModelFile(modelPath);
    if (!graph)
        return fail(graph.error());
    auto model = runtime::CompiledModel::compile(graph.value());
    if (!model)
        return fail(model.error());
    runtime::ThreadPool pool(static_cast<unsigned>(threadCount));
    transform::FloatParameters parameters;
    QStringList done;
    if (parser.isSet(equalize)) {
        const auto eq = transform::equalizeConvPairs(*model.value());
        parameters = eq.parameters;
        done << tr("%n Conv pairs equalized", nullptr, static_cast<int>(eq.pairs.size()));
    }
    std::vector<std::string> calibrationFiles;
    if (parser.isSet(calibration)) {
        auto files = sim::calibrationFiles(calibrationEntries);
        if (!files)
            return fail(files.error());
        calibrationFiles = std::move(files).value();
    }
    if (parser.isSet(smoothQuant)) {
        const auto sites = transform::smoothQuantSites(*model.value());
        auto maxima = transform::channelMaxima(*model.value(), calibrationFiles, sites, pool);
        if (!maxima)
            return fail(maxima.error());
        parameters
            = transform::combined(parameters, transform::smoothQuant(*model.value(), sites, maxima.value(), alpha));
        done << tr("%n tensors smoothed", nullptr, static_cast<int>(sites.size()));
    }
    auto transformed = transform::compileTransformed(*model.value(), parameters);
    if (!transformed)
        return fail(transformed.error());
    std::vector<runtime::InputArgument> given;
    for (const std::string& value : inputArguments)
        given.push_back(runtime::parseInputArgument(value));
    std::vector<std::vector<runtime::InputArgument>> samples;
    if (runtime::areSamples(*model.value(), given))
        for (const auto& g : given)
            samples.push_back({ g });
    else if (!given.empty())
        samples.push_back(given);
    double worst = 0;
    for (const auto& sample : samples) {
        auto inputs = runtime::readModelInputs(*model.value(), sample);
        if (!inputs)
            return fail(inputs.error());
        auto drift = outputDrift(*model.value(), *transformed.value(), inputs.value(), pool);
        if (!drift)
            return fail(drift.error());
        worst = std::max(worst, drift.value());
    }
    constexpr double kFloatRounding = 1e-4;
    if (worst > kFloatRounding) {
        printError(tr("quantlens transform: the outputs moved by %1 (relative L2) on the eval inputs, more than float "
                      "rounding; nothing written\n")
                       .arg(worst, 0, 'g', 3));
        return kExitFailure;
    }
    QString corrected;
    if (correcting) {
        sim::SimulationSources sources;
        sources.floatModel = modelPath;
        sources.quantModel = parser.value(quantModel).toStdString();
        sources.modelInputs = { calibrationFiles.front() }; // the models run once to be read
        sources.threads = static_cast<unsigned>(threadCount);
        auto setup = sim::simulationSetup(sources);
        if (!setup)
            return fail(setup.error());
        auto simulator = sim::Simulator::create(std::move(setup).value());
        if (!simulator)
            return fail(simulator.error());
        auto biases = advisor::biasesForRebuild(
            *simulator.value(), parameters, calibrationFiles, *fittedTo, methodOptions, parser.isSet(perChannel));
        if (!biases)
            return fail(biases.error());
        parameters = biases.value().floatParameters;
        double moved = 0;
        auto biased = transform::compileTransformed(*model.value(), parameters);
        if (!biased)
            return fail(biased.error());
        for (const auto& sample : samples) {
            auto inputs = runtime::readModelInputs(*model.value(), sample);
            if (!inputs)
                return fail(inputs.error());
            auto drift = outputDrift(*model.value(), *biased.value(), inputs.value(), pool);
            if (!drift)
                return fail(drift.error());
            moved = std::max(moved, drift.value());
        }
        done << tr(
            "%n biases corrected for %1", nullptr, static_cast<int>(transform::biasSites(*simulator.value()).size()))
                    .arg(QString::fromStdString(rendered(text(fittedTo->messageKey))));
        if (!samples.empty())
            corrected = tr("bias correction moved the float outputs by %1 (relative L2), as it means to")
                            .arg(moved, 0, 'g', 3);
    }
    auto bytes = transform::transformedModelFile(modelPath, parameters);
    if (!bytes)
        return fail(bytes.error());
    auto written = writeFileAtomically(parser.value(output).toStdString(), bytes.value());
    if (!written) {
        printError(tr("quantlens transform: %1\n").arg(problemText(written.error())));
        return kExitFailure;
    }
    if (!parser.isSet(quiet)) {
        QStringList check;
        if (samples.empty())
            check << tr("outputs not checked: give eval inputs (--input)");
        else if (parser.isSet(equalize) || parser.isSet(smoothQuant))
            check << tr("outputs within %1 (relative L2) of the original's on %n eval inputs", nullptr,
                static_cast<int>(samples.size()))
                         .arg(worst, 0, 'g', 3);
        if (!corrected.isEmpty())
            check << corrected;
        printError(tr("quantlens transform: %1; %2; wrote %3\n")
                       .arg(done.join(QStringLiteral(", ")), check.join(QStringLiteral("; ")), parser.value(output)));
    }
    return kExitOk;
}

} // namespace quantlens::cli
