#include "cli_requantize.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"
#include "core_text.h"
#include "image_arguments.h"

#include "calibration/method_what_if.h"
#include "calibration/requantized_model.h"
#include "simulation/simulation_inputs.h"
#include "util/atomic_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <set>

namespace quantlens::cli {

/// Holds the translation context of the requantize command's strings.
class RequantizeCommand {
    Q_DECLARE_TR_FUNCTIONS(RequantizeCommand)
public:
    static int run(const QStringList& arguments);
};

int runRequantize(const QStringList& arguments) { return RequantizeCommand::run(arguments); }

namespace {
    /// The calibration input `given` names: the path as listed, else a file name that only one has.
    std::optional<std::size_t> calibrationInputNamed(const std::vector<std::string>& files, const QString& given)
    {
        std::optional<std::size_t> byName;
        int named = 0;
        for (std::size_t i = 0; i < files.size(); ++i) {
            const QString file = QString::fromStdString(files[i]);
            if (file == given || QFileInfo(file).absoluteFilePath() == QFileInfo(given).absoluteFilePath())
                return i;
            if (QFileInfo(file).fileName() == given) {
                byName = i;
                ++named;
            }
        }
        return named == 1 ? byName : std::nullopt;
    }
}

int RequantizeCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Write the quantized model again with its activations recalibrated: every per-tensor activation's range "
           "from the float model over the calibration inputs (--calib, without those --drop names) by a calibration "
           "method, at the tensor's own type; the same nodes and names, weights unchanged, biases following the new "
           "scales. What quantlens calibrate measured, as a model for ONNX-based flows."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("quant"), tr("Quantized ONNX model (QDQ)."), tr("quant.onnx"));
    const QCommandLineOption floatModel(
        QStringList { QStringLiteral("float") }, tr("Float ONNX model."), tr("model.onnx"));
    const QCommandLineOption method(QStringList { QStringLiteral("method") },
        tr("The calibration method: minmax, percentile, mse or kl (default minmax)."), tr("name"),
        QStringLiteral("minmax"));
    const QCommandLineOption percentile(QStringList { QStringLiteral("percentile") },
        tr("The Percentile method's share of values kept inside the range, two-sided, in % (default 99.99)."),
        tr("percent"), QStringLiteral("99.99"));
    const QCommandLineOption drop(QStringList { QStringLiteral("drop") },
        tr("A calibration input to leave out (its path or file name; repeatable), e.g. one quantlens calibrate "
           "found to set ranges alone."),
        tr("file"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("The model to write (atomically)."), tr("file"));
    const QCommandLineOption quiet = quietOption();
    const QCommandLineOption lang = languageOption();
    const QCommandLineOption calibration = calibrationOption();
    parser.addOptions({ floatModel, method, percentile, drop, output, quiet, lang, calibration });
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    const QString name = QStringLiteral("requantize");
    if (!parser.parse(arguments))
        return badUsage(name, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), name)) ? kExitOk : kExitFailure;
    if (parser.positionalArguments().size() != 1)
        return badUsage(name, tr("give one quantized model"));
    if (!parser.isSet(floatModel))
        return badUsage(name, tr("give the float model (--float): the ranges come from running it"));
    if (!parser.isSet(calibration))
        return badUsage(name, QString::fromStdString(rendered(text("calib.no_files"))));
    if (!parser.isSet(output))
        return badUsage(name, tr("-o is required (the model to write)"));
    const calib::RangeMethod* chosen = calib::rangeMethod(parser.value(method).trimmed().toLower().toStdString());
    if (!chosen)
        return badUsage(name,
            QString::fromStdString(rendered(
                text("calib.unknown_method", { parser.value(method).toStdString(), calib::rangeMethodKeys() }))));
    calib::MethodOptions options;
    bool numberOk = false;
    options.percentile = parser.value(percentile).toDouble(&numberOk);
    if (!numberOk || !(options.percentile >= 50.0 && options.percentile <= 100.0))
        return badUsage(name, tr("--percentile must be a number from 50 to 100"));
    auto fail = [](const Problem& problem) {
        printError(tr("quantlens requantize: %1\n").arg(problemText(problem)));
        return kExitBadInput;
    };
    std::vector<std::string> entries = stdStrings(parser.values(calibration)), noInputs;
    if (int exitCode = kExitOk; !preprocessImageArguments(parser, preprocessing, nullptr,
            parser.value(floatModel).toStdString(), noInputs, entries, name, parser.isSet(quiet), exitCode))
        return exitCode;
    auto files = sim::calibrationFiles(entries);
    if (!files)
        return fail(files.error());
    std::set<std::size_t> dropped;
    for (const QString& given : parser.values(drop)) {
        // An image is named as the user knows it; its tensor is what the list holds.
        const auto index
            = calibrationInputNamed(files.value(), QString::fromStdString(madeInPlaceOf(given.toStdString())));
        if (!index)
            return badUsage(name, tr("--drop '%1' names none of the calibration inputs (or more than one)").arg(given));
        dropped.insert(*index);
    }
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < files.value().size(); ++i)
        if (!dropped.count(i))
            kept.push_back(files.value()[i]);
    if (kept.empty())
        return badUsage(name, tr("--drop leaves no calibration input"));

    sim::SimulationSources sources;
    sources.floatModel = parser.value(floatModel).toStdString();
    sources.quantModel = parser.positionalArguments().front().toStdString();
    sources.modelInputs = { kept.front() }; // the models must run once to be read as the simulator reads them
    auto setup = sim::simulationSetup(sources);
    if (!setup)
        return fail(setup.error());
    const bool showProgress = !parser.isSet(quiet);
    ProgressPrinter reading(showProgress, tr("Reading the models"));
    auto simulator = sim::Simulator::create(std::move(setup).value(), reading.callback());
    reading.finish();
    if (!simulator)
        return fail(simulator.error());
    const sim::Simulator& s = *simulator.value();
    const std::set<std::string> tensors = calib::calibratedTensors(s.structure());
    if (tensors.empty())
        return fail(Problem::make(sources.quantModel, {}, text("calib.no_activations")));
    ProgressPrinter gathering(showProgress, tr("Gathering the calibration statistics"));
    auto statistics = calib::gatherCalibrationStatistics(s.floatModel(), kept, tensors, s.pool(), gathering.callback());
    gathering.finish();
    if (!statistics)
        return fail(statistics.error());
    sim::Variant variant;
    variant.ranges = calib::methodRanges(*chosen, statistics.value(), s.structure(), options);
    auto model = calib::requantizedModel(sources.quantModel, s.quantModel(), s.structure(), s.overridesFor(variant));
    if (!model)
        return fail(model.error());
    if (auto written = writeFileAtomically(parser.value(output).toStdString(), model.value()); !written) {
        printError(tr("quantlens requantize: %1\n").arg(problemText(written.error())));
        return kExitFailure;
    }
    if (showProgress)
        printError(tr("quantlens requantize: %1 activations recalibrated by %2 over %3 calibration inputs (%4 left "
                      "out); written to %5\n")
                       .arg(variant.ranges.size())
                       .arg(QString::fromStdString(rendered(text(chosen->messageKey))))
                       .arg(kept.size())
                       .arg(dropped.size())
                       .arg(parser.value(output)));
    return kExitOk;
}

} // namespace quantlens::cli
