#include "cli_ticket.h"

#include "calibration_study_step.h"

#include "toolchain_option.h"

#include "cli_analysis.h"
#include "cli_common.h"
#include "cli_progress.h"

#include "core_text.h"
#include "precision/plan_exports.h"
#include "precision/plan_json.h"
#include "ticket/ticket_builder.h"
#include "util/whole_file.h"
#include "view_exporter.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the ticket command's strings.
class TicketCommand {
    Q_DECLARE_TR_FUNCTIONS(TicketCommand)
public:
    static int run(const QStringList& arguments);
};

int runTicket(const QStringList& arguments) { return TicketCommand::run(arguments); }

int TicketCommand::run(const QStringList& arguments)
{
    const QString name = QStringLiteral("ticket");
    QCommandLineParser parser;
    parser.setApplicationDescription(tr(
        "Write a support ticket as one zip for the vendor's FAE: PNG and SVG of every view with the suspected "
        "tensor selected, the per-tensor report (CSV, Markdown), inspection, outliers and triage, the precision plan "
        "(the workspace's, else the suggested one) exported to every vendor format with its diff, every input file "
        "with its size and SHA-256, the versions, and a summary in English and Chinese that follows the vendors' "
        "ticket template. Written atomically; no display needed."));
    const QCommandLineOption select(
        QStringLiteral("select"), tr("Tensor the pictures select (default: the triage's suspect)."), tr("name"));
    const ToolchainOption toolchainOption(
        tr("The ticket follows its guide (triage, next steps) and its ticket template, and suggests a plan by its "
           "16-bit rule."));
    const QCommandLineOption config(QStringLiteral("config"),
        tr("Your existing vendor config (Pulsar2 config.json, input_config.ini, ...): the plan is merged into it and "
           "the diff shows what changes."),
        tr("file"));
    const QCommandLineOption size(QStringLiteral("size"), tr("Picture size in pixels (default 1600x1000)."), tr("WxH"),
        QStringLiteral("1600x1000"));
    const QCommandLineOption attach(QStringLiteral("attach-suspect"),
        tr("Attach the selected tensor's node (its output and inputs) as every run holds it, as .npy files in "
           "dumps/: what support asks for first."));
    const QCommandLineOption planOption(QStringLiteral("plan"),
        tr("The precision plan you decided on (a QuantLens plan .json, e.g. from 'quantlens plan'): the ticket "
           "carries it and its vendor configs instead of a suggestion."),
        tr("plan.json"));
    parser.addOptions({ select, config, size, attach, planOption });
    toolchainOption.addTo(parser);
    AnalysisCommand command(name, false, Measuring::ByDefault);
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    if (!parser.isSet(QStringLiteral("o")))
        return badUsage(name, tr("-o is required (the .zip to write)"));
    TicketOptions options;
    options.imageSize = parseSize(parser.value(size));
    if (!options.imageSize.isValid())
        return badUsage(name, tr("--size must look like 1600x1000 (64 to 16384 pixels each way)"));
    const Toolchain* toolchain = toolchainOption.read(parser, name, command.quiet(parser));
    if (!toolchain)
        return kExitBadUsage;
    options.toolchain = QString::fromLatin1(toolchain->key);
    if (parser.isSet(config)) {
        const std::string path = parser.value(config).toStdString();
        const auto content = readWholeFile(path, file_limits::kConfig);
        if (!content) {
            printError(tr("quantlens ticket: %1\n").arg(problemText(content.error())));
            return kExitBadInput;
        }
        options.existingConfig = ExistingConfig { path, content.value() };
    }
    Workspace workspace;
    const auto analysis = command.analyse(parser, exitCode, &workspace);
    if (analysis && options.existingConfig)
        if (const auto wrong = configProblem(*options.existingConfig, planContextOf(*analysis))) {
            printError(tr("quantlens ticket: %1\n").arg(problemText(*wrong)));
            return kExitBadInput;
        }
    if (!analysis)
        return exitCode;
    if (parser.isSet(planOption)) {
        auto decided = loadPlanFile(parser.value(planOption).toStdString());
        if (!decided) {
            printError(tr("quantlens ticket: %1\n").arg(problemText(decided.error())));
            return kExitBadInput;
        }
        workspace.plan = decided.value().plan; // what the user decided, carried as the window's plan is
    }
    if (!toolchainOption.isSet(parser) && !workspace.toolchain.empty())
        options.toolchain = QString::fromStdString(workspace.toolchain); // the window's, as it saved it
    options.selection = parser.value(select);
    options.attachSuspectDumps = parser.isSet(attach);
    if (!options.selection.isEmpty() && analysis->rowOf(options.selection.toStdString()) < 0)
        return badUsage(name, tr("no tensor is named '%1'").arg(options.selection));

    const CalibrationStep calibration = studyCalibrationStep(name, command, *analysis, command.quiet(parser), true);
    if (calibration.exitCode)
        return calibration.exitCode;
    options.calibration = calibration.study;
    options.advice = calibration.advice;
    TicketBuilder builder(analysis, workspace, analysis->thresholds, options);
    builder.prepare();
    for (int i = 0; i < builder.viewIds().size(); ++i)
        if (const QString failure = builder.renderView(i); !failure.isEmpty())
            printError(tr("warning: %1\n").arg(failure));
    builder.finishPictures();
    ProgressPrinter progress(!command.quiet(parser), tr("Hashing the inputs"));
    const std::string output = parser.value(QStringLiteral("o")).toStdString();
    const auto written = builder.finish(output, progress.callback());
    progress.finish();
    if (!written) {
        printError(tr("quantlens ticket: %1\n").arg(problemText(written.error())));
        return kExitFailure;
    }
    if (!command.quiet(parser))
        printError(tr("quantlens ticket: wrote %1 (suspected tensor: %2)\n")
                       .arg(parser.value(QStringLiteral("o")), builder.selectedTensor()));
    return kExitOk;
}

} // namespace quantlens::cli
