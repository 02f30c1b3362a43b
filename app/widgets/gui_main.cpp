#include "gui_main.h"

#include "cli_common.h"
#include "input_options.h"
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

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
    cli::InputOptions::add(parser);
    parser.addOption(cli::languageOption());
    if (!parser.parse(arguments))
        return cli::badUsage(QStringLiteral("(window)"), parser.errorText());
    const cli::CommandInputs inputs = cli::InputOptions::read(parser, false);
    if (!inputs.workspace && inputs.exitCode == cli::kExitBadUsage)
        return cli::badUsage(QStringLiteral("(window)"), inputs.error);
    // The icon of the window and task bar; the desktop file name lets Wayland shells match the
    // window to the installed desktop entry (and its icon).
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/quantlens.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.quantlens.QuantLens"));
    MainWindow window;
    window.show();
    if (!inputs.workspacePath.isEmpty() && !inputs.overridesWorkspace)
        window.openWorkspaceFile(inputs.workspacePath); // remembered as the file Save writes back to
    else if (inputs.workspace && (inputs.workspace->hasInputs() || inputs.workspace->isModelOnly()))
        window.analyze(*inputs.workspace);
    else if (!inputs.error.isEmpty())
        window.showLoadError(inputs.error); // the window opens anyway and shows the problem
    else
        window.offerLeftSession(); // a plain start: the session a crash or an unsaved close left
    return QApplication::exec();
}

} // namespace quantlens
