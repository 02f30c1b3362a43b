#pragma once
#include "commands.h"

namespace quantlens::cli {

/// Every command, as the window's program (quantlens-gui) knows them: the headless ones, then
/// those that render widgets offscreen (snapshot, ticket).
const std::vector<CommandDescriptor>& allCommands();
/// nullptr when `name` is no command.
const CommandDescriptor* findCommand(std::string_view name);
/// The "Commands:" lines of the top-level help, translated.
QString commandSummaries();

} // namespace quantlens::cli
