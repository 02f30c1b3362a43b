#pragma once
#include <QLabel>

namespace quantlens {

class SessionContext;

/// What an empty window says in place of the views: how to open inputs (File ▸ Open inputs, a
/// workspace, dropping files) and where the steps are explained. Hidden once an analysis is shown.
class EmptyHint : public QLabel {
    Q_OBJECT
public:
    explicit EmptyHint(SessionContext* context, QWidget* parent = nullptr);

private:
    void follow();
    SessionContext* m_context;
};

} // namespace quantlens
