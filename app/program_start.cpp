#include "program_start.h"

#include "cli_common.h"
#include "language.h"

#include "tensor/kept_file.h"
#include "util/thread_heap.h"

#include <QCoreApplication>

#include <algorithm>
#include <filesystem>

namespace quantlens::cli {
namespace {
    bool isAny(const std::string& arg, std::initializer_list<const char*> names)
    {
        return std::any_of(names.begin(), names.end(), [&](const char* n) { return arg == n; });
    }
}

void prepareProcess()
{
    useHugePageThreadHeaps(); // an address sanitizer's malloc declines the setting
    raiseOpenFileLimit();
    reserveDescriptorTable();
}

int printVersion()
{
    return printOut(QStringLiteral("quantlens %1\n").arg(QCoreApplication::applicationVersion())) ? kExitOk
                                                                                                  : kExitFailure;
}

std::size_t commandIndex(const std::vector<std::string>& args)
{
    return args.size() > 2 && args[1] == "--lang" ? 3 : 1;
}

Mode chooseMode(const std::vector<std::string>& args, std::size_t commandAt,
    const CommandDescriptor* (*findCommand)(std::string_view))
{
    const std::string first = commandAt < args.size() ? args[commandAt] : std::string();
    if (findCommand(first))
        return Mode::Command;
    if (first == "help")
        return Mode::Help;
    // A word that is no command, no option and no file is a typo, not a workspace to open.
    if (!first.empty() && first[0] != '-' && !std::filesystem::exists(first))
        return Mode::UnknownCommand;
    // --help and --version anywhere on the window's command line, before any display is needed.
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (isAny(args[i], { "--help", "-h" }))
            return Mode::Help;
        if (isAny(args[i], { "--version", "-v" }))
            return Mode::Version;
    }
    return Mode::Window;
}

QStringList startApplication(bool window, bool command)
{
    QCoreApplication::setOrganizationName(QStringLiteral("QuantLens"));
    QCoreApplication::setApplicationName(QStringLiteral("quantlens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUANTLENS_VERSION));
    QStringList arguments = QCoreApplication::arguments();
    // A command's reports are in the chosen language too (the window keeps its exports English).
    if (quantlens::installLanguage(chooseLanguage(arguments, window)) && command)
        quantlens::renderReportsInInstalledLanguage();
    if (arguments.value(1) == u"--lang") // a global option before the command
        arguments.remove(1, std::min<qsizetype>(2, arguments.size() - 1));
    return arguments;
}

} // namespace quantlens::cli
