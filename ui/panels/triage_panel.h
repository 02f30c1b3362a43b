#pragma once
#include "triage/triage.h"

#include <QWidget>

class QComboBox;
class QPushButton;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace quantlens {

class SessionContext;

/// The triage of the current analysis: the category in words, the culprits (most likely first),
/// the evidence and the vendor's next steps. A click on a culprit or a piece of evidence selects its
/// tensor in every view. Shows the session's triage (SessionContext runs it off the UI thread, again
/// whenever the analysis, the thresholds, the inspection rules or the chosen vendor change), whose
/// first culprit is the suspect every view opens at.
class TriagePanel : public QWidget {
    Q_OBJECT
public:
    explicit TriagePanel(SessionContext* context, QWidget* parent = nullptr);
    /// Blocks (at most `ms`) until the session's triage is shown; for snapshots and tests.
    bool waitForResult(int ms);
    const TriageResult* result() const { return m_result ? &*m_result : nullptr; }
    /// Shows a result (what the worker hands back; a test can hand one in directly).
    void show(const TriageResult& result);

private:
    /// Shows the session's triage, or that it runs, or why there is none.
    void refresh();
    /// Highlights the culprit or finding of the selected tensor.
    void showSelection();
    /// The culprits the SOP would set to 16 bit for this result (none when the fix lies elsewhere).
    QStringList wideningCulprits() const;
    QTreeWidgetItem* group(const QString& title);

    SessionContext* m_context;
    class ToolchainCombo* m_vendor; ///< the session's toolchain (also the plan view's choice)
    QLabel* m_category;
    QTreeWidget* m_tree;
    QPushButton* m_apply; ///< the SOP's fix when it is 16 bit: the culprits into the plan
    std::optional<TriageResult> m_result;
};

} // namespace quantlens
