#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens triage`: the vendors' debugging procedure run on the inputs: category, culprits,
/// evidence and next steps, as JSON or Markdown.
int runTriage(const QStringList& arguments);

} // namespace quantlens::cli
