#include "measurement_status.h"

#include "analysis/measuring_inputs.h"
#include "calibration/range_methods.h"
#include "core_text.h"
#include "report/advice_report.h"
#include "session_context.h"
#include "simulation/calibration_ranges.h"
#include "util/number_text.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTimer>

namespace quantlens {
namespace {
    const QString kSetting = QStringLiteral("measureByRunning");

    /// A lever as the Advisor view names it (its key when the session holds no advice naming it).
    QString leverTitle(const advisor::Advice* advice, const std::string& key)
    {
        if (advice)
            for (const auto& l : advice->levers)
                if (l.name == key)
                    return QString::fromStdString(adviceLeverName(l));
        return QString::fromStdString(key);
    }
}

bool MeasurementStatus::savedChoice()
{
    const QString forced = qEnvironmentVariable("QUANTLENS_MEASURE");
    if (!forced.isEmpty())
        return forced != QStringLiteral("0");
    return QSettings().value(kSetting, true).toBool();
}

MeasurementStatus::MeasurementStatus(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_text(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("measurementStatus"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    m_bar->setRange(0, 1000);
    m_bar->setMaximumWidth(160);
    m_bar->setTextVisible(false);
    m_cancel->setObjectName(QStringLiteral("cancelMeasurement"));
    m_timer->setInterval(200); // the job only writes its counters: the bar reads them
    connect(m_timer, &QTimer::timeout, this, &MeasurementStatus::poll);
    connect(m_cancel, &QPushButton::clicked, context, &SessionContext::cancelMeasurement);
    connect(context, &SessionContext::measurementChanged, this, &MeasurementStatus::update);
    connect(context, &SessionContext::analysisChanged, this, &MeasurementStatus::update);
    update();
}

void MeasurementStatus::addActions(QMenu* menu)
{
    QAction* toggle = menu->addAction(tr("&Measure by running the models"));
    toggle->setObjectName(QStringLiteral("measureByRunning"));
    toggle->setCheckable(true);
    toggle->setChecked(m_context->measureEnabled());
    toggle->setToolTip(tr("Run the float and quantized models (on the model inputs, else on the graph inputs the "
                          "float dump holds) and measure what each tensor at 16 bit or in float does to the outputs"));
    connect(toggle, &QAction::toggled, this, &MeasurementStatus::setEnabledChoice);
}

void MeasurementStatus::setEnabledChoice(bool on)
{
    QSettings().setValue(kSetting, on);
    m_context->setMeasureEnabled(on);
    update();
}

void MeasurementStatus::update()
{
    m_cancel->setText(tr("Cancel"));
    const bool running = m_context->measuring();
    m_bar->setVisible(running);
    m_cancel->setVisible(running);
    if (running) {
        m_timer->start();
        poll();
        return;
    }
    m_timer->stop();
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->modelOnly()) {
        m_text->clear();
    } else if (analysis->measured) {
        const std::size_t inputs = analysis->measured->inputs;
        const std::size_t calibration = analysis->measured->calibrationInputs;
        const auto& subset = analysis->measured->subset;
        const QString measuredOn = subset ? tr("Measured on %1 of %2 inputs (the %3 worst, %4 at random)")
                                                .arg(inputs)
                                                .arg(subset->of)
                                                .arg(subset->worst)
                                                .arg(subset->random)
            : inputs == 1 ? tr("Measured on one input")
                          : tr("Measured on %1 inputs").arg(inputs);
        QString line = calibration == 0
            ? measuredOn
            : tr("%1, 16-bit ranges from %2 calibration inputs").arg(measuredOn).arg(calibration);
        QString tip = translated(sim::sixteenBitRangesNote(calibration, analysis->measured->wideEncoding));
        if (subset)
            tip += QLatin1Char('\n') + translated(measuredSubsetText(*subset));
        if (const calib::RangeMethod* method = calib::rangeMethod(analysis->measured->recalibration)) {
            // What the prediction and the plan start from: said where the measuring is said.
            line += tr(", recalibrated by %1").arg(translated(text(method->messageKey)));
            tip += QLatin1Char('\n')
                + tr("Measured from the model recalibrated by %1 (Calibration view): output cos %2 as the model is, "
                     "%3 recalibrated.")
                      .arg(translated(text(method->messageKey)),
                          QString::fromStdString(formatSignificant(analysis->measured->asIsCos, 5)),
                          QString::fromStdString(formatSignificant(analysis->measured->baselineCos, 5)));
        }
        if (!analysis->measured->levers.empty()) {
            QStringList names;
            for (const auto& name : analysis->measured->levers)
                names << leverTitle(m_context->advice().get(), name);
            line += tr(", levers applied: %1").arg(names.join(QStringLiteral(" + ")));
            tip += QLatin1Char('\n')
                + tr(
                    "Measured as if rebuilt with the levers applied in the Advisor view (a what-if; Ctrl+Z undoes it): "
                    "output cos %1 as the model is, %2 with them.")
                      .arg(QString::fromStdString(formatSignificant(analysis->measured->asIsCos, 5)),
                          QString::fromStdString(formatSignificant(analysis->measured->baselineCos, 5)));
        }
        m_text->setText(line);
        m_text->setToolTip(tip);
    } else if (analysis->measurementProblem) {
        m_text->setText(tr("Not measured"));
        m_text->setToolTip(problemText(*analysis->measurementProblem));
    } else {
        m_text->setText(m_context->measureEnabled() ? tr("Measurement cancelled") : QString());
        m_text->setToolTip({});
    }
}

void MeasurementStatus::poll()
{
    const JobProgress* progress = m_context->measurementProgress();
    if (!progress)
        return;
    const std::size_t total = progress->total.load();
    const std::size_t done = progress->done.load();
    const int value = total ? static_cast<int>(done * 1000 / total) : 0;
    m_bar->setValue(value);
    m_text->setText(
        tr("Measuring by running the models… %1 % (culprits shown are provisional until it ends)").arg(value / 10));
}

void MeasurementStatus::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        update();
}

} // namespace quantlens
