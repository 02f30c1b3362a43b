#include "gui_main.h"

#include "cli_common.h"
#include "input_options.h"
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>

namespace quantlens {

/// Translation context of the window's command line.
class GuiCommand {
    Q_DECLARE_TR_FUNCTIONS(GuiCommand)
public:
    static int run(const QStringList& arguments);
};

int runGui(const QStringList& arguments) { return GuiCommand::run(arguments); }

int GuiCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("workspace"), tr("A QuantLens workspace file to open."), tr("[workspace]"));
    cli::addInputOptions(parser);
    parser.addOption({ QStringLiteral("lang"), tr("Interface language, e.g. zh_CN."), tr("locale") });
    if (!parser.parse(arguments))
        return cli::badUsage(QStringLiteral("(window)"), parser.errorText());
    MainWindow window;
    window.show();
    const QString workspacePath = parser.positionalArguments().value(0);
    const bool overrides = parser.isSet(QStringLiteral("float")) || parser.isSet(QStringLiteral("quant"))
        || parser.isSet(QStringLiteral("float-dump")) || parser.isSet(QStringLiteral("quant-dump"))
        || parser.isSet(QStringLiteral("dump"));
    if (!workspacePath.isEmpty() && !overrides) {
        window.openWorkspaceFile(workspacePath); // remembered as the file Save writes back to
    } else {
        QString error; // options override what the workspace file says
        const auto workspace = cli::workspaceFromOptions(parser, workspacePath, false, error);
        if (workspace && workspace->hasInputs())
            window.analyze(*workspace);
        else if (!error.isEmpty())
            cli::printError(error + QLatin1Char('\n'));
    }
    return QApplication::exec();
}

} // namespace quantlens
