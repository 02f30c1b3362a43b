#include "plots/histograms_panel.h"

#include "core_text.h"
#include "session_context.h"

#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace quantlens {
namespace {
    constexpr int kBins = 64;
    const QColor kReferenceColor(90, 90, 90);
    // The curves' colours for the runs, so a run looks the same in every plot.
    const QColor kRunColors[] = { QColor(31, 119, 180), QColor(148, 103, 189), QColor(44, 160, 44), QColor(140, 86, 75),
        QColor(255, 127, 14) };

    QColor runColor(std::size_t run) { return kRunColors[run % std::size(kRunColors)]; }

    QCustomPlot* makePlot(QWidget* parent, const QString& xLabel, const QString& yLabel)
    {
        auto* plot = new QCustomPlot(parent);
        plot->xAxis->setLabel(xLabel);
        plot->yAxis->setLabel(yLabel);
        plot->setMinimumHeight(40); // tabbed with the curves: a tall minimum would squeeze the graph on laptops
        plot->legend->setVisible(false);
        return plot;
    }

    void useLogCounts(QCustomPlot* plot)
    {
        plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
        plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    }

    /// Counts as a step line over bin centres; empty bins at 0.5 so the log axis can show them.
    void addHistogram(QCustomPlot* plot, const std::vector<std::uint64_t>& counts, double low, double high,
        const QColor& color, const QString& name)
    {
        QVector<double> x, y;
        const double step = (high - low) / static_cast<double>(counts.size());
        for (std::size_t b = 0; b < counts.size(); ++b) {
            x << low + (static_cast<double>(b) + 0.5) * step;
            y << std::max(0.5, static_cast<double>(counts[b]));
        }
        QCPGraph* g = plot->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsStepCenter);
        g->setPen(QPen(color, 1.6));
        g->setData(x, y, true);
    }
}

HistogramsPanel::HistogramsPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_title(new QLabel(this))
    , m_job(this)
{
    setObjectName(QStringLiteral("histogramsPanel"));
    auto* content = new QWidget(this);
    content->setObjectName(QStringLiteral("exportContent"));
    m_values = makePlot(content, tr("value"), tr("count"));
    m_errors = makePlot(content, tr("run − reference"), tr("count"));
    m_channels = makePlot(content, tr("channel (axis 1)"), tr("reference min … max"));
    useLogCounts(m_values);
    useLogCounts(m_errors);
    m_channels->yAxis2->setVisible(true);
    m_channels->yAxis2->setLabel(tr("cosine per channel"));
    for (QCustomPlot* plot : { m_values, m_errors }) {
        plot->legend->setVisible(true);
        plot->legend->setFont(font());
        plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    }
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_title);
    m_plots = new QBoxLayout(QBoxLayout::TopToBottom);
    m_plots->addWidget(m_values, 1);
    m_plots->addWidget(m_errors, 1);
    m_plots->addWidget(m_channels, 1);
    contentLayout->addLayout(m_plots, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(content);
    connect(context, &SessionContext::analysisChanged, this, &HistogramsPanel::reload);
    connect(context, &SessionContext::selectionChanged, this, &HistogramsPanel::reload);
    reload();
}

HistogramsPanel::~HistogramsPanel() = default;

void HistogramsPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // In the bottom dock the panel is wide and short: three stacked plots would get a sliver of
    // height each, so they sit side by side there and stack in a tall dock.
    m_plots->setDirection(width() > 2 * height() ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

void HistogramsPanel::clearPlots(const QString& message)
{
    m_title->setText(message);
    for (QCustomPlot* plot : { m_values, m_errors, m_channels }) {
        plot->clearGraphs();
        plot->replot();
    }
}

void HistogramsPanel::reload()
{
    const auto analysis = m_context->analysis();
    const int row = m_context->selectedRow();
    if (!analysis || row < 0) {
        m_job.cancel();
        clearPlots(tr("Select a tensor to see its values, errors and channels."));
        return;
    }
    m_title->setText(tr("Reading %1…").arg(m_context->selectedTensor()));
    m_job.start(
        [analysis, row](const LatestJob<Result<TensorDistributions>>::Control& control) {
            return tensorDistributions(*analysis, static_cast<std::size_t>(row), kBins, control.keepGoing);
        },
        [this](quint64, Result<TensorDistributions> result) { show(std::move(result)); });
}

void HistogramsPanel::show(Result<TensorDistributions> result)
{
    const auto analysis = m_context->analysis();
    if (!result || !analysis) {
        clearPlots(result ? QString() : problemText(result.error()));
        return;
    }
    const TensorDistributions& d = result.value();
    const LayerRow& row = analysis->rows[d.row];
    m_title->setText(tr("<b>%1</b> — %n run(s) against %2", nullptr, static_cast<int>(analysis->candidates.size()))
                         .arg(QString::fromStdString(row.tensor).toHtmlEscaped(),
                             QString::fromStdString(analysis->reference.label).toHtmlEscaped()));
    for (QCustomPlot* plot : { m_values, m_errors, m_channels })
        plot->clearGraphs();
    addHistogram(m_values, d.referenceCounts, d.valueLow, d.valueHigh, kReferenceColor,
        QString::fromStdString(analysis->reference.label));
    for (std::size_t run = 0; run < d.candidateCounts.size(); ++run) {
        const QString label = QString::fromStdString(analysis->candidates[run].label);
        if (!d.candidateCounts[run].empty())
            addHistogram(m_values, d.candidateCounts[run], d.valueLow, d.valueHigh, runColor(run), label);
        if (!d.errorCounts[run].empty())
            addHistogram(m_errors, d.errorCounts[run], -d.errorBound, d.errorBound, runColor(run), label);
    }
    // Channels: the reference's min and max as a band, each run's per-channel cosine on the right axis.
    if (!d.channelMin.empty()) {
        QVector<double> x, low, high;
        for (std::size_t c = 0; c < d.channelMin.size(); ++c) {
            x << static_cast<double>(c);
            low << (std::isfinite(d.channelMin[c]) ? d.channelMin[c] : 0.0);
            high << (std::isfinite(d.channelMax[c]) ? d.channelMax[c] : 0.0);
        }
        QCPGraph* top = m_channels->addGraph();
        QCPGraph* bottom = m_channels->addGraph();
        for (QCPGraph* g : { top, bottom })
            g->setPen(QPen(kReferenceColor, 1));
        top->setData(x, high, true);
        bottom->setData(x, low, true);
        top->setBrush(QColor(150, 150, 150, 70));
        top->setChannelFillGraph(bottom);
        for (std::size_t run = 0; run < d.channelCosine.size(); ++run) {
            if (d.channelCosine[run].empty())
                continue;
            QVector<double> cos(d.channelCosine[run].begin(), d.channelCosine[run].end());
            QCPGraph* g = m_channels->addGraph(m_channels->xAxis, m_channels->yAxis2);
            g->setPen(QPen(runColor(run), 1.4));
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, runColor(run), 4));
            g->setData(x, cos, true);
        }
        m_channels->yAxis2->setRange(std::min(0.9,
                                         [&] {
                                             double lowest = 1;
                                             for (const auto& run : d.channelCosine)
                                                 for (double v : run)
                                                     lowest = std::isfinite(v) ? std::min(lowest, v) : lowest;
                                             return lowest - 0.01;
                                         }()),
            1.001);
    }
    for (QCustomPlot* plot : { m_values, m_errors, m_channels }) {
        plot->rescaleAxes(true);
        if (plot != m_channels)
            plot->yAxis->setRangeLower(0.5);
        plot->replot();
    }
    if (!d.channelMin.empty()) {
        m_channels->yAxis2->setRangeUpper(1.001);
        m_channels->xAxis->setRange(-0.5, static_cast<double>(d.channelMin.size()) - 0.5);
    }
    m_channels->replot();
}

bool HistogramsPanel::waitForData(int ms)
{
    return m_job.wait(ms); // delivers the result (and draws it) before returning
}

} // namespace quantlens
