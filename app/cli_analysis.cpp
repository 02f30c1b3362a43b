#include "cli_analysis.h"

#include "calibration_method_option.h"
#include "keep_until_exit.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "cli_progress.h"
#include "image_arguments.h"
#include "input_options.h"
#include "measure_inputs_option.h"

#include "analysis/analysis_runner.h"
#include "analysis/measure_analysis.h"
#include "core_text.h"
#include "simulation/calibration_ranges.h"
#include "util/atomic_file.h"
#include "util/memory_budget.h"
#include "util/warning_list.h"
#include "workspace/workspace.h"

#include <QFileInfo>

namespace quantlens::cli {
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

    bool choosesHtml(const QString& formatOption, const QString& outputPath)
    {
        if (!formatOption.isEmpty())
            return formatOption == u"html";
        const QString suffix = QFileInfo(outputPath).suffix().toLower();
        return suffix == u"html" || suffix == u"htm";
    }
}

AnalysisCommand::AnalysisCommand(QString name, bool tableOutput, Measuring measuring)
    : m_name(std::move(name))
    , m_format(QStringList { QStringLiteral("format") },
          tr("Output format: csv, json or md (default: from the -o file name, else md)."), tr("format"))
    , m_output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
          tr("Write to this file (atomically) instead of standard output."), tr("file"))
    , m_threads(QStringList { QStringLiteral("threads") }, tr("Worker threads (default: all cores)."), tr("n"),
          QStringLiteral("0"))
    , m_memoryBudget(QStringList { QStringLiteral("memory-budget") },
          tr("Memory the runs QuantLens makes itself may hold before they go to a temporary dump folder, e.g. "
             "512M or 4G (default: an eighth of this machine's memory, at most 512M)."),
          tr("size"))
    , m_quiet(quietOption())
    , m_lang(languageOption())
    , m_measure(QStringList { QStringLiteral("measure") },
          tr("Run the models (on --input, else on the graph inputs the float dump holds) and measure what moving "
             "each tensor alone to 16 bit or float does to the outputs, each layer's isolated error and the "
             "weights' errors; culprits are then ranked by the measured gain."))
    , m_noMeasure(QStringList { QStringLiteral("no-measure") },
          tr("Do not run the models: culprits are ranked from the dumps alone, a guess that measuring may not "
             "confirm (faster)."))
    , m_journal(QStringList { QStringLiteral("journal") },
          tr("Several inputs (a data set, e.g. --input FOLDER): record each input's results in this file as it is "
             "measured; run again with the same file and the inputs already recorded (same models, same input "
             "content) are not measured again, so a cancelled or killed run resumes."),
          tr("file.jsonl"))
    , m_measureInputs(measureInputsOption())
    , m_measuring(measuring)
    , m_tableOutput(tableOutput)
{ }

void AnalysisCommand::acceptHtml()
{
    m_acceptsHtml = true;
    m_format.setDescription(tr("Output format: csv, json, md or html (one self-contained page for any browser; "
                               "default: from the -o file name, else md)."));
}

void AnalysisCommand::addOptions(QCommandLineParser& parser)
{
    parser.addHelpOption();
    InputOptions::add(parser);
    if (m_tableOutput)
        parser.addOption(m_format);
    parser.addOptions({ m_output, m_threads, m_memoryBudget, m_journal, m_measureInputs, m_quiet, m_lang,
        calibrationMethodOption() });
    m_preprocessing.addTo(parser);
    if (m_measuring == Measuring::ByDefault) {
        m_measure.setDescription(tr("Run the models and measure (the default when the models and an input are "
                                    "there; see --no-measure)."));
        parser.addOptions({ m_measure, m_noMeasure });
    } else {
        parser.addOption(m_measure);
    }
}

