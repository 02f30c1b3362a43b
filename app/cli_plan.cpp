#include "cli_plan.h"

#include "toolchain_option.h"

#include "cli_analysis.h"
#include "cli_common.h"

#include "analysis/inspection.h"
#include "analysis/measure_analysis.h"
#include "cli_progress.h"
#include "core_text.h"
#include "precision/measured_plan.h"
#include "precision/plan_context.h"
#include "precision/plan_cost.h"
#include "precision/plan_import.h"
#include "precision/plan_json.h"
#include "precision/plan_suggestion.h"
#include "precision/sixteen_bit_rule.h"
#include "util/number_text.h"
#include "util/whole_file.h"

#include <cmath>
#include <numeric>

namespace quantlens::cli {

/// Holds the translation context of the plan command's strings.
class PlanCommand {
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)
public:
    static int run(const QStringList& arguments);
    static QString costText(const PlanCost& cost);
    static std::optional<PrecisionPlan> searchByMeasurement(const QCommandLineParser& parser, AnalysisCommand& command,
        const Analysis& analysis, const PlanContext& context, const SuggestionOptions& options, double target,
        std::optional<sim::TaskTarget> task, std::optional<std::size_t> heldOut);
    static void printHeldOut(const sim::SearchResult& result, std::size_t inputs);
};

std::optional<PrecisionPlan> PlanCommand::searchByMeasurement(const QCommandLineParser& parser,
    AnalysisCommand& command, const Analysis& analysis, const PlanContext& context, const SuggestionOptions& options,
    double target, std::optional<sim::TaskTarget> task, std::optional<std::size_t> heldOut)
{
    const bool talk = !command.quiet(parser);
    // Measured by analyse(), as the window measures: the same gains, the same simulator.
    const auto simulator = command.simulator();
    if (!simulator || !analysis.measured) {
        printError(tr("quantlens plan: the models cannot be run, so no plan can be measured: %1\n")
                       .arg(analysis.measurementProblem ? problemText(*analysis.measurementProblem) : QString()));
        return std::nullopt;
    }
    const std::size_t inputs = simulator->sampleCount();
    if (heldOut && *heldOut >= inputs) {
        printError(tr("quantlens plan: --hold-out %1 leaves no input to fit the plan on: the models ran on %2 "
                      "inputs\n")
                       .arg(*heldOut)
                       .arg(inputs));
        return std::nullopt;
    }
    MeasuredPlanOptions search;
    search.targetCos = target;
    search.task = task;
    search.heldOutInputs = heldOut.value_or(sim::defaultHeldOutInputs(inputs));
    search.maxTensors = options.maxTensors;
    search.maxCostShare = options.maxCostShare;
    search.rule = options.rule;
    ProgressPrinter searching(talk, tr("Searching"));
    auto found
        = measuredPlan(PrecisionPlan {}, *simulator, sensitivityOf(analysis), context, search, searching.callback());
    searching.finish();
    if (!found) {
        printError(tr("quantlens plan: %1\n").arg(problemText(found.error())));
        return std::nullopt;
    }
    const auto& result = found.value().search;
    if (talk) {
        printError(task
                ? tr("Path (%1; output cos, worst input; the mean over inputs in brackets):\n")
                      .arg(QString::fromStdString(sim::taskTargetText(*task)).section(QStringLiteral(">="), 0, 0))
                : tr("Path (output cos, worst input; the mean over inputs in brackets):\n"));
        for (std::size_t i = 0; i < result.path.size(); ++i)
            printError(QStringLiteral("  %1  %2%3 (%4)  %5\n")
                           .arg(i, 3)
                           .arg(task ? QStringLiteral("%1; ").arg(result.path[i].task.value_or(std::nan("")), 0, 'f', 5)
                                     : QString())
                           .arg(result.path[i].worstCos, 0, 'f', 5)
                           .arg(result.path[i].meanCos, 0, 'f', 5)
                           .arg(i == 0 ? tr("as quantized") : QString::fromStdString(result.path[i].tensors.back())));
        printError(tr("tensors  MACs %   activations %   output cos\n"));
        for (std::size_t i = 0; i < result.path.size(); ++i)
            printError(QStringLiteral("%1  %2  %3  %4\n")
                           .arg(result.path[i].tensors.size(), 7)
                           .arg(found.value().pathCosts[i].macShare * 100, 7, 'f', 2)
                           .arg(found.value().pathCosts[i].activationShare * 100, 14, 'f', 2)
                           .arg(result.path[i].worstCos, 12, 'f', 5));
        if (!result.pruned.empty())
            printError(tr("Dropped again (the target holds without them): %1\n")
                           .arg(QString::fromStdString(std::accumulate(std::next(result.pruned.begin(), 1),
                               result.pruned.end(), result.pruned.front(),
                               [](std::string a, const std::string& b) { return a + ", " + b; }))));
        if (task) {
            const QString name = QString::fromStdString(sim::taskTargetText(*task));
            const double before = result.path.front().task.value_or(std::nan(""));
            const double after = result.task.value_or(std::nan(""));
            printError(result.reached
                    ? tr("Task target %1 reached with %2 tensors: %3 (as quantized %4), output cos %5\n")
                          .arg(name)
                          .arg(result.chosen.size())
                          .arg(after, 0, 'f', 5)
                          .arg(before, 0, 'f', 5)
                          .arg(result.worstCos, 0, 'f', 5)
                    : tr("Task target %1 not reached within the limits: best %2 with %3 tensors (as quantized %4)\n")
                          .arg(name)
                          .arg(after, 0, 'f', 5)
                          .arg(result.chosen.size())
                          .arg(before, 0, 'f', 5));
        }
        if (target >= 0) // a cosine target was given
            printError(result.reached
                    ? tr("Target %1 reached with %2 tensors: output cos %3\n")
                          .arg(target)
                          .arg(result.chosen.size())
                          .arg(result.worstCos, 0, 'f', 5)
                    : tr("Target %1 not reached within the limits: best output cos %2 with %3 tensors\n")
                          .arg(target)
                          .arg(result.worstCos, 0, 'f', 5)
                          .arg(result.chosen.size()));
    }
    if (result.heldOut)
        printHeldOut(result, inputs);
    return found.value().plan;
}

