#pragma once
#include <QDialog>

class QLabel;
class QTableWidget;

namespace quantlens {

class SessionContext;
struct PlanVerification;

/// Precision plan ▸ Check rebuilt model: the session's plan checked against what the vendor build
/// produced (`quantlens verify`): each planned tensor applied, not applied, fused into a neighbour or
/// unknown, the ones that went wrong first. A row selects its tensor.
class VerifyDialog : public QDialog {
    Q_OBJECT
public:
    VerifyDialog(SessionContext* context, QWidget* parent = nullptr);
    /// Reads the build and shows the result; false (with the problem shown) when it cannot be read.
    bool check(const QString& buildPath);
    QTableWidget* table() const { return m_table; }
    QString summary() const;

private:
    void showResult(const PlanVerification& result);
    SessionContext* m_context;
    QLabel* m_summary;
    QTableWidget* m_table;
};

} // namespace quantlens
