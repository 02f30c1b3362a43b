#include "cli_snapshot.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "input_options.h"
#include "keep_until_exit.h"

#include "advisor/fix_advisor.h"
#include "analysis/analysis_runner.h"
#include "analysis/tensor_lookup.h"
#include "core_text.h"
#include "graph/graph_panel.h"
#include "panels/layer_table_panel.h"
#include "session_context.h"
#include "simulation/simulation_inputs.h"
#include "util/warning_list.h"
#include "view_exporter.h"
#include "view_registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QWidget>

#include <memory>

namespace quantlens::cli {

/// Translation context of the snapshot command's strings.
class SnapshotCommand {
    Q_DECLARE_TR_FUNCTIONS(SnapshotCommand)
public:
    static int run(const QStringList& arguments);
};

int runSnapshot(const QStringList& arguments) { return SnapshotCommand::run(arguments); }

namespace {
    /// The tensor to show: --select (a tensor or node name), else the workspace's selection, else
    /// where the window would start. Empty with `error` set when --select matches nothing.
    QString chooseSelection(const Analysis& analysis, const SessionContext& context, const QString& requested,
        const std::string& saved, QString& error)
    {
        if (!requested.isEmpty() && analysis.modelOnly()) {
            error = SnapshotCommand::tr("--select needs runs to compare: a model alone has no compared tensors "
                                        "(add --float-dump and --quant-dump)");
            return {};
        }
        if (!requested.isEmpty()) {
            if (const auto row = findRow(analysis, requested.toStdString()))
                return QString::fromStdString(analysis.rows[*row].tensor);
            QStringList near;
            for (const auto& name : closestNames(analysis, requested.toStdString()))
                near << QString::fromStdString(name);
            error = SnapshotCommand::tr("no tensor or node is named '%1'; closest names: %2")
                        .arg(requested, near.join(QStringLiteral(", ")));
            return {};
        }
        if (!saved.empty() && analysis.rowOf(saved) >= 0)
            return QString::fromStdString(saved);
        return context.suspectTensor(); // the window's start: the triage's one suspect
    }

    /// --levers: the fix advisor measured on the session's models with each transform site alone, handed to the
    /// session as the Advisor view's measurement; with `apply`, the models measured again with its combination.
    /// Returns what went wrong ("" when nothing did).
    QString measureLevers(SessionContext& context, bool apply)
    {
        const auto simulator = context.simulator();
        const auto analysis = context.analysis();
        if (!simulator || !analysis)
            return SnapshotCommand::tr(
                "--levers needs the models measured: a float and a quantized ONNX model and an input");
        if (analysis->calibration.empty())
            return SnapshotCommand::tr("--levers needs calibration inputs (--calib)");
        auto files = sim::calibrationFiles(analysis->calibration);
        if (!files)
            return problemText(files.error());
        advisor::AdviceOptions options;
        options.measureSites = true;
        auto advice = advisor::advise(*simulator, files.value(), options);
        if (!advice)
            return problemText(advice.error());
        auto shared = std::make_shared<const advisor::Advice>(std::move(advice).value());
        context.setAdvice(shared);
        if (apply) {
            auto levers = std::make_shared<const sim::AppliedLevers>(advisor::freeCombination(*shared));
            if (!levers->names.empty()) {
                context.setAppliedLevers(levers, {});
                context.waitForMeasurement(3600000);
            }
        }
        return {};
    }

    /// Index of the run labelled `label`; -1 with `error` set when none is.
    int runIndex(const Analysis& analysis, const QString& label, QString& error)
    {
        QStringList labels;
        for (std::size_t i = 0; i < analysis.candidates.size(); ++i) {
            labels << QString::fromStdString(analysis.candidates[i].label);
            if (labels.back() == label)
                return static_cast<int>(i);
        }
        error = SnapshotCommand::tr("no run is labelled '%1' (runs: %2)").arg(label, labels.join(QStringLiteral(", ")));
        return -1;
    }

