#pragma once
#include "triage/triage.h"
#include "workers/latest_job.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace quantlens {

class SessionContext;

/// The triage of the current analysis: the category in words, the culprits (most likely first),
/// the evidence and the vendor's next steps. A click on a culprit or a piece of evidence selects its
/// tensor in every view. Runs off the UI thread (it reads the inputs' and runs' tensors again) and
/// again whenever the analysis, the thresholds, the inspection rules or the chosen vendor change.
class TriagePanel : public QWidget {
    Q_OBJECT
public:
    explicit TriagePanel(SessionContext* context, QWidget* parent = nullptr);
    /// Blocks (at most `ms`) until the latest triage is shown; for snapshots and tests.
    bool waitForResult(int ms);
    const TriageResult* result() const { return m_result ? &*m_result : nullptr; }

private:
    void rerun();
    void show(const TriageResult& result);
    QTreeWidgetItem* group(const QString& title);

    SessionContext* m_context;
    QComboBox* m_vendor;
    QLabel* m_category;
    QTreeWidget* m_tree;
    LatestJob<TriageResult> m_job;
    std::optional<TriageResult> m_result;
};

} // namespace quantlens
