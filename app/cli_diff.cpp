#include "cli_diff.h"

#include "cli_common.h"
#include "cli_findings.h"

#include "compare/encoding_diff.h"
#include "core_text.h"
#include "model/model_import.h"
#include "model/quantized_model.h"
#include "report/encoding_diff_report.h"
#include "util/atomic_file.h"
#include "util/warning_list.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the diff command's strings.
class DiffCommand {
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)
public:
    static int run(const QStringList& arguments);

private:
    static std::optional<QuantizedModel> load(const std::string& path, bool quiet);
};

int runDiff(const QStringList& arguments) { return DiffCommand::run(arguments); }

std::optional<QuantizedModel> DiffCommand::load(const std::string& path, bool quiet)
{
    auto model = loadQuantizedModel(path);
    if (!model) {
        printError(tr("quantlens diff: %1\n").arg(problemText(model.error())));
        return std::nullopt;
    }
    if (!quiet)
        for (const auto& warning : groupTensorWarnings(summarizeWarnings(model.warnings())))
            printError(tr("quantlens diff: warning: %1\n").arg(problemText(warning)));
    return std::move(model.value());
}

int DiffCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("What changed between two quantized models of one network (two SDK versions, two calibrations, before "
           "and after a plan): per tensor, activations and weights, the data type, per-tensor or per-channel, scale, "
           "zero point, representable range, and whether the tensor is in both. Lists only tensors that differ. "
           "Exit status 0 when the encodings are the same, 1 when they differ, as diff does."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("quant_a"),
        tr("A quantized ONNX model (QDQ, QOperator) or a SigmaStar quantization-parameter JSON."), tr("a.onnx"));
    parser.addPositionalArgument(QStringLiteral("quant_b"), tr("The model to compare it with."), tr("b.onnx"));
    const QCommandLineOption floatModel(QStringList { QStringLiteral("float") },
        tr("The float model: decides which tensors are weights and the order of the list."), tr("model.onnx"));
    const QCommandLineOption format(QStringList { QStringLiteral("format") },
        tr("Output format: json, md or csv (default md)."), tr("format"), QStringLiteral("md"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Write to this file (atomically)."), tr("file"));
    const QCommandLineOption quiet = quietOption(tr("Do not print warnings about the models."));
    const QCommandLineOption lang = languageOption();
    parser.addOptions({ floatModel, format, output, quiet, lang });
    const QString name = QStringLiteral("diff");
    if (!parser.parse(arguments))
        return badUsage(name, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), name)) ? kExitOk : kExitFailure;
    if (parser.positionalArguments().size() != 2)
        return badUsage(name, tr("give two quantized models"));
    const auto chosenFormat = reportFormatFromName(parser.value(format).toStdString());
    if (!chosenFormat)
        return badUsage(name, tr("unknown format '%1' (use json, md or csv)").arg(parser.value(format)));

    const EncodingDiffSources sources { parser.positionalArguments().at(0).toStdString(),
        parser.positionalArguments().at(1).toStdString(),
        parser.isSet(floatModel) ? parser.value(floatModel).toStdString() : std::string() };
    std::shared_ptr<const Graph> floatGraph;
    if (!sources.floatModel.empty()) {
        auto graph = importModelFile(sources.floatModel);
        if (!graph) {
            printError(tr("quantlens diff: %1\n").arg(problemText(graph.error())));
            return kExitBadInput;
        }
        floatGraph = graph.value();
    }
    const auto a = load(sources.a, parser.isSet(quiet));
    if (!a)
        return kExitBadInput;
    const auto b = load(sources.b, parser.isSet(quiet));
    if (!b)
        return kExitBadInput;
    const EncodingComparison comparison = compareEncodings(*a, *b, floatGraph.get());
    const std::string text = renderEncodingDiff(comparison, sources, *chosenFormat);
    const int status = comparison.differences.empty() ? kExitOk : kExitFailure;
    if (!parser.isSet(output))
        return printOut(QString::fromStdString(text)) ? status : kExitFailure;
    auto written = writeFileAtomically(parser.value(output).toStdString(), text);
    if (!written) {
        printError(tr("quantlens diff: %1\n").arg(problemText(written.error())));
        return kExitFailure;
    }
    return status;
}

} // namespace quantlens::cli
