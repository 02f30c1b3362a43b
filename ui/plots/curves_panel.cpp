#include "plots/curves_panel.h"

#include "session_context.h"
#include "verdict_style.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace quantlens {
namespace {
    constexpr int kBothPlotsHeight = 250;

    // Distinguishable on screen and in greyscale print-outs of tickets.
    const QColor kCandidateColors[] = { QColor(31, 119, 180), QColor(148, 103, 189), QColor(44, 160, 44),
        QColor(140, 86, 75), QColor(255, 127, 14) };

    QCPItemStraightLine* straightLine(QCustomPlot* plot, QPen pen)
    {
        auto* line = new QCPItemStraightLine(plot);
        line->setPen(pen);
        line->setSelectable(false);
        return line;
    }

    void setHorizontal(QCPItemStraightLine* line, double y)
    {
        line->point1->setCoords(0, y);
        line->point2->setCoords(1, y);
    }

    void setVertical(QCPItemStraightLine* line, double x)
    {
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
    }

    /// A horizontal band spanning the plot's width (x in axis-rect ratio, y in plot coordinates).
    QCPItemRect* band(QCustomPlot* plot, QColor color)
    {
        auto* rect = new QCPItemRect(plot);
        rect->setPen(Qt::NoPen);
        rect->setBrush(color);
        rect->setSelectable(false);
        for (auto* p : { rect->topLeft, rect->bottomRight }) {
            p->setTypeX(QCPItemPosition::ptAxisRectRatio);
            p->setTypeY(QCPItemPosition::ptPlotCoords);
        }
        rect->setLayer(QStringLiteral("background"));
        return rect;
    }

    void setBand(QCPItemRect* rect, double low, double high)
    {
        rect->topLeft->setCoords(0, high);
        rect->bottomRight->setCoords(1, low);
    }

    QCustomPlot* makePlot(QWidget* parent, const QString& yLabel)
    {
        auto* plot = new QCustomPlot(parent);
        plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        plot->axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
        plot->axisRect()->setRangeZoom(Qt::Horizontal);
        plot->yAxis->setLabel(yLabel);
        // No legend inside the plot, where it would hide data: the panel's header names the runs.
        plot->legend->setVisible(false);
        plot->setMinimumHeight(70); // small screens: the dock may shrink; the graph needs the room more
        return plot;
    }

    QDoubleSpinBox* thresholdEdit(QWidget* parent, double maximum, int decimals, double step)
    {
        auto* spin = new QDoubleSpinBox(parent);
        spin->setRange(0, maximum);
        spin->setDecimals(decimals);
        spin->setSingleStep(step);
        return spin;
    }
}

