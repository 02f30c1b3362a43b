#include "plots/curves_panel.h"

#include "session_context.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace quantlens {
namespace {
    // Distinguishable on screen and in greyscale print-outs of tickets.
    const QColor kCandidateColors[] = { QColor(31, 119, 180), QColor(214, 39, 40), QColor(44, 160, 44),
        QColor(148, 103, 189), QColor(255, 127, 14) };

    QCPItemStraightLine* horizontalLine(QCustomPlot* plot, QColor color, Qt::PenStyle style)
    {
        auto* line = new QCPItemStraightLine(plot);
        line->setPen(QPen(color, 1.2, style));
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

    QCustomPlot* makePlot(QWidget* parent, const QString& yLabel)
    {
        auto* plot = new QCustomPlot(parent);
        plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        plot->axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
        plot->axisRect()->setRangeZoom(Qt::Horizontal);
        plot->xAxis->setLabel(CurvesPanel::tr("Layer (topological order)"));
        plot->yAxis->setLabel(yLabel);
        plot->legend->setVisible(true);
        plot->legend->setFont(parent->font());
        plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignLeft);
        plot->setMinimumHeight(140);
        return plot;
    }
}

CurvesPanel::CurvesPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_cosPlot(makePlot(this, tr("Cosine similarity")))
    , m_rmsePlot(makePlot(this, tr("RMSE (log scale)")))
    , m_cosEdit(new QDoubleSpinBox(this))
    , m_cosWarnEdit(new QDoubleSpinBox(this))
    , m_rmseEdit(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("curvesPanel"));
    for (auto* spin : { m_cosEdit, m_cosWarnEdit })
        spin->setRange(0, 1), spin->setDecimals(4), spin->setSingleStep(0.001);
    m_rmseEdit->setRange(0, 1e6);
    m_rmseEdit->setDecimals(4);
    m_rmseEdit->setSingleStep(0.01);
    auto* thresholds = new QHBoxLayout;
    thresholds->addWidget(new QLabel(tr("Thresholds: cos"), this));
    thresholds->addWidget(m_cosEdit);
    thresholds->addWidget(new QLabel(tr("warning cos"), this));
    thresholds->addWidget(m_cosWarnEdit);
    thresholds->addWidget(new QLabel(tr("RMSE"), this));
    thresholds->addWidget(m_rmseEdit);
    thresholds->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(thresholds);
    layout->addWidget(m_cosPlot, 3);
    layout->addWidget(m_rmsePlot, 2);

    // RMSE spans decades across a network (and scales with each tensor's range): on a linear axis
    // one large late layer flattens everything else.
    m_rmsePlot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_rmsePlot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_thresholdLines = { horizontalLine(m_cosPlot, QColor(220, 50, 50), Qt::DashLine),
        horizontalLine(m_cosPlot, QColor(230, 150, 0), Qt::DashLine), horizontalLine(m_rmsePlot, QColor(220, 50, 50), Qt::DashLine) };
    for (auto* plot : { m_cosPlot, m_rmsePlot }) {
        auto* cursor = new QCPItemStraightLine(plot);
        cursor->setPen(QPen(QColor(0, 0, 0, 150), 1.5));
        cursor->setVisible(false);
        m_cursors.push_back(cursor);
        auto* first = new QCPItemStraightLine(plot);
        first->setPen(QPen(QColor(220, 50, 50, 160), 1, Qt::DotLine));
        first->setVisible(false);
        m_firstBelow.push_back(first);
        connect(plot, &QCustomPlot::mouseMove, this, [this, plot](QMouseEvent* e) { showToolTip(plot, e); });
        connect(plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) { m_pressPos = e->pos(); });
        connect(plot, &QCustomPlot::mouseRelease, this, [this, plot](QMouseEvent* e) {
            // A click selects; a drag pans and must not.
            if (e->button() != Qt::LeftButton || (e->pos() - m_pressPos).manhattanLength() > 4)
                return;
            const int row = rowAtPixel(plot, e->pos().x());
            if (row >= 0)
                m_context->select(QString::fromStdString(m_context->analysis()->rows[static_cast<std::size_t>(row)].tensor));
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
    auto applyThresholds = [this] {
        m_context->setThresholds(m_cosEdit->value(), m_cosWarnEdit->value(), m_rmseEdit->value());
    };
    for (auto* spin : { m_cosEdit, m_cosWarnEdit, m_rmseEdit })
        connect(spin, &QDoubleSpinBox::valueChanged, this, applyThresholds);
    connect(context, &SessionContext::analysisChanged, this, &CurvesPanel::rebuild);
    connect(context, &SessionContext::thresholdsChanged, this, &CurvesPanel::updateThresholdLines);
    connect(context, &SessionContext::selectionChanged, this, &CurvesPanel::showSelection);
    rebuild();
}

void CurvesPanel::rebuild()
{
    for (auto* plot : { m_cosPlot, m_rmsePlot })
        plot->clearGraphs();
    const auto analysis = m_context->analysis();
    if (analysis) {
        for (std::size_t c = 0; c < analysis->candidates.size(); ++c) {
            QVector<double> x, cos, rmse;
            for (std::size_t r = 0; r < analysis->rows.size(); ++r) {
                const auto& m = analysis->rows[r].results[c].metrics;
                if (!m)
                    continue; // gaps for tensors not compared, not fake zeros
                x.push_back(static_cast<double>(r));
                cos.push_back(std::isfinite(m->cosine) ? m->cosine : qQNaN());
                // zero (identical tensors) has no place on a log axis: show it at the axis floor
                rmse.push_back(std::isfinite(m->rmse) ? std::max(m->rmse, 1e-9) : qQNaN());
            }
            const QString label = QString::fromStdString(analysis->candidates[c].label);
            const QColor color = kCandidateColors[c % std::size(kCandidateColors)];
            for (auto [plot, values] : { std::pair { m_cosPlot, &cos }, std::pair { m_rmsePlot, &rmse } }) {
                QCPGraph* g = plot->addGraph();
                g->setData(x, *values, true);
                g->setName(label);
                g->setPen(QPen(color, 1.4));
                g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, 3));
            }
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
                    range.expand(r);
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
    const QSignalBlocker b1(m_cosEdit), b2(m_cosWarnEdit), b3(m_rmseEdit);
    m_cosEdit->setValue(m_context->cosThreshold());
    m_cosWarnEdit->setValue(m_context->cosWarningThreshold());
    m_rmseEdit->setValue(m_context->rmseThreshold());
    updateThresholdLines();
    showSelection();
}

void CurvesPanel::updateThresholdLines()
{
    setHorizontal(m_thresholdLines[0], m_context->cosThreshold());
    setHorizontal(m_thresholdLines[1], m_context->cosWarningThreshold());
    setHorizontal(m_thresholdLines[2], m_context->rmseThreshold());
    const auto analysis = m_context->analysis();
    std::optional<std::size_t> first;
    if (analysis)
        for (std::size_t r = 0; r < analysis->rows.size() && !first; ++r) {
            const auto& m = analysis->rows[r].primary().metrics;
            if (m && (std::isnan(m->cosine) || m->cosine < m_context->cosThreshold()))
                first = r;
        }
    for (auto* line : m_firstBelow) {
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
    QString text = QStringLiteral("<b>#%1 %2</b> (%3)").arg(r.order).arg(QString::fromStdString(r.tensor).toHtmlEscaped(),
        QString::fromStdString(r.opType));
    for (std::size_t c = 0; c < r.results.size(); ++c) {
        const auto& m = r.results[c].metrics;
        text += QStringLiteral("<br>%1: ").arg(QString::fromStdString(analysis->candidates[c].label).toHtmlEscaped());
        text += m ? tr("cos %1, RMSE %2").arg(m->cosine, 0, 'f', 6).arg(m->rmse, 0, 'g', 5) : tr("not compared");
    }
    QToolTip::showText(event->globalPosition().toPoint(), text, plot);
}

} // namespace quantlens
