#include "calibration_method_command.h"

#include "session_context.h"

namespace quantlens {

CalibrationMethodCommand::CalibrationMethodCommand(
    SessionContext* context, QString before, QString after, const QString& text)
    : QUndoCommand(text)
    , m_context(context)
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

void CalibrationMethodCommand::undo() { m_context->applyCalibrationMethod(m_before); }
void CalibrationMethodCommand::redo() { m_context->applyCalibrationMethod(m_after); }

} // namespace quantlens
