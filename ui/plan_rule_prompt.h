#pragma once
#include <QObject>
#include <QStringList>

class QWidget;

namespace quantlens {

class SessionContext;

/// Answers SessionContext::widenedOutsideToolchainRules at once, while the user still looks at the
/// tensor: SigmaStar cannot set INT16 on it, so the choice would be lost in input_config.ini. Offers
/// the nearby convolution inputs instead (one undoable step), or says that no convolution input
/// change can help.
class PlanRulePrompt : public QObject {
    Q_OBJECT
public:
    PlanRulePrompt(SessionContext* context, QWidget* window);

    /// Moves the choice from `tensor` to `carriers` (S16) as one undoable step.
    static void useCarriers(SessionContext* context, const QString& tensor, const QStringList& carriers);

private:
    void ask(const QString& tensor, const QStringList& carriers);

    SessionContext* m_context;
    QWidget* m_window;
};

} // namespace quantlens
