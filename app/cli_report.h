#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens report`: per-tensor metrics of a quantized run against the float run, as CSV, JSON
/// or Markdown. `arguments` starts with the program name, then "report".
int runReport(const QStringList& arguments);

} // namespace quantlens::cli
