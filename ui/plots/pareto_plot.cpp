#include "plots/pareto_plot.h"

#include <QEvent>
#include <QLabel>
#include <QStackedLayout>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    constexpr double kClickRadius = 12; // pixels
}

ParetoPlot::ParetoPlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    // Until a search has plans the plot says what it will show, instead of drawing empty axes 0 to 5.
    m_placeholder = new QLabel(this);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setFrameShape(QFrame::StyledPanel);
    m_stack = new QStackedLayout;
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(m_plot);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_stack);
    m_plot->setMinimumHeight(220);
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    m_path = m_plot->addGraph();
    m_path->setPen(QPen(QColor(31, 119, 180), 1.5));
    m_path->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(31, 119, 180), Qt::white, 7));
    m_final = m_plot->addGraph();
    m_final->setLineStyle(QCPGraph::lsNone);
    m_final->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QColor(214, 39, 40), 14));
    m_current = m_plot->addGraph();
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 2), Qt::NoBrush, 16));
    m_current->removeFromLegend();
    // Whole tensors: ticks at integers only, as many as fit.
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->xAxis->setTicker(ticker);
    m_target = new QCPItemStraightLine(m_plot);
    m_target->setPen(QPen(QColor(44, 160, 44), 1.5, Qt::DashLine));
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        const int point = pointAt(event->position());
        if (point >= 0)
            emit pointClicked(point);
    });
    retranslate();
}

void ParetoPlot::retranslate()
{
    m_plot->xAxis->setLabel(tr("Tensors at 16 bit"));
    m_plot->yAxis->setLabel(m_valueName.isEmpty() ? tr("Output cos (worst input)") : m_valueName);
    m_path->setName(tr("Plans the search went through"));
    m_final->setName(tr("Plan after pruning"));
    m_placeholder->setText(tr("The plans a search goes through appear here: the output cos of the worst input "
                              "against the number of tensors at 16 bit, with the target as a dashed line."));
    m_plot->replot();
}

void ParetoPlot::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ParetoPlot::setPoints(const std::vector<ParetoPoint>& points, double target, const QString& valueName)
{
    m_points = points;
    m_valueName = valueName;
    m_plot->yAxis->setLabel(valueName.isEmpty() ? tr("Output cos (worst input)") : valueName);
    m_stack->setCurrentWidget(points.empty() ? static_cast<QWidget*>(m_placeholder) : m_plot);
    QVector<double> px, py, fx, fy;
    double low = target, high = target;
    int most = 1;
    for (const auto& p : points) {
        (p.final ? fx : px) << p.tensors;
        (p.final ? fy : py) << p.cos;
        low = std::min(low, p.cos);
        high = std::max(high, p.cos);
        most = std::max(most, p.tensors);
    }
    m_path->setData(px, py, true);
    m_final->setData(fx, fy, true);
    if (fx.isEmpty())
        m_final->removeFromLegend();
    else
        m_final->addToLegend();
    m_current->data()->clear();
    m_target->point1->setCoords(0, target);
    m_target->point2->setCoords(1, target);
    const double margin = std::max((high - low) * 0.08, 1e-4);
    // A cosine or an agreement never passes 1; SQNR in dB does.
    const bool unitScale = valueName.isEmpty() || high <= 1.0;
    m_plot->yAxis->setRange(low - margin, unitScale ? std::min(1.0 + margin, high + margin) : high + margin);
    m_plot->xAxis->setRange(-0.5, most + 0.5);
    m_plot->replot();
}

void ParetoPlot::setCurrent(int point)
{
    m_current->data()->clear();
    if (point >= 0 && point < static_cast<int>(m_points.size()))
        m_current->addData(
            m_points[static_cast<std::size_t>(point)].tensors, m_points[static_cast<std::size_t>(point)].cos);
    m_plot->replot();
}

QPointF ParetoPlot::pixelOf(int point) const
{
    const auto& p = m_points.at(static_cast<std::size_t>(point));
    return { m_plot->xAxis->coordToPixel(p.tensors), m_plot->yAxis->coordToPixel(p.cos) };
}

int ParetoPlot::pointAt(const QPointF& pixel) const
{
    int best = -1;
    double bestDistance = kClickRadius;
    for (int i = 0; i < static_cast<int>(m_points.size()); ++i) {
        const QPointF d = pixelOf(i) - pixel;
        const double distance = std::hypot(d.x(), d.y());
        // The pruned plan can sit on a path point: the later one (the final plan) wins a tie.
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

} // namespace quantlens
