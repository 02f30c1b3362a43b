// quantlens: find which layer lost accuracy after NPU quantization.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_common.h"
#include "cli_report.h"
#include "cli_snapshot.h"
#include "gui_main.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstring>
#include <filesystem>
#include <memory>

using namespace quantlens::cli;

namespace {
/// Translation context of the top-level usage text.
class MainCommand {
    Q_DECLARE_TR_FUNCTIONS(MainCommand)
public:
    static QString help();
};

QString MainCommand::help()
{
    return tr("Usage: quantlens <command> [options]\n"
              "\n"
              "Find which layer of a neural network lost accuracy after quantization.\n"
              "\n"
              "Without a command it opens the analyzer window (on a workspace file, if one is given).\n"
              "\n"
              "Commands:\n"
              "  report     per-tensor metrics of a quantized run against the float run (CSV, JSON, Markdown)\n"
              "  snapshot   render one view (graph, curves, table, detail) to PNG/SVG/PDF without a display\n"
              "\n"
              "Options:\n"
              "  -h, --help       this help; 'quantlens <command> --help' for a command's options\n"
              "  -v, --version    the version\n"
              "  --lang <locale>  interface language (e.g. zh_CN); default: QUANTLENS_LANG or the system's\n"
              "\n"
              "Exit codes: 0 success, 1 failure writing output, 2 bad usage, 3 bad input file.\n");
}
}

int main(int argc, char** argv)
{
    // The command decides the application type: the report needs no GUI at all, the snapshot
    // renders widgets offscreen, everything else opens the window.
    const int commandAt = argc > 2 && std::strcmp(argv[1], "--lang") == 0 ? 3 : 1;
    const char* first = argc > commandAt ? argv[commandAt] : "";
    // A word that is no command, no option and no file is a typo, not a workspace to open.
    if (first[0] != '\0' && first[0] != '-' && std::strcmp(first, "report") != 0 && std::strcmp(first, "snapshot") != 0
        && std::strcmp(first, "help") != 0 && !std::filesystem::exists(first)) {
        QCoreApplication app(argc, argv);
        installTranslator(QCoreApplication::arguments());
        printError(MainCommand::tr("quantlens: unknown command '%1'\n").arg(QString::fromLocal8Bit(first)));
        printError(MainCommand::help());
        return kExitBadUsage;
    }
    const bool headless = std::strcmp(first, "report") == 0 || std::strcmp(first, "--help") == 0
        || std::strcmp(first, "-h") == 0 || std::strcmp(first, "help") == 0 || std::strcmp(first, "--version") == 0
        || std::strcmp(first, "-v") == 0;
    const bool snapshot = std::strcmp(first, "snapshot") == 0;
    if (snapshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (headless)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantLens"));
    QCoreApplication::setApplicationName(QStringLiteral("quantlens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUANTLENS_VERSION));
    QStringList arguments = QCoreApplication::arguments();
    installTranslator(arguments);
    if (arguments.value(1) == u"--lang") // a global option before the command
        arguments.remove(1, std::min<qsizetype>(2, arguments.size() - 1));

    const QString command = arguments.value(1);
    if (command == u"report")
        return runReport(arguments.mid(0, 1) + arguments.mid(2));
    if (command == u"snapshot")
        return runSnapshot(arguments.mid(0, 1) + arguments.mid(2));
    if (command == u"--version" || command == u"-v") {
        printOut(QStringLiteral("quantlens %1\n").arg(QCoreApplication::applicationVersion()));
        return kExitOk;
    }
    if (command == u"--help" || command == u"-h" || command == u"help") {
        printOut(MainCommand::help());
        return kExitOk;
    }
    return quantlens::runGui(arguments);
}
