#pragma once
#include <QFrame>

class QLabel;
class QPushButton;

namespace quantlens {

class SessionContext;

/// A strip above the graph that says loudly when the inputs do not belong together (red, for
/// errors) or look doubtful (amber, for warnings), with the first finding's words and a button to
/// the Problems panel. Hidden when every check passed.
class FindingsBanner : public QFrame {
    Q_OBJECT
public:
    explicit FindingsBanner(SessionContext* context, QWidget* parent = nullptr);
    /// A load that failed before any analysis existed.
    void showError(const QString& message);

signals:
    void detailsRequested();

private:
    void refresh();
    void show(bool error, const QString& text);

    SessionContext* m_context;
    QLabel* m_text;
    QPushButton* m_details;
};

} // namespace quantlens
