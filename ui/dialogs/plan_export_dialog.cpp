#include "plan_export_dialog.h"

#include "core_text.h"
#include "precision/export_write.h"
#include "precision/plan_format.h"
#include "session_context.h"
#include "util/text_diff.h"
#include "util/whole_file.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <string_view>

namespace quantlens {

namespace {
    const PlanFormat& formatAt(int index) { return planFormats()[static_cast<std::size_t>(std::max(0, index))]; }
}

PlanExportDialog::PlanExportDialog(SessionContext* context, QWidget* parent)
    : QDialog(parent)
    , m_context(context)
    , m_format(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_path(new QLineEdit(this))
    , m_merge(new QCheckBox(tr("Merge into what the file holds (keep everything that is not the plan's)"), this))
    , m_diff(new QPlainTextEdit(this))
{
    setWindowTitle(tr("Export the precision plan"));
    for (const auto& f : planFormats())
        m_format->addItem(QCoreApplication::translate("PlanFormats", f.title));
    m_note->setWordWrap(true);
    m_diff->setReadOnly(true);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto* browseButton = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_write = buttons->addButton(tr("Write"), QDialogButtonBox::AcceptRole);
    auto* form = new QFormLayout;
    form->addRow(tr("Format"), m_format);
    form->addRow(QString(), m_note);
    form->addRow(tr("File"), pathRow);
    form->addRow(QString(), m_merge);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("What changes in the file:"), this));
    layout->addWidget(m_diff, 1);
    layout->addWidget(buttons);
    resize(760, 560);

    // The last file and format come back: exporting again after a rebuild is one click; a format the
    // session's toolchain does not read gives way to its own first one.
    QSettings settings;
    const std::vector<const char*>& own = context->toolchain().planFormats;
    const auto index = [&](const char* key) {
        for (std::size_t i = 0; i < planFormats().size(); ++i)
            if (std::string_view(planFormats()[i].key) == key)
                return static_cast<int>(i);
        return -1;
    };
    const int remembered = m_format->findText(settings.value(QStringLiteral("planExport/format")).toString());
    const bool rememberedIsOwn = remembered >= 0
        && std::find_if(own.begin(), own.end(), [&](const char* k) { return index(k) == remembered; }) != own.end();
    if (remembered >= 0 && (rememberedIsOwn || own.empty() || context->toolchainKey() == QLatin1String("generic")))
        m_format->setCurrentIndex(remembered);
    else if (!own.empty() && index(own.front()) >= 0)
        m_format->setCurrentIndex(index(own.front()));
    m_path->setText(settings.value(QStringLiteral("planExport/path")).toString());
    m_merge->setChecked(QFileInfo::exists(m_path->text()));
    connect(m_format, &QComboBox::currentIndexChanged, this, &PlanExportDialog::refresh);
    // The diff follows the path as it is typed, once typing pauses (the file is read then, not on
    // every keystroke); Enter or leaving the field refreshes at once.
    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(250);
    const auto settled = [this] {
        m_settle->stop();
        m_merge->setChecked(QFileInfo::exists(m_path->text()));
        refresh();
    };
    connect(m_settle, &QTimer::timeout, this, settled);
    connect(m_path, &QLineEdit::textEdited, m_settle, qOverload<>(&QTimer::start));
    connect(m_path, &QLineEdit::editingFinished, this, settled);
    connect(m_merge, &QCheckBox::toggled, this, &PlanExportDialog::refresh);
    connect(browseButton, &QPushButton::clicked, this, &PlanExportDialog::browse);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_write, &QPushButton::clicked, this, &PlanExportDialog::write);
    refresh();
}

void PlanExportDialog::browse()
{
    const PlanFormat& f = formatAt(m_format->currentIndex());
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the precision plan"), m_path->text(),
        QStringLiteral("%1 (*%2)").arg(m_format->currentText(), QString::fromLatin1(f.extension)), nullptr,
        QFileDialog::DontConfirmOverwrite); // the diff shows what happens to an existing file
    if (path.isEmpty())
        return;
    m_path->setText(path);
    m_merge->setChecked(QFileInfo::exists(path));
    refresh();
}

QString PlanExportDialog::diffText() const { return m_diff->toPlainText(); }

void PlanExportDialog::refresh()
{
    const PlanFormat& f = formatAt(m_format->currentIndex());
    m_note->setText(QCoreApplication::translate("PlanFormats", f.note));
    const QString path = m_path->text();
    std::optional<std::string> before;
    // Only a regular file is read (a pipe or device named here must not hang or flood the dialog).
    if (!path.isEmpty() && isRegularFile(path.toStdString()))
        if (auto read = readWholeFile(path.toStdString(), file_limits::kConfig))
            before = std::move(read.value());
    m_merge->setEnabled(before.has_value());
    const auto written = f.write(m_context->plan(), m_context->planContext(),
        m_merge->isChecked() ? before : std::nullopt, path.isEmpty() ? std::string("-") : path.toStdString());
    m_write->setEnabled(written.ok() && !path.isEmpty());
    if (!written) {
        m_content.clear();
        m_diff->setPlainText(tr("Cannot export: %1").arg(problemText(written.error())));
        return;
    }
    m_content = written.value();
    QString text;
    for (const auto& w : written.warnings())
        text += tr("warning: %1\n").arg(problemText(w));
    const std::string diff = unifiedDiff(before.value_or(""), m_content, QFileInfo(path).fileName().toStdString());
    text += diff.empty() ? tr("(the file already holds exactly this)") : QString::fromStdString(diff);
    m_diff->setPlainText(text);
}

void PlanExportDialog::write()
{
    auto saved = writeWithBackup(m_path->text().toStdString(), m_content);
    if (!saved && saved.error().what.code == "plan.config_not_ours"
        && QMessageBox::question(this, windowTitle(),
               tr("%1 is read-only or another user's. Replace it anyway? Its old content is kept in a backup.")
                   .arg(m_path->text()))
            == QMessageBox::Yes)
        saved = writeWithBackup(m_path->text().toStdString(), m_content, true);
    if (!saved) {
        QMessageBox::warning(this, windowTitle(), problemText(saved.error()));
        return; // the dialog stays, nothing is lost
    }
    QSettings settings;
    settings.setValue(QStringLiteral("planExport/path"), m_path->text());
    settings.setValue(QStringLiteral("planExport/format"), m_format->currentText());
    if (!saved.value().empty())
        QMessageBox::information(this, windowTitle(),
            tr("Written. The previous file is kept as %1").arg(QString::fromStdString(saved.value())));
    accept();
}

} // namespace quantlens
