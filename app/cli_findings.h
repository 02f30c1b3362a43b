#pragma once
#include "analysis/analysis.h"

#include <QString>

namespace quantlens::cli {

/// Prints the analysis' findings to standard error, errors always, warnings unless `quiet`:
/// "quantlens <command>: error: …" with the first few pieces of evidence under each.
void printFindings(const Analysis& analysis, const QString& command, bool quiet);

/// The help text of a subcommand with "quantlens <command>" where Qt puts the program's path.
QString commandHelp(const QString& helpText, const QString& programPath, const QString& command);

} // namespace quantlens::cli
