#include "applied_levers_command.h"

#include "session_context.h"

namespace quantlens {

AppliedLeversCommand::AppliedLeversCommand(SessionContext* context, std::shared_ptr<const sim::AppliedLevers> before,
    std::shared_ptr<const sim::AppliedLevers> after, const QString& text)
    : QUndoCommand(text)
    , m_context(context)
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

void AppliedLeversCommand::undo() { m_context->applyLevers(m_before); }
void AppliedLeversCommand::redo() { m_context->applyLevers(m_after); }

} // namespace quantlens