    /// --run and --against: the graph's candidate and the run it is compared with, the table's run.
    bool chooseRuns(QWidget* view, const Analysis& analysis, const QString& run, const QString& against, QString& error)
    {
        const int chosen = run.isEmpty() ? 0 : runIndex(analysis, run, error);
        const int other = against.isEmpty() ? -1 : runIndex(analysis, against, error);
        if (!error.isEmpty())
            return false;
        if (auto* graph = qobject_cast<GraphPanel*>(view)) {
            graph->setCandidate(chosen);
            graph->setAgainst(other);
        } else if (auto* table = qobject_cast<LayerTablePanel*>(view); table && !run.isEmpty()) {
            table->setRun(chosen);
        }
        return true;
    }
}

int SnapshotCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Render one view of a workspace (or of inputs given as options) to an image "
           "without a display: the same pictures the window shows, for tickets and reports."));
    parser.addHelpOption();
    InputOptions::add(parser);
    const QCommandLineOption view(QStringLiteral("view"), tr("The view: %1.").arg(viewIds().join(QStringLiteral(", "))),
        tr("name"), QStringLiteral("graph"));
    const QCommandLineOption select(QStringLiteral("select"),
        tr("Tensor or node to select (highlighted in every view; default: where the window opens, the triage's "
           "suspect)."),
        tr("name"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Image file to write: .png, .svg or .pdf."), tr("file"));
    const QCommandLineOption size(QStringLiteral("size"), tr("Image size in pixels (default 1600x1000)."), tr("WxH"),
        QStringLiteral("1600x1000"));
    const QCommandLineOption lang = languageOption();
    const QCommandLineOption quiet = quietOption(tr("No warnings on standard error (errors are always printed)."));
    const QCommandLineOption measure(QStringLiteral("measure"),
        tr("Run the models first, as the window does (measured columns, gains, the weights view, the plan's "
           "predicted cos): the default when the models and an input are there."));
    const QCommandLineOption noMeasure(QStringLiteral("no-measure"),
        tr("Do not run the models: the views show the dumps' numbers and the suspect is ranked from them alone, a "
           "guess that measuring may not confirm (faster)."));
    const QCommandLineOption compareEncodings(QStringLiteral("compare-encodings"),
        tr("Compare the quantized model's encodings with this quantized model (ONNX or SigmaStar JSON) and colour "
           "the graph by Encoding changed, as Analysis ▸ Compare encodings does."),
        tr("model"));
    const QCommandLineOption run(QStringLiteral("run"),
        tr("The run the graph is coloured by and the table shows (its label; default: the graph the first run, "
           "the table every run)."),
        tr("label"));
    const QCommandLineOption against(QStringLiteral("against"),
        tr("Colour the graph by the difference between --run (else the first run) and this run, and mark the "
           "first tensor where they part."),
        tr("label"));
    const QCommandLineOption levers(QStringLiteral("levers"),
        tr("Measure the fix advisor's levers and each transform site alone first (needs --calib), as the Advisor "
           "view does: the advisor view shows them, the graph colours by Helped by SmoothQuant / CLE."));
    const QCommandLineOption applyLevers(QStringLiteral("apply-levers"),
        tr("With --levers: measure the models as if rebuilt with the advised combination (the Advisor view's "
           "Apply) before the picture."));
    parser.addOptions({ view, select, output, size, lang, quiet, measure, noMeasure, compareEncodings, run, against,
        levers, applyLevers });

    const QString command = QStringLiteral("snapshot");
    if (!parser.parse(arguments))
        return badUsage(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(commandHelp(parser.helpText(), arguments.first(), command));
        return kExitOk;
    }
    if (!parser.isSet(output))
        return badUsage(command, tr("-o is required"));
    const QSize imageSize = parseSize(parser.value(size));
    if (!imageSize.isValid())
        return badUsage(command, tr("--size must look like 1600x1000 (64 to 16384 pixels each way)"));
    if (!viewIds().contains(parser.value(view)))
        return badUsage(
            command, tr("unknown view '%1' (use %2)").arg(parser.value(view), viewIds().join(QStringLiteral(", "))));
    const CommandInputs inputs = InputOptions::read(parser, true, true);
    if (!inputs.workspace)
        return InputOptions::fail(command, inputs);
    const Workspace& workspace = *inputs.workspace;

    auto analysis = runAnalysis(analysisInputsOf(workspace));
    if (!analysis) {
        printError(tr("quantlens snapshot: %1\n").arg(problemText(analysis.error())));
        return kExitBadInput;
    }
    if (!parser.isSet(quiet))
        for (const auto& warning : groupTensorWarnings(analysis.value()->warnings))
            printError(tr("warning: %1\n").arg(problemText(warning)));
    printFindings(*analysis.value(), command, parser.isSet(quiet));
    auto context = std::make_unique<SessionContext>();
    // As the window: measured unless asked not to, so a picture names the suspect the window names.
    const bool measuring = !parser.isSet(noMeasure);
    context->setMeasureEnabled(measuring);
    if (!workspace.toolchain.empty())
        context->setToolchain(QString::fromStdString(workspace.toolchain)); // the window's triage, so its suspect
    context->setThresholds(workspace.view.thresholds);
    std::unique_ptr<QWidget> panel(createView(parser.value(view), context.get()));
    panel->resize(imageSize);
    context->setAnalysis(analysis.value());
    context->resetPlan(workspace.plan); // the workspace's plan: 16-bit tags, the plan view
    if (measuring) {
        if (!parser.isSet(quiet))
            printError(tr("quantlens snapshot: measuring by running the models (--no-measure to skip)\n"));
        context->waitForMeasurement(3600000);
        if (const auto& problem = context->analysis()->measurementProblem; problem && !parser.isSet(quiet))
            printError((parser.isSet(measure)
                    ? tr("warning: the models could not be run, so nothing was measured: %1\n")
                    : tr("warning: the models could not be run, so the suspect is ranked from the dumps alone (a "
                         "guess): %1\n"))
                           .arg(problemText(*problem)));
    }
    if (parser.isSet(levers) || parser.isSet(applyLevers)) {
        if (!measuring)
            return badUsage(command, tr("--levers measures by running the models: drop --no-measure"));
        if (const QString failed = measureLevers(*context, parser.isSet(applyLevers)); !failed.isEmpty()) {
            printError(tr("quantlens snapshot: %1\n").arg(failed));
            return kExitBadInput;
        }
    }
    context->waitForTriage(600000); // the suspect is the triage's: wait for it as the window does
    QString error;
    const QString tensor
        = chooseSelection(*analysis.value(), *context, parser.value(select), workspace.view.selectedTensor, error);
    if (!error.isEmpty())
        return badUsage(command, error);
    context->select(tensor);
    // The view as the workspace left it (the graph's colour-by and zoom, the inspector's filter).
    const ViewDescriptor* descriptor = findView(parser.value(view));
    if (auto it = workspace.view.states.find(parser.value(view).toStdString());
        descriptor && descriptor->restoreState && it != workspace.view.states.end())
        descriptor->restoreState(panel.get(), it->second);
    if (parser.isSet(run) || parser.isSet(against)) // after the saved state: what was asked for wins
        if (!chooseRuns(panel.get(), *analysis.value(), parser.value(run), parser.value(against), error))
            return badUsage(command, error);
    if (parser.isSet(compareEncodings)) { // after the saved colour-by: what was asked for wins
        QString failed;
        QObject::connect(context.get(), &SessionContext::encodingComparisonFailed,
            [&failed](const QString& message) { failed = message; });
        if (!context->compareEncodingsWith(parser.value(compareEncodings)))
            return badUsage(command, tr("--compare-encodings needs a quantized model in the inputs (--quant)"));
        context->waitForEncodingComparison(600000);
        if (!failed.isEmpty()) {
            printError(tr("quantlens snapshot: %1\n").arg(failed));
            return kExitBadInput;
        }
    }
    if (auto* graph = qobject_cast<GraphPanel*>(panel.get());
        graph && parser.isSet(levers) && !parser.isSet(compareEncodings) && !graph->showLeverGains())
        printError(tr("warning: no site of equalization or SmoothQuant to colour by: the graph keeps its colour-by\n"));
    waitUntilReady(panel.get(), 60000);
    revealSelectionFor(panel.get(), 60000); // the selection in sight, wherever the saved view state was
    const QString failure = exportWidget(panel.get(), imageSize, parser.value(output));
    if (!failure.isEmpty()) {
        printError(tr("quantlens snapshot: %1\n").arg(failure));
        return kExitFailure;
    }
    // The picture shows the problem; the exit code still tells a script the inputs are unusable.
    const int code = analysis.value()->hasErrors() ? kExitBadInput : kExitOk;
    keepUntilExit(std::move(panel)); // the picture is written: the scene and the analysis end with the process
    keepUntilExit(std::move(context));
    return code;
}

} // namespace quantlens::cli
