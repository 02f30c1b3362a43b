#pragma once
#include <QStringList>

namespace quantlens::cli {

/// `quantlens snapshot`: renders one view of a workspace (or of inputs) to PNG/SVG/PDF without a
/// display, exactly as the window draws it. Needs a QApplication (offscreen platform).
int runSnapshot(const QStringList& arguments);

} // namespace quantlens::cli
