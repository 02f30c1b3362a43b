#include "measure_inputs_option.h"

#include "cli_common.h"
#include "cli_progress.h"
#include "core_text.h"

#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the --measure-inputs option's strings.
class MeasureInputsOption {
    Q_DECLARE_TR_FUNCTIONS(MeasureInputsOption)
};

QCommandLineOption measureInputsOption()
{
    return QCommandLineOption(QStringList { QStringLiteral("measure-inputs") },
        MeasureInputsOption::tr("A data set's inputs that measuring (sensitivity, what-if, the plan search, "
                                "calibration) runs on: K+N the K worst (bad cases first) and N others drawn at "
                                "random, K+N@SEED with another seed, or all (default 8+8: every input when there "
                                "are at most 16)."),
        MeasureInputsOption::tr("K+N|all"));
}

std::optional<SubsetRule> measureInputsRule(const QCommandLineParser& parser, const QString& command, int& exitCode)
{
    const QCommandLineOption option = measureInputsOption();
    if (!parser.isSet(option))
        return SubsetRule {};
    auto rule = parseSubsetRule(parser.value(option).toStdString());
    if (!rule)
        exitCode = badUsage(command,
            MeasureInputsOption::tr("--measure-inputs takes K+N (K worst and N random inputs), K+N@SEED or all"));
    return rule;
}

bool measureOnSubset(const QCommandLineParser& parser, sim::SimulationSources& sources, const QString& command,
    bool quiet, int& exitCode)
{
    const auto rule = measureInputsRule(parser, command, exitCode);
    if (!rule)
        return false;
    if (rule->every || sources.modelInputs.size() <= rule->worst + rule->random)
        return true;
    ProgressPrinter ranking(!quiet, MeasureInputsOption::tr("Finding the data set's bad cases"));
    auto subset = chooseMeasuringInputs(sources, *rule, ranking.callback());
    ranking.finish();
    if (!subset) {
        printError(QStringLiteral("quantlens %1: %2\n").arg(command, problemText(subset.error())));
        exitCode = kExitBadInput;
        return false;
    }
    if (!subset.value())
        return true;
    sources.modelInputs = subset.value()->files;
    if (!quiet)
        printError(QStringLiteral("quantlens %1: %2\n").arg(command, translated(measuredSubsetText(*subset.value()))));
    return true;
}

} // namespace quantlens::cli
