#pragma once
#include "commands.h"

#include <QStringList>

#include <string>
#include <vector>

namespace quantlens::cli {

/// What a command line asks for. Both programs decide it alike; `quantlens` runs the headless
/// commands and --version itself and hands every other mode to quantlens-gui.
enum class Mode { Command, Help, Version, UnknownCommand, Window };

/// First of all in main(), before the heaps have grown and before any thread: threads' heaps (and the
/// main one) may then grow in one step onto huge pages (util/thread_heap.h), and dump files may stay
/// open from their listing to their first read (a higher open-file limit, and a descriptor table
/// grown once, tensor/kept_file.h).
void prepareProcess();

/// Prints "quantlens <version>"; the exit status.
int printVersion();

/// Where the command (or the window's first argument) is: after a leading `--lang <locale>`.
std::size_t commandIndex(const std::vector<std::string>& args);

/// The mode of `args`, whose command word is at `commandAt`; `findCommand` knows the program's commands.
Mode chooseMode(const std::vector<std::string>& args, std::size_t commandAt,
    const CommandDescriptor* (*findCommand)(std::string_view));

/// Names the application (settings, version), installs the chosen language (for a command, its
/// reports' too) and returns the arguments without a leading `--lang <locale>`. Call it once the
/// QCoreApplication exists.
QStringList startApplication(bool window, bool command);

} // namespace quantlens::cli
