#include "cli_report.h"

#include "cli_common.h"
#include "cli_progress.h"
#include "input_options.h"

#include "analysis/analysis_runner.h"
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
                                        "L2 norm error, SQNR, SigmaStar's relative L1 error and each side's "
                                        "statistics, in the float graph's topological order."));
    parser.addHelpOption();
    const QCommandLineOption format(QStringList { QStringLiteral("format") },
        tr("Output format: csv, json or md (default: from the -o file name, else md)."), tr("format"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Write the report to this file (atomically) instead of standard output."), tr("file"));
    const QCommandLineOption threshold(QStringList { QStringLiteral("threshold") },
        tr("Cosine similarity below which a tensor counts as suspect (default 0.99)."), tr("cos"),
        QStringLiteral("0.99"));
    const QCommandLineOption threads(QStringList { QStringLiteral("threads") },
        tr("Worker threads (default: all cores)."), tr("n"), QStringLiteral("0"));
    const QCommandLineOption quiet(QStringList { QStringLiteral("q"), QStringLiteral("quiet") },
        tr("No progress or warnings on standard error."));
    const QCommandLineOption lang(QStringList { QStringLiteral("lang") }, tr("Interface language, e.g. zh_CN."), tr("locale"));
    addInputOptions(parser);
    parser.addOptions({ format, output, threshold, threads, quiet, lang });

    const QString command = QStringLiteral("report");
    if (!parser.parse(arguments))
        return badUsage(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().replace(arguments.first() + QStringLiteral(" "),
            arguments.first() + QStringLiteral(" report ")));
        return kExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return badUsage(command, tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    for (const char* required : { "float", "float-dump" })
        if (!parser.isSet(QString::fromLatin1(required)))
            return badUsage(command, tr("--%1 is required").arg(QString::fromLatin1(required)));
    QString inputError;
    const auto workspace = workspaceFromOptions(parser, {}, true, inputError);
    if (!workspace)
        return badUsage(command, inputError);
    const auto reportFormat = chooseFormat(parser.value(format), parser.value(output));
    if (!reportFormat)
        return badUsage(command, tr("unknown format '%1' (use csv, json or md)").arg(parser.value(format)));
    bool numberOk = false;
    const double cosThreshold = parser.value(threshold).toDouble(&numberOk);
    if (!numberOk || !(cosThreshold >= -1.0 && cosThreshold <= 1.0))
        return badUsage(command, tr("--threshold must be a number between -1 and 1"));
    const int threadCount = parser.value(threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024)
        return badUsage(command, tr("--threads must be a whole number from 0 to 1024"));

    AnalysisInputs inputs = analysisInputsOf(*workspace);
    inputs.cosThreshold = cosThreshold;
    inputs.threads = static_cast<unsigned>(threadCount);

    const bool showProgress = !parser.isSet(quiet);
    ProgressPrinter progress(showProgress, tr("Comparing tensors"));
    auto analysis = runAnalysis(inputs, progress.callback());
    progress.finish();
    if (!analysis) {
        printError(tr("quantlens report: %1\n").arg(QString::fromStdString(analysis.error().toString())));
        return kExitBadInput;
    }
    if (showProgress)
        for (const auto& warning : analysis.value()->warnings)
            printError(tr("warning: %1\n").arg(QString::fromStdString(warning.toString())));

    const std::string text = renderReport(*analysis.value(), *reportFormat);
    if (!parser.isSet(output)) {
        printOut(QString::fromStdString(text));
        return kExitOk;
    }
    auto written = writeFileAtomically(parser.value(output).toStdString(), text);
    if (!written) {
        printError(tr("quantlens report: %1\n").arg(QString::fromStdString(written.error().toString())));
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace quantlens::cli
