#include "plan_edit_command.h"

#include "session_context.h"

namespace quantlens {

PlanEditCommand::PlanEditCommand(
    SessionContext* context, PrecisionPlan before, PrecisionPlan after, const QString& text)
    : QUndoCommand(text)
    , m_context(context)
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

void PlanEditCommand::undo() { m_context->applyPlan(m_before); }
void PlanEditCommand::redo() { m_context->applyPlan(m_after); }

} // namespace quantlens
