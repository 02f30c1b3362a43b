#pragma once
#include "analysis/thresholds.h"

#include <QColor>
#include <QString>

namespace quantlens {

/// The one colour set for pass / warn / fail / not compared: graph boxes, legend, table cells and
/// the curves' bands all draw from here (ColorBrewer RdYlGn, readable with black text and
/// distinguishable for most colour-blind readers).
namespace verdictStyle {
    QColor fill(Verdict verdict); ///< full colour: graph boxes, legend swatches
    QColor cellBackground(Verdict verdict); ///< light tint: table cells, curve bands; invalid for pass
    QColor failDeep(); ///< the far end of the fail ramp (the worst values)
    QString name(Verdict verdict); ///< translated word ("pass", "通过", ...)
}

} // namespace quantlens
