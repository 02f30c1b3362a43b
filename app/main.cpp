// quantlens: find which layer lost accuracy after NPU quantization.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_common.h"
#include "cli_report.h"

#include <QCoreApplication>

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
              "Commands:\n"
              "  report     per-tensor metrics of a quantized run against the float run (CSV, JSON, Markdown)\n"
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
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("quantlens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUANTLENS_VERSION));
    QStringList arguments = QCoreApplication::arguments();
    installTranslator(arguments);
    if (arguments.value(1) == u"--lang") // a global option before the command
        arguments.remove(1, std::min<qsizetype>(2, arguments.size() - 1));

    const QString command = arguments.value(1);
    if (command == u"report")
        return runReport(arguments.mid(0, 1) + arguments.mid(2));
    if (command == u"--version" || command == u"-v") {
        printOut(QStringLiteral("quantlens %1\n").arg(QCoreApplication::applicationVersion()));
        return kExitOk;
    }
    if (command.isEmpty() || command == u"--help" || command == u"-h" || command == u"help") {
        printOut(MainCommand::help());
        return command.isEmpty() ? kExitBadUsage : kExitOk;
    }
    printError(MainCommand::tr("quantlens: unknown command '%1'\n").arg(command));
    printError(MainCommand::help());
    return kExitBadUsage;
}
