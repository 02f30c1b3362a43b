#include "cli_verify.h"

#include "cli_common.h"
#include "cli_findings.h"

#include "core_text.h"
#include "model/model_import.h"
#include "precision/plan_json.h"
#include "precision/plan_verification.h"
#include "report/verification_report.h"
#include "util/atomic_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the verify command's strings.
class VerifyCommand {
    Q_DECLARE_TR_FUNCTIONS(VerifyCommand)
public:
    static int run(const QStringList& arguments);
};

int runVerify(const QStringList& arguments) { return VerifyCommand::run(arguments); }

int VerifyCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Check whether the vendor build applied the plan: each tensor the plan moves to 16 bit (or float) is "
           "looked up in what the build produced and listed as applied, not_applied, fused (merged into a "
           "neighbour that runs as planned) or unknown (the build has no such name). Exit status 1 when a tensor "
           "was not applied."));
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("plan"), tr("A QuantLens plan file (quantlens plan -o)."), tr("plan.json"));
    const QCommandLineOption quant(QStringList { QStringLiteral("quant") },
        tr("What the build produced: a quantized ONNX model (QDQ or QOperator), a SigmaStar quantization-parameter "
           "JSON, a Pulsar2 precision table (or the build log holding it), an RKNN quantization.cfg or "
           "error_analysis.txt."),
        tr("file"));
    const QCommandLineOption floatModel(QStringList { QStringLiteral("float") },
        tr("The float ONNX model the plan was made for (default: the plan file's)."), tr("model.onnx"));
    const QCommandLineOption format(QStringList { QStringLiteral("format") },
        tr("Output format: json or md (default md)."), tr("format"), QStringLiteral("md"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Write to this file (atomically)."), tr("file"));
    const QCommandLineOption lang = languageOption();
    parser.addOptions({ quant, floatModel, format, output, lang });
    const QString name = QStringLiteral("verify");
    if (!parser.parse(arguments))
        return badUsage(name, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), name)) ? kExitOk : kExitFailure;
    if (parser.positionalArguments().size() != 1)
        return badUsage(name, tr("give one plan file"));
    if (!parser.isSet(quant))
        return badUsage(name, tr("--quant is required (what the build produced)"));
    const auto chosenFormat = reportFormatFromName(parser.value(format).toStdString());
    if (!chosenFormat || *chosenFormat == ReportFormat::Csv)
        return badUsage(name, tr("unknown format '%1' (use json or md)").arg(parser.value(format)));
    const std::string planPath = parser.positionalArguments().front().toStdString();
    auto plan = loadPlanFile(planPath);
    if (!plan) {
        printError(tr("quantlens verify: %1\n").arg(problemText(plan.error())));
        return kExitBadInput;
    }
    const std::string floatPath
        = parser.isSet(floatModel) ? parser.value(floatModel).toStdString() : plan.value().floatModel;
    if (floatPath.empty())
        return badUsage(name, tr("the plan names no float model: give --float"));
    auto graph = importModelFile(floatPath);
    if (!graph) {
        printError(tr("quantlens verify: %1\n").arg(problemText(graph.error())));
        return kExitBadInput;
    }
    const std::string buildPath = parser.value(quant).toStdString();
    auto built = readBuiltPrecisions(buildPath);
    if (!built) {
        printError(tr("quantlens verify: %1\n").arg(problemText(built.error())));
        return kExitBadInput;
    }
    const PlanVerification result
        = verifyPlan(plan.value().plan, planContextOf(graph.value()), built.value(), buildPath);
    const std::string text = renderVerification(result, planPath, *chosenFormat);
    const int status = result.count(PlanCheck::NotApplied) > 0 ? kExitFailure : kExitOk;
    if (!parser.isSet(output))
        return printOut(QString::fromStdString(text)) ? status : kExitFailure;
    auto written = writeFileAtomically(parser.value(output).toStdString(), text);
    if (!written) {
        printError(tr("quantlens verify: %1\n").arg(problemText(written.error())));
        return kExitFailure;
    }
    return status;
}

} // namespace quantlens::cli
