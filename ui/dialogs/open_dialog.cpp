#include "dialogs/open_dialog.h"

#include "core_text.h"
#include "tensor/dump_reader.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <functional>

namespace quantlens {
namespace {
    enum Column { ReferenceColumn, LabelColumn, PathColumn };

    /// `edit` with a button beside it; the button asks `choose` for the text (empty: unchanged).
    /// Another button on a row rowWithButton made: it asks `choose` for the text (empty: unchanged).
    void addButtonTo(QWidget* row, QLineEdit* edit, const QString& label, std::function<QString()> choose)
    {
        auto* button = new QPushButton(label, row);
        row->layout()->addWidget(button);
        QObject::connect(button, &QPushButton::clicked, row, [edit, choose = std::move(choose)] {
            if (const QString text = choose(); !text.isEmpty())
                edit->setText(text);
        });
    }

    /// `edit` with a button beside it; the button asks `choose` for the text (empty: unchanged).
    QWidget* rowWithButton(QLineEdit* edit, QWidget* parent, const QString& label, std::function<QString()> choose)
    {
        auto* row = new QWidget(parent);
        auto* layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(edit, 1);
        addButtonTo(row, edit, label, std::move(choose));
        return row;
    }

    QWidget* fileRow(QLineEdit* edit, QWidget* parent, const QString& filter)
    {
        return rowWithButton(edit, parent, OpenDialog::tr("Browse…"), [edit, parent, filter] {
            return QFileDialog::getOpenFileName(parent, OpenDialog::tr("Choose a model"), edit->text(), filter);
        });
    }

    /// One filter per format of the reader registry, after one that shows them all.
    QString dumpFileFilter()
    {
        QStringList all, each;
        for (const DumpReader* reader : dumpReaders()) {
            QStringList patterns;
            for (const auto& pattern : reader->filePatterns())
                patterns << QString::fromStdString(pattern);
            each << QStringLiteral("%1 (%2)").arg(translated(reader->formatName()), patterns.join(QLatin1Char(' ')));
            for (const auto& pattern : patterns)
                if (!all.contains(pattern))
                    all << pattern;
        }
        each.prepend(
            OpenDialog::tr("All dump files and vendor tables (%1 *.txt *.log)").arg(all.join(QLatin1Char(' '))));
        // Pulsar2's precision tables, RKNN's error_analysis.txt and SigmaStar's logs: told by content.
        each << OpenDialog::tr("Vendor tables (*.txt *.log)");
        each << OpenDialog::tr("All files (*)");
        return each.join(QStringLiteral(";;"));
    }
}

OpenDialog::OpenDialog(QWidget* parent)
    : QDialog(parent)
    , m_floatModel(new QLineEdit(this))
    , m_quantModel(new QLineEdit(this))
    , m_modelInputs(new QLineEdit(this))
    , m_calibration(new QLineEdit(this))
    , m_dumps(new QTableWidget(0, 3, this))
{
    setWindowTitle(tr("Open inputs"));
    resize(760, 450);
    const QString models = tr("Models (*.onnx *.json);;All files (*)");
    auto* form = new QFormLayout;
    form->addRow(tr("Float model:"), fileRow(m_floatModel, this, models));
    form->addRow(tr("Quantized model (optional):"), fileRow(m_quantModel, this, models));
    // Without dumps: QuantLens runs the models on an input itself (the float model as the reference, the
    // quantized ONNX model as the run to check).
    m_modelInputs->setPlaceholderText(tr("input.npy, or name=input.npy; … for several inputs, or a folder of them"));
    m_modelInputs->setToolTip(tr("QuantLens runs the float model (when no dump is the reference) and the quantized "
                                 "ONNX model (when no other dump is given) on this input itself: no dumps needed. A "
                                 "folder of .npy files is a data set: every input is measured and listed bad cases "
                                 "first in the Inputs view."));
    QWidget* inputRow = rowWithButton(m_modelInputs, this, tr("Browse…"), [this] {
        return QFileDialog::getOpenFileNames(this, tr("Choose the model's input"), {}, tr("NumPy arrays (*.npy)"))
            .join(QStringLiteral("; "));
    });
    addButtonTo(inputRow, m_modelInputs, tr("Data set…"),
        [this] { return QFileDialog::getExistingDirectory(this, tr("Choose the data set's folder")); });
    form->addRow(tr("Model input (to run the models):"), inputRow);
    // Measuring: a tensor moved to 16 bit takes the range the calibration inputs give it, as the
    // toolchain recalibrating it does; without them, the range its 8-bit parameters represent.
    m_calibration->setPlaceholderText(tr("calib_00.npy; … or a folder of .npy files (optional)"));
    m_calibration->setToolTip(tr("The calibration inputs the quantized model was calibrated with. When the models "
                                 "run, a tensor moved to 16 bit takes the range the float model gives it over them, "
                                 "as a toolchain recalibrating it does."));
    form->addRow(tr("Calibration inputs (16-bit ranges):"), rowWithButton(m_calibration, this, tr("Folder…"), [this] {
        return QFileDialog::getExistingDirectory(this, tr("Choose the calibration inputs' folder"));
    }));

    m_dumps->setHorizontalHeaderLabels({ tr("Reference"), tr("Label"), tr("Dump folder, dump file or vendor table") });
    m_dumps->horizontalHeader()->setStretchLastSection(true);
    m_dumps->verticalHeader()->hide();
    auto* addFolder = new QPushButton(tr("Add dump folder…"), this);
    auto* addFile = new QPushButton(tr("Add dump file or table…"), this);
    auto* remove = new QPushButton(tr("Remove"), this);
    auto* dumpButtons = new QHBoxLayout;
    dumpButtons->addWidget(addFolder);
    dumpButtons->addWidget(addFile);
    dumpButtons->addWidget(remove);
    dumpButtons->addStretch();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Analyze"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Dump sets (one is the reference, usually the float run):"), this));
    layout->addWidget(m_dumps, 1);
    layout->addLayout(dumpButtons);
    layout->addWidget(buttons);

    connect(addFolder, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a dump folder"));
        if (!dir.isEmpty())
            addDumpRow({}, dir, m_dumps->rowCount() == 0);
    });
    connect(addFile, &QPushButton::clicked, this, [this] {
        const QString file
            = QFileDialog::getOpenFileName(this, tr("Choose a dump file or a vendor table"), {}, dumpFileFilter());
        if (!file.isEmpty())
            addDumpRow({}, file, m_dumps->rowCount() == 0);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        m_dumps->removeRow(m_dumps->currentRow());
        updateOk();
    });
    connect(m_floatModel, &QLineEdit::textChanged, this, &OpenDialog::updateOk);
    connect(m_quantModel, &QLineEdit::textChanged, this, &OpenDialog::updateOk);
    connect(m_modelInputs, &QLineEdit::textChanged, this, &OpenDialog::updateOk);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateOk();
}

