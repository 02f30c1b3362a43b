#pragma once
#include "analysis/analysis.h"
#include "util/problem.h"

#include <QTreeWidget>

#include <vector>

namespace quantlens {

class SessionContext;

/// Everything odd about the inputs: first the checks on whether they belong together (errors, then
/// warnings, each with its evidence below it), then every other problem, each naming its file and
/// position. Messages are shown in the interface language.
class ProblemsPanel : public QTreeWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(SessionContext* context, QWidget* parent = nullptr);
    /// Shows problems that are not part of an analysis (a load that failed).
    void showProblems(const std::vector<Problem>& problems, bool errors);

private:
    void showAnalysis();
    void addFinding(const Finding& finding);
    void addProblem(const Problem& problem, bool error);

    SessionContext* m_context;
};

} // namespace quantlens
