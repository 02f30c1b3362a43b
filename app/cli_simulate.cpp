#include "cli_simulate.h"

#include "image_arguments.h"

#include "calibration_method_option.h"
#include "measure_inputs_option.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"

#include "core_text.h"
#include "precision/plan_json.h"
#include "precision/plan_variant.h"
#include "precision/sixteen_bit_rule.h"
#include "report/simulation_report.h"
#include "simulation/simulation_inputs.h"
#include "util/atomic_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace quantlens::cli {

/// Holds the translation context of the simulate command's strings.
class SimulateCommand {
    Q_DECLARE_TR_FUNCTIONS(SimulateCommand)
public:
    static int run(const QStringList& arguments);
};

int runSimulate(const QStringList& arguments) { return SimulateCommand::run(arguments); }

int SimulateCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Predict what a precision plan does before rebuilding the model: QuantLens runs the float model and the "
           "quantized model with the plan's tensors at 16 bit (their calibrated range with 65,536 levels; biases "
           "follow) or in float, and prints, per input and graph output, the cosine against the float model now "
           "and with the plan. The models are the plan file's unless given."));
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("plan"), tr("A QuantLens plan file (quantlens plan -o)."), tr("plan.json"));
    const QCommandLineOption floatModel(
        QStringList { QStringLiteral("float") }, tr("Float ONNX model."), tr("model.onnx"));
    const QCommandLineOption quantModel(
        QStringList { QStringLiteral("quant") }, tr("Quantized ONNX model (QDQ)."), tr("quant.onnx"));
    const QCommandLineOption input(QStringList { QStringLiteral("input") },
        tr("A model input as .npy ([NAME=]FILE.npy; repeat for several inputs of a one-input model)."),
        tr("[name=]file.npy"));
    const QCommandLineOption floatDump(QStringList { QStringLiteral("float-dump") },
        tr("A float dump holding the graph inputs, used when no --input is given."), tr("dir"));
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
    const QCommandLineOption method = calibrationMethodOption();
    parser.addOptions({ floatModel, quantModel, input, floatDump, format, output, threads, quiet, lang, outputs,
        calibration, method, measureInputsOption(), outputKindOption() });
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    const QString name = QStringLiteral("simulate");
    if (!parser.parse(arguments))
        return badUsage(name, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), name)) ? kExitOk : kExitFailure;
    if (parser.positionalArguments().size() != 1)
        return badUsage(name, tr("give one plan file"));
    const auto chosenFormat = reportFormatFromName(parser.value(format).toStdString());
    if (!chosenFormat || *chosenFormat == ReportFormat::Csv)
        return badUsage(name, tr("unknown format '%1' (use json or md)").arg(parser.value(format)));
    bool numberOk = false;
    const int threadCount = parser.value(threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024)
        return badUsage(name, tr("--threads must be a whole number from 0 to 1024"));
    const std::string planPath = parser.positionalArguments().front().toStdString();
    auto plan = loadPlanFile(planPath);
    if (!plan) {
        printError(tr("quantlens simulate: %1\n").arg(problemText(plan.error())));
        return kExitBadInput;
    }
    sim::SimulationSources sources;
    sources.floatModel = parser.isSet(floatModel) ? parser.value(floatModel).toStdString() : plan.value().floatModel;
    sources.quantModel = parser.isSet(quantModel) ? parser.value(quantModel).toStdString() : plan.value().quantModel;
    for (const QString& given : parser.values(input))
        sources.modelInputs.push_back(given.toStdString());
    sources.referenceDump = parser.value(floatDump).toStdString();
    sources.threads = static_cast<unsigned>(threadCount);
    sources.outputs = chosenOutputs(parser.values(outputs));
    if (const auto bad = readOutputKinds(parser, name, sources.outputKinds))
        return *bad;
    for (const QString& given : parser.values(calibration))
        sources.calibration.push_back(given.toStdString());
    if (int exitCode = kExitOk; !preprocessImageArguments(parser, preprocessing, nullptr, sources.floatModel,
            sources.modelInputs, sources.calibration, name, parser.isSet(quiet), exitCode))
        return exitCode;
    sources.wideEncoding = planWideEncoding(plan.value().plan);
    const RecalibrationChoice recalibration = recalibrationChoice(parser, sources.calibration);
    if (recalibration.error) {
        if (recalibration.badUsage)
            return badUsage(name, *recalibration.error);
        printError(tr("quantlens simulate: %1\n").arg(*recalibration.error));
        return kExitBadInput;
    }
    sources.recalibration = recalibration.recalibration;
    if (sources.floatModel.empty())
        return badUsage(name, tr("the plan names no float model: give --float"));
    if (int exitCode = kExitOk; !measureOnSubset(parser, sources, name, parser.isSet(quiet), exitCode))
        return exitCode;
    auto setup = sim::simulationSetup(sources);
    if (!setup) {
        printError(tr("quantlens simulate: %1\n").arg(problemText(setup.error())));
        return kExitBadInput;
    }
    const bool showProgress = !parser.isSet(quiet);
    ProgressPrinter running(showProgress, tr("Running the models"));
    auto simulator = sim::Simulator::create(std::move(setup).value(), running.callback());
    running.finish();
    if (!simulator) {
        printError(tr("quantlens simulate: %1\n").arg(problemText(simulator.error())));
        return kExitBadInput;
    }
    SimulationReport report;
    report.plan = planPath;
    report.calibrationInputs = simulator.value()->calibrationInputs();
    report.wideEncoding = simulator.value()->wideEncoding();
    if (sources.modelInputs.empty())
        report.inputs.push_back(sources.referenceDump);
    else
        for (const auto& given : sources.modelInputs)
            report.inputs.push_back(given);
    if (report.inputs.size() != simulator.value()->sampleCount()) // several named inputs make one sample
        report.inputs = { QStringList(parser.values(input)).join(QStringLiteral(" ")).toStdString() };
    const sim::Variant variant = sim::variantForPlan(plan.value().plan, *simulator.value(), &report.unplaced);
    for (const auto& [tensor, choice] : variant.activations)
        (choice == sim::Choice::Wide ? report.wide : report.floating)++;
    ProgressPrinter measuring(showProgress, tr("Simulating the plan"));
    auto predicted = simulator.value()->measure(variant, measuring.callback());
    measuring.finish();
    if (!predicted) {
        printError(tr("quantlens simulate: %1\n").arg(problemText(predicted.error())));
        return kExitBadInput;
    }
    report.baseline = simulator.value()->baseline();
    if (showProgress)
        if (const QString line = recalibrationLine(*simulator.value()); !line.isEmpty())
            printError(tr("quantlens simulate: %1\n").arg(line));
    report.predicted = std::move(predicted).value();
    if (showProgress && !report.unplaced.empty())
        printError(tr("warning: %1 tensors of the plan are no quantized activation of the model (not simulated)\n")
                       .arg(report.unplaced.size()));
    const std::string text = renderSimulation(report, *chosenFormat);
    return writeDocument(name, parser.isSet(output) ? parser.value(output) : QString(), text);
}

} // namespace quantlens::cli
