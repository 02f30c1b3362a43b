#include "cli_advise.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"
#include "image_arguments.h"
#include "measure_inputs_option.h"
#include "toolchain_option.h"

#include "advisor/fix_advisor.h"
#include "core_text.h"
#include "report/advice_report.h"
#include "simulation/simulation_inputs.h"
#include "toolchain/advice_config.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>

namespace quantlens::cli {

/// Holds the translation context of the advise command's strings.
class AdviseCommand {
    Q_DECLARE_TR_FUNCTIONS(AdviseCommand)
public:
    static int run(const QStringList& arguments);
};

int runAdvise(const QStringList& arguments) { return AdviseCommand::run(arguments); }

namespace {
    /// The calibration files the advised combination leaves out (none without drop_samples in it).
    std::vector<std::string> droppedFiles(const advisor::Advice& advice)
    {
        for (const auto& step : advice.combination)
            for (const auto& l : advice.levers)
                if (l.name == step.lever && l.kind == advisor::LeverKind::DropSamples)
                    return l.dropped;
        return {};
    }

    /// The `quantlens transform` command that writes the advised combination's transforms ("" when it
    /// holds none).
    /// The toolchain's own switch replaces a transform (`toolchain` null: none given).
    QString rebuildCommand(const advisor::Advice& advice, const sim::SimulationSources& sources,
        const QStringList& calibration, const std::vector<std::string>& files, double percentile,
        const Toolchain* toolchain)
    {
        bool corrects = false;
        for (const auto& step : advice.combination)
            corrects = corrects || step.lever == "bias_correction";
        QStringList switches;
        for (const auto& step : advice.combination) {
            if (step.lever == "equalization")
                switches << QStringLiteral("--equalize");
            // SmoothQuant is the toolchain's own switch when it has one, unless bias correction was
            // fitted on the smoothed model: then the transform writes it.
            for (const auto& l : advice.levers)
                if (l.name == step.lever && l.kind == advisor::LeverKind::SmoothQuant
                    && (corrects || !(toolchain && toolchain->leverSwitch(l.name))))
                    switches << QStringLiteral("--smooth-quant") << QString::number(l.alpha);
        }
        if (corrects) {
            const std::string method = advisedMethod(advice);
            switches << QStringLiteral("--bias-correction --quant") << QString::fromStdString(sources.quantModel)
                     << QStringLiteral("--method") << QString::fromStdString(method);
            if (method == "percentile")
                switches << QStringLiteral("--percentile") << QString::number(percentile);
            for (const auto& step : advice.combination)
                if (step.lever == "per_channel_weights")
                    switches << QStringLiteral("--per-channel-weights");
        }
        if (switches.isEmpty())
            return {};
        QStringList command { QStringLiteral("quantlens transform"), QString::fromStdString(sources.floatModel) };
        command << switches;
        // Inputs left out (drop_samples) are left out of the transform's calibration too: the files kept,
        // one by one.
        const std::vector<std::string> dropped = droppedFiles(advice);
        if (dropped.empty())
            for (const QString& entry : calibration)
                command << QStringLiteral("--calib") << entry;
        else
            for (const auto& file : files)
                if (std::find(dropped.begin(), dropped.end(), file) == dropped.end())
                    command << QStringLiteral("--calib") << QString::fromStdString(file);
        command << QStringLiteral("-o transformed.onnx");
        return command.join(QLatin1Char(' '));
    }
}

int AdviseCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    const ToolchainOption toolchainOption(
        tr("Says the toolchain's own switch for each lever, or how to get it without one."));
    toolchainOption.addTo(parser);
    parser.setApplicationDescription(
        tr("Measure the fixes that cost no NPU speed side by side before any 16-bit tensor: each calibration "
           "method, per-channel weights, and cross-layer equalization (the float model transformed so that "
           "Conv → Relu → Conv pairs have channels of equal range, quantized again at the model's encoding and "
           "recalibrated over --calib). Prints each lever's output cosine against the float model per eval input "
           "(--input) with its cost, then the levers combined greedily."));
    parser.addHelpOption();
    const QCommandLineOption floatModel(
        QStringList { QStringLiteral("float") }, tr("Float ONNX model."), tr("model.onnx"));
    const QCommandLineOption quantModel(
        QStringList { QStringLiteral("quant") }, tr("Quantized ONNX model (QDQ)."), tr("quant.onnx"));
    const QCommandLineOption input(QStringList { QStringLiteral("input") },
        tr("An eval input as .npy ([NAME=]FILE.npy; repeat for several inputs of a one-input model)."),
        tr("[name=]file.npy"));
    const QCommandLineOption floatDump(QStringList { QStringLiteral("float-dump") },
        tr("A float dump holding the graph inputs, used when no --input is given."), tr("dir"));
    const QCommandLineOption percentile(QStringList { QStringLiteral("percentile") },
        tr("The Percentile method's share of values kept inside the range, two-sided, in % (default 99.99)."),
        tr("percent"), QStringLiteral("99.99"));
    const QCommandLineOption targetCos(QStringList { QStringLiteral("target-cos") },
        tr("Every input's worst output cosine to reach: when the levers fall short, the 16-bit plan search runs "
           "last, on top of them."),
        tr("cos"));
    const QCommandLineOption config(QStringList { QStringLiteral("config") },
        tr("Write the advised levers this --toolchain takes as settings into its config (Pulsar2: "
           "quant.calibration_method, enable_smooth_quant and smooth_quant_strength), keeping the rest of the file "
           "and the old one as a backup."),
        tr("file"));
    const QCommandLineOption sites(QStringList { QStringLiteral("sites") },
        tr("Also measure each site of equalization (a chain of Conv pairs) and SmoothQuant (a smoothed tensor) "
           "alone: the JSON's sites[] say where each helps (the window's graph colours by it)."));
    const QCommandLineOption format(QStringList { QStringLiteral("format") },
        tr("Output format: json or md (default md)."), tr("format"), QStringLiteral("md"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Write to this file (atomically)."), tr("file"));
    const QCommandLineOption threads(QStringList { QStringLiteral("threads") },
        tr("Worker threads (default: all cores)."), tr("n"), QStringLiteral("0"));
    const QCommandLineOption quiet = quietOption();
    const QCommandLineOption lang = languageOption();
    const QCommandLineOption outputs = outputsOption();
    const QCommandLineOption calibration = calibrationOption();
    parser.addOptions({ floatModel, quantModel, input, floatDump, percentile, targetCos, sites, config, format, output,
        threads, quiet, lang, outputs, calibration, measureInputsOption(), outputKindOption() });
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    const QString name = QStringLiteral("advise");
    if (!parser.parse(arguments))
        return badUsage(name, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), name)) ? kExitOk : kExitFailure;
    if (!parser.positionalArguments().isEmpty())
        return badUsage(name, tr("unexpected argument '%1'").arg(parser.positionalArguments().front()));
    if (!parser.isSet(floatModel) || !parser.isSet(quantModel))
        return badUsage(name, tr("give the float model (--float) and the quantized model (--quant)"));
    if (!parser.isSet(calibration))
        return badUsage(name, QString::fromStdString(rendered(text("calib.no_files"))));
    const auto chosenFormat = reportFormatFromName(parser.value(format).toStdString());
    if (!chosenFormat || *chosenFormat == ReportFormat::Csv)
        return badUsage(name, tr("unknown format '%1' (use json or md)").arg(parser.value(format)));
    bool numberOk = false;
    const int threadCount = parser.value(threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024)
        return badUsage(name, tr("--threads must be a whole number from 0 to 1024"));
    if (parser.isSet(config) && !toolchainOption.isSet(parser))
        return badUsage(name, tr("--config needs --toolchain: whose config it is"));
    const Toolchain* toolchain = toolchainOption.read(parser, name, parser.isSet(quiet));
    if (!toolchain)
        return kExitBadUsage;
    advisor::AdviceOptions options;
    options.measureSites = parser.isSet(sites);
    options.method.percentile = parser.value(percentile).toDouble(&numberOk);
    if (!numberOk || !(options.method.percentile >= 50.0 && options.method.percentile <= 100.0))
        return badUsage(name, tr("--percentile must be a number from 50 to 100"));
    if (parser.isSet(targetCos)) {
        options.targetCos = parser.value(targetCos).toDouble(&numberOk);
        if (!numberOk || !(*options.targetCos > -1.0 && *options.targetCos <= 1.0))
            return badUsage(name, tr("--target-cos must be a number above -1, at most 1"));
    }