bool AnalysisCommand::parse(QCommandLineParser& parser, const QStringList& arguments, int& exitCode)
{
    if (!parser.parse(arguments)) {
        exitCode = badUsage(m_name, parser.errorText());
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        exitCode = printOut(commandHelp(parser.helpText(), arguments.first(), m_name)) ? kExitOk : kExitFailure;
        return false;
    }
    m_html = m_acceptsHtml && choosesHtml(parser.value(m_format), parser.value(m_output));
    const auto format = m_html ? ReportFormat::Json
        : m_tableOutput        ? chooseFormat(parser.value(m_format), parser.value(m_output))
                               : ReportFormat::Json;
    if (!format) {
        exitCode = badUsage(m_name,
            m_acceptsHtml ? tr("unknown format '%1' (use csv, json, md or html)").arg(parser.value(m_format))
                          : tr("unknown format '%1' (use csv, json or md)").arg(parser.value(m_format)));
        return false;
    }
    m_chosenFormat = *format;
    bool numberOk = false;
    const int threadCount = parser.value(m_threads).toInt(&numberOk);
    if (!numberOk || threadCount < 0 || threadCount > 1024) {
        exitCode = badUsage(m_name, tr("--threads must be a whole number from 0 to 1024"));
        return false;
    }
    m_threadCount = static_cast<unsigned>(threadCount);
    if (parser.isSet(m_memoryBudget)) {
        const auto budget = parseByteSize(parser.value(m_memoryBudget).toStdString());
        if (!budget) {
            exitCode = badUsage(m_name,
                tr("--memory-budget must be a size such as 512M or 4G, not '%1'").arg(parser.value(m_memoryBudget)));
            return false;
        }
        m_memoryBytes = *budget;
    }
    return true;
}

std::shared_ptr<const Analysis> AnalysisCommand::analyse(
    const QCommandLineParser& parser, int& exitCode, Workspace* used, bool modelOnly)
{
    const CommandInputs inputs = InputOptions::read(parser, true, modelOnly);
    if (!inputs.workspace) {
        exitCode = InputOptions::fail(m_name, inputs);
        return nullptr;
    }
    if (used)
        *used = *inputs.workspace;
    AnalysisInputs analysisInputs = analysisInputsOf(*inputs.workspace);
    analysisInputs.threads = m_threadCount;
    analysisInputs.memoryBudget = m_memoryBytes;
    analysisInputs.journal = parser.value(m_journal).toStdString();
    const bool showProgress = !parser.isSet(m_quiet);
    if (!preprocessImageArguments(parser, m_preprocessing, nullptr, analysisInputs.floatModel,
            analysisInputs.modelInputs, analysisInputs.calibration, m_name, !showProgress, exitCode))
        return nullptr;
    ProgressPrinter progress(showProgress, tr("Comparing tensors"));
    auto analysis = runAnalysis(analysisInputs, progress.callback());
    progress.finish();
    if (!analysis) {
        // What was gathered before the failure says why (each tensor of a file none of which could be
        // read; at most 20 of a kind and a count, as listed): part of the error, so printed with --quiet
        // too, and not grouped, as grouping points to a report that is not written.
        for (const auto& warning : analysis.warnings())
            printError(tr("warning: %1\n").arg(problemText(warning)));
        printError(tr("quantlens %1: %2\n").arg(m_name, problemText(analysis.error())));
        exitCode = kExitBadInput;
        return nullptr;
    }
    // One line per kind of per-tensor event: the report and the window list every one.
    if (showProgress)
        for (const auto& warning : groupTensorWarnings(analysis.value()->warnings))
            printError(tr("warning: %1\n").arg(problemText(warning)));
    printFindings(*analysis.value(), m_name, !showProgress);
    if (analysis.value()->hasErrors()) {
        printError(tr("quantlens %1: the inputs do not belong together; nothing written\n").arg(m_name));
        exitCode = kExitBadInput;
        return nullptr;
    }
    keepUntilExit(analysis.value()); // the command's last large object: freed with the process
    auto measured = measure(parser, analysis.value());
    if (!measured)
        exitCode = kExitFailure;
    return measured;
}

