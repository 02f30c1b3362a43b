#pragma once
#include "workspace/workspace.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace quantlens::cli {

/// The input options shared by `report`, `snapshot` and the GUI: --float, --quant, --float-dump,
/// --quant-dump and repeatable --dump LABEL=PATH for more runs (simulator, board, ...).
void addInputOptions(QCommandLineParser& parser);

/// Builds the workspace from those options, or from a workspace file given as `workspacePath`
/// (options then override it). Returns nullopt and sets `error` on bad usage.
std::optional<Workspace> workspaceFromOptions(const QCommandLineParser& parser, const QString& workspacePath,
    bool requireInputs, QString& error);

} // namespace quantlens::cli
