#pragma once
#include "simulation/task_agreement.h"

#include <QString>

namespace quantlens {

/// An output kind as the window names its task measure: "class", "text (CTC)", "mask IoU", "SQNR".
QString taskKindText(sim::OutputKind kind);

} // namespace quantlens
