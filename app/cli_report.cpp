#include "cli_report.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"
#include "input_options.h"

#include "analysis/analysis_runner.h"
#include "core_text.h"
#include "report/report_format.h"
#include "util/atomic_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace quantlens::cli {

/// Holds the translation context of the report command's strings.
class ReportCommand {
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
public:
    static int run(const QStringList& arguments);
};

int runReport(const QStringList& arguments) { return ReportCommand::run(arguments); }

namespace {
    std::optional<ReportFormat> chooseFormat(const QString& formatOption, const QString& outputPath)
    {
        if (!formatOption.isEmpty())
            return reportFormatFromName(formatOption.toStdString());
        const QString suffix = QFileInfo(outputPath).suffix().toLower();
        if (suffix == u"csv")
            return ReportFormat::Csv;
        if (suffix == u"json")
            return ReportFormat::Json;
        return ReportFormat::Markdown;
    }
}

int ReportCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Compare every tensor of a quantized (or board) run with the float run "
                                        "and report cosine similarity, MSE, RMSE, max/mean abs error, relative "
                                        "L2 norm error, SQNR, SigmaStar's relative L1 error, each side's "
                                        "statistics and a pass/warn/fail verdict, in the float graph's "
                                        "topological order; every run given (--quant-dump, --dump) has its own "
                                        "columns. Inputs that do not belong together (dumps of another model, "
                                        "another network's quantized model, nothing compared) are errors."));
    parser.addHelpOption();
    const QCommandLineOption format(QStringList { QStringLiteral("format") },
        tr("Output format: csv, json or md (default: from the -o file name, else md)."), tr("format"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Write the report to this file (atomically) instead of standard output."), tr("file"));
    const QCommandLineOption threads(QStringList { QStringLiteral("threads") },
        tr("Worker threads (default: all cores)."), tr("n"), QStringLiteral("0"));
    const QCommandLineOption quiet(QStringList { QStringLiteral("q"), QStringLiteral("quiet") },
        tr("No progress or warnings on standard error (errors are always printed)."));
    const QCommandLineOption lang(QStringList { QStringLiteral("lang") }, tr("Interface language, e.g. zh_CN."), tr("locale"));
    InputOptions::add(parser);
    parser.addOptions({ format, output, threads, quiet, lang });

    const QString command = QStringLiteral("report");
    if (!parser.parse(arguments))
        return badUsage(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(commandHelp(parser.helpText(), arguments.first(), command));
        return kExitOk;
    }
    const CommandInputs inputs = InputOptions::read(parser, true);
    if (!inputs.workspace)
        return InputOptions::fail(command, inputs);
    const auto reportFormat = chooseFormat(parser.value(format), parser.value(output));
    if (!reportFormat)
        return badUsage(command, tr("unknown format '%1' (use csv, json or md)").arg(parser.value(format)));
    bool numberOk = false;
    const int threadCount = parser.value(threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024)
        return badUsage(command, tr("--threads must be a whole number from 0 to 1024"));

    AnalysisInputs analysisInputs = analysisInputsOf(*inputs.workspace);
    analysisInputs.threads = static_cast<unsigned>(threadCount);

    const bool showProgress = !parser.isSet(quiet);
    ProgressPrinter progress(showProgress, tr("Comparing tensors"));
    auto analysis = runAnalysis(analysisInputs, progress.callback());
    progress.finish();
    if (!analysis) {
        printError(tr("quantlens report: %1\n").arg(problemText(analysis.error())));
        return kExitBadInput;
    }
    if (showProgress)
        for (const auto& warning : analysis.value()->warnings)
            printError(tr("warning: %1\n").arg(problemText(warning)));
    printFindings(*analysis.value(), command, !showProgress);
    if (analysis.value()->hasErrors()) {
        printError(tr("quantlens report: the inputs do not belong together; no report written\n"));
        return kExitBadInput;
    }

    const std::string text = renderReport(*analysis.value(), *reportFormat);
    if (!parser.isSet(output)) {
        if (!printOut(QString::fromStdString(text))) {
            printError(tr("quantlens report: cannot write to standard output\n"));
            return kExitFailure;
        }
        return kExitOk;
    }
    auto written = writeFileAtomically(parser.value(output).toStdString(), text);
    if (!written) {
        printError(tr("quantlens report: %1\n").arg(problemText(written.error())));
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace quantlens::cli
