#include "cli_snapshot.h"

#include "cli_common.h"
#include "input_options.h"

#include "analysis/analysis_runner.h"
#include "panel_factory.h"
#include "session_context.h"
#include "view_exporter.h"

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

int SnapshotCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Render one view of a workspace (or of inputs given as options) to an image "
                                        "without a display: the same pictures the window shows, for tickets and reports."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("workspace"), tr("A QuantLens workspace file (optional)."), tr("[workspace]"));
    addInputOptions(parser);
    const QCommandLineOption view(QStringLiteral("view"), tr("The view: %1.").arg(panelNames().join(QStringLiteral(", "))),
        tr("name"), QStringLiteral("graph"));
    const QCommandLineOption select(QStringLiteral("select"), tr("Tensor to select (highlighted in every view)."), tr("tensor"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Image file to write: .png, .svg or .pdf."), tr("file"));
    const QCommandLineOption size(QStringLiteral("size"), tr("Image size in pixels (default 1600x1000)."), tr("WxH"),
        QStringLiteral("1600x1000"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Interface language, e.g. zh_CN."), tr("locale"));
    parser.addOptions({ view, select, output, size, lang });

    const QString command = QStringLiteral("snapshot");
    if (!parser.parse(arguments))
        return badUsage(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().replace(arguments.first() + QStringLiteral(" "), arguments.first() + QStringLiteral(" snapshot ")));
        return kExitOk;
    }
    if (parser.positionalArguments().size() > 1)
        return badUsage(command, tr("unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
    if (!parser.isSet(output))
        return badUsage(command, tr("-o is required"));
    const QSize imageSize = parseSize(parser.value(size));
    if (!imageSize.isValid())
        return badUsage(command, tr("--size must look like 1600x1000 (64 to 16384 pixels each way)"));
    if (!panelNames().contains(parser.value(view)))
        return badUsage(command, tr("unknown view '%1' (use %2)").arg(parser.value(view), panelNames().join(QStringLiteral(", "))));
    QString error;
    const auto workspace = workspaceFromOptions(parser, parser.positionalArguments().value(0), true, error);
    if (!workspace) {
        printError(tr("quantlens snapshot: %1\n").arg(error));
        return parser.positionalArguments().isEmpty() ? kExitBadUsage : kExitBadInput;
    }

    auto analysis = runAnalysis(analysisInputsOf(*workspace));
    if (!analysis) {
        printError(tr("quantlens snapshot: %1\n").arg(QString::fromStdString(analysis.error().toString())));
        return kExitBadInput;
    }
    SessionContext context;
    context.setThresholds(workspace->view.cosThreshold, workspace->view.cosWarningThreshold, workspace->view.rmseThreshold);
    std::unique_ptr<QWidget> panel(createPanel(parser.value(view), &context));
    panel->resize(imageSize);
    context.setAnalysis(analysis.value());
    const QString tensor = parser.isSet(select) ? parser.value(select) : QString::fromStdString(workspace->view.selectedTensor);
    context.select(tensor);
    if (parser.isSet(select) && context.selectedTensor() != tensor)
        printError(tr("warning: no tensor named '%1'; nothing is selected\n").arg(tensor));
    waitUntilReady(panel.get(), 60000);
    const QString failure = exportWidget(panel.get(), imageSize, parser.value(output));
    if (!failure.isEmpty()) {
        printError(tr("quantlens snapshot: %1\n").arg(failure));
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace quantlens::cli
