#pragma once
#include "analysis/analysis.h"

#include <QStringList>

namespace quantlens {

/// A label per eval input the session's simulator ran: the files given (their base names), else the float
/// dump's inputs; for the views that show a number per eval input (Calibration, Advisor).
QStringList evalInputLabels(const Analysis& analysis, std::size_t count);

} // namespace quantlens
