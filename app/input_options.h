#pragma once
#include "workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace quantlens::cli {

/// What a command was given to work on: the workspace (inputs, thresholds, view state) or why not.
struct CommandInputs {
    std::optional<Workspace> workspace;
    QString workspacePath; ///< the positional workspace file, empty when none was given
    QString error; ///< set when `workspace` is empty
    int exitCode = 0; ///< kExitBadUsage or kExitBadInput when `workspace` is empty
    bool overridesWorkspace = false; ///< input or threshold options changed what the file says
};

/// The one input parser of every command (report, snapshot, the window): an optional workspace
/// file as the first positional argument, the inputs as options (--float, --quant, --float-dump,
/// --quant-dump, repeatable --dump LABEL=PATH) that override the file's, and the thresholds.
class InputOptions {
    Q_DECLARE_TR_FUNCTIONS(InputOptions)
public:
    static void add(QCommandLineParser& parser);
    /// Builds the workspace. With `requireInputs`, a command without a model and two dumps is bad
    /// usage, unless `allowModelOnly` and a model is given with no run at all (its graph is shown
    /// with nothing compared); positional arguments beyond the workspace (or a model.onnx) are bad usage.
    static CommandInputs read(const QCommandLineParser& parser, bool requireInputs, bool allowModelOnly = false);
    /// True when any threshold option was given (it then wins over a vendor's preset).
    static bool thresholdsGiven(const QCommandLineParser& parser);
    /// The help lines of these options, for the top-level --help.
    static QString summary();
    /// Reports why read() gave no workspace, as bad usage or as an unusable input; the exit code.
    static int fail(const QString& command, const CommandInputs& inputs);
};

} // namespace quantlens::cli
