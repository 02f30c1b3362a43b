#include "cli_report.h"

#include "calibration_study_step.h"

#include "cli_analysis.h"
#include "cli_common.h"
#include "cli_triage.h"
#include "input_options.h"

#include "core_text.h"
#include "language.h"
#include "report/html_report.h"
#include "report/model_explorer_data.h"
#include "report/report_format.h"
#include "util/atomic_file.h"

#include <QDir>

namespace quantlens::cli {

/// Holds the translation context of the report command's strings.
class ReportCommand {
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
public:
    static int run(const QStringList& arguments);

private:
    /// Model Explorer's node-data files of every metric into `directory` (made when missing).
    static bool writeModelExplorerData(const Analysis& analysis, const QString& directory);
    /// The one-file page, with the triage the window would show for these inputs.
    static std::string htmlPage(const Analysis& analysis, const calib::CalibrationStudy* calibration,
        const Workspace& used, const QCommandLineParser& parser, const QStringList& arguments);
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
    const QCommandLineOption modelExplorer(QStringLiteral("model-explorer"),
        tr("Also write each metric as a Model Explorer node-data file into this directory (cosine.json, "
           "sqnr_db.json, …; one set per run when there are several), to overlay on the model in that viewer."),
        tr("dir"));
    parser.addOption(modelExplorer);
    command.acceptHtml();
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    Workspace used;
    const auto analysis = command.analyse(parser, exitCode, &used);
    if (!analysis)
        return exitCode;
    if (parser.isSet(modelExplorer) && !writeModelExplorerData(*analysis, parser.value(modelExplorer)))
        return kExitFailure;
    if (!command.html())
        return command.write(parser, renderReport(*analysis, command.format()));
    // The page shows the calibration lab when there are calibration inputs and the models ran.
    const CalibrationStep calibration
        = studyCalibrationStep(QStringLiteral("report"), command, *analysis, command.quiet(parser));
    if (calibration.exitCode)
        return calibration.exitCode;
    return command.write(parser, htmlPage(*analysis, calibration.study.get(), used, parser, arguments));
}

std::string ReportCommand::htmlPage(const Analysis& analysis, const calib::CalibrationStudy* calibration,
    const Workspace& used, const QCommandLineParser& parser, const QStringList& arguments)
{
    TriageOptions triageOptions;
    triageOptions.preset = triagePresetFor(nullptr, used, analysis, InputOptions::thresholdsGiven(parser));
    if (calibration)
        triageOptions.calibration = &calibration->finding;
    const TriageResult triaged = triage(analysis, triageOptions);
    HtmlReportOptions options;
    options.triage = &triaged;
    std::optional<CalibrationReport> lab;
    if (calibration) {
        lab = calibrationReportOf(*calibration, analysis);
        options.calibration = &*lab;
    }
    options.language = chooseLanguage(arguments, false).startsWith(u"zh") ? "zh_CN" : "en";
    options.translate = translatedInInstalledLanguage;
    return renderHtmlReport(analysis, options);
}

bool ReportCommand::writeModelExplorerData(const Analysis& analysis, const QString& directory)
{
    if (!QDir().mkpath(directory)) {
        printError(tr("quantlens report: cannot make the directory %1\n").arg(directory));
        return false;
    }
    for (const auto& [name, content] : modelExplorerFiles(analysis)) {
        const std::string path = QDir(directory).filePath(QString::fromStdString(name)).toStdString();
        if (auto written = writeFileAtomically(path, content); !written) {
            printError(tr("quantlens report: %1\n").arg(problemText(written.error())));
            return false;
        }
    }
    return true;
}

} // namespace quantlens::cli
