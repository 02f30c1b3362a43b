#pragma once
#include <QSize>
#include <QString>

class QWidget;

namespace quantlens {

/// Renders a widget (on screen or not) at a chosen size to PNG, SVG or PDF, chosen by the file
/// extension, and writes the file atomically. Returns an empty string or the error message.
QString exportWidget(QWidget* widget, QSize size, const QString& path);

/// Parses "1600x1000"; an invalid size for anything else.
QSize parseSize(const QString& text);

} // namespace quantlens
