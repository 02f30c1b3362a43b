#include "plots/method_bars.h"

#include <QEvent>
#include <QLabel>
#include <QStackedLayout>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    /// Bars of one input keep one colour across groups (a categorical palette, grey-free: grey is the
    /// model as it is).
    QColor inputColour(int input)
    {
        static const QColor colours[]
            = { QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44), QColor(148, 103, 189),
                  QColor(140, 86, 75), QColor(227, 119, 194), QColor(188, 189, 34), QColor(23, 190, 207) };
        return colours[input % 8];
    }
    /// More inputs than this are drawn as their mean and worst only: 40 bars per group are unreadable.
    constexpr int kMaxInputBars = 8;
}

MethodBars::MethodBars(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_placeholder(new QLabel(this))
    , m_stack(new QStackedLayout)
{
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setFrameShape(QFrame::StyledPanel);
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(m_plot);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_stack);
    m_plot->setMinimumHeight(110); // a low bottom dock on a laptop screen still leaves the graph most of it
    // The legend on a row of its own above the bars: inside, it hides the lowest method's bars.
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(3); // a narrow dock: the inputs' names on two rows rather than cut
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->legend->setVisible(true);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (const int group = groupAt(event->position()); group >= 0)
            emit groupClicked(group);
    });
    retranslate();
}

void MethodBars::retranslate()
{
    m_plot->yAxis->setLabel(tr("Output cos"));
    m_placeholder->setText(tr("Each calibration method's output cos per eval input appears here, next to the "
                              "model as it is, once the calibration lab has measured them."));
    if (!m_groups.empty())
        setGroups(m_groups, m_inputs);
}

void MethodBars::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

int MethodBars::groupAt(const QPointF& pixel) const
{
    if (m_groups.empty())
        return -1;
    const double x = m_plot->xAxis->pixelToCoord(pixel.x());
    const int group = static_cast<int>(std::lround(x));
    return std::abs(x - group) <= 0.45 && group >= 0 && group < static_cast<int>(m_groups.size()) ? group : -1;
}

void MethodBars::setGroups(const std::vector<MethodBarGroup>& groups, const QStringList& inputs)
{
    m_groups = groups;
    m_inputs = inputs;
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_stack->setCurrentWidget(groups.empty() ? static_cast<QWidget*>(m_placeholder) : m_plot);
    if (groups.empty())
        return;
    const int inputCount = std::min<int>(static_cast<int>(inputs.size()), kMaxInputBars);
    auto* barGroup = new QCPBarsGroup(m_plot);
    barGroup->setSpacing(1);
    double lowest = 1;
    for (const auto& g : groups) {
        lowest = std::min(lowest, g.mean);
        for (double c : g.perInput)
            if (std::isfinite(c))
                lowest = std::min(lowest, c);
    }
    const double pad = std::max(0.01, (1.0 - lowest) * 0.15);
    const double floor = std::max(-1.0, lowest - pad);
    const double width = 0.8 / std::max(1, inputCount);
    for (int i = 0; i < inputCount; ++i) {
        auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setName(inputs[i]);
        bars->setWidth(width);
        bars->setBarsGroup(barGroup);
        bars->setBaseValue(floor); // bars rise from the axis' floor, not from 0 far below
        bars->setPen(Qt::NoPen);
        bars->setBrush(inputColour(i));
        for (std::size_t g = 0; g < groups.size(); ++g)
            if (i < static_cast<int>(groups[g].perInput.size()))
                bars->addData(static_cast<double>(g), groups[g].perInput[static_cast<std::size_t>(i)] - floor);
    }
    auto* means = m_plot->addGraph();
    means->setName(tr("Mean over the eval inputs"));
    means->setLineStyle(QCPGraph::lsNone);
    means->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5), Qt::white, 10));
    for (std::size_t g = 0; g < groups.size(); ++g)
        means->addData(static_cast<double>(g), groups[g].mean);
    // Each group's mean in figures above it: bars a few thousandths apart look alike.
    for (std::size_t g = 0; g < groups.size(); ++g) {
        auto* label = new QCPItemText(m_plot);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->position->setCoords(static_cast<double>(g), 1.0);
        label->setText(QString::number(groups[g].mean, 'f', 4));
        QFont font = label->font();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        font.setBold(groups[g].recommended);
        label->setFont(font);
    }
    // The model as it is, across the plot: what every method is judged against.
    auto* asIs = new QCPItemStraightLine(m_plot);
    asIs->setPen(QPen(QColor(90, 90, 90), 1, Qt::DashLine));
    asIs->point1->setCoords(0, groups.front().mean);
    asIs->point2->setCoords(1, groups.front().mean);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        // Two lines for a long name (a narrow dock, eight bars side by side): before its parenthesis
        // ("SmoothQuant (α 0.5)", "Percentile（百分位）"), else at its first space.
        QString name = groups[g].name;
        if (name.size() > 8) {
            const qsizetype bracket = std::max(name.indexOf(QLatin1Char('(')), name.indexOf(QChar(0xFF08)));
            if (bracket > 0)
                name.insert(bracket, QLatin1Char('\n'));
            else if (name.contains(QLatin1Char(' ')))
                name.replace(name.indexOf(QLatin1Char(' ')), 1, QLatin1Char('\n'));
            name.replace(QStringLiteral(" \n"), QStringLiteral("\n"));
        }
        ticker->addTick(static_cast<double>(g), groups[g].recommended ? QStringLiteral("★ %1").arg(name) : name);
    }
    m_plot->xAxis->setTicker(ticker);
    // Many bars: a smaller face, so that neighbouring names do not run into each other.
    QFont tickFont = m_plot->font();
    if (groups.size() > 6)
        tickFont.setPointSizeF(tickFont.pointSizeF() * 0.85);
    m_plot->xAxis->setTickLabelFont(tickFont);
    m_plot->xAxis->setRange(-0.6, static_cast<double>(groups.size()) - 0.4);
    m_plot->yAxis->setRange(floor, 1.0 + pad * 0.35);
    m_plot->legend->setVisible(inputCount > 1 || !inputs.isEmpty());
    m_plot->replot();
}

} // namespace quantlens
