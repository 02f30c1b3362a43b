#include "plan_rule_prompt.h"

#include "session_context.h"

#include <QMessageBox>
#include <QPushButton>

namespace quantlens {

PlanRulePrompt::PlanRulePrompt(SessionContext* context, QWidget* window)
    : QObject(window)
    , m_context(context)
    , m_window(window)
{
    connect(context, &SessionContext::widenedOutsideToolchainRules, this, &PlanRulePrompt::ask);
}

void PlanRulePrompt::useCarriers(SessionContext* context, const QString& tensor, const QStringList& carriers)
{
    PrecisionPlan next = context->plan();
    next.tensors.erase(tensor.toStdString());
    for (const QString& carrier : carriers)
        next.tensors[carrier.toStdString()] = { context->toolchain().sixteenBit.type, PlanSource::User, {} };
    context->replacePlan(next, tr("INT16 on the convolution inputs next to %1").arg(tensor));
}

void PlanRulePrompt::ask(const QString& tensor, const QStringList& carriers)
{
    QMessageBox box(m_window);
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(tr("SigmaStar sets INT16 only on convolution inputs"));
    if (carriers.isEmpty()) {
        box.setText(tr("%1 is not a convolution input, and no convolution is reached from it or reaches it: no "
                       "input_config.ini change can make it 16 bit.")
                        .arg(tensor));
        box.setInformativeText(tr("It stays in the plan for toolchains that can set it; the SigmaStar export will "
                                  "refuse it."));
        box.addButton(QMessageBox::Ok);
        box.exec();
        return;
    }
    box.setText(tr("%1 is not a convolution input: input_config.ini cannot set it to INT16.").arg(tensor));
    box.setInformativeText(
        tr("Set the convolution inputs next to it instead: %1?").arg(carriers.join(QStringLiteral(", "))));
    QPushButton* use = box.addButton(tr("Use the convolution inputs"), QMessageBox::AcceptRole);
    box.addButton(tr("Keep %1").arg(tensor), QMessageBox::RejectRole);
    box.setDefaultButton(use);
    box.exec();
    if (box.clickedButton() == use)
        useCarriers(m_context, tensor, carriers);
}

} // namespace quantlens
