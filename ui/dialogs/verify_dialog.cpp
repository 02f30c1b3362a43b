#include "dialogs/verify_dialog.h"

#include "core_text.h"
#include "precision/plan_verification.h"
#include "session_context.h"
#include "verdict_style.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    QString stateText(const PlanCheckEntry& e)
    {
        switch (e.state) {
        case PlanCheck::Applied: return VerifyDialog::tr("applied");
        case PlanCheck::NotApplied:
            return e.neighbour.empty() ? VerifyDialog::tr("not applied")
                                       : VerifyDialog::tr("not applied: merged into %1, which runs at 8 bit")
                                             .arg(QString::fromStdString(e.neighbour));
        case PlanCheck::Fused:
            return VerifyDialog::tr("fused into %1, which runs as planned").arg(QString::fromStdString(e.neighbour));
        case PlanCheck::Unknown: break;
        }
        return e.found.empty() && e.neighbour.empty()
            ? VerifyDialog::tr("unknown: the build has no tensor of this name")
            : VerifyDialog::tr("unknown: the build does not say its type");
    }
}

VerifyDialog::VerifyDialog(SessionContext* context, QWidget* parent)
    : QDialog(parent)
    , m_context(context)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Check rebuilt model"));
    setObjectName(QStringLiteral("verifyDialog"));
    m_summary->setWordWrap(true);
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({ tr("Tensor"), tr("Planned"), tr("The build has"), tr("Result") });
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(820, 520);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0 && m_table->item(row, 0))
            m_context->select(m_table->item(row, 0)->text());
    });
}

QString VerifyDialog::summary() const { return m_summary->text(); }

bool VerifyDialog::check(const QString& buildPath)
{
    auto built = readBuiltPrecisions(buildPath.toStdString());
    if (!built) {
        m_summary->setText(problemText(built.error()));
        m_table->setRowCount(0);
        return false;
    }
    showResult(verifyPlan(m_context->plan(), m_context->planContext(), built.value(), buildPath.toStdString()));
    return true;
}

void VerifyDialog::showResult(const PlanVerification& r)
{
    m_summary->setText(tr("%1 applied, %2 fused into a neighbour that runs as planned, %3 not applied, %4 unknown, "
                          "of %5 planned tensors (%6).")
                           .arg(r.count(PlanCheck::Applied))
                           .arg(r.count(PlanCheck::Fused))
                           .arg(r.count(PlanCheck::NotApplied))
                           .arg(r.count(PlanCheck::Unknown))
                           .arg(r.entries.size())
                           .arg(QString::fromStdString(r.build)));
    m_table->setRowCount(0);
    // What went wrong first.
    for (PlanCheck state : { PlanCheck::NotApplied, PlanCheck::Unknown, PlanCheck::Fused, PlanCheck::Applied })
        for (const auto& e : r.entries) {
            if (e.state != state)
                continue;
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const QStringList cells { QString::fromStdString(e.tensor), QString::fromLatin1(precisionKey(e.planned)),
                e.found.empty() ? QStringLiteral("–") : QString::fromStdString(e.found), stateText(e) };
            for (int c = 0; c < cells.size(); ++c) {
                auto* item = new QTableWidgetItem(cells[c]);
                if (state == PlanCheck::NotApplied)
                    item->setBackground(verdictStyle::cellBackground(Verdict::Fail));
                else if (state == PlanCheck::Unknown)
                    item->setBackground(verdictStyle::cellBackground(Verdict::Warn));
                m_table->setItem(row, c, item);
            }
        }
    m_table->resizeColumnsToContents();
}

} // namespace quantlens
