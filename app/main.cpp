// quantlens: find which layer lost accuracy after NPU quantization.
// This program runs the commands that need no widgets (report, inspect, triage, plan, …) with Qt
// Core alone: a process that loads Qt's GUI libraries too (59 shared libraries instead of about 25)
// takes twice as long to start. The window, the commands that render views (snapshot, ticket) and the
// help are run by quantlens-gui, which this program becomes for them (gui_program.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_common.h"
#include "gui_program.h"
#include "program_start.h"

#include "tensor/kept_file.h"
#include "util/thread_heap.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

using namespace quantlens::cli;

int main(int argc, char** argv)
{
    // First of all, before the heaps have grown: threads' heaps (and the main one) may then grow in
    // one step onto huge pages (util/thread_heap.h; an address sanitizer's malloc declines the setting).
    quantlens::useHugePageThreadHeaps();
    quantlens::raiseOpenFileLimit(); // dump files stay open from their listing to their first read
    const std::vector<std::string> args(argv, argv + argc);
    const std::size_t commandAt = commandIndex(args);
    const Mode mode = chooseMode(args, commandAt, findHeadlessCommand);
    if (mode != Mode::Command && mode != Mode::Version) {
        execGuiProgram(argv); // returns only when it fails
        const int why = errno;
        QCoreApplication app(argc, argv);
        startApplication(false, false);
        printError(QCoreApplication::translate("MainCommand",
            "quantlens: cannot start the window's program quantlens-gui (%1), which runs the window, "
            "snapshot, ticket and the help; it belongs beside quantlens or in ../libexec/quantlens/.\n")
                       .arg(QString::fromLocal8Bit(std::strerror(why))));
        return kExitFailure;
    }
    QCoreApplication app(argc, argv);
    const QStringList arguments = startApplication(false, mode == Mode::Command);
    if (mode == Mode::Version)
        return printOut(QStringLiteral("quantlens %1\n").arg(QCoreApplication::applicationVersion())) ? kExitOk
                                                                                                      : kExitFailure;
    return findHeadlessCommand(args[commandAt])->run(arguments.mid(0, 1) + arguments.mid(2));
}
