#include "cli_triage.h"

#include "calibration_study_step.h"

#include "toolchain_option.h"

#include "cli_analysis.h"
#include "cli_common.h"
#include "cli_progress.h"
#include "core_text.h"
#include "input_options.h"

#include "calibration/calibration_finding.h"
#include "report/advice_report.h"
#include "report/calibration_report.h"

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
    const ToolchainOption toolchainOption(
        tr("The triage follows its guide's thresholds and next steps (explicit threshold options win)."));
    // Kept for scripts written before the triage concluded post-processing by itself.
    QCommandLineOption resultsWrong(QStringList { QStringLiteral("results-wrong") },
        tr("No longer needed: when every tensor agrees, the triage concludes post-processing."));
    resultsWrong.setFlags(QCommandLineOption::HiddenFromHelp);
    toolchainOption.addTo(parser);
    parser.addOption(resultsWrong);
    AnalysisCommand command(QStringLiteral("triage"), true, Measuring::ByDefault);
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    if (command.format() == ReportFormat::Csv)
        return badUsage(QStringLiteral("triage"), tr("triage writes json or md, not csv"));
    const Toolchain* toolchain = toolchainOption.read(parser, QStringLiteral("triage"), command.quiet(parser));
    if (!toolchain)
        return kExitBadUsage;
    if (toolchainOption.isSet(parser)) // its 16-bit type is what measuring gives a tensor
        command.setWideEncoding(wideEncodingOf(toolchain->sixteenBit.type));
    TriageOptions options;
    if (parser.isSet(resultsWrong))
        printError(tr("quantlens triage: notice: --results-wrong is no longer needed and is ignored: when every tensor "
                      "agrees, the triage concludes post-processing by itself\n"));
    Workspace used;
    const auto analysis = command.analyse(parser, exitCode, &used);
    if (!analysis)
        return exitCode;
    options.preset = triagePresetFor(toolchainOption.isSet(parser) ? toolchain : nullptr, used, *analysis,
        InputOptions::thresholdsGiven(parser), toolchain->triage);
    // With calibration inputs and models that ran, the free fixes are measured before the triage
    // concludes: the calibration inputs to drop, the method to use, and the fix levers on top of them.
    const CalibrationStep calibration
        = studyCalibrationStep(QStringLiteral("triage"), command, *analysis, command.quiet(parser), true);
    if (calibration.exitCode)
        return calibration.exitCode;
    if (calibration.study)
        options.calibration = &calibration.study->finding;
    TriageResult result = triage(*analysis, options);
    if (calibration.advice)
        insertAdviceStep(result.nextSteps, *calibration.advice, options.calibration);
    const Toolchain* quoted = toolchainOption.isSet(parser) ? toolchain : nullptr;
    std::vector<std::string> labels;
    if (calibration.advice)
        labels = evalInputNames(*analysis, calibration.advice->asIs.samples.size());
    if (command.format() == ReportFormat::Json) {
        std::string document = renderTriageJson(result);
        if (calibration.advice) {
            auto doc = nlohmann::ordered_json::parse(document);
            doc["advice"]
                = nlohmann::ordered_json::parse(renderAdvice(*calibration.advice, labels, ReportFormat::Json, quoted));
            document = doc.dump(2) + "\n";
        }
        return command.write(parser, document);
    }
    std::string document = renderTriageMarkdown(result, *analysis);
    if (calibration.advice)
        document += "\n" + renderAdvice(*calibration.advice, labels, ReportFormat::Markdown, quoted);
    return command.write(parser, document);
}

TriagePreset triagePresetFor(const Toolchain* chosen, const Workspace& used, const Analysis& analysis,
    bool thresholdsGiven, const TriagePreset& fallback)
{
    TriagePreset preset = fallback;
    if (chosen)
        preset = chosen->triage;
    else if (const Toolchain* saved = used.toolchain.empty() ? nullptr : findToolchain(used.toolchain))
        preset = saved->triage;
    if (!preset.ownThresholds || thresholdsGiven)
        preset.thresholds = analysis.thresholds;
    return preset;
}

} // namespace quantlens::cli