void OpenDialog::addDumpRow(const QString& label, const QString& path, bool reference)
{
    const int row = m_dumps->rowCount();
    m_dumps->insertRow(row);
    auto* radio = new QRadioButton(m_dumps);
    radio->setAutoExclusive(false);
    connect(radio, &QRadioButton::toggled, this, [this, radio](bool on) {
        if (!on)
            return;
        for (int r = 0; r < m_dumps->rowCount(); ++r)
            if (auto* other = qobject_cast<QRadioButton*>(m_dumps->cellWidget(r, ReferenceColumn));
                other && other != radio)
                other->setChecked(false);
        updateOk();
    });
    m_dumps->setCellWidget(row, ReferenceColumn, radio);
    const QString name = label.isEmpty() ? (row == 0 ? QStringLiteral("float") : QFileInfo(path).fileName()) : label;
    m_dumps->setItem(row, LabelColumn, new QTableWidgetItem(name));
    m_dumps->setItem(row, PathColumn, new QTableWidgetItem(path));
    radio->setChecked(reference);
    updateOk();
}

void OpenDialog::setWorkspace(const Workspace& w)
{
    m_floatModel->setText(QString::fromStdString(w.floatModel));
    m_quantModel->setText(QString::fromStdString(w.quantModel));
    QStringList inputs;
    for (const auto& given : w.modelInputs)
        inputs << QString::fromStdString(given);
    m_modelInputs->setText(inputs.join(QStringLiteral("; ")));
    QStringList calibration;
    for (const auto& given : w.calibration)
        calibration << QString::fromStdString(given);
    m_calibration->setText(calibration.join(QStringLiteral("; ")));
    m_dumps->setRowCount(0);
    if (!w.reference.path.empty())
        addDumpRow(QString::fromStdString(w.reference.label), QString::fromStdString(w.reference.path), true);
    for (const auto& c : w.candidates)
        addDumpRow(QString::fromStdString(c.label), QString::fromStdString(c.path), false);
}

void OpenDialog::addDroppedPaths(const QStringList& paths)
{
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.suffix().compare(u"onnx", Qt::CaseInsensitive) == 0) {
            const bool quantized = info.fileName().contains(u"quant", Qt::CaseInsensitive)
                || info.fileName().contains(u"qdq", Qt::CaseInsensitive);
            (quantized ? m_quantModel : m_floatModel)->setText(path);
        } else if (info.suffix().compare(u"npy", Qt::CaseInsensitive) == 0 && !m_floatModel->text().isEmpty()
            && m_dumps->rowCount() == 0) {
            m_modelInputs->setText(path); // with models and no dumps: the input to run them on
        } else if (info.suffix().compare(u"json", Qt::CaseInsensitive) == 0) {
            m_quantModel->setText(path); // SigmaStar's quantization parameters stand for the quantized model
        } else if (info.isDir() || info.isFile()) {
            // A folder, a dump file of any format (.npz, SigmaStar's .bin, ...) or a vendor table:
            // the analysis tells them apart by content and says so when it is none of them.
            addDumpRow({}, path, m_dumps->rowCount() == 0);
        }
    }
}

Workspace OpenDialog::workspace() const
{
    Workspace w;
    w.floatModel = m_floatModel->text().trimmed().toStdString();
    w.quantModel = m_quantModel->text().trimmed().toStdString();
    for (const QString& given : m_modelInputs->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!given.trimmed().isEmpty())
            w.modelInputs.push_back(given.trimmed().toStdString());
    for (const QString& given : m_calibration->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!given.trimmed().isEmpty())
            w.calibration.push_back(given.trimmed().toStdString());
    for (int r = 0; r < m_dumps->rowCount(); ++r) {
        const RunInfo run { m_dumps->item(r, LabelColumn)->text().toStdString(),
            m_dumps->item(r, PathColumn)->text().toStdString() };
        const auto* radio = qobject_cast<QRadioButton*>(m_dumps->cellWidget(r, ReferenceColumn));
        if (radio && radio->isChecked())
            w.reference = run;
        else
            w.candidates.push_back(run);
    }
    return w;
}

void OpenDialog::updateOk()
{
    if (m_ok)
        m_ok->setEnabled(workspace().hasInputs() || workspace().isModelOnly()); // runs can come later
}

} // namespace quantlens
