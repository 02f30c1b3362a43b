#pragma once
#include "simulation/simulator.h"

#include <QString>
#include <QUndoCommand>

#include <memory>

namespace quantlens {

class SessionContext;

/// One undoable change of the fix advisor's levers the session measures with ("Apply" in the Advisor
/// view: a what-if of the model rebuilt with them); on the same undo stack as the plan's edits.
class AppliedLeversCommand : public QUndoCommand {
public:
    AppliedLeversCommand(SessionContext* context, std::shared_ptr<const sim::AppliedLevers> before,
        std::shared_ptr<const sim::AppliedLevers> after, const QString& text);
    void undo() override;
    void redo() override;

private:
    SessionContext* m_context;
    std::shared_ptr<const sim::AppliedLevers> m_before;
    std::shared_ptr<const sim::AppliedLevers> m_after;
};

} // namespace quantlens
