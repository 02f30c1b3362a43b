#include "cli_triage.h"

#include "cli_analysis.h"
#include "cli_common.h"
#include "input_options.h"

#include "report/triage_report.h"
#include "triage/triage.h"

namespace quantlens::cli {

/// Holds the translation context of the triage command's strings.
class TriageCommand {
    Q_DECLARE_TR_FUNCTIONS(TriageCommand)
public:
    static int run(const QStringList& arguments);
};

int runTriage(const QStringList& arguments) { return TriageCommand::run(arguments); }

int TriageCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Run the vendors' debugging procedure on the inputs: the graph input first (channel order, mean/std, "
           "layout), then board against simulator (with a second run given by --dump), then the shape of the error "
           "curve, the ranges and the outliers. Prints the category (preprocessing, board, layer_mismatch, "
           "calibration, quantization_jump, outliers, gradual, postprocessing), the culprits most likely first, "
           "the evidence and the next steps."));
    QStringList vendors;
    for (const auto& p : triagePresets())
        vendors << QString::fromLatin1(p.key);
    const QCommandLineOption vendor(QStringList { QStringLiteral("vendor") },
        tr("Thresholds and next steps of this vendor's guide: %1 (default generic; explicit threshold options "
           "win).")
            .arg(vendors.join(QStringLiteral(", "))),
        tr("name"));
    // Kept for scripts written before the triage concluded post-processing by itself.
    QCommandLineOption resultsWrong(QStringList { QStringLiteral("results-wrong") },
        tr("No longer needed: when every tensor agrees, the triage concludes post-processing."));
    resultsWrong.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({ vendor, resultsWrong });
    AnalysisCommand command(QStringLiteral("triage"));
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    if (command.format() == ReportFormat::Csv)
        return badUsage(QStringLiteral("triage"), tr("triage writes json or md, not csv"));
    TriageOptions options;
    if (parser.isSet(vendor)) {
        const auto preset = triagePreset(parser.value(vendor).toStdString());
        if (!preset)
            return badUsage(QStringLiteral("triage"),
                tr("unknown vendor '%1' (use %2)").arg(parser.value(vendor), vendors.join(QStringLiteral(", "))));
        options.preset = *preset;
    }
    if (parser.isSet(resultsWrong))
        printError(tr("quantlens triage: notice: --results-wrong is no longer needed and is ignored: when every tensor "
                      "agrees, the triage concludes post-processing by itself\n"));
    const auto analysis = command.analyse(parser, exitCode);
    if (!analysis)
        return exitCode;
    if (!parser.isSet(vendor) || InputOptions::thresholdsGiven(parser))
        options.preset.thresholds = analysis->thresholds;
    const TriageResult result = triage(*analysis, options);
    return command.write(parser,
        command.format() == ReportFormat::Json ? renderTriageJson(result) : renderTriageMarkdown(result, *analysis));
}

} // namespace quantlens::cli