std::shared_ptr<const Analysis> AnalysisCommand::measure(
    const QCommandLineParser& parser, std::shared_ptr<const Analysis> analysis)
{
    if (!analysis)
        return analysis;
    const bool byDefault = m_measuring == Measuring::ByDefault;
    if (byDefault && measuringRefused(parser)) {
        if (!parser.isSet(m_quiet))
            printError(tr("quantlens %1: --no-measure: culprits are ranked from the dumps alone, a guess that "
                          "running the models may not confirm\n")
                           .arg(m_name));
        return analysis;
    }
    if (!parser.isSet(m_measure) && m_measuring == Measuring::OnRequest)
        return analysis;
    MeasureOptions options;
    options.threads = m_threadCount;
    options.wideEncoding = m_wideEncoding;
    const RecalibrationChoice recalibration = recalibrationChoice(parser, analysis->calibration);
    if (recalibration.error) {
        if (recalibration.badUsage)
            badUsage(m_name, *recalibration.error);
        else
            printError(tr("quantlens %1: %2\n").arg(m_name, *recalibration.error));
        return nullptr;
    }
    options.recalibration = recalibration.recalibration;
    int badRule = kExitOk;
    const auto rule = measureInputsRule(parser, m_name, badRule);
    if (!rule)
        return nullptr;
    options.subset = *rule;
    ProgressPrinter progress(!parser.isSet(m_quiet), tr("Measuring by running the models"));
    auto result = measureAnalysis(analysis, options, progress.callback());
    progress.finish();
    if (!result) {
        printError(tr("quantlens %1: %2\n").arg(m_name, problemText(result.error())));
        return nullptr;
    }
    m_simulator = result.value().simulator;
    const auto& measured = result.value().analysis;
    if (measured->measured && !analysis->countedOutputs.empty() && !parser.isSet(m_quiet)) {
        QStringList counted;
        for (const auto& name : measured->measured->outputs)
            counted << QString::fromStdString(name);
        printError(tr("quantlens %1: measured by the outputs %2 alone (--outputs, or the workspace's)\n")
                       .arg(m_name, counted.join(QStringLiteral(", "))));
    }
    if (m_simulator && !parser.isSet(m_quiet))
        if (const QString line = recalibrationLine(*m_simulator); !line.isEmpty())
            printError(tr("quantlens %1: %2\n").arg(m_name, line));
    if (measured->measured && measured->measured->subset && !parser.isSet(m_quiet))
        printError(tr("quantlens %1: %2\n").arg(m_name, translated(measuredSubsetText(*measured->measured->subset))));
    if (measured->measured && !parser.isSet(m_quiet))
        printError(tr("quantlens %1: %2\n")
                       .arg(m_name,
                           translated(sim::sixteenBitRangesNote(
                               measured->measured->calibrationInputs, measured->measured->wideEncoding))));
    // A command that cannot do without says itself what it could not do.
    if (measured->measurementProblem && m_measuring != Measuring::Always)
        printError((parser.isSet(m_measure)
                ? tr("quantlens %1: the models could not be run, so nothing was measured: %2\n")
                : tr("quantlens %1: the models could not be run, so culprits are ranked from the dumps "
                     "alone (a guess): %2\n"))
                       .arg(m_name, problemText(*measured->measurementProblem)));
    keepUntilExit(measured);
    return measured;
}

bool AnalysisCommand::measuringRefused(const QCommandLineParser& parser) const
{
    return m_measuring != Measuring::OnRequest && parser.isSet(m_noMeasure);
}

int AnalysisCommand::write(const QCommandLineParser& parser, const std::string& text)
{
    if (!parser.isSet(m_output)) {
        if (!printOut(QString::fromStdString(text))) {
            printError(tr("quantlens %1: cannot write to standard output\n").arg(m_name));
            return kExitFailure;
        }
        return kExitOk;
    }
    auto written = writeFileAtomically(parser.value(m_output).toStdString(), withUsersNames(text));
    if (!written) {
        printError(tr("quantlens %1: %2\n").arg(m_name, problemText(written.error())));
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace quantlens::cli
