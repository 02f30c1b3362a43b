#include "dialogs/ticket_dialog.h"

#include "core_text.h"
#include "toolchain_combo.h"
#include "util/whole_file.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    /// A line edit with a Browse button that fills it.
    QHBoxLayout* fileRow(QLineEdit* edit, QPushButton* browse)
    {
        auto* row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(browse);
        return row;
    }
}

TicketDialog::TicketDialog(const QString& worst, const QString& selected, const QString& suggestedPath, QWidget* parent)
    : QDialog(parent)
    , m_path(new QLineEdit(suggestedPath, this))
    , m_worst(new QRadioButton(this))
    , m_selected(new QRadioButton(this))
    , m_vendor(new ToolchainCombo(nullptr, this))
    , m_config(new QLineEdit(this))
    , m_attach(new QCheckBox(tr("Attach the selected tensor's node (output and inputs) from every run, as .npy"), this))
    , m_worstName(worst)
    , m_selectedName(selected)
{
    setWindowTitle(tr("Export ticket"));
    setMinimumWidth(720); // the zip's path and the tensor names are long
    auto* intro
        = new QLabel(tr("One zip for the vendor's support: every view as PNG and SVG, the reports, the triage, the "
                        "precision plan with each vendor config and its diff, the input files' SHA-256, and a "
                        "summary in English and Chinese that follows their ticket template."),
            this);
    intro->setWordWrap(true);
    m_worst->setText(
        worst.isEmpty() ? tr("nothing (the triage names no tensor)") : tr("the triage's suspect: %1").arg(worst));
    m_selected->setText(
        selected.isEmpty() ? tr("the tensor selected now (none)") : tr("the tensor selected now: %1").arg(selected));
    m_selected->setEnabled(!selected.isEmpty() && selected != worst);
    m_worst->setChecked(true);
    auto* selection = new QVBoxLayout;
    selection->addWidget(m_worst);
    selection->addWidget(m_selected);
    m_config->setPlaceholderText(tr("optional: your config.json or input_config.ini"));
    auto* browsePath = new QPushButton(tr("Browse…"), this);
    auto* browseConfig = new QPushButton(tr("Browse…"), this);
    auto* form = new QFormLayout;
    form->addRow(tr("Zip file:"), fileRow(m_path, browsePath));
    form->addRow(tr("Pictures select:"), selection);
    form->addRow(tr("Toolchain:"), m_vendor);
    form->addRow(tr("Merge the plan into:"), fileRow(m_config, browseConfig));
    form->addRow(tr("Dumps:"), m_attach);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(browsePath, &QPushButton::clicked, this, [this] {
        const QString p
            = QFileDialog::getSaveFileName(this, tr("Export ticket"), m_path->text(), tr("Zip archives (*.zip)"));
        if (!p.isEmpty())
            m_path->setText(p.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive) ? p : p + QStringLiteral(".zip"));
    });
    connect(browseConfig, &QPushButton::clicked, this, [this] {
        const QString p = QFileDialog::getOpenFileName(
            this, tr("Your vendor config"), m_config->text(), tr("Vendor configs (*.json *.ini *.txt)"));
        if (!p.isEmpty())
            m_config->setText(p);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!path().isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString TicketDialog::path() const { return m_path->text().trimmed(); }

void TicketDialog::setToolchain(const QString& key) { m_vendor->setKey(key); }

TicketOptions TicketDialog::options(QString& error) const
{
    TicketOptions options;
    options.selection = m_selected->isChecked() ? m_selectedName : m_worstName;
    options.toolchain = m_vendor->key();
    options.attachSuspectDumps = m_attach->isChecked();
    const QString config = m_config->text().trimmed();
    if (!config.isEmpty()) {
        const auto content = readWholeFile(config.toStdString(), file_limits::kConfig);
        if (!content)
            error = problemText(content.error());
        else
            options.existingConfig = ExistingConfig { config.toStdString(), content.value() };
    }
    return options;
}

} // namespace quantlens
