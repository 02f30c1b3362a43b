#include "cli_report.h"

#include "cli_analysis.h"

#include "report/report_format.h"

namespace quantlens::cli {

/// Holds the translation context of the report command's strings.
class ReportCommand {
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
public:
    static int run(const QStringList& arguments);
};

int runReport(const QStringList& arguments) { return ReportCommand::run(arguments); }

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
    AnalysisCommand command(QStringLiteral("report"));
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    const auto analysis = command.analyse(parser, exitCode);
    if (!analysis)
        return exitCode;
    return command.write(parser, renderReport(*analysis, command.format()));
}

} // namespace quantlens::cli
