#pragma once
#include "analysis/analysis.h"
#include "toolchain/toolchain.h"
#include "triage/triage_presets.h"
#include "workspace/workspace.h"

#include <QStringList>

namespace quantlens::cli {

/// `quantlens triage`: the vendors' debugging procedure run on the inputs: category, culprits,
/// evidence and next steps, as JSON or Markdown.
int runTriage(const QStringList& arguments);

/// The triage a command shows for its inputs, as the window does: the --toolchain's preset when given
/// (`chosen`), else the workspace's toolchain's, else `fallback`; with the analysis's thresholds unless
/// the preset brings its own and the command line gave none.
TriagePreset triagePresetFor(const Toolchain* chosen, const Workspace& used, const Analysis& analysis,
    bool thresholdsGiven, const TriagePreset& fallback = {});

} // namespace quantlens::cli
