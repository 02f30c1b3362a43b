#pragma once
#include <QString>
#include <QStringList>

class QWidget;

namespace quantlens {

class SessionContext;

/// Names of the views a user can export or snapshot: graph, curves, table, detail, problems.
QStringList panelNames();
/// Creates one view bound to `context`; nullptr for an unknown name.
QWidget* createPanel(const QString& name, SessionContext* context, QWidget* parent = nullptr);
/// Waits (up to `timeoutMs`) until a view has finished background work such as the graph layout.
bool waitUntilReady(QWidget* panel, int timeoutMs);

} // namespace quantlens
