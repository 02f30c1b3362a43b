// quantlens: find which layer lost accuracy after NPU quantization.
// This program runs the commands that need no widgets (report, inspect, triage, plan, …) with Qt
// Core alone: a process that loads Qt's GUI libraries too (59 shared libraries instead of 26)
// takes twice as long to start. The window, the commands that render views (snapshot, ticket) and the
// help are run by quantlens-gui, which this program becomes for them (gui_program.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_common.h"
#include "gui_program.h"
#include "keep_until_exit.h"
#include "program_start.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

using namespace quantlens::cli;

int main(int argc, char** argv)
{
    prepareProcess();
    const std::vector<std::string> args(argv, argv + argc);
    const std::size_t commandAt = commandIndex(args);
    const Mode mode = chooseMode(args, commandAt, findHeadlessCommand);
    if (mode != Mode::Command && mode != Mode::Version) {
        execGuiProgram(argv); // returns only when it fails
        const int why = errno;
        QCoreApplication app(argc, argv);
        startApplication(false, false);
        const std::vector<std::string> places = guiProgramPlaces();
        QStringList looked;
        for (const std::string& place : places)
            looked << QString::fromStdString(place);
        printError(QCoreApplication::translate("MainCommand",
            "quantlens: cannot start quantlens-gui, the program that runs the window, snapshot, ticket and "
            "the help (%1); looked for: %2\n")
                       .arg(QString::fromLocal8Bit(std::strerror(why)), looked.join(QStringLiteral(", "))));
        return kExitBadUsage; // as for the window without a display: this environment cannot show it
    }
    QCoreApplication app(argc, argv);
    const QStringList arguments = startApplication(false, mode == Mode::Command);
    if (mode == Mode::Version)
        return printVersion();
    return endHeadlessProcess(findHeadlessCommand(args[commandAt])->run(arguments.mid(0, 1) + arguments.mid(2)));
}
