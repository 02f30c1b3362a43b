#include "panels/calibration_panel.h"

#include "panels/eval_input_labels.h"

#include "core_text.h"
#include "plots/method_bars.h"
#include "session_context.h"
#include "verdict_style.h"

#include "toolchain/calibration_config.h"
#include "util/number_text.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace quantlens {
namespace {
    constexpr int kTensorRole = Qt::UserRole + 1;

    QString number(double value, int digits = 4) { return QString::fromStdString(formatSignificant(value, digits)); }

    QString methodName(const std::string& key)
    {
        const calib::RangeMethod* m = calib::rangeMethod(key);
        return m ? translated(text(m->messageKey)) : QString::fromStdString(key);
    }

    QTableWidget* table(QWidget* parent)
    {
        auto* t = new QTableWidget(parent);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setSelectionMode(QAbstractItemView::SingleSelection);
        t->verticalHeader()->setVisible(false);
        t->horizontalHeader()->setStretchLastSection(true);
        return t;
    }

    QTableWidgetItem* cell(const QString& shown, bool numeric = false)
    {
        auto* item = new QTableWidgetItem(shown);
        if (numeric)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    }

    std::vector<double> perInput(const sim::Measurement& m)
    {
        std::vector<double> out;
        for (std::size_t i = 0; i < m.samples.size(); ++i)
            out.push_back(m.sampleCos(i));
        return out;
    }
}

CalibrationPanel::CalibrationPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_summary(new QLabel(this))
    , m_choice(new QComboBox(this))
    , m_use(new QPushButton(this))
    , m_rerun(new QPushButton(this))
    , m_writeConfig(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_bars(new MethodBars(this))
    , m_samplesTitle(new QLabel(this))
    , m_samples(table(this))
    , m_tensorTitle(new QLabel(this))
    , m_tensor(table(this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("calibrationPanel"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(true);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_choice);
    actions->addWidget(m_use);
    actions->addWidget(m_writeConfig);
    actions->addStretch(1);
    actions->addWidget(m_progress);
    actions->addWidget(m_cancel);
    actions->addWidget(m_rerun);

    // Three columns side by side (the view sits in a bottom dock, wide and low): the bars keep the
    // most room, the samples next, the selected tensor's few rows the least.
    auto column = [this](QLabel* title, QWidget* body) {
        auto* box = new QWidget(this);
        auto* boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        boxLayout->addWidget(title);
        boxLayout->addWidget(body, 1);
        title->setWordWrap(true);
        return box;
    };
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_bars);
    split->addWidget(column(m_samplesTitle, m_samples));
    split->addWidget(column(m_tensorTitle, m_tensor));
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 4);
    split->setChildrenCollapsible(false);
    m_bars->setMinimumWidth(380);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addLayout(actions);
    layout->addWidget(split, 1);

    connect(m_use, &QPushButton::clicked, this, [this] {
        const QString key = m_choice->currentData().toString();
        m_context->setCalibrationMethod(key,
            key.isEmpty() ? tr("Calibration: the model's own ranges")
                          : tr("Calibration method: %1").arg(methodName(key.toStdString())));
    });
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this] {
        m_use->setEnabled(m_context->analysis() && !m_context->analysis()->calibration.empty()
            && m_choice->currentData().toString() != m_context->calibrationMethod());
    });
    connect(m_writeConfig, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Write the calibration method into a config"), {},
            tr("Configs (*.json);;All files (*)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (path.isEmpty())
            return;
        QMessageBox box(this);
        box.setWindowTitle(tr("Write into config"));
        box.setText(writeConfig(path));
        box.exec();
    });
    connect(context, &SessionContext::toolchainChanged, this, &CalibrationPanel::showWriteConfig);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &CalibrationPanel::showWriteConfig);
    connect(m_rerun, &QPushButton::clicked, this, [this] { m_context->studyCalibration(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_context->cancelCalibrationStudy(); });
    connect(m_bars, &MethodBars::groupClicked, this, [this](int group) {
        // Group 0 is the model as it is; the methods follow in the lab's order.
        const auto study = m_context->calibrationStudy();
        if (!study)
            return;
        const QString key = group == 0 || group > static_cast<int>(study->lab.methods.size())
            ? QString()
            : QString::fromStdString(study->lab.methods[static_cast<std::size_t>(group - 1)].key);
        m_choice->setCurrentIndex(std::max(0, m_choice->findData(key)));
    });
    connect(m_samples, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (const QTableWidgetItem* item = row >= 0 ? m_samples->item(row, 0) : nullptr)
            if (const QString tensor = item->data(kTensorRole).toString(); !tensor.isEmpty())
                m_context->select(tensor);
    });
    connect(m_timer, &QTimer::timeout, this, &CalibrationPanel::poll);
    connect(context, &SessionContext::calibrationStudyChanged, this, &CalibrationPanel::refresh);
    connect(context, &SessionContext::measurementChanged, this, &CalibrationPanel::refresh);
    connect(context, &SessionContext::analysisChanged, this, &CalibrationPanel::refresh);
    connect(context, &SessionContext::calibrationMethodChanged, this, &CalibrationPanel::showChoice);
    connect(context, &SessionContext::selectionChanged, this, &CalibrationPanel::showSelectedTensor);
    retranslate();
}

void CalibrationPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void CalibrationPanel::retranslate()
{
    m_use->setText(tr("Use this method"));
    m_use->setToolTip(tr("Measure from this calibration method from now on: the precision plan's prediction and "
                         "search start from it (undoable); Write into config… puts it into your toolchain's config"));
    m_rerun->setText(tr("Run the lab again"));
    m_writeConfig->setText(tr("Write into config…"));
    m_cancel->setText(tr("Cancel"));
    m_samplesTitle->setText(tr("Calibration inputs that set ranges alone (leave-one-out MinMax), the most "
                               "influential first; a click selects the tensor it widens most"));
    m_samples->setColumnCount(5);
    m_samples->setHorizontalHeaderLabels(
        { tr("Calibration input"), tr("Widens"), tr("Widest ×"), tr("Cos without it"), tr("Change") });
    // Short headers (the dock is narrow); what each says in full on hovering it.
    const QStringList tips { tr("The calibration input's file"),
        tr("Tensors whose MinMax range this input alone widens by more than 10 %"),
        tr("The largest widening: range with it / range without it"),
        tr("Mean output cos with MinMax ranges gathered without this input (measured for the most influential)"),
        tr("Against MinMax over every input") };
    for (int c = 0; c < tips.size(); ++c)
        m_samples->horizontalHeaderItem(c)->setToolTip(tips[c]);
    m_tensor->setColumnCount(6);
    m_tensor->setHorizontalHeaderLabels(
        { tr("Range from"), tr("Low"), tr("High"), tr("Width ×"), tr("Codes used"), tr("Clipped") });
    m_tensor->horizontalHeaderItem(4)->setToolTip(tr(
        "Codes of the tensor's type some calibration value falls on: few means the range is far wider than the data"));
    m_tensor->horizontalHeaderItem(5)->setToolTip(tr("Share of the calibration values outside the range"));
    const QSignalBlocker block(m_choice);
    m_choice->clear();
    m_choice->addItem(tr("The model's own ranges"), QString());
    for (const auto& m : calib::rangeMethods())
        m_choice->addItem(methodName(m.key), QString::fromStdString(m.key));
    refresh();
}

void CalibrationPanel::showChoice()
{
    {
        const QSignalBlocker block(m_choice);
        m_choice->setCurrentIndex(std::max(0, m_choice->findData(m_context->calibrationMethod())));
    }
    m_use->setEnabled(false); // the combo shows the session's method
}

void CalibrationPanel::refresh()
{
    showChoice();
    showWriteConfig();
    const auto analysis = m_context->analysis();
    const auto study = m_context->calibrationStudy();
    const bool running = m_context->studyingCalibration();
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_rerun->setVisible(!running && m_context->simulator() && analysis && !analysis->calibration.empty());
    running ? m_timer->start(200) : m_timer->stop();
    if (running)
        poll();
    m_choice->setEnabled(analysis && !analysis->calibration.empty());
    if (!study) {
        m_bars->setGroups({}, {});
        m_samples->setRowCount(0);
        if (!analysis || analysis->modelOnly())
            m_summary->setText(tr("Open a float model, its quantized model and calibration inputs to measure "
                                  "what each calibration method gives before any 16-bit layer."));
        else if (analysis->calibration.empty())
            m_summary->setText(tr("No calibration inputs: add the inputs the model was calibrated with (File ▸ Open "
                                  "inputs…, Calibration inputs) to measure each calibration method and find the "
                                  "inputs that set ranges alone — fixes that cost no NPU speed."));
        else if (running)
            m_summary->setText(tr("Calibration lab running: every activation's distribution over %n calibration "
                                  "input(s), then each method's output on the eval inputs…",
                nullptr, static_cast<int>(analysis->calibration.size())));
        else if (!m_context->calibrationProblem().isEmpty())
            m_summary->setText(tr("The calibration lab could not run: %1").arg(m_context->calibrationProblem()));
        else if (analysis->measurementProblem)
            m_summary->setText(tr("The models cannot run, so no method can be measured: %1")
                                   .arg(problemText(*analysis->measurementProblem)));
        else if (m_context->measuring())
            m_summary->setText(tr("The calibration lab starts once the models are measured."));
        else
            m_summary->setText(tr("The calibration lab runs once the models are measured (Analysis ▸ Measure by "
                                  "running the models)."));
        showSelectedTensor();
        return;
    }
    const calib::CalibrationFinding& f = study->finding;
    QString summary = f.bestMethod.empty()
        ? tr("No calibration method beats the model's own ranges by %1 or more (mean output cos %2).")
              .arg(number(calib::CalibrationFinding::kMeaningful, 2), number(f.asIsCos))
        : tr("%1 gives a mean output cos of %2 against %3 with the model's own ranges (+%4), at no NPU cost.")
              .arg(methodName(f.bestMethod), number(f.bestCos), number(f.asIsCos), number(f.bestCos - f.asIsCos, 2));
    if (!f.drop.empty()) {
        QStringList names;
        for (const auto& file : f.drop)
            names << QFileInfo(QString::fromStdString(file)).fileName();
        summary += QLatin1Char(' ')
            + tr("Calibrating without %1 gives %2 (MinMax).")
                  .arg(names.join(QStringLiteral(", ")), number(f.cosWithoutDrop));
    }
    m_summary->setText(summary);

    std::vector<MethodBarGroup> groups;
    groups.push_back({ tr("The model's own"), perInput(study->asIs), f.asIsCos, false });
    for (std::size_t i = 0; i < study->lab.methods.size(); ++i) {
        const auto& m = study->lab.methods[i];
        groups.push_back({ methodName(m.key), perInput(m.measurement), m.measurement.meanCos(),
            study->lab.recommended == static_cast<int>(i) });
    }
    const std::size_t inputs = groups.back().perInput.size();
    m_bars->setGroups(groups, analysis ? evalInputLabels(*analysis, inputs) : QStringList());
    showSamples();
    showSelectedTensor();
}

