#include "plan_undo_keys.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace quantlens {

PlanUndoKeys::PlanUndoKeys(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

bool PlanUndoKeys::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo))
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    const bool editsText = qobject_cast<QLineEdit*>(widget) || qobject_cast<QAbstractSpinBox*>(widget)
        || qobject_cast<QTextEdit*>(widget) || qobject_cast<QPlainTextEdit*>(widget);
    if (!editsText)
        return false;
    // Not accepted and not delivered: the editor does not claim the key, so the window's Undo/Redo
    // shortcut (the plan's undo stack) takes it.
    event->ignore();
    return true;
}

} // namespace quantlens
