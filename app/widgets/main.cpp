// quantlens-gui: the window's program. It runs every mode of the command line (the window, every
// command, the help); `quantlens` hands it those that need Qt's GUI libraries.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_common.h"
#include "display_check.h"
#include "gui_main.h"
#include "input_options.h"
#include "program_start.h"
#include "widget_commands.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace quantlens::cli;

namespace {
/// Translation context of the top-level usage text.
class MainCommand {
    Q_DECLARE_TR_FUNCTIONS(MainCommand)
public:
    static QString help();
    static QString noDisplay(const DisplayProblem& problem);
};

QString MainCommand::help()
{
    return tr("Usage: quantlens [workspace] [input options]     open the analyzer window\n"
              "       quantlens <command> [options]\n"
              "\n"
              "Find which layer of a neural network lost accuracy after quantization.\n"
              "\n"
              "Commands:\n")
        + commandSummaries() + QStringLiteral("\n") + InputOptions::summary()
        + tr("\n"
             "Options:\n"
             "  -h, --help       this help; 'quantlens <command> --help' for a command's options\n"
             "  -v, --version    the version\n"
             "  --lang <locale>  interface language (e.g. zh_CN); default: QUANTLENS_LANG, else the system's\n"
             "                   (the window also remembers the choice made in its Language menu)\n"
             "\n"
             "Exit codes: 0 success, 1 failure writing output, 2 bad usage (or no display for the window),\n"
             "3 an input file is unusable or the inputs do not belong together.\n");
}

QString MainCommand::noDisplay(const DisplayProblem& problem)
{
    const QString why = problem.kind == DisplayProblem::NotSet
        ? tr("no display is set (DISPLAY and WAYLAND_DISPLAY are empty)")
        : problem.kind == DisplayProblem::Refused
        ? tr("the display '%1' refuses the connection (X authorisation: run as the user who owns the display, "
             "set XAUTHORITY, or use ssh -X with xauth installed)")
              .arg(QString::fromStdString(problem.display))
        : tr("cannot connect to the display '%1'").arg(QString::fromStdString(problem.display));
    return tr("quantlens: the window needs a display, and %1.\n"
              "Without one, 'quantlens report' writes the results (CSV, JSON, Markdown) and 'quantlens snapshot'\n"
              "renders any view to an image; or run the window under a virtual display: xvfb-run quantlens …\n")
        .arg(why);
}

/// Drops two messages Qt prints on every headless run that mean nothing to a user: the offscreen
/// platform's missing XDG_RUNTIME_DIR (it uses /tmp/runtime-<user>, as it says) and its missing
/// window-manager hints.
void quietOffscreenNoise()
{
    static const QtMessageHandler previous = qInstallMessageHandler(nullptr);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& message) {
        if (message.startsWith(u"QStandardPaths: XDG_RUNTIME_DIR not set")
            || message.contains(u"does not support propagateSizeHints"))
            return;
        if (previous)
            previous(type, context, message);
    });
}

/// While the window's QApplication connects to the display: a display that answers but refuses us
/// (X authorisation under sudo/su, ssh without xauth) makes Qt's platform plugin fail fatally,
/// which aborts. That failure becomes the documented exit 2 with the same advice as no display.
void exitTwoIfTheDisplayRefuses(const std::string& display)
{
    static std::string shown;
    shown = display;
    static const QtMessageHandler previous = qInstallMessageHandler(nullptr);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& message) {
        if (type != QtFatalMsg) {
            if (previous)
                previous(type, context, message);
            return;
        }
        printError(MainCommand::noDisplay({ DisplayProblem::Refused, shown }));
        printError(QStringLiteral("(Qt: %1)\n").arg(message));
        std::_Exit(kExitBadUsage); // Qt would abort() after a fatal message
    });
}

void restoreMessageHandler() { qInstallMessageHandler(nullptr); }
}

int main(int argc, char** argv)
{
    prepareProcess();
    const std::vector<std::string> args(argv, argv + argc);
    const std::size_t commandAt = commandIndex(args);
    const Mode mode = chooseMode(args, commandAt, findCommand);
    const bool window = mode == Mode::Window;
    const CommandDescriptor* command = mode == Mode::Command ? findCommand(args[commandAt]) : nullptr;
    const bool offscreen = command && command->rendersWidgets;

    // The command decides the application type: most need no GUI at all, those that render views
    // (snapshot) render widgets offscreen, only the window needs a display.
    DisplayProblem display;
    if (window)
        display = checkDisplay();
    if (offscreen && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (offscreen)
        quietOffscreenNoise();
    std::unique_ptr<QCoreApplication> app;
    if (window && display.kind == DisplayProblem::None) {
        const char* shown = std::getenv("DISPLAY");
        exitTwoIfTheDisplayRefuses(shown ? shown : "");
        app = std::make_unique<QApplication>(argc, argv);
        restoreMessageHandler();
    } else if (offscreen) {
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    const QStringList arguments = startApplication(window, mode == Mode::Command);

    switch (mode) {
    case Mode::Command: return command->run(arguments.mid(0, 1) + arguments.mid(2));
    case Mode::Version: return printVersion();
    case Mode::Help: return printOut(MainCommand::help()) ? kExitOk : kExitFailure;
    case Mode::UnknownCommand:
        printError(MainCommand::tr("quantlens: unknown command '%1'\n").arg(QString::fromStdString(args[commandAt])));
        printError(MainCommand::help());
        return kExitBadUsage;
    case Mode::Window: break;
    }
    if (display.kind != DisplayProblem::None) {
        printError(MainCommand::noDisplay(display));
        return kExitBadUsage;
    }
    return quantlens::runGui(arguments);
}