CurvesPanel::CurvesPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_plots(new QWidget(this))
    , m_cosPlot(makePlot(m_plots, tr("Cosine similarity")))
    , m_rmsePlot(makePlot(m_plots, tr("RMSE (log scale)")))
    , m_warnEdit(thresholdEdit(this, 1, 4, 0.001))
    , m_failEdit(thresholdEdit(this, 1, 4, 0.001))
    , m_relL1Edit(thresholdEdit(this, 100, 3, 0.01))
{
    setObjectName(QStringLiteral("curvesPanel"));
    m_plots->setObjectName(QStringLiteral("exportContent")); // exports show the plots, not the editors
    // The defaults are the vendors' own levels (SigmaStar's warning cosine and relative L1, AXera's
    // fail cosine), so the tooltips name them from the one Thresholds source.
    const Thresholds defaults;
    m_warnEdit->setToolTip(
        tr("A tensor below this cosine similarity is a warning (default %1, SigmaStar's)").arg(defaults.cosWarnBelow));
    m_failEdit->setToolTip(tr("A tensor below this cosine similarity fails (default %1, AXera's normal output); "
                              "never above the warning level")
                               .arg(defaults.cosFailBelow));
    m_relL1Edit->setToolTip(tr("A tensor whose SigmaStar relative L1 error (their \"RMSE\") is above this is a "
                               "warning (default %1, SigmaStar's); 0 turns the rule off")
                                .arg(defaults.relL1WarnAbove));
    m_relL1Edit->setSpecialValueText(tr("off"));
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("curvesLegend"));
    m_rmsePlot->xAxis->setLabel(tr("Layer (topological order)")); // one axis title for both plots
    auto* thresholds = new QHBoxLayout;
    thresholds->addWidget(new QLabel(tr("Warn below cos"), this));
    thresholds->addWidget(m_warnEdit);
    thresholds->addWidget(new QLabel(tr("fail below cos"), this));
    thresholds->addWidget(m_failEdit);
    thresholds->addWidget(new QLabel(tr("warn above rel. L1"), this));
    thresholds->addWidget(m_relL1Edit);
    thresholds->addStretch();
    auto* plots = new QVBoxLayout(m_plots);
    plots->setContentsMargins(0, 0, 0, 0);
    plots->setSpacing(0);
    m_legend->setParent(m_plots); // part of exports: a picture must say which line is which run
    plots->addWidget(m_legend, 0, Qt::AlignRight);
    plots->addWidget(m_cosPlot, 3);
    plots->addWidget(m_rmsePlot, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(thresholds);
    layout->addWidget(m_plots, 1);

    // RMSE spans decades across a network (and scales with each tensor's range): on a linear axis
    // one large late layer flattens everything else. It has no scale-free threshold, so no line.
    m_rmsePlot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_rmsePlot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    QColor warnTint = verdictStyle::cellBackground(Verdict::Warn),
           failTint = verdictStyle::cellBackground(Verdict::Fail);
    warnTint.setAlpha(150);
    failTint.setAlpha(80);
    m_warnBand = band(m_cosPlot, warnTint);
    m_failBand = band(m_cosPlot, failTint);
    m_warnLine = straightLine(m_cosPlot, QPen(verdictStyle::fill(Verdict::Warn).darker(140), 1.2, Qt::DashLine));
    m_failLine = straightLine(m_cosPlot, QPen(verdictStyle::fill(Verdict::Fail), 1.2, Qt::DashLine));
    for (auto* plot : { m_cosPlot, m_rmsePlot }) {
        auto* cursor = straightLine(plot, QPen(QColor(0, 0, 0, 150), 1.5));
        cursor->setVisible(false);
        m_cursors.push_back(cursor);
        auto* first = straightLine(plot, QPen(verdictStyle::fill(Verdict::Fail), 1, Qt::DotLine));
        first->setVisible(false);
        m_firstWarn.push_back(first);
        connect(plot, &QCustomPlot::mouseMove, this, [this, plot](QMouseEvent* e) { showToolTip(plot, e); });
        connect(plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) { m_pressPos = e->pos(); });
        connect(plot, &QCustomPlot::mouseRelease, this, [this, plot](QMouseEvent* e) {
            // A click selects; a drag pans and must not.
            if (e->button() != Qt::LeftButton || (e->pos() - m_pressPos).manhattanLength() > 4)
                return;
            const int row = rowAtPixel(plot, e->pos().x());
            if (row >= 0)
                m_context->select(
                    QString::fromStdString(m_context->analysis()->rows[static_cast<std::size_t>(row)].tensor));
        });
    }
    // Zooming or panning one plot along x moves the other: both show the same layers.
    connect(m_cosPlot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this](const QCPRange& r) {
        if (m_rmsePlot->xAxis->range() != r)
            m_rmsePlot->xAxis->setRange(r), m_rmsePlot->replot();
    });
    connect(m_rmsePlot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this](const QCPRange& r) {
        if (m_cosPlot->xAxis->range() != r)
            m_cosPlot->xAxis->setRange(r), m_cosPlot->replot();
    });
    for (auto* spin : { m_warnEdit, m_failEdit, m_relL1Edit })
        connect(spin, &QDoubleSpinBox::valueChanged, this, &CurvesPanel::editThresholds);
    connect(context, &SessionContext::analysisChanged, this, &CurvesPanel::rebuild);
    connect(context, &SessionContext::measurementChanged, this, &CurvesPanel::rebuild);
    connect(context, &SessionContext::thresholdsChanged, this, &CurvesPanel::updateThresholds);
    connect(context, &SessionContext::selectionChanged, this, &CurvesPanel::showSelection);
    rebuild();
}

void CurvesPanel::editThresholds()
{
    Thresholds t;
    t.cosWarnBelow = m_warnEdit->value();
    t.cosFailBelow = m_failEdit->value();
    t.relL1WarnAbove = m_relL1Edit->value();
    m_context->setThresholds(t);
}

