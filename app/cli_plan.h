#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens plan`: suggest a precision plan from the inputs' evidence and write it as a plan file.
int runPlan(const QStringList& arguments);
/// `quantlens export`: a plan file to a vendor config (Pulsar2, SigmaStar ini or JSON, a list).
int runExport(const QStringList& arguments);

} // namespace quantlens::cli
