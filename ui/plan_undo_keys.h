#pragma once
#include <QObject>

class QWidget;

namespace quantlens {

/// Makes Ctrl+Z / Ctrl+Shift+Z undo and redo the plan whatever widget of the window has focus. A
/// line edit or spin box would otherwise take the keys for its own text (undoing a filter's last
/// character while the user meant the last 16-bit toggle); they keep their own undo in their
/// context menu.
class PlanUndoKeys : public QObject {
    Q_OBJECT
public:
    /// Filters the application's events for `window`'s widgets.
    explicit PlanUndoKeys(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_window;
};

} // namespace quantlens