    std::vector<std::string> calibrationEntries;
    for (const QString& given : parser.values(calibration))
        calibrationEntries.push_back(given.toStdString());
    sim::SimulationSources sources;
    sources.floatModel = parser.value(floatModel).toStdString();
    sources.quantModel = parser.value(quantModel).toStdString();
    for (const QString& given : parser.values(input))
        sources.modelInputs.push_back(given.toStdString());
    sources.referenceDump = parser.value(floatDump).toStdString();
    sources.threads = static_cast<unsigned>(threadCount);
    sources.outputs = chosenOutputs(parser.values(outputs));
    if (const auto bad = readOutputKinds(parser, name, sources.outputKinds))
        return *bad;
    if (int exitCode = kExitOk; !preprocessImageArguments(parser, preprocessing, nullptr, sources.floatModel,
            sources.modelInputs, calibrationEntries, name, parser.isSet(quiet), exitCode))
        return exitCode;
    sources.calibration = calibrationEntries; // a tensor at 16 bit takes a calibrated range, as toolchains give it
    auto fail = [](const Problem& problem) {
        printError(tr("quantlens advise: %1\n").arg(problemText(problem)));
        return kExitBadInput;
    };
    auto files = sim::calibrationFiles(calibrationEntries);
    if (!files)
        return fail(files.error());
    if (int exitCode = kExitOk; !measureOnSubset(parser, sources, name, parser.isSet(quiet), exitCode))
        return exitCode;
    auto setup = sim::simulationSetup(sources);
    if (!setup)
        return fail(setup.error());
    const bool showProgress = !parser.isSet(quiet);
    ProgressPrinter running(showProgress, tr("Running the models"));
    auto simulator = sim::Simulator::create(std::move(setup).value(), running.callback());
    running.finish();
    if (!simulator)
        return fail(simulator.error());
    const sim::Simulator& s = *simulator.value();
    ProgressPrinter measuring(showProgress, tr("Measuring each lever"));
    auto advice = advisor::advise(s, files.value(), options, measuring.callback());
    measuring.finish();
    if (!advice)
        return fail(advice.error());
    std::vector<std::string> labels;
    if (sources.modelInputs.empty())
        labels.push_back(sources.referenceDump);
    else
        labels = sources.modelInputs;
    if (labels.size() != s.sampleCount()) // several named inputs make one sample
        labels = { QStringList(parser.values(input)).join(QStringLiteral(" ")).toStdString() };
    if (parser.isSet(config)) {
        auto written = writeAdviceConfig(*toolchain, advice.value(), parser.value(config).toStdString());
        if (!written)
            return fail(written.error());
        if (showProgress) {
            printError(QString::fromStdString(written.value().diff));
            if (!written.value().backup.empty())
                printError(tr("quantlens advise: the previous %1 is kept as %2\n")
                               .arg(parser.value(config), QString::fromStdString(written.value().backup)));
        }
    }
    if (showProgress) {
        if (const auto dropped = droppedFiles(advice.value()); !dropped.empty()) {
            QStringList names;
            for (const auto& file : dropped)
                names << QString::fromStdString(file);
            printError(tr("quantlens advise: leave these calibration inputs out of your quantizer's calibration set: "
                          "%1\n")
                           .arg(names.join(QStringLiteral(", "))));
        }
        if (const QString rebuild = rebuildCommand(advice.value(), sources, parser.values(calibration), files.value(),
                options.method.percentile, toolchainOption.isSet(parser) ? toolchain : nullptr);
            !rebuild.isEmpty())
            printError(tr("quantlens advise: the advised transforms, for your quantizer: %1\n").arg(rebuild));
    }
    const std::string rendered
        = renderAdvice(advice.value(), labels, *chosenFormat, toolchainOption.isSet(parser) ? toolchain : nullptr);
    return writeDocument(name, parser.isSet(output) ? parser.value(output) : QString(), rendered);
}

} // namespace quantlens::cli
