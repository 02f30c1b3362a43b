#include "cli_check.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"
#include "image_arguments.h"

#include "compare/build_check_run.h"
#include "core_text.h"
#include "report/check_report.h"
#include "runtime/image_inputs.h"
#include "runtime/model_inputs.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the check command's strings.
class CheckCommand {
    Q_DECLARE_TR_FUNCTIONS(CheckCommand)
public:
    static int run(const QStringList& arguments);
};

int runCheck(const QStringList& arguments) { return CheckCommand::run(arguments); }

namespace {
    int failWith(const Problem& problem)
    {
        printError(QStringLiteral("quantlens check: %1\n").arg(problemText(problem)));
        return kExitBadInput;
    }

    bool readTolerance(const QCommandLineParser& parser, const QCommandLineOption& option, double& value)
    {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        value = parser.value(option).toDouble(&ok);
        return ok && value >= 0;
    }
}

int CheckCommand::run(const QStringList& arguments)
{
    const QString name = QStringLiteral("check");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("A CI gate for quantized builds: runs the float and the quantized model on the inputs, measures every "
           "output's cosine and task agreement (top-1, decoded text, mask IoU, SQNR) and writes a JSON verdict. "
           "With --baseline (the verdict of a previous build) it exits 4 when an output got worse beyond the "
           "tolerance; 5 when the verdict is anomalous (nothing compared, the float model's outputs exactly, other "
           "inputs than the baseline's); else 0."));
    parser.addHelpOption();
    const QCommandLineOption floatModel(
        QStringList { QStringLiteral("float") }, tr("Float ONNX model."), tr("model.onnx"));
    const QCommandLineOption quantModel(
        QStringList { QStringLiteral("quant") }, tr("The quantized ONNX model (QDQ) of this build."), tr("quant.onnx"));
    const QCommandLineOption input(QStringList { QStringLiteral("input") },
        tr("An input (.npy or an image with its preprocessing; repeatable): the same set for every build."),
        tr("[name=]file"));
    const QCommandLineOption baseline(QStringList { QStringLiteral("baseline") },
        tr("The verdict of the previous build (this command's JSON) to compare with."), tr("previous.json"));
    const QCommandLineOption toleranceCos(QStringList { QStringLiteral("tolerance-cos") },
        tr("How much lower an output's mean cosine may be than the baseline's (default 0.002)."), tr("value"));
    const QCommandLineOption toleranceAgreement(QStringList { QStringLiteral("tolerance-agreement") },
        tr("How much lower an output's mean task agreement may be (default 0.01; SQNR outputs: 0.5 dB)."), tr("value"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Write the verdict to this file."), tr("file"));
    const QCommandLineOption threads(QStringList { QStringLiteral("threads") },
        tr("Worker threads (default: all cores)."), tr("n"), QStringLiteral("0"));
    const QCommandLineOption quiet = quietOption();
    const QCommandLineOption lang = languageOption();
    const QCommandLineOption outputs = outputsOption();
    parser.addOptions({ floatModel, quantModel, input, baseline, toleranceCos, toleranceAgreement, output, threads,
        quiet, lang, outputs, outputKindOption() });
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    if (!parser.parse(arguments))
        return badUsage(name, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), name)) ? kExitOk : kExitFailure;
    if (!parser.positionalArguments().isEmpty())
        return badUsage(name, tr("unexpected argument '%1'").arg(parser.positionalArguments().front()));
    if (!parser.isSet(floatModel) || !parser.isSet(quantModel) || !parser.isSet(input))
        return badUsage(
            name, tr("give the float model (--float), the build's quantized model (--quant) and the inputs (--input)"));
    BuildCheckRequest request;
    if (!readTolerance(parser, toleranceCos, request.tolerance.cos)
        || !readTolerance(parser, toleranceAgreement, request.tolerance.agreement))
        return badUsage(name, tr("a tolerance must be a number of at least 0"));
    bool numberOk = false;
    const int threadCount = parser.value(threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024)
        return badUsage(name, tr("--threads must be a whole number from 0 to 1024"));
    const bool showProgress = !parser.isSet(quiet);

    std::optional<CheckBaseline> previous;
    if (parser.isSet(baseline)) {
        auto read = readCheckBaseline(parser.value(baseline).toStdString());
        if (!read)
            return failWith(read.error());
        previous = std::move(read).value();
    }
    // The files the user gave are what a baseline knows the inputs by (an image, not its temporary
    // tensor; a folder's files one by one).
    auto given = runtime::expandInputFolders(stdStrings(parser.values(input)));
    if (!given)
        return failWith(given.error());
    for (const auto& argument : given.value())
        request.givenFiles.push_back(runtime::parseInputArgument(argument).file);
    sim::SimulationSources& sources = request.sources;
    sources.floatModel = parser.value(floatModel).toStdString();
    sources.quantModel = parser.value(quantModel).toStdString();
    sources.modelInputs = stdStrings(parser.values(input));
    sources.threads = static_cast<unsigned>(threadCount);
    sources.outputs = chosenOutputs(parser.values(outputs));
    if (const auto bad = readOutputKinds(parser, name, sources.outputKinds))
        return *bad;
    std::vector<std::string> noCalibration;
    if (int exitCode = kExitOk; !preprocessImageArguments(parser, preprocessing, nullptr, sources.floatModel,
            sources.modelInputs, noCalibration, name, !showProgress, exitCode))
        return exitCode;
    ProgressPrinter running(showProgress, tr("Running the models"));
    auto checked = runBuildCheck(request, previous, running.callback());
    running.finish();
    if (!checked)
        return failWith(checked.error());
    const CheckReport& report = checked.value();
    const int written
        = writeDocument(name, parser.isSet(output) ? parser.value(output) : QString(), renderCheckReport(report));
    if (written != kExitOk)
        return written;
    if (showProgress) {
        printError(tr("quantlens check: %1\n").arg(QString::fromLatin1(checkVerdictName(report.outcome.verdict))));
        for (const Text& reason : report.outcome.reasons)
            printError(QStringLiteral("  %1\n").arg(translated(reason)));
    }
    return checkExitCode(report.outcome.verdict);
}

} // namespace quantlens::cli