void CalibrationPanel::showSamples()
{
    const auto study = m_context->calibrationStudy();
    m_samples->setRowCount(0);
    if (!study)
        return;
    const auto& samples = study->samples.samples;
    const double minmax = study->samples.minmax.meanCos();
    m_samples->setRowCount(static_cast<int>(samples.size()));
    for (std::size_t r = 0; r < samples.size(); ++r) {
        const calib::SampleInfluence& s = samples[r];
        const int row = static_cast<int>(r);
        auto* name = cell(QFileInfo(QString::fromStdString(s.file)).fileName());
        if (!s.widened.empty())
            name->setData(kTensorRole, QString::fromStdString(s.widened.front()));
        QStringList widened;
        for (const auto& t : s.widened)
            widened << QString::fromStdString(t);
        name->setToolTip(widened.isEmpty() ? tr("Sets no range alone")
                                           : tr("Widens alone: %1").arg(widened.join(QStringLiteral(", "))));
        m_samples->setItem(row, 0, name);
        m_samples->setItem(row, 1, cell(QString::number(s.widenedTensors), true));
        m_samples->setItem(row, 2, cell(s.widenedTensors ? number(s.largestWidening, 3) : QString(), true));
        m_samples->setItem(row, 3, cell(s.without ? number(s.without->meanCos()) : tr("not measured"), true));
        m_samples->setItem(row, 4, cell(s.without ? number(s.without->meanCos() - minmax, 2) : QString(), true));
        const bool harmful = std::any_of(study->finding.harmful.begin(), study->finding.harmful.end(),
            [&](const auto& h) { return h.input == s.input; });
        if (harmful)
            for (int c = 0; c < 5; ++c)
                m_samples->item(row, c)->setBackground(verdictStyle::cellBackground(Verdict::Fail));
    }
    m_samples->resizeColumnsToContents();
}

