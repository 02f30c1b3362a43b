#pragma once
#include "util/problem.h"

#include <QTreeWidget>

#include <vector>

namespace quantlens {

class SessionContext;

/// Everything odd about the inputs, one line per problem naming its file, position and message.
class ProblemsPanel : public QTreeWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(SessionContext* context, QWidget* parent = nullptr);
    /// Shows problems that are not part of an analysis (a load that failed).
    void showProblems(const std::vector<Problem>& problems, bool errors);

private:
    SessionContext* m_context;
};

} // namespace quantlens
