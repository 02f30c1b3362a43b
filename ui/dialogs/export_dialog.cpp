#include "dialogs/export_dialog.h"

#include "view_registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace quantlens {

ExportDialog::ExportDialog(QWidget* parent)
    : QDialog(parent)
    , m_view(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_path(new QLineEdit(this))
{
    setWindowTitle(tr("Export view"));
    for (const ViewDescriptor& view : viewRegistry())
        m_view->addItem(viewTitle(view), view.id);
    for (auto* spin : { m_width, m_height })
        spin->setRange(64, 16384);
    m_width->setValue(1600);
    m_height->setValue(1000);
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto* size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(m_height);
    auto* form = new QFormLayout(this);
    form->addRow(tr("View:"), m_view);
    form->addRow(tr("Size (pixels):"), size);
    form->addRow(tr("File:"), pathRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString p = QFileDialog::getSaveFileName(this, tr("Export view"), m_path->text(),
            tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
        if (!p.isEmpty())
            m_path->setText(p);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!m_path->text().trimmed().isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ExportDialog::setChoices(const QString& view, QSize size, const QString& path)
{
    if (const int i = m_view->findData(view); i >= 0)
        m_view->setCurrentIndex(i);
    m_width->setValue(size.width());
    m_height->setValue(size.height());
    m_path->setText(path);
}

QString ExportDialog::viewName() const { return m_view->currentData().toString(); }
QSize ExportDialog::imageSize() const { return { m_width->value(), m_height->value() }; }
QString ExportDialog::path() const { return m_path->text().trimmed(); }

} // namespace quantlens
