#pragma once
#include <QString>
#include <QUndoCommand>

namespace quantlens {

class SessionContext;

/// One undoable change of the calibration method the session measures with ("Use this method"); on
/// the same undo stack as the plan's edits, so Ctrl+Z walks back through both in the order they were made.
class CalibrationMethodCommand : public QUndoCommand {
public:
    CalibrationMethodCommand(SessionContext* context, QString before, QString after, const QString& text);
    void undo() override;
    void redo() override;

private:
    SessionContext* m_context;
    QString m_before;
    QString m_after;
};

} // namespace quantlens
