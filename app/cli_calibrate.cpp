#include "cli_calibrate.h"

#include "calibration_exports.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"
#include "image_arguments.h"
#include "measure_inputs_option.h"
#include "toolchain_option.h"

#include "calibration/calibration_study.h"
#include "calibration/requantized_model.h"
#include "core_text.h"
#include "report/calibration_report.h"
#include "simulation/simulation_inputs.h"
#include "util/atomic_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <set>

namespace quantlens::cli {

/// Holds the translation context of the calibrate command's strings.
class CalibrateCommand {
    Q_DECLARE_TR_FUNCTIONS(CalibrateCommand)
public:
    static int run(const QStringList& arguments);
};

int runCalibrate(const QStringList& arguments) { return CalibrateCommand::run(arguments); }

namespace {
    /// The methods a --method value names ("all" or keys separated by commas); empty on an unknown key.
    std::vector<const calib::RangeMethod*> chosenMethods(const QString& value, QString* unknown)
    {
        std::vector<const calib::RangeMethod*> out;
        if (value.trimmed() == QStringLiteral("all")) {
            for (const auto& m : calib::rangeMethods())
                out.push_back(&m);
            return out;
        }
        for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const calib::RangeMethod* m = calib::rangeMethod(part.trimmed().toLower().toStdString());
            if (!m) {
                *unknown = part.trimmed();
                return {};
            }
            out.push_back(m);
        }
        return out;
    }

    QString knownMethods()
    {
        QStringList keys { QStringLiteral("all") };
        for (const auto& m : calib::rangeMethods())
            keys << QString::fromStdString(m.key);
        return keys.join(QStringLiteral(", "));
    }
}

int CalibrateCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    const ToolchainOption toolchainOption(tr("Says the toolchain's own setting for each method."));
    toolchainOption.addTo(parser);
    parser.setApplicationDescription(
        tr("Measure the free fix before the 16-bit one: gather every activation's distribution over the "
           "calibration inputs (--calib) with the float model, derive its range by each calibration method "
           "(MinMax, Percentile, MSE, KL), give the quantized model's activations those ranges at their own "
           "type (weights unchanged, biases follow) and run it on the eval inputs (--input). Prints each "
           "method's output cosine against the float model per input, and the method to use."));
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
    const QCommandLineOption method(QStringList { QStringLiteral("method") },
        tr("The methods to measure: all, or some of minmax, percentile, mse, kl separated by commas (default all)."),
        tr("names"), QStringLiteral("all"));
    const QCommandLineOption percentile(QStringList { QStringLiteral("percentile") },
        tr("The Percentile method's share of values kept inside the range, two-sided, in % (default 99.99)."),
        tr("percent"), QStringLiteral("99.99"));
    const QCommandLineOption exportRanges(QStringList { QStringLiteral("export-ranges") },
        tr("Write the recommended method's ranges (or the one --method names; a method per tensor when that "
           "measured better than every single method) as a calibration table: JSON {tensor: [min, max]}, written "
           "atomically."),
        tr("file.json"));
    const QCommandLineOption requantize(QStringList { QStringLiteral("requantize") },
        tr("Write the quantized model again with the recommended method's ranges (or the one --method names; a "
           "method per tensor when that measured better than every single method): the "
           "same nodes and names, new activation scales and zero points and the biases that follow them; written "
           "atomically. Calibrate without an input by leaving it out of --calib."),
        tr("new.onnx"));
    const QCommandLineOption config(QStringList { QStringLiteral("config") },
        tr("Set the recommended method (or the one --method names) in this config of the --toolchain (Pulsar2: "
           "quant.calibration_method; SigmaStar: its ranges as min/max in the calibrator's --quant_file JSON), "
           "keeping everything else in it; created when absent, the old one kept as a backup, the change shown as "
           "a diff."),
        tr("file"));
    const QCommandLineOption calibrationList(QStringList { QStringLiteral("calibration-list") },
        tr("Write the calibration inputs without those whose dropping measured a gain, one path per line (a "
           "dataset.txt), atomically."),
        tr("file"));
    const QCommandLineOption samples(QStringList { QStringLiteral("samples") },
        tr("How many of the calibration inputs that set the most ranges alone to measure dropping (default 3; 0: "
           "rank them without measuring)."),
        tr("n"), QStringLiteral("3"));
    const QCommandLineOption mixed(QStringList { QStringLiteral("mixed") },
        tr("Also search a method per tensor: each tensor the range of the method that measured best for it, picked "
           "greedily on some eval inputs and checked on the others (about three times the lab's time)."));
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
    parser.addOptions({ floatModel, quantModel, input, floatDump, method, percentile, exportRanges, requantize, config,
        calibrationList, samples, mixed, format, output, threads, quiet, lang, outputs, calibration,
        measureInputsOption(), outputKindOption() });
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    const QString name = QStringLiteral("calibrate");
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
    calib::MethodOptions options;
    options.percentile = parser.value(percentile).toDouble(&numberOk);
    if (!numberOk || !(options.percentile >= 50.0 && options.percentile <= 100.0))
        return badUsage(name, tr("--percentile must be a number from 50 to 100"));
    const int measuredSamples = parser.value(samples).toInt(&numberOk);
    if (!numberOk || measuredSamples < 0 || measuredSamples > 1000)
        return badUsage(name, tr("--samples must be a whole number from 0 to 1000"));
    const Toolchain* toolchain = toolchainOption.read(parser, name, parser.isSet(quiet));
    if (!toolchain)
        return kExitBadUsage;
    if (parser.isSet(config) && !toolchainOption.isSet(parser))
        return badUsage(name, tr("--config needs --toolchain: whose config it is"));
    QString unknown;
    const auto methods = chosenMethods(parser.value(method), &unknown);
    if (methods.empty())
        return badUsage(name,
            QString::fromStdString(rendered(text("calib.unknown_method",
                { (unknown.isEmpty() ? parser.value(method) : unknown).toStdString(),
                    knownMethods().toStdString() }))));

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
    std::vector<std::string> calibrationEntries;
    for (const QString& given : parser.values(calibration))
        calibrationEntries.push_back(given.toStdString());
    auto fail = [](const Problem& problem) {
        printError(tr("quantlens calibrate: %1\n").arg(problemText(problem)));
        return kExitBadInput;
    };
    if (int exitCode = kExitOk; !preprocessImageArguments(parser, preprocessing, nullptr, sources.floatModel,
            sources.modelInputs, calibrationEntries, name, parser.isSet(quiet), exitCode))
        return exitCode;
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
    const std::set<std::string> tensors = calib::calibratedTensors(s.structure());
    if (tensors.empty())
        return fail(Problem::make(sources.quantModel, {}, text("calib.no_activations")));
    calib::StudyOptions studyOptions;
    studyOptions.methods = methods;
    studyOptions.method = options;
    studyOptions.measuredSamples = static_cast<std::size_t>(measuredSamples);
    studyOptions.mixed = parser.isSet(mixed);
    ProgressPrinter studying(showProgress, tr("Gathering the calibration statistics and measuring each method"));
    auto study = calib::studyCalibration(s, files.value(), studyOptions, studying.callback());
    studying.finish();
    if (!study)
        return fail(study.error());

    CalibrationReport report = calibrationReportOf(study.value(), std::vector<std::string> {});
    if (toolchainOption.isSet(parser))
        report.toolchain = toolchain;
    if (sources.modelInputs.empty())
        report.inputs.push_back(sources.referenceDump);
    else
        for (const auto& given : sources.modelInputs)
            report.inputs.push_back(given);
    if (report.inputs.size() != s.sampleCount()) // several named inputs make one sample
        report.inputs = { QStringList(parser.values(input)).join(QStringLiteral(" ")).toStdString() };
    // The one method asked for, else the recommended one, else the first (MinMax unless --method says).
    const std::size_t chosen
        = methods.size() == 1 || report.lab.recommended < 0 ? 0 : static_cast<std::size_t>(report.lab.recommended);
    // The files that take ranges get a method per tensor when that beat every single method (and --method
    // did not name one); a config's switch takes one method.
    const bool useMixed = methods.size() != 1 && report.mixed && report.mixed->beatsEveryMethod;
    const auto& chosenRanges = useMixed ? report.mixed->ranges : report.lab.methods[chosen].ranges;
    const bool rangesToConfig = parser.isSet(config) && toolchain->calibration.writeRanges;
    if (useMixed && (parser.isSet(requantize) || parser.isSet(exportRanges) || rangesToConfig) && !parser.isSet(quiet))
        printError(tr("quantlens calibrate: the ranges written are a method per tensor (from %1, %n tensors "
                      "changed), which beat every single method\n",
            nullptr, static_cast<int>(report.mixed->picks.size()))
                       .arg(QString::fromStdString(report.mixed->start)));
    if (parser.isSet(requantize)) {
        sim::Variant variant;
        variant.ranges = chosenRanges;
        auto model
            = calib::requantizedModel(sources.quantModel, s.quantModel(), s.structure(), s.overridesFor(variant));
        if (!model)
            return fail(model.error());
        auto written = writeFileAtomically(parser.value(requantize).toStdString(), model.value());
        if (!written) {
            printError(tr("quantlens calibrate: %1\n").arg(problemText(written.error())));
            return kExitFailure;
        }
    }
    if (parser.isSet(exportRanges)) {
        auto written
            = writeFileAtomically(parser.value(exportRanges).toStdString(), renderCalibrationTable(chosenRanges));
        if (!written) {
            printError(tr("quantlens calibrate: %1\n").arg(problemText(written.error())));
            return kExitFailure;
        }
    }
    if (parser.isSet(config))
        if (const int code = writeCalibrationConfig(*toolchain,
                useMixed && toolchain->calibration.writeRanges ? std::string("mixed") : report.lab.methods[chosen].key,
                toolchain->calibration.writeRanges ? chosenRanges : report.lab.methods[chosen].ranges,
                parser.value(config), parser.isSet(quiet)))
            return code;
    if (parser.isSet(calibrationList))
        if (const int code = writeCalibrationList(
                files.value(), study.value().finding, parser.value(calibrationList), parser.isSet(quiet)))
            return code;
    const std::string rendered = renderCalibration(report, *chosenFormat);
    return writeDocument(name, parser.isSet(output) ? parser.value(output) : QString(), rendered);
}

} // namespace quantlens::cli
