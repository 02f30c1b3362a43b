#pragma once
#include <QString>
#include <QStringList>

namespace quantlens::cli {

/// Exit codes shared by every subcommand (documented in `quantlens --help`).
enum ExitCode { kExitOk = 0, kExitFailure = 1, kExitBadUsage = 2, kExitBadInput = 3 };

/// Writes to stdout / stderr as UTF-8 (Chinese messages included).
void printOut(const QString& text);
void printError(const QString& text);

/// Prints "quantlens: <message>" and a hint to use --help; returns kExitBadUsage.
int badUsage(const QString& command, const QString& message);

/// Installs the translation for `--lang`/QUANTLENS_LANG/the system locale, before any tr() runs.
void installTranslator(const QStringList& arguments);

} // namespace quantlens::cli
