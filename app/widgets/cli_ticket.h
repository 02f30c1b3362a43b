#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens ticket`: the support-ticket bundle (zip) of the inputs' analysis.
int runTicket(const QStringList& arguments);

} // namespace quantlens::cli
