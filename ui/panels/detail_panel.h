#pragma once
#include <QTextBrowser>

namespace quantlens {

class SessionContext;

/// Everything known about the selected tensor: the producing op and its attributes, shapes,
/// quantization parameters, both sides' statistics and the metrics against each candidate.
class DetailPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit DetailPanel(SessionContext* context, QWidget* parent = nullptr);

private:
    void refresh();
    SessionContext* m_context;
};

} // namespace quantlens
