#include "cli_inspect.h"

#include "cli_analysis.h"
#include "cli_common.h"

#include "core_text.h"
#include "report/inspection_report.h"

#include <cmath>

namespace quantlens::cli {

/// Holds the translation context of the inspect and outliers commands' strings.
class InspectCommand {
    Q_DECLARE_TR_FUNCTIONS(InspectCommand)
public:
    static int inspect(const QStringList& arguments);
    static int outliers(const QStringList& arguments);
};

int runInspect(const QStringList& arguments) { return InspectCommand::inspect(arguments); }
int runOutliers(const QStringList& arguments) { return InspectCommand::outliers(arguments); }

namespace {
    /// A limit option's value, or nullopt when it is no number.
    std::optional<double> numberOption(
        const QCommandLineParser& parser, const QCommandLineOption& option, double fallback)
    {
        if (!parser.isSet(option))
            return fallback;
        bool ok = false;
        const double v = parser.value(option).toDouble(&ok);
        return ok && std::isfinite(v) ? std::optional(v) : std::nullopt;
    }
}

int InspectCommand::inspect(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Explain why a tensor is bad: for every tensor, the reference's range against what its quantization "
           "can represent (range use), the share of values it clips, the loss of its own quantize-dequantize "
           "(own cos and SQNR, from the float dump and its scale and zero point alone), and how much cosine "
           "its op loses compared with its inputs (local drop); flags by the limits below and, for flagged "
           "tensors, what to move to 16 bit (SigmaStar sets INT16 on convolution inputs only)."));
    const InspectionRules defaults;
    const QCommandLineOption u8Range(QStringList { QStringLiteral("u8-range") },
        tr("Flag 8-bit tensors whose quantization range spans more than this (default 20)."), tr("x"));
    const QCommandLineOption clipRatio(QStringList { QStringLiteral("clip-ratio") },
        tr("Flag tensors that clip more than this share of their values (default 0.001)."), tr("share"));
    const QCommandLineOption rangeUse(QStringList { QStringLiteral("range-use") },
        tr("Flag tensors that use less than this share of their representable range (default 0.1)."), tr("share"));
    const QCommandLineOption ownSqnr(QStringList { QStringLiteral("own-sqnr") },
        tr("Flag tensors whose own quantization SQNR is below this (dB, default 20)."), tr("dB"));
    parser.addOptions({ u8Range, clipRatio, rangeUse, ownSqnr });
    AnalysisCommand command(QStringLiteral("inspect"));
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    InspectionRules rules;
    const std::pair<const QCommandLineOption*, double*> limits[]
        = { { &u8Range, &rules.u8RangeAbove }, { &clipRatio, &rules.clipRatioAbove },
              { &rangeUse, &rules.rangeUseBelow }, { &ownSqnr, &rules.ownSqnrBelowDb } };
    for (const auto& [option, target] : limits) {
        const auto v = numberOption(parser, *option, *target);
        if (!v)
            return badUsage(QStringLiteral("inspect"),
                tr("--%1 takes a number, got '%2'").arg(option->names().first(), parser.value(*option)));
        *target = *v;
    }
    if (const auto wrong = rules.problem())
        return badUsage(QStringLiteral("inspect"), translated(*wrong));
    const auto analysis = command.analyse(parser, exitCode);
    if (!analysis)
        return exitCode;
    return command.write(parser, renderInspection(*analysis, rules, command.format()));
}

int InspectCommand::outliers(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Pulsar2's outlier table for every tensor with channels: level = log(max |x| of the tensor / max |x| "
           "of the channel); the largest level, the share of channels with level ≥ 3, 4, 5, 6 and the share of "
           "all-zero (sparse) channels. Many high levels call for per-channel quantization or SmoothQuant."));
    const QCommandLineOption base(QStringList { QStringLiteral("log-base") },
        tr("Base of the level's logarithm: e (default), 2 or 10, or any number above 1."), tr("base"));
    parser.addOption(base);
    AnalysisCommand command(QStringLiteral("outliers"));
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    OutlierOptions options;
    if (parser.isSet(base) && parser.value(base) != u"e") {
        bool ok = false;
        options.logBase = parser.value(base).toDouble(&ok);
        if (!ok || !(options.logBase > 1) || !std::isfinite(options.logBase))
            return badUsage(QStringLiteral("outliers"),
                tr("--log-base takes e or a number above 1, got '%1'").arg(parser.value(base)));
    }
    const auto analysis = command.analyse(parser, exitCode);
    if (!analysis)
        return exitCode;
    return command.write(parser, renderOutliers(*analysis, options, command.format()));
}

} // namespace quantlens::cli