void CalibrationPanel::showSelectedTensor()
{
    const QString tensor = m_context->selectedTensor();
    const auto study = m_context->calibrationStudy();
    const auto analysis = m_context->analysis();
    m_tensor->setRowCount(0);
    if (tensor.isEmpty() || !study || !analysis) {
        m_tensorTitle->setText(tr("Select a tensor to see its range by each method."));
        return;
    }
    m_tensorTitle->setText(tr("%1: its range by each method").arg(tensor));
    const std::string name = tensor.toStdString();
    const int row = analysis->rowOf(name);
    const auto& quant = row >= 0 ? analysis->rows[static_cast<std::size_t>(row)].quant : std::nullopt;
    const double ownWidth = quant && quant->hasRange() ? quant->rangeMax() - quant->rangeMin() : 0;
    auto addRow = [&](const QString& from, double low, double high,
                      const std::map<std::string, calib::RangeUsage>& usage) {
        const int r = m_tensor->rowCount();
        m_tensor->insertRow(r);
        m_tensor->setItem(r, 0, cell(from));
        m_tensor->setItem(r, 1, cell(number(low), true));
        m_tensor->setItem(r, 2, cell(number(high), true));
        m_tensor->setItem(r, 3, cell(ownWidth > 0 ? number((high - low) / ownWidth, 3) : QString(), true));
        const auto u = usage.find(name);
        m_tensor->setItem(r, 4,
            cell(u == usage.end() ? QString() : tr("%1 of %2").arg(u->second.levelsUsed).arg(u->second.levels), true));
        m_tensor->setItem(r, 5,
            cell(u == usage.end() ? QString() : QStringLiteral("%1 %").arg(number(100 * u->second.clippedShare, 2)),
                true));
    };
    if (quant && quant->hasRange())
        addRow(tr("The model's own"), quant->rangeMin(), quant->rangeMax(), study->lab.modelUsage);
    for (const auto& m : study->lab.methods)
        if (const auto it = m.ranges.find(name); it != m.ranges.end())
            addRow(methodName(m.key), it->second.low, it->second.high, m.usage);
    if (m_tensor->rowCount() <= (quant && quant->hasRange() ? 1 : 0))
        m_tensorTitle->setText(
            tr("%1: not recalibrated (no per-tensor activation of the quantized model)").arg(tensor));
    m_tensor->resizeColumnsToContents();
}

QString CalibrationPanel::methodToWrite() const
{
    if (const QString chosen = m_choice->currentData().toString(); !chosen.isEmpty())
        return chosen;
    const auto study = m_context->calibrationStudy();
    if (study && study->lab.recommended >= 0)
        return QString::fromStdString(study->lab.methods[static_cast<std::size_t>(study->lab.recommended)].key);
    return {};
}

const std::map<std::string, sim::TensorRange>* CalibrationPanel::rangesToWrite() const
{
    const auto study = m_context->calibrationStudy(); // held by the session while the panel shows it
    const std::string method = methodToWrite().toStdString();
    if (study)
        for (const auto& m : study->lab.methods)
            if (m.key == method)
                return &m.ranges;
    return nullptr;
}

void CalibrationPanel::showWriteConfig()
{
    const CalibrationSwitch& setting = m_context->toolchain().calibration;
    const QString method = methodToWrite();
    if (setting.writeRanges) { // SigmaStar: the method's ranges into the calibrator's --quant_file
        const auto* ranges = rangesToWrite();
        m_writeConfig->setEnabled(ranges && !ranges->empty());
        m_writeConfig->setToolTip(method.isEmpty()
                ? tr("Choose a method")
                : tr("Write %1's ranges (min and max per tensor) into a %2 of yours, keeping its other entries (a "
                     "backup is kept)")
                      .arg(methodName(method.toStdString()), QString::fromLatin1(setting.rangesFile)));
        return;
    }
    const std::string value = setting.valueFor(method.toStdString());
    m_writeConfig->setEnabled(setting.writeConfig && !value.empty());
    m_writeConfig->setToolTip(!setting.writeConfig
            ? tr("The toolchain chosen (%1) keeps its calibration method in code, not in a config file")
                  .arg(translated(text(m_context->toolchain().nameCode)))
            : value.empty() ? tr("Choose a method the toolchain has")
                            : tr("Set %1 = %2 in a config of yours, keeping the rest of it (a backup is kept)")
                                  .arg(QString::fromLatin1(setting.setting), QString::fromStdString(value)));
}

QString CalibrationPanel::writeConfig(const QString& path)
{
    const CalibrationSwitch& setting = m_context->toolchain().calibration;
    auto written = writeCalibrationSetting(m_context->toolchain(), methodToWrite().toStdString(),
        rangesToWrite() ? *rangesToWrite() : std::map<std::string, sim::TensorRange>(), path.toStdString());
    if (!written)
        return tr("Nothing was written: %1").arg(problemText(written.error()));
    QString said = setting.writeRanges
        ? tr("%1's ranges written to %2.").arg(methodName(written.value().value), path)
        : tr("%1 = %2 written to %3.")
              .arg(QString::fromLatin1(setting.setting), QString::fromStdString(written.value().value), path);
    if (!written.value().backup.empty())
        said += QLatin1Char(' ')
            + tr("The previous file is kept as %1.").arg(QString::fromStdString(written.value().backup));
    return said;
}

void CalibrationPanel::poll()
{
    const JobProgress* p = m_context->calibrationProgress();
    if (!p)
        return;
    const std::size_t total = p->total.load();
    m_progress->setRange(0, 1000);
    m_progress->setValue(
        total ? static_cast<int>(1000.0 * static_cast<double>(p->done.load()) / static_cast<double>(total)) : 0);
}

bool CalibrationPanel::waitForStudy(int ms)
{
    if (!m_context->waitForMeasurement(ms))
        return false;
    return m_context->waitForCalibrationStudy(ms);
}

} // namespace quantlens
