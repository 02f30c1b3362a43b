#pragma once
#include <QString>
#include <QVariant>

#include <cmath>

namespace quantlens {

/// A table cell's number: fixed decimals, "nan"/"inf" spelled out.
inline QString cellNumber(double v, int decimals)
{
    if (std::isnan(v))
        return QStringLiteral("nan");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(v, 'f', decimals);
}

/// A number for sorting: undefined values sort last whatever the direction.
inline QVariant sortableNumber(double v) { return std::isfinite(v) ? QVariant(v) : QVariant(); }

} // namespace quantlens
