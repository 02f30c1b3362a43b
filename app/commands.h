#pragma once
#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

namespace quantlens::cli {

/// One headless command. The top-level help, the dispatch in main() and the choice of application
/// type all read this table, so a new command is one entry in commands.cpp.
struct CommandDescriptor {
    const char* name;
    const char* summary; ///< one line for the top-level help; translated in context "MainCommand"
    bool rendersWidgets; ///< needs a QApplication (on the offscreen platform), not just QCoreApplication
    int (*run)(const QStringList& arguments); ///< arguments: the program name, then the command's own
};

const std::vector<CommandDescriptor>& commands();
/// nullptr when `name` is no command.
const CommandDescriptor* findCommand(std::string_view name);
/// The "Commands:" lines of the top-level help, translated.
QString commandSummaries();

} // namespace quantlens::cli