void CurvesPanel::rebuild()
{
    for (auto* plot : { m_cosPlot, m_rmsePlot })
        plot->clearGraphs();
    const auto analysis = m_context->analysis();
    QStringList legend;
    if (analysis) {
        for (std::size_t c = 0; c < analysis->candidates.size(); ++c) {
            QVector<double> x, cos, rmse;
            for (std::size_t r = 0; r < analysis->rows.size(); ++r) {
                const auto& m = analysis->rows[r].results[c].metrics;
                x.push_back(static_cast<double>(r));
                // NaN breaks the line: a tensor not compared is a gap, not a straight line across it.
                cos.push_back(m && std::isfinite(m->cosine) ? m->cosine : qQNaN());
                // zero (identical tensors) has no place on a log axis: show it at the axis floor
                rmse.push_back(m && std::isfinite(m->rmse) ? std::max(m->rmse, 1e-9) : qQNaN());
            }
            const QString label = QString::fromStdString(analysis->candidates[c].label);
            const QColor color = kCandidateColors[c % std::size(kCandidateColors)];
            legend
                << QStringLiteral("<span style='color:%1'>━━</span>&nbsp;%2").arg(color.name(), label.toHtmlEscaped());
            for (auto [plot, values] : { std::pair { m_cosPlot, &cos }, std::pair { m_rmsePlot, &rmse } }) {
                QCPGraph* g = plot->addGraph();
                g->setData(x, *values, true);
                g->setName(label);
                g->setPen(QPen(color, 1.4));
                g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, 3));
            }
        }
        // Several model inputs: the first run's cosine over all of them as a band (worst to best) behind
        // the lines, which show the worst input.
        if (!analysis->inputRuns.empty()) {
            QVector<double> x, low, high, p5;
            for (std::size_t r = 0; r < analysis->rows.size(); ++r) {
                const auto& across = analysis->rows[r].acrossInputs;
                x.push_back(static_cast<double>(r));
                low.push_back(across ? across->worstCos : qQNaN());
                high.push_back(across ? across->bestCos : qQNaN());
                p5.push_back(across ? across->p5Cos : qQNaN());
            }
            const QColor band(31, 119, 180, 60);
            QCPGraph* lower = m_cosPlot->addGraph();
            QCPGraph* upper = m_cosPlot->addGraph();
            lower->setData(x, low, true);
            upper->setData(x, high, true);
            for (QCPGraph* g : { lower, upper }) {
                g->setPen(QPen(band, 0.8));
                g->setLayer(QStringLiteral("grid")); // beneath the lines
                g->setName(tr("range over inputs"));
            }
            upper->setBrush(band);
            upper->setChannelFillGraph(lower);
            // The 5th percentile: where all but the worst twentieth of the inputs are (one input alone can
            // pull the worst edge down).
            QCPGraph* percentile = m_cosPlot->addGraph();
            percentile->setData(x, p5, true);
            percentile->setPen(QPen(QColor(31, 119, 180, 160), 1.0, Qt::DotLine));
            percentile->setLayer(QStringLiteral("grid"));
            percentile->setName(tr("5th percentile over inputs"));
            legend << QStringLiteral("<span style='color:%1'>▆</span>&nbsp;%2")
                          .arg(QColor(31, 119, 180).lighter(150).name(),
                              tr("%1 inputs: worst to best, dotted the 5th percentile (lines: input %2, the worst)")
                                  .arg(analysis->inputRuns.size())
                                  .arg(analysis->shownInput + 1)
                                  .toHtmlEscaped());
        }
        // Measured: each layer's own (isolated) error next to the accumulated one, dashed grey.
        if (analysis->measured) {
            QVector<double> x, isolated;
            for (std::size_t r = 0; r < analysis->rows.size(); ++r) {
                const auto& m = analysis->rows[r].measured;
                x.push_back(static_cast<double>(r));
                isolated.push_back(m && m->isolatedCos ? *m->isolatedCos : qQNaN());
            }
            const QColor grey(110, 110, 110);
            QCPGraph* g = m_cosPlot->addGraph();
            g->setData(x, isolated, true);
            g->setName(tr("isolated (measured)"));
            g->setPen(QPen(grey, 1.0, Qt::DashLine));
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, grey, 4));
            legend << QStringLiteral("<span style='color:%1'>✕</span>&nbsp;%2")
                          .arg(grey.name(), tr("isolated error of each layer (measured)").toHtmlEscaped());
        }
        const double n = static_cast<double>(analysis->rows.size());
        for (auto* plot : { m_cosPlot, m_rmsePlot }) {
            plot->xAxis->setRange(-1, std::max(1.0, n));
            bool found = false;
            QCPRange range = plot->graphCount() ? plot->graph(0)->getValueRange(found) : QCPRange(0, 1);
            for (int g = 1; g < plot->graphCount(); ++g) {
                bool ok = false;
                const QCPRange r = plot->graph(g)->getValueRange(ok);
                if (ok)
                    range.expand(r), found = true;
            }
            if (plot == m_rmsePlot) { // log axis: positive range with a little headroom
                const double lower = std::max(found ? range.lower : 1e-3, 1e-6);
                plot->yAxis->setRange(lower / 1.5, std::max(found ? range.upper : 1.0, lower * 10) * 1.5);
            } else {
                plot->yAxis->setRange(found ? range : QCPRange(0, 1));
                plot->yAxis->scaleRange(1.08, plot->yAxis->range().center());
            }
        }
    }
    m_legend->setText(legend.join(QStringLiteral("&nbsp;&nbsp;&nbsp;")));
    updateThresholds();
    showSelection();
}

void CurvesPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // On a short panel (a laptop screen) two plots are two unreadable strips: keep the cosine.
    m_rmsePlot->setVisible(height() >= kBothPlotsHeight);
    m_cosPlot->xAxis->setLabel(m_rmsePlot->isVisible() ? QString() : tr("Layer (topological order)"));
}

void CurvesPanel::updateThresholds()
{
    const Thresholds& t = m_context->thresholds();
    {
        const QSignalBlocker b1(m_warnEdit), b2(m_failEdit), b3(m_relL1Edit);
        // Each level bounds the other, so the editors cannot produce a contradiction.
        m_warnEdit->setMinimum(t.cosFailBelow);
        m_failEdit->setMaximum(t.cosWarnBelow);
        m_warnEdit->setValue(t.cosWarnBelow);
        m_failEdit->setValue(t.cosFailBelow);
        m_relL1Edit->setValue(t.relL1WarnAbove);
    }
    setHorizontal(m_warnLine, t.cosWarnBelow);
    setHorizontal(m_failLine, t.cosFailBelow);
    setBand(m_warnBand, t.cosFailBelow, t.cosWarnBelow);
    setBand(m_failBand, -1.5, t.cosFailBelow);
    const auto first = m_context->summary().firstWarn;
    for (auto* line : m_firstWarn) {
        line->setVisible(first.has_value());
        if (first)
            setVertical(line, static_cast<double>(*first));
    }
    m_cosPlot->replot();
    m_rmsePlot->replot();
}

void CurvesPanel::showSelection()
{
    const int row = m_context->selectedRow();
    for (auto* cursor : m_cursors) {
        cursor->setVisible(row >= 0);
        if (row >= 0)
            setVertical(cursor, row);
    }
    m_cosPlot->replot();
    m_rmsePlot->replot();
}

int CurvesPanel::rowAtPixel(QCustomPlot* plot, double pixelX) const
{
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->rows.empty())
        return -1;
    const long row = std::lround(plot->xAxis->pixelToCoord(pixelX));
    if (row < 0 || row >= static_cast<long>(analysis->rows.size()))
        return -1;
    return static_cast<int>(row);
}

void CurvesPanel::showToolTip(QCustomPlot* plot, QMouseEvent* event)
{
    const int row = rowAtPixel(plot, event->pos().x());
    if (row < 0) {
        QToolTip::hideText();
        return;
    }
    const auto analysis = m_context->analysis();
    const LayerRow& r = analysis->rows[static_cast<std::size_t>(row)];
    QString text = QStringLiteral("<b>#%1 %2</b> (%3)")
                       .arg(r.order)
                       .arg(QString::fromStdString(r.tensor).toHtmlEscaped(), QString::fromStdString(r.opType));
    for (std::size_t c = 0; c < r.results.size(); ++c) {
        const auto& m = r.results[c].metrics;
        text += QStringLiteral("<br>%1: ").arg(QString::fromStdString(analysis->candidates[c].label).toHtmlEscaped());
        text += m ? tr("cos %1, RMSE %2, %3")
                        .arg(m->cosine, 0, 'f', 6)
                        .arg(m->rmse, 0, 'g', 5)
                        .arg(verdictStyle::name(r.results[c].verdict(m_context->thresholds())))
                  : tr("not compared");
    }
    if (const auto& across = r.acrossInputs)
        text += tr("<br>over %1 inputs: mean cos %2, 5th percentile %3, worst %4 (input %5)")
                    .arg(across->inputs)
                    .arg(across->meanCos, 0, 'f', 6)
                    .arg(across->p5Cos, 0, 'f', 6)
                    .arg(across->worstCos, 0, 'f', 6)
                    .arg(across->worstInput + 1);
    if (r.measured && r.measured->isolatedCos)
        text += tr("<br>isolated (its node from float inputs): cos %1").arg(*r.measured->isolatedCos, 0, 'f', 6);
    if (r.measured && r.measured->gain16)
        text += tr("<br>alone at 16 bit, the outputs gain %1").arg(*r.measured->gain16, 0, 'f', 5);
    QToolTip::showText(event->globalPosition().toPoint(), text, plot);
}

} // namespace quantlens
