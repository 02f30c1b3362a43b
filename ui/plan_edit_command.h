#pragma once
#include "precision/precision_plan.h"

#include <QUndoCommand>

namespace quantlens {

class SessionContext;

/// One undoable change of the precision plan. Plans are small (a few hundred entries), so the
/// command keeps the plan before and after rather than a delta: undo can never drift.
class PlanEditCommand : public QUndoCommand {
public:
    PlanEditCommand(SessionContext* context, PrecisionPlan before, PrecisionPlan after, const QString& text);
    void undo() override;
    void redo() override;

private:
    SessionContext* m_context;
    PrecisionPlan m_before;
    PrecisionPlan m_after;
};

} // namespace quantlens
