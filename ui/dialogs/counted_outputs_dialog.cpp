#include "dialogs/counted_outputs_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace quantlens {

CountedOutputsDialog::CountedOutputsDialog(
    const std::vector<std::string>& outputs, const std::vector<std::string>& counted, QWidget* parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
{
    setWindowTitle(tr("Outputs that count"));
    auto* note = new QLabel(tr("Measuring and the plan search score the outputs ticked here: each input by its worst "
                               "ticked output. Leave out auxiliary outputs that are not used after deployment."),
        this);
    note->setWordWrap(true);
    for (const auto& name : outputs) {
        auto* item = new QListWidgetItem(QString::fromStdString(name), m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool ticked = counted.empty() || std::find(counted.begin(), counted.end(), name) != counted.end();
        item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // At least one output must count: with none ticked there is nothing to score.
    connect(m_list, &QListWidget::itemChanged, this, [this, buttons] {
        bool any = false;
        for (int i = 0; i < m_list->count() && !any; ++i)
            any = m_list->item(i)->checkState() == Qt::Checked;
        buttons->button(QDialogButtonBox::Ok)->setEnabled(any);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(480, 360);
}

std::vector<std::string> CountedOutputsDialog::counted() const
{
    std::vector<std::string> ticked;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            ticked.push_back(m_list->item(i)->text().toStdString());
    return static_cast<int>(ticked.size()) == m_list->count() ? std::vector<std::string> {} : ticked;
}

} // namespace quantlens
