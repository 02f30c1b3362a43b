#pragma once
#include <QByteArray>
#include <QSize>
#include <QString>

class QWidget;

namespace quantlens {

/// Renders a view (on screen or not) at a chosen size to PNG, SVG or PDF, chosen by the file
/// extension, and writes the file atomically. Only the view's content goes into the picture (its
/// child named "exportContent" when it has one): no search boxes, filters or threshold editors.
/// Returns an empty string or the error message.
QString exportWidget(QWidget* widget, QSize size, const QString& path);

/// The same picture into memory; `format` is "png", "svg" or "pdf". Returns "" or the error.
QString renderWidget(QWidget* widget, QSize size, const QString& format, QByteArray& bytes);

/// The part of a panel that exports show.
QWidget* exportedPart(QWidget* panel);

/// Parses "1600x1000"; an invalid size for anything else.
QSize parseSize(const QString& text);

} // namespace quantlens
