#pragma once
#include <QStringList>

namespace quantlens {

/// Opens the analyzer window; arguments may name a workspace file or give inputs as options.
int runGui(const QStringList& arguments);

} // namespace quantlens
