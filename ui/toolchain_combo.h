#pragma once
#include <QComboBox>

namespace quantlens {

class SessionContext;

/// A choice of toolchain, listed from the registry (core/toolchain) with their translated names; the
/// item data is the key. With a session it shows and sets the session's toolchain (the triage view
/// and the plan view offer the same choice); without, it is a plain field (the ticket dialog).
class ToolchainCombo : public QComboBox {
    Q_OBJECT
public:
    explicit ToolchainCombo(SessionContext* context, QWidget* parent = nullptr);
    QString key() const;
    void setKey(const QString& key);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    SessionContext* m_context;
};

} // namespace quantlens