void PlanCommand::printHeldOut(const sim::SearchResult& result, std::size_t inputs)
{
    const auto& held = *result.heldOut;
    QStringList numbers;
    for (std::size_t s : held.inputs)
        numbers << QString::number(s + 1);
    // Said even with -q: it is what the plan is worth beyond the inputs it was chosen for.
    printError(tr("Fitted on %1 of %2 inputs; held out: input %3. There the plan gives output cos %4 (worst) "
                  "and %5 (mean); as quantized %6 and %7.\n")
                   .arg(inputs - held.inputs.size())
                   .arg(inputs)
                   .arg(numbers.join(QStringLiteral(", ")))
                   .arg(held.worstCos, 0, 'f', 5)
                   .arg(held.meanCos, 0, 'f', 5)
                   .arg(held.baselineWorstCos, 0, 'f', 5)
                   .arg(held.baselineMeanCos, 0, 'f', 5));
    if (held.task)
        printError(tr("On the held-out inputs the task score is %1 with the plan, %2 as quantized.\n")
                       .arg(*held.task, 0, 'f', 5)
                       .arg(held.baselineTask.value_or(std::nan("")), 0, 'f', 5));
}

int runPlan(const QStringList& arguments) { return PlanCommand::run(arguments); }

QString PlanCommand::costText(const PlanCost& cost)
{
    return tr("16-bit tensors: %1; cost: %2 % of MACs, %3 % of activation bytes")
        .arg(QString::number(cost.wideTensors), QString::fromStdString(formatSignificant(cost.macShare * 100)),
            QString::fromStdString(formatSignificant(cost.activationShare * 100)));
}

int PlanCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Suggest which tensors to move to 16 bit: the triage's culprits first, within a budget that is a ceiling, "
           "following the vendor's rules. When the models and an input are there QuantLens runs them and ranks each "
           "tensor the toolchain can widen by what moving it alone to 16 bit gains (--no-measure: ranked by each "
           "tensor's own quantization loss from the dumps, a guess). Each choice carries its reason. Writes a plan "
           "file for 'quantlens export' and the window; --from reads an existing plan or vendor config instead."));
    const QCommandLineOption maxLayers(QStringList { QStringLiteral("max-layers") },
        tr("At most this many 16-bit tensors (default 20 when no --max-cost)."), tr("n"));
    const QCommandLineOption maxCost(QStringList { QStringLiteral("max-cost") },
        tr("At most this share of MACs and of activation bytes at 16 bit, in percent."), tr("percent"));
    const ToolchainOption toolchainOption(
        tr("The plan follows its 16-bit rule: its type (U16 for generic and axera, S16 for sigmastar, nnie and rknn) "
           "and which tensors may take it (sigmastar: convolution inputs only)."));
    const QCommandLineOption dataType(QStringList { QStringLiteral("data-type") },
        tr("The 16-bit type, U16 or S16, instead of the toolchain's."), tr("type"));
    const QCommandLineOption from(QStringList { QStringLiteral("from") },
        tr("Start from this plan or vendor config instead of suggesting one (a Pulsar2 config, SigmaStar "
           "input_config.ini or quantization-parameter JSON, a tensor list or a QuantLens plan: told by its "
           "content) and write it as a QuantLens plan."),
        tr("file"));
    const QCommandLineOption targetCos(QStringList { QStringLiteral("target-cos") },
        tr("Search by measurement for the smallest plan whose outputs reach this cosine on every input: QuantLens "
           "runs the models (on --input, else on the graph inputs the float dump holds), picks by measured gain, "
           "measuring again after each pick, then drops picks the target holds without; prints the path and a "
           "table of tensors and cost against cosine."),
        tr("cos"));
    const QCommandLineOption holdOut(QStringList { QStringLiteral("hold-out") },
        tr("With --target-cos or --target: hold out the last N inputs; the plan is fitted on the others and its output "
           "cosine "
           "on these is printed apart (default: a quarter of the inputs from four inputs on; 0: fit on every "
           "input)."),
        tr("n"));
    const QCommandLineOption taskTarget(QStringList { QStringLiteral("target") },
        tr("Search by measurement for the smallest plan whose task agreement over the inputs reaches this: "
           "top1>=0.99 (a classifier: the share of inputs whose top class is kept), text>=0.95 (a CTC recognizer: "
           "the mean character agreement), iou>=0.98 (a mask or heat map at 0.5), sqnr>=30 (any output, dB). With "
           "--target-cos both must hold."),
        tr("score"));
    parser.addOptions({ maxLayers, maxCost, dataType, from, targetCos, taskTarget, holdOut });
    toolchainOption.addTo(parser);
    AnalysisCommand command(QStringLiteral("plan"), false, Measuring::ByDefault);
    command.addOptions(parser);
    int exitCode = 0;
    if (!command.parse(parser, arguments, exitCode))
        return exitCode;
    SuggestionOptions options;
    const Toolchain* toolchain = toolchainOption.read(parser, QStringLiteral("plan"), command.quiet(parser));
    if (!toolchain)
        return kExitBadUsage;
    options.rule = toolchain->sixteenBit;
    if (parser.isSet(dataType)) {
        const auto p = precisionFromKey(parser.value(dataType).toUpper().toStdString());
        if (!p || (*p != Precision::U16 && *p != Precision::S16))
            return badUsage(
                QStringLiteral("plan"), tr("--data-type takes U16 or S16, got '%1'").arg(parser.value(dataType)));
        options.rule.type = *p;
    }
    // What the plan writes is what it is measured with; with neither option, the model's kind.
    if (toolchainOption.isSet(parser) || parser.isSet(dataType))
        command.setWideEncoding(wideEncodingOf(options.rule.type));
    if (parser.isSet(maxLayers)) {
        bool ok = false;
        const int n = parser.value(maxLayers).toInt(&ok);
        if (!ok || n < 0)
            return badUsage(
                QStringLiteral("plan"), tr("--max-layers takes a whole number, got '%1'").arg(parser.value(maxLayers)));
        options.maxTensors = static_cast<std::size_t>(n);
    }
    if (parser.isSet(maxCost)) {
        bool ok = false;
        const double p = parser.value(maxCost).toDouble(&ok);
        if (!ok || !(p >= 0 && p <= 100))
            return badUsage(QStringLiteral("plan"),
                tr("--max-cost takes a percentage from 0 to 100, got '%1'").arg(parser.value(maxCost)));
        options.maxCostShare = p / 100;
    }
    // Checked before anything runs: the search measures first, which takes a while.
    std::optional<double> target;
    std::optional<sim::TaskTarget> task;
    std::optional<std::size_t> heldOut;
    if (parser.isSet(taskTarget)) {
        task = sim::parseTaskTarget(parser.value(taskTarget).toStdString());
        if (!task)
            return badUsage(QStringLiteral("plan"),
                tr("--target takes top1>=S, text>=S or iou>=S (S from 0 to 1) or sqnr>=DB, got '%1'")
                    .arg(parser.value(taskTarget)));
        target = -1; // the task alone, unless --target-cos says a cosine too
    }
    if (parser.isSet(targetCos)) {
        bool ok = false;
        target = parser.value(targetCos).toDouble(&ok);
        if (!ok || !isSearchableTargetCos(*target))
            return badUsage(QStringLiteral("plan"),
                tr("--target-cos takes a cosine from %1 to 1, got '%2'")
                    .arg(kLowestTargetCos)
                    .arg(parser.value(targetCos)));
    }
    if (target) {
        if (parser.isSet(holdOut)) {
            bool ok = false;
            const int n = parser.value(holdOut).toInt(&ok);
            if (!ok || n < 0)
                return badUsage(QStringLiteral("plan"),
                    tr("--hold-out takes a whole number of inputs, got '%1'").arg(parser.value(holdOut)));
            heldOut = static_cast<std::size_t>(n);
        }
        if (command.measuringRefused(parser))
            return badUsage(QStringLiteral("plan"),
                tr("--target-cos and --target search by measurement: they cannot be given with --no-measure"));
    }
    // A plan read from a file needs no measuring; the search by measurement cannot do without.
    if (target)
        command.setMeasuring(Measuring::Always);
    else if (parser.isSet(from))
        command.setMeasuring(Measuring::OnRequest);
    Workspace used;
    const auto analysis = command.analyse(parser, exitCode, &used, parser.isSet(from));
    if (!analysis)
        return exitCode;
    // Without --toolchain, the workspace's rule (an explicit --data-type still wins).
    if (!toolchainOption.isSet(parser) && !used.toolchain.empty())
        if (const Toolchain* saved = findToolchain(used.toolchain)) {
            const Precision type = parser.isSet(dataType) ? options.rule.type : saved->sixteenBit.type;
            options.rule = saved->sixteenBit;
            options.rule.type = type;
        }
    // A model without runs (plan --from): its rows carry no dtypes, the graph's own values name the tensors.
    const PlanContext context
        = analysis->candidates.empty() ? planContextOf(analysis->floatGraph, nullptr) : planContextOf(*analysis);
    PlanFile file;
    file.floatModel = analysis->floatModelPath;
    file.quantModel = analysis->quantModelPath;
    if (target) {
        auto searched = searchByMeasurement(parser, command, *analysis, context, options, *target, task, heldOut);
        if (!searched)
            return kExitBadInput;
        file.plan = std::move(*searched);
    } else if (parser.isSet(from)) {
        const std::string path = parser.value(from).toStdString();
        const auto content = readWholeFile(path, file_limits::kConfig);
        if (!content) {
            printError(tr("quantlens plan: %1\n").arg(problemText(content.error())));
            return kExitBadInput;
        }
        auto imported = importPlanText(content.value(), context, path);
        if (!imported) {
            printError(tr("quantlens plan: %1\n").arg(problemText(imported.error())));
            return kExitBadInput;
        }
        if (!command.quiet(parser))
            for (const auto& w : imported.warnings())
                printError(tr("warning: %1\n").arg(problemText(w)));
        file.plan = std::move(imported.value().plan);
    } else {
        file.plan = suggestPlan({}, *analysis, inspect(*analysis, InspectionRules {}), context, options);
    }
    if (!command.quiet(parser)) {
        printError(tr("quantlens plan: %1\n").arg(costText(planCost(file.plan, context))));
        for (const PlanTensor& t : context.tensors) // in graph order
            if (auto it = file.plan.tensors.find(t.name); it != file.plan.tensors.end())
                printError(
                    QStringLiteral("  %1  %2  %3\n")
                        .arg(QString::fromStdString(t.name), QString::fromLatin1(precisionKey(it->second.precision)),
                            translated(it->second.reason)));
    }
    if (!parser.isSet(QStringLiteral("o")))
        return command.write(parser, planFileText(file, "."));
    auto saved = savePlanFile(file, parser.value(QStringLiteral("o")).toStdString());
    if (!saved) {
        printError(tr("quantlens plan: %1\n").arg(problemText(saved.error())));
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace quantlens::cli
