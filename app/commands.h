#pragma once
#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

namespace quantlens::cli {

/// One command of the command line. The top-level help, the dispatch in both programs' main() and
/// the choice of application type all read the tables of commands: a new command is one entry in
/// commands.cpp, or in widgets/widget_commands.cpp when it renders widgets.
struct CommandDescriptor {
    const char* name;
    const char* summary; ///< one line for the top-level help; translated in context "MainCommand"
    bool rendersWidgets; ///< needs a QApplication (on the offscreen platform), not just QCoreApplication
    int (*run)(const QStringList& arguments); ///< arguments: the program name, then the command's own
};

/// The commands that need no widgets, in the help's order: the `quantlens` program runs these itself
/// with Qt Core alone, and hands everything else to the window's program (gui_program.h).
const std::vector<CommandDescriptor>& headlessCommands();
/// nullptr when `name` is no headless command.
const CommandDescriptor* findHeadlessCommand(std::string_view name);

} // namespace quantlens::cli
